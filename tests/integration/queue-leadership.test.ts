/**
 * Leadership among queue-mode mains (app/server/scaling/leadership.ts): one leads, the
 * others follow while it lives, and one takes over once it dies.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../app/server/config';
import { Leadership } from '../../app/server/scaling';
import { deleteKeys, queueEnv, REPO_ROOT } from './queue-mode-helpers';
import { eventually } from './webhooks-helpers';

const CHILD = fileURLToPath(new URL('./queue-leader-child.ts', import.meta.url));

describe('leadership of queue-mode mains', () => {
  const prefixes: string[] = [];
  /** A fresh instance's environment (its own key prefix). */
  const instanceEnv = () => {
    const prefix = `sy-test-${randomBytes(6).toString('hex')}`;
    prefixes.push(prefix);
    return { ...queueEnv(prefix), N8N_MULTI_MAIN_SETUP_KEY_TTL: '2', N8N_MULTI_MAIN_SETUP_CHECK_INTERVAL: '1' };
  };
  const closers: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const close of closers) await close();
    for (const prefix of prefixes) await deleteKeys(prefix);
  });

  it('keeps one leader while it lives and hands over once it is killed', async () => {
    const env = instanceEnv();
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    closers.push(async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await eventually(async () => (output.includes('leading') ? true : undefined), 20_000);

    const second = new Leadership(loadConfig(env).scaling, () => undefined);
    closers.push(() => second.close());
    const changes: boolean[] = [];
    second.onChange((leading) => changes.push(leading));
    await second.start();
    // Several renewals of the first leader pass: the second never leads meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(second.isLeader).toBe(false);
    expect(changes).toEqual([]);

    child.kill('SIGKILL');
    await exited;
    await eventually(async () => (second.isLeader ? true : undefined), 30_000);
    expect(changes).toEqual([true]);
    expect(output).not.toMatch(/following/);
  }, 60_000);

  it('hands leadership on at once when the leader shuts down', async () => {
    const env = instanceEnv();
    const first = new Leadership(loadConfig(env).scaling, () => undefined);
    const second = new Leadership(loadConfig(env).scaling, () => undefined);
    closers.push(() => second.close());
    await first.start();
    await second.start();
    await eventually(async () => (first.isLeader !== second.isLeader ? true : undefined), 10_000);
    const leader = first.isLeader ? first : second;
    const follower = leader === first ? second : first;
    await leader.close();
    await eventually(async () => (follower.isLeader ? true : undefined), 5_000);
    if (follower === first) await first.close();
  }, 30_000);
});
