/**
 * What `npm start` does, on whichever Node.js runs the suite (CI runs it on each
 * supported line): the server is bundled, the bundle starts, its self-test passes, it
 * prints the ready line with the URL, and a Code node runs in the sandbox through the
 * REST API. A native module built for another runtime fails here, not on a user's
 * first Code node run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleServer } from '../../app/server/bundle/server-bundle';
import { REPO_ROOT } from '../../app/server/paths';

let child: ChildProcess | undefined;
let base = '';
let output = '';
const folder = mkdtempSync(join(tmpdir(), 'switchyard-npm-start-'));

beforeAll(async () => {
  // Inside the project, as npm start's own bundle, so the packages resolve from node_modules.
  const bundle = await bundleServer(
    undefined,
    join(REPO_ROOT, 'node_modules', '.cache', 'switchyard', `npm-start-test-${process.pid}.mjs`),
  );
  const web = join(folder, 'web');
  mkdirSync(web);
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Switchyard</title>');
  child = spawn(process.execPath, [bundle, 'start'], {
    env: {
      PATH: process.env['PATH'] ?? '',
      HOME: folder,
      PORT: '0',
      SWITCHYARD_USER_FOLDER: join(folder, 'data'),
      SWITCHYARD_WEB_DIST: web,
      SWITCHYARD_USER_MANAGEMENT_ENABLED: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  base = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /Switchyard is ready: (http:\/\/\S+)/.exec(output);
      if (ready) resolve(ready[1]!);
    };
    child!.stdout!.on('data', onData);
    child!.stderr!.on('data', onData);
    child!.once('exit', (code) => reject(new Error(`npm start exited with ${String(code)}:\n${output}`)));
  });
}, 120_000);

afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(folder, { recursive: true, force: true });
  rmSync(join(REPO_ROOT, 'node_modules', '.cache', 'switchyard', `npm-start-test-${process.pid}.mjs`), { force: true });
});

describe(`npm start on Node.js ${process.versions.node}`, () => {
  it('prints the URL and serves the editor and the API', async () => {
    expect(output).not.toMatch(/does not work on Node\.js|needs Node\.js/);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect(await (await fetch(base)).text()).toContain('<title>Switchyard</title>');
  });

  it('runs a Code node in the sandbox', async () => {
    const workflowData = {
      name: 'Code on this runtime',
      nodes: [
        { id: 'a1', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
        {
          id: 'a2',
          name: 'Code',
          type: 'n8n-nodes-base.code',
          typeVersion: 2,
          position: [200, 0],
          parameters: { jsCode: 'return [{ json: { sum: 40 + 2 } }];' },
        },
      ],
      connections: { Start: { main: [[{ node: 'Code', type: 'main', index: 0 }]] } },
      settings: { executionOrder: 'v1', saveManualExecutions: true },
    };
    const started = await fetch(`${base}/rest/workflows/run`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ workflowData }),
    });
    expect(started.status, await started.clone().text()).toBe(200);
    const { data } = (await started.json()) as { data: { executionId: string } };
    let execution:
      | {
          status: string;
          data: { resultData: { runData: Record<string, Array<{ data: { main: Array<Array<{ json: unknown }>> } }>>; error?: unknown } };
        }
      | undefined;
    for (let i = 0; i < 200; i++) {
      const response = await fetch(`${base}/rest/executions/${data.executionId}`);
      if (response.status === 200) {
        execution = ((await response.json()) as { data: typeof execution }).data;
        if (execution && execution.status !== 'running' && execution.status !== 'new') break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(execution?.status, JSON.stringify(execution?.data.resultData.error)).toBe('success');
    expect(execution?.data.resultData.runData['Code']?.[0]?.data.main[0]?.[0]?.json).toEqual({ sum: 42 });
  });
});
