/**
 * The execution writes every run makes (start, finish) on SQLite: concurrent executions
 * share transactions, yet each is saved completely, a bad one fails alone, and run data is
 * read back whether it was stored plain (small) or compressed (large, or written before
 * small payloads were stored plain); and the SQLite connection's reused statements see
 * schema changes.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { IWorkflowBase } from '@sdk/workflow';
import { createDatabase, migrate, type DatabaseHandle } from '..';
import { PLAIN_LIMIT, packJson, unpackJson } from './execution-codec';
import { ExecutionRepository } from './execution-repository';

let folder: string;
let handle: DatabaseHandle;
let executions: ExecutionRepository;

const workflow = { id: '', name: 'Batch', active: false, nodes: [], connections: {}, settings: {} } as unknown as IWorkflowBase;

function runData(items: number) {
  return {
    Start: [
      {
        startTime: 1,
        executionTime: 1,
        source: [],
        data: { main: [Array.from({ length: items }, (_, i) => ({ json: { i, text: `item ${i}` } }))] },
      },
    ],
  };
}

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'sy-execution-repo-'));
  handle = await createDatabase({ database: { type: 'sqlite' } as never, userFolder: folder });
  await migrate(handle);
  executions = new ExecutionRepository(handle.db, handle.dialect);
});

afterEach(async () => {
  await handle.close();
  await rm(folder, { recursive: true, force: true });
});

describe('ExecutionRepository writes', () => {
  it('saves every one of many concurrent executions with its own run data', async () => {
    const ids = await Promise.all(
      Array.from({ length: 30 }, () =>
        executions.create({ workflowId: null, workflowName: 'Batch', mode: 'webhook', startedAt: new Date(), workflowData: workflow }),
      ),
    );
    expect(new Set(ids).size).toBe(30);
    await Promise.all(
      ids.map((id, n) =>
        executions.finish(id, {
          status: 'success',
          finished: true,
          stoppedAt: new Date(),
          data: { resultData: { runData: runData(n % 2 === 0 ? 1 : 500), lastNodeExecuted: 'Start' } },
        }),
      ),
    );
    for (const [n, id] of ids.entries()) {
      const stored = await executions.get(id);
      expect(stored?.status).toBe('success');
      expect(stored?.lastNodeExecuted).toBe('Start');
      expect(stored?.data.resultData.runData).toEqual(runData(n % 2 === 0 ? 1 : 500));
    }
  });

  it('fails only the write that breaks a constraint when it shares a batch with others', async () => {
    const attempts = await Promise.allSettled([
      executions.create({ workflowId: null, workflowName: 'ok 1', mode: 'webhook', startedAt: new Date(), workflowData: workflow }),
      executions.create({
        workflowId: 'no-such-workflow',
        workflowName: 'bad',
        mode: 'webhook',
        startedAt: new Date(),
        workflowData: workflow,
      }),
      executions.create({ workflowId: null, workflowName: 'ok 2', mode: 'webhook', startedAt: new Date(), workflowData: workflow }),
    ]);
    expect(attempts.map((a) => a.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const { count, results } = await executions.list({}, { limit: 10 });
    expect(count).toBe(2);
    expect(results.map((r) => r.workflowName).sort()).toEqual(['ok 1', 'ok 2']);
  });

  it('replaces the run data when an execution is finished again (a resumed run)', async () => {
    const id = await executions.create({
      workflowId: null,
      workflowName: 'Wait',
      mode: 'webhook',
      startedAt: new Date(),
      workflowData: workflow,
    });
    await executions.finish(id, {
      status: 'waiting',
      finished: false,
      stoppedAt: new Date(),
      data: { resultData: { runData: runData(2), metadata: { step: 'one' } } },
    });
    await executions.finish(id, {
      status: 'success',
      finished: true,
      stoppedAt: new Date(),
      data: { resultData: { runData: runData(3), metadata: { step: 'two' } } },
    });
    const stored = await executions.get(id);
    expect(stored?.status).toBe('success');
    expect(stored?.data.resultData.runData).toEqual(runData(3));
    expect((await executions.list({ metadata: [{ key: 'step', value: 'two' }] }, { limit: 10 })).count).toBe(1);
    expect((await executions.list({ metadata: [{ key: 'step', value: 'one' }] }, { limit: 10 })).count).toBe(0);
  });
});

describe('queued executions taken by a worker', () => {
  const queued = (n: number) =>
    Promise.all(
      Array.from({ length: n }, () =>
        executions.create({
          workflowId: null,
          workflowName: 'Queued',
          mode: 'webhook',
          status: 'new',
          startedAt: new Date(),
          workflowData: workflow,
        }),
      ),
    );

  it('marks every one of many concurrent takes running, more than one statement carries', async () => {
    const ids = await queued(450);
    await Promise.all(ids.map((id) => executions.markRunning(id, { firstAttempt: true })));
    const { results } = await executions.list({}, { limit: 500 });
    expect(results).toHaveLength(450);
    expect(new Set(results.map((r) => r.status))).toEqual(new Set(['running']));
  });

  it('saves a first attempt and a run taken again alike, the second replacing what the first stored', async () => {
    const [first, again] = await queued(2);
    const finish = (id: string, items: number) =>
      executions.finish(id, {
        status: 'success',
        finished: true,
        stoppedAt: new Date(),
        data: { resultData: { runData: runData(items), lastNodeExecuted: 'Start' } },
      });
    await executions.markRunning(first!, { firstAttempt: true });
    await finish(first!, 2);
    // Taken again after its worker stopped, having saved once already.
    await executions.markRunning(again!, { firstAttempt: true });
    await finish(again!, 2);
    await executions.markRunning(again!, { firstAttempt: false });
    await finish(again!, 3);
    expect((await executions.get(first!))?.data.resultData.runData).toEqual(runData(2));
    expect((await executions.get(again!))?.data.resultData.runData).toEqual(runData(3));
  });
});

describe('stored run data', () => {
  it('keeps small JSON as text and compresses large JSON, reading both back', async () => {
    const small = { greeting: 'Hello Ada' };
    const large = runData(300);
    const smallPacked = await packJson(small);
    const largePacked = await packJson(large);
    expect(smallPacked.toString('utf8')).toBe(JSON.stringify(small));
    expect(largePacked.length).toBeLessThan(JSON.stringify(large).length);
    expect(JSON.stringify(large).length).toBeGreaterThan(PLAIN_LIMIT);
    expect(await unpackJson(smallPacked)).toEqual(small);
    expect(await unpackJson(largePacked)).toEqual(large);
  });

  it('reads small data compressed by earlier versions', async () => {
    expect(await unpackJson(deflateSync(Buffer.from('{"a":[1,2]}'), { level: 1 }))).toEqual({ a: [1, 2] });
  });
});

describe('SQLite statement reuse', () => {
  it('sees a column added after the same query last ran', async () => {
    await sql`create table probe (a integer)`.execute(handle.db);
    await sql`insert into probe (a) values (1)`.execute(handle.db);
    const read = async () => (await sql<Record<string, unknown>>`select * from probe`.execute(handle.db)).rows;
    expect(await read()).toEqual([{ a: 1 }]);
    await sql`alter table probe add column b text default 'x'`.execute(handle.db);
    expect(await read()).toEqual([{ a: 1, b: 'x' }]);
  });
});
