/**
 * Resource limits (docs/security.md "Resource limits"): one request or one execution must
 * not take the server down or starve everyone else. Each case starts a real server (SQLite
 * and PostgreSQL) and checks what a caller sees: deeply nested request bodies are refused
 * with 400, a node output that nests too deeply or grows too large fails its execution with
 * a message naming the node and the limit, a workflow that loops forever leaves /healthz
 * answering and ends by its timeout, its stop or the node-run cap, and an error while
 * saving an execution marks it failed instead of ending the process.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../integration/accounts-helpers';
import type { Data } from '../integration/accounts-helpers';
import { runWorkflow, waitForExecution } from '../integration/executions-helpers';
import { callUrl, createActive, eventually, webhookNode, workflowOf } from '../integration/webhooks-helpers';
import { startTeam } from '../integration/workflows-helpers';
import type { Actor, Team } from '../integration/workflows-helpers';

type Json = Record<string, unknown>;

/** `[[[ … ]]]` nested `depth` levels, as JSON text. */
const nestedArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
/** `{"a":{"a":… 1}}` nested `depth` levels, as JSON text. */
const nestedObjects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

const node = (name: string, type: string, x: number, parameters: Json = {}, typeVersion = 1): Json => ({
  id: name,
  name,
  type: `n8n-nodes-base.${type}`,
  typeVersion,
  position: [x, 0],
  parameters,
});

function link(from: string, to: string): Json {
  return { main: [[{ node: to, type: 'main', index: 0 }]] };
}

/** Manual Trigger → Code (`jsCode`). */
function codeWorkflow(name: string, jsCode: string): Json {
  return {
    name,
    nodes: [node('Start', 'manualTrigger', 0), node('Code', 'code', 200, { jsCode }, 2)],
    connections: { Start: link('Start', 'Code') },
    settings: { executionOrder: 'v1', saveManualExecutions: true },
  };
}

/** Manual Trigger → A → B → A: a cycle of No Operation nodes that never ends by itself. */
function cycleWorkflow(name: string, settings: Json = {}): Json {
  return {
    name,
    nodes: [node('Start', 'manualTrigger', 0), node('A', 'noOp', 200), node('B', 'noOp', 400)],
    connections: { Start: link('Start', 'A'), A: link('A', 'B'), B: link('B', 'A') },
    settings: { executionOrder: 'v1', saveManualExecutions: true, ...settings },
  };
}

/** Milliseconds `/healthz` took to answer 200. */
async function healthzMs(base: string): Promise<number> {
  const started = performance.now();
  const answer = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(30_000) });
  expect(answer.status).toBe(200);
  expect(await answer.json()).toEqual({ status: 'ok' });
  return performance.now() - started;
}

async function currentIds(actor: Actor): Promise<string[]> {
  const current = await actor.browser.get<Data<Array<{ id: string }>>>('/executions-current');
  return current.body.data.map((e) => e.id);
}

describe.each(DIALECTS)('resource limits on %s', (dialect) => {
  let team: Team;
  beforeAll(async () => {
    team = await startTeam(dialect, [], { EXECUTIONS_MAX_NODE_RUNS: '1000000000', EXECUTIONS_DATA_MAX_SIZE: '1024' });
  });
  afterAll(() => team?.close());

  it('refuses a deeply nested webhook body with 400 and keeps serving', async () => {
    await createActive(
      team.owner,
      workflowOf('Deep hook', [webhookNode({ httpMethod: 'POST', path: 'deep', responseMode: 'onReceived' })]),
    );
    const post = (body: string) =>
      callUrl(team.server.base, '/webhook/deep', { method: 'POST', headers: { 'content-type': 'application/json' }, body });

    const deep = await post(nestedArrays(6000));
    expect(deep.status).toBe(400);
    expect((deep.json as { message: string }).message).toMatch(/nest.*deeper than \d+ levels/);
    expect((await post(nestedObjects(6000))).status).toBe(400);
    // Brackets inside strings are text, not nesting.
    expect((await post(JSON.stringify({ text: nestedArrays(6000) }))).status).toBe(200);
    expect((await post(nestedArrays(50))).status).toBe(200);

    expect(await healthzMs(team.server.base)).toBeLessThan(5_000);
  });

  it('refuses a deeply nested REST body with 400, not 500', async () => {
    const deep = await team.owner.browser.call<{ code: number; message: string }>('POST', '/rest/workflows', {
      body: `{"name":"Deep","nodes":[],"connections":{},"settings":${nestedObjects(6000)}}`,
    });
    expect(deep.status).toBe(400);
    expect(deep.body.message).toMatch(/nest.*deeper than \d+ levels/);
    // Signed out too: the body is looked at before anything is done with it.
    const anonymous = await fetch(`${team.server.base}/rest/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"emailOrLdapLoginId":${nestedArrays(6000)}}`,
    });
    expect(anonymous.status).toBe(400);
    // Ordinary nesting still saves.
    const fine = await team.owner.browser.post<Data<{ id: string }>>('/workflows', {
      name: 'Fine',
      nodes: [],
      connections: {},
      settings: { executionOrder: 'v1' },
      meta: JSON.parse(nestedObjects(40)) as Json,
    });
    expect(fine.status).toBe(200);
    expect(await healthzMs(team.server.base)).toBeLessThan(5_000);
  });

  it('fails an execution whose Code node returns 20,000 levels of nesting, and keeps serving', async () => {
    const id = await runWorkflow(
      team.owner,
      codeWorkflow('Deep output', 'let v = 1; for (let i = 0; i < 20000; i++) v = { v }; return [{ json: { v } }];'),
    );
    const execution = await waitForExecution(team.owner, id);
    expect(execution?.status).toBe('error');
    const error = execution?.data.resultData.error;
    expect(error?.message).toMatch(/"Code".*nests deeper than \d+ levels/);
    expect(await healthzMs(team.server.base)).toBeLessThan(5_000);
    // The server still runs workflows afterwards.
    const after = await waitForExecution(
      team.owner,
      await runWorkflow(team.owner, codeWorkflow('After', 'return [{ json: { ok: true } }];')),
    );
    expect(after?.status).toBe('success');
  });

  it('keeps /healthz answering while a cycle runs, and ends the cycle by its timeout', async () => {
    const id = await runWorkflow(team.owner, cycleWorkflow('Cycle with timeout', { executionTimeout: 5 }));
    const started = Date.now();
    const slowest: number[] = [];
    while ((await currentIds(team.owner)).includes(id)) {
      slowest.push(await healthzMs(team.server.base));
      expect(Date.now() - started, 'the 5 s timeout ended the execution').toBeLessThan(30_000);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(slowest.length).toBeGreaterThan(3);
    expect(Math.max(...slowest)).toBeLessThan(1_000);
    const execution = await waitForExecution(team.owner, id);
    expect(execution?.status).toBe('canceled');
    expect(execution?.data.resultData.error?.message).toMatch(/timed out/);
  }, 60_000);

  it('stops a running cycle from the stop route', async () => {
    const id = await runWorkflow(team.owner, cycleWorkflow('Cycle to stop'));
    await eventually(async () => ((await currentIds(team.owner)).includes(id) ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await healthzMs(team.server.base)).toBeLessThan(1_000);
    const stop = await team.owner.browser.post<Data<{ status: string }>>(`/executions-current/${id}/stop`);
    expect(stop.status).toBe(200);
    expect(stop.body.data.status).toBe('canceled');
    expect(await currentIds(team.owner)).not.toContain(id);
    expect((await waitForExecution(team.owner, id))?.status).toBe('canceled');
  });
});

describe.each(DIALECTS)('execution caps on %s', (dialect) => {
  let team: Team;
  beforeAll(async () => {
    team = await startTeam(dialect, [], { EXECUTIONS_MAX_NODE_RUNS: '500', EXECUTIONS_DATA_MAX_SIZE: '1' });
  });
  afterAll(() => team?.close());

  it('ends a cycle at EXECUTIONS_MAX_NODE_RUNS with an error naming the loop', async () => {
    const execution = await waitForExecution(team.owner, await runWorkflow(team.owner, cycleWorkflow('Endless')));
    expect(execution?.status).toBe('error');
    const message = execution?.data.resultData.error?.message ?? '';
    expect(message).toContain('500 node runs');
    expect(message).toContain('EXECUTIONS_MAX_NODE_RUNS');
    expect(message).toMatch(/"A" → "B" → "A"|"B" → "A" → "B"/);
  });

  it('fails an execution whose data passes EXECUTIONS_DATA_MAX_SIZE, naming the node and the limit', async () => {
    const execution = await waitForExecution(
      team.owner,
      await runWorkflow(team.owner, codeWorkflow('Big', "return [{ json: { text: 'x'.repeat(2 * 1024 * 1024) } }];")),
    );
    expect(execution?.status).toBe('error');
    const message = execution?.data.resultData.error?.message ?? '';
    expect(message).toContain('"Code"');
    expect(message).toContain('1 MiB');
    expect(message).toContain('EXECUTIONS_DATA_MAX_SIZE');
    // Small outputs still run.
    const small = await waitForExecution(
      team.owner,
      await runWorkflow(team.owner, codeWorkflow('Small', "return [{ json: { text: 'x'.repeat(1000) } }];")),
    );
    expect(small?.status).toBe('success');
  });

  it('marks an execution failed when saving it throws, and keeps serving', async () => {
    const repository = team.server.app.switchyard.executions.repository;
    const finish = repository.finish.bind(repository);
    const log = team.server.app.log;
    const logError = log.error;
    const logged: string[] = [];
    log.error = ((details: unknown, message?: string) => {
      logged.push(`${message ?? ''} ${String((details as { err?: unknown }).err)}`);
    }) as typeof log.error;
    let failures = 0;
    repository.finish = async (id, result) => {
      if (failures === 0 && result.status === 'success') {
        failures++;
        throw new RangeError('Maximum call stack size exceeded');
      }
      return finish(id, result);
    };
    try {
      const id = await runWorkflow(team.owner, codeWorkflow('Unsavable', 'return [{ json: { ok: true } }];'));
      const execution = await waitForExecution(team.owner, id);
      expect(failures).toBe(1);
      expect(execution?.status).toBe('error');
      expect(execution?.data.resultData.error?.message).toMatch(/could not be saved.*Maximum call stack size exceeded/);
      expect(logged).toEqual([`Execution ${id} could not be saved RangeError: Maximum call stack size exceeded`]);
    } finally {
      repository.finish = finish;
      log.error = logError;
    }
    expect(await healthzMs(team.server.base)).toBeLessThan(5_000);
  });
});
