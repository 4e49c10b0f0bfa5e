/** The database layer on SQLite only: what the PostgreSQL half has no counterpart for. */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowDbTime } from '../../app/server/db/codec';
import { createRepositories, migrate, SQLITE_BUSY_TIMEOUT_MS } from '../../app/server/db';
import type { DatabaseHandle } from '../../app/server/db';
import { durableWorkflow } from './db-durability-fixture';
import { REPO_ROOT, CHILD_SCRIPT, sqliteCase, insertTag, newOwner } from './db-test-support';

describe('SQLite specifics', () => {
  const dialect = sqliteCase();
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await dialect.open();
    await migrate(handle);
  });

  afterAll(async () => {
    await handle?.close();
    await dialect.dispose();
  });

  it('uses WAL, foreign keys, a busy timeout and synchronous=NORMAL', async () => {
    const pragma = async (name: string) =>
      Object.values((await sql.raw<Record<string, unknown>>(`pragma ${name}`).execute(handle.db)).rows[0] ?? {})[0];
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('foreign_keys')).toBe(1);
    expect(await pragma('busy_timeout')).toBe(SQLITE_BUSY_TIMEOUT_MS);
    expect(await pragma('synchronous')).toBe(1);
    expect(handle.location).toMatch(/database\.sqlite$/);
    expect(existsSync(handle.location)).toBe(true);

    // Foreign keys are enforced, not just declared.
    const now = nowDbTime();
    await expect(
      handle.db
        .insertInto('shared_workflows')
        .values({ workflow_id: 'none', user_id: 'none', role: 'owner', created_at: now, updated_at: now })
        .execute(),
    ).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT_FOREIGNKEY' });
  });

  it('keeps every committed write when the writing process is killed', async () => {
    const repos = createRepositories(handle.db);
    const ownerId = await newOwner(repos, 'durable@example.com');
    const tagA = await insertTag(handle.db, 'durable-a');
    const tagB = await insertTag(handle.db, 'durable-b');
    const folder = handle.location.replace(/[\\/]database\.sqlite$/, '');

    const child = spawn(process.execPath, ['--import', 'tsx', CHILD_SCRIPT, folder, ownerId, tagA, tagB], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const committed = new Map<string, { index: number; versionId: string; updated: boolean }>();
    let buffered = '';
    const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`child made too little progress: ${stderr}`)), 30_000);
      child.on('exit', () => {
        clearTimeout(timer);
        reject(new Error(`child exited early: ${stderr}`));
      });
      child.stdout.on('data', (chunk: Buffer) => {
        buffered += chunk.toString();
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        for (const line of lines) {
          const [kind, index, id, versionId] = line.split(' ');
          if ((kind === 'created' || kind === 'updated') && id !== undefined && versionId !== undefined) {
            committed.set(id, { index: Number(index), versionId, updated: kind === 'updated' });
          }
        }
        if (committed.size >= 40) {
          clearTimeout(timer);
          // Mid-write: the child keeps writing until the signal lands.
          child.kill('SIGKILL');
          resolve();
        }
      });
    });
    expect(await exited).toBe('SIGKILL');

    // Reopen as a fresh process would: a new connection on the same file.
    await handle.close();
    handle = await dialect.open();
    await migrate(handle);
    const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(handle.db);
    expect(integrity.rows).toEqual([{ integrity_check: 'ok' }]);
    const fkCheck = await sql`pragma foreign_key_check`.execute(handle.db);
    expect(fkCheck.rows).toEqual([]);

    const reopened = createRepositories(handle.db);
    for (const [id, expected] of committed) {
      const workflow = await reopened.workflows.get(id);
      expect(workflow, id).toBeDefined();
      if (workflow === undefined) continue;
      const content = durableWorkflow(expected.index);
      expect(workflow.nodes).toEqual(content.nodes);
      expect(workflow.pinData).toEqual(content.pinData);
      if (expected.updated) {
        expect(workflow.versionId).toBe(expected.versionId);
        expect(workflow.name).toBe(`${content.name} (saved)`);
      }
    }
    // Every stored workflow, including any the child wrote but had not reported yet, is
    // whole: its tag links and owner row were committed with it.
    const all = await handle.db.selectFrom('workflows').select(['id', 'name']).execute();
    expect(all.length).toBeGreaterThanOrEqual(committed.size);
    for (const { id } of all) {
      const workflow = await reopened.workflows.get(id);
      expect(
        workflow?.tags.map((t) => t.name),
        id,
      ).toEqual(['durable-a', 'durable-b']);
      const owner = await handle.db
        .selectFrom('shared_workflows')
        .select('user_id')
        .where('workflow_id', '=', id)
        .where('role', '=', 'owner')
        .execute();
      expect(owner, id).toEqual([{ user_id: ownerId }]);
    }
  });
});
