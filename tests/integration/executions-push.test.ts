/**
 * Execution progress over the push stream (real SSE over HTTP) routed by the `push-ref`
 * header, and crash recovery at start-up, on SQLite and PostgreSQL.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../app/server/app';
import { loadConfig } from '../../app/server/config';
import { ExecutionRepository } from '../../app/server/db/repositories/execution-repository';
import { DIALECTS } from './accounts-helpers';
import type { Data } from './accounts-helpers';
import { chainWorkflow, collectPush, runWorkflow, waitForExecution } from './executions-helpers';
import { startTeam } from './workflows-helpers';
import type { Team } from './workflows-helpers';

describe.each(DIALECTS)('execution push and recovery on %s', (dialect) => {
  let team: Team;
  beforeAll(async () => {
    team = await startTeam(dialect, ['mia']);
  }, 60_000);
  afterAll(async () => {
    await team?.close();
  });

  it('pushes executionStarted, node before/after and executionFinished to the tab that ran it only', async () => {
    let executionId = '';
    // A second tab of the same user, open during the run, reads its stream in the background.
    const otherController = new AbortController();
    const otherResponse = await fetch(`${team.server.base}/rest/push?pushRef=tab-b`, {
      headers: { accept: 'text/event-stream', cookie: [...team.owner.browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      signal: otherController.signal,
    });
    let otherText = '';
    const otherDone = (async () => {
      const reader = otherResponse.body!.getReader();
      for (;;) {
        const chunk = await reader.read().catch(() => ({ done: true, value: undefined }));
        if (chunk.done) return;
        otherText += new TextDecoder().decode(chunk.value);
      }
    })();
    const events = await collectPush(
      team.owner.browser,
      'tab-a',
      async () => {
        executionId = await runWorkflow(team.owner, chainWorkflow(), {}, { 'push-ref': 'tab-a' });
      },
      (list) => list.some((e) => e.type === 'executionFinished'),
    );
    const types = events.map((e) => e.type);
    expect(types[0]).toBe('executionStarted');
    expect(types.at(-1)).toBe('executionFinished');
    expect(events.filter((e) => e.type === 'nodeExecuteBefore').map((e) => e.data.nodeName)).toEqual([
      'Start',
      'Set',
      'If',
      'Big',
      'Small',
    ]);
    const after = events.find((e) => e.type === 'nodeExecuteAfter' && e.data.nodeName === 'Set')!;
    expect((after.data.data as { data: { main: unknown[][] } }).data.main[0]).toHaveLength(3);
    const finished = events.at(-1)!;
    expect(finished.data.executionId).toBe(executionId);
    expect((finished.data.data as { status: string }).status).toBe('success');
    otherController.abort();
    await otherDone;
    expect(otherText).toContain(': connected');
    expect(otherText).not.toContain('executionStarted');
  });

  it("refuses to route progress to another user's tab", async () => {
    const events = await collectPush(
      team.members.mia!.browser,
      'mia-tab',
      async () => {
        const response = await team.owner.browser.post(
          '/workflows/run',
          { workflowData: chainWorkflow() },
          { headers: { 'push-ref': 'mia-tab' } },
        );
        expect(response.status).toBe(403);
      },
      () => true,
    );
    expect(events).toHaveLength(0);
  });

  it('marks executions left running by a crashed process as crashed at the next start', async () => {
    const repository = new ExecutionRepository(team.server.database.db, team.server.database.dialect);
    const orphan = await repository.create({
      workflowId: null,
      workflowName: 'Lost',
      mode: 'trigger',
      startedAt: new Date(),
      workflowData: { name: 'Lost', nodes: [], connections: {} } as never,
    });
    const userFolder = team.server.app.switchyard.config.userFolder;
    const second = await createServer({
      config: loadConfig({ SWITCHYARD_USER_FOLDER: userFolder, PORT: '0' }),
      database: team.server.database,
      staticDir: join(userFolder, 'no-web'),
    });
    await second.close();
    const stored = await team.owner.browser.get<Data<{ status: string; stoppedAt?: string }>>(`/executions/${orphan}`);
    expect(stored.body.data.status).toBe('crashed');
    expect(stored.body.data.stoppedAt).toBeDefined();
    expect((await waitForExecution(team.owner, orphan))?.status).toBe('crashed');
  });
});
