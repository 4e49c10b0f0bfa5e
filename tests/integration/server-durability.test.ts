/**
 * Saves interrupted by killing the server (SIGKILL) lose nothing committed before: the
 * real server runs in a child process on SQLite; several clients create and save
 * workflows over HTTP as fast as they can; the server is killed while requests are in
 * flight and started again on the same user folder. Every save that was answered 200 is
 * there with the version it was answered with, a save cut off is either all there or not
 * at all, and the session cookie handed out before still works.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sqliteDriver } from '../../app/server/db/sqlite-driver';
import { afterAll, describe, expect, it } from 'vitest';
import { Browser, GOOD_PASSWORD } from './accounts-helpers';
import type { Data } from './accounts-helpers';
import { manualWorkflow } from './workflows-helpers';
import type { ApiWorkflow } from './workflows-helpers';

const CHILD_SCRIPT = fileURLToPath(new URL('./server-durability-child.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const WRITERS = 4;
const ACKS_BEFORE_KILL = 40;

async function startChild(userFolder: string): Promise<{ child: ChildProcess; base: string; exited: Promise<string | number | null> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD_SCRIPT, userFolder], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<string | number | null>((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${stderr}`)), 60_000);
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /ready (\d+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    void exited.then(() => reject(new Error(`server exited: ${stderr}`)));
  });
  return { child, base: `http://127.0.0.1:${port}`, exited };
}

describe('a server killed mid-save (SQLite)', () => {
  const folders: string[] = [];
  const children: ChildProcess[] = [];
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  it('keeps every answered save, and no half of a cut-off one', { timeout: 180_000 }, async () => {
    const folder = await mkdtemp(join(tmpdir(), 'switchyard-kill-'));
    folders.push(folder);
    const first = await startChild(folder);
    children.push(first.child);
    const owner = new Browser(first.base);
    const setup = await owner.post('/owner/setup', { email: 'owner@example.com', firstName: 'O', lastName: 'W', password: GOOD_PASSWORD });
    expect(setup.status).toBe(200);
    const tag = await owner.post<Data<{ id: string }>>('/tags', { name: 'kept' });

    /** Per workflow id: the answered version and name, and a save in flight (name) if any. */
    const acked = new Map<string, { versionId: string; name: string; inFlight?: string }>();
    let answered = 0;
    let killed = false;
    const writer = async (w: number) => {
      for (let i = 0; !killed; i += 1) {
        try {
          const name = `Writer ${w} flow ${i}`;
          const created = await owner.post<Data<ApiWorkflow>>(
            '/workflows',
            manualWorkflow(name, { tags: [tag.body.data.id], pinData: { Set: [{ i, w }] } }),
          );
          if (created.status !== 200) throw new Error(`create answered ${created.status}`);
          const { id, versionId } = created.body.data;
          acked.set(id, { versionId, name });
          answered += 1;
          const saved = `${name} (saved)`;
          acked.set(id, { versionId, name, inFlight: saved });
          const patched = await owner.patch<Data<ApiWorkflow>>(`/workflows/${id}`, {
            name: saved,
            versionId,
            pinData: { Set: [{ i, w, saved: true }] },
          });
          if (patched.status !== 200) throw new Error(`save answered ${patched.status}`);
          acked.set(id, { versionId: patched.body.data.versionId, name: saved });
          answered += 1;
        } catch (error) {
          if (killed) return; // the connection died with the server
          throw error;
        }
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
    while (answered < ACKS_BEFORE_KILL) await new Promise((resolve) => setTimeout(resolve, 5));
    killed = true;
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    await Promise.all(writers);

    const second = await startChild(folder);
    children.push(second.child);
    const again = new Browser(second.base);
    for (const [k, v] of owner.cookies) again.cookies.set(k, v);
    expect((await again.get('/login')).status).toBe(200);

    expect(acked.size).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL / 2);
    for (const [id, state] of acked) {
      const stored = await again.get<Data<ApiWorkflow>>(`/workflows/${id}`);
      expect(stored.status, id).toBe(200);
      const workflow = stored.body.data;
      expect(workflow.tags.map((t) => t.id)).toEqual([tag.body.data.id]);
      if (state.inFlight === undefined || workflow.versionId === state.versionId) {
        expect(workflow).toMatchObject({ versionId: state.versionId, name: state.name });
      } else {
        // The cut-off save committed as a whole: the new name with its pinned data.
        expect(workflow.name).toBe(state.inFlight);
        expect(workflow.pinData['Set']![0]).toMatchObject({ json: { saved: true } });
      }
      if (workflow.name === state.name && state.inFlight !== undefined) {
        expect(workflow.pinData['Set']![0]).not.toMatchObject({ json: { saved: true } });
      }
    }
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    const db = new (sqliteDriver())(join(folder, 'database.sqlite'), { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      db.close();
    }
  });
});
