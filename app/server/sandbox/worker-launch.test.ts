/**
 * The sandbox worker process's own confinement (not the isolate's): an empty
 * environment and Node's permission model, checked on a probe started exactly like a
 * worker and on a running worker's command line and environment.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { SandboxWorker } from './worker-process';
import { workerLaunch } from './worker-launch';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const probe = fileURLToPath(new URL('./testing/permission-probe.mjs', import.meta.url));
const workers: SandboxWorker[] = [];
afterAll(async () => {
  await Promise.all(workers.map((w) => w.stop()));
});

describe('sandbox worker process confinement', () => {
  it('is launched under the permission model with an empty environment', () => {
    const launch = workerLaunch({ heapMb: 256, isolates: 1 });
    expect(launch.confined).toBe(true);
    expect(launch.execArgv.some((flag) => flag === '--permission' || flag === '--experimental-permission')).toBe(true);
    expect(launch.execArgv).toContain('--max-old-space-size=256');
    expect(
      launch.execArgv.some(
        (arg) => arg.startsWith('--allow-child-process') || arg.startsWith('--allow-fs-write') || arg.startsWith('--allow-worker'),
      ),
    ).toBe(false);
    expect(Object.keys(launch.env).sort()).toEqual(['NODE_ENV', 'SANDBOX_ISOLATES', 'SANDBOX_WEB_LIBRARIES']);
    // The one path it is told: the isolates' libraries, bundled under node_modules (readable anyway).
    expect(launch.env['SANDBOX_WEB_LIBRARIES']).toMatch(/node_modules\/\.cache\/switchyard-sandbox\/web-libraries-[0-9a-f]{16}\.js$/);
  });

  it('cannot read the user folder, the system or the rest of the project, write files or start processes', async () => {
    const userFolder = mkdtempSync(path.join(tmpdir(), 'switchyard-secret-'));
    const secret = path.join(userFolder, 'encryption-key');
    writeFileSync(secret, 'do not read');
    process.env['SWITCHYARD_PROBE_SECRET'] = 'server-only';
    const launch = workerLaunch({ heapMb: 128, isolates: 1 });
    const child = fork(probe, [], { execArgv: launch.execArgv, env: launch.env, stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
    const report = await new Promise<Record<string, unknown>>((resolve, reject) => {
      child.once('message', (message) => resolve(message as Record<string, unknown>));
      child.once('exit', (code) => reject(new Error(`probe exited with ${String(code)}`)));
      child.send({
        secret,
        projectFile: path.join(root, 'app', 'server', 'config', 'index.ts'),
        moduleFile: path.join(root, 'node_modules', 'luxon', 'package.json'),
        writeTarget: path.join(userFolder, 'written'),
      });
    });
    child.kill();
    delete process.env['SWITCHYARD_PROBE_SECRET'];
    expect(report).toEqual({
      readSecret: 'ERR_ACCESS_DENIED',
      readSystem: 'ERR_ACCESS_DENIED',
      readProject: 'ERR_ACCESS_DENIED',
      readModules: 'allowed',
      write: 'ERR_ACCESS_DENIED',
      spawn: 'ERR_ACCESS_DENIED',
      env: ['NODE_ENV', 'SANDBOX_ISOLATES', 'SANDBOX_WEB_LIBRARIES'],
    });
  });

  it('runs the real worker that way (Linux /proc)', async () => {
    const worker = new SandboxWorker({ heapMb: 128, isolates: 1 });
    workers.push(worker);
    const pid = worker.pid!;
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    expect(cmdline.filter((arg) => arg === '--permission' || arg === '--experimental-permission')).toHaveLength(1);
    const environ = readFileSync(`/proc/${pid}/environ`, 'utf8')
      .split('\0')
      .filter(Boolean)
      .map((entry) => entry.split('=')[0])
      .sort();
    expect(environ).toEqual([
      'NODE_CHANNEL_FD',
      'NODE_CHANNEL_SERIALIZATION_MODE',
      'NODE_ENV',
      'SANDBOX_ISOLATES',
      'SANDBOX_WEB_LIBRARIES',
    ]);
  });
});
