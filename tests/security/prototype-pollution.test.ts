/**
 * The critical finding, replayed against a started server: a member's active workflow
 * renames `__proto__` away and writes through it, fed by an unauthenticated webhook
 * call. Before the fix this put the member's proxy on `Object.prototype` of the server
 * process (every later HTTP Request of every user went through it) and replaced
 * `hasOwnProperty` (the process died on the next call). Now the run changes nothing
 * outside its own items, and the owner's HTTP Request still reaches its real target.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../integration/accounts-helpers';
import type { Data } from '../integration/accounts-helpers';
import { runWorkflow, waitForExecution } from '../integration/executions-helpers';
import { callUrl, createActive, webhookNode, workflowOf } from '../integration/webhooks-helpers';
import { json, startFileServer, startTeam } from '../integration/workflows-helpers';
import type { FileServer, Team } from '../integration/workflows-helpers';

const ownNames = () => Reflect.ownKeys(Object.prototype).map(String).sort();

describe.each(DIALECTS)('prototype pollution through node parameters (%s)', (dialect) => {
  let team: Team;
  let target: FileServer;
  const baseline = ownNames();

  beforeAll(async () => {
    team = await startTeam(dialect, ['mallory']);
    target = await startFileServer({ '/hello': json({ reached: 'directly' }) });
  });
  afterAll(async () => {
    await target?.close();
    await team?.close();
  });

  it("a member's Rename Keys run leaves Object.prototype untouched and other users' requests unaffected", async () => {
    const rename = {
      id: '7d0c6f3e-1b9a-4f61-9a52-3c9f3b0f0a01',
      name: 'Rename Keys',
      type: 'n8n-nodes-base.renameKeys',
      typeVersion: 1,
      position: [200, 0],
      parameters: {
        keys: {
          key: [
            { currentKey: '__proto__', newKey: 'a' },
            { currentKey: 'body.p', newKey: 'a.proxy' },
            { currentKey: 'constructor', newKey: 'c' },
            { currentKey: 'body.p', newKey: 'c.prototype.proxy' },
            { currentKey: 'body.q', newKey: 'a.hasOwnProperty' },
          ],
        },
      },
    };
    await createActive(
      team.members['mallory']!,
      workflowOf('Pollute', [webhookNode({ path: 'pollute', httpMethod: 'POST', responseMode: 'lastNode' }), rename]),
    );
    const attack = await callUrl(team.server.base, '/webhook/pollute', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ p: 'http://127.0.0.1:9', q: 1 }),
    });
    expect(attack.status).toBe(200);
    expect(ownNames()).toEqual(baseline);
    expect(({} as Record<string, unknown>)['proxy']).toBeUndefined();

    const owner = team.owner;
    const fetchNode = {
      id: '7d0c6f3e-1b9a-4f61-9a52-3c9f3b0f0a02',
      name: 'Fetch',
      type: 'n8n-nodes-base.httpRequest',
      typeVersion: 4.2,
      position: [200, 0],
      parameters: { url: `${target.base}/hello`, options: {} },
    };
    const manual = {
      id: '7d0c6f3e-1b9a-4f61-9a52-3c9f3b0f0a03',
      name: 'Start',
      type: 'n8n-nodes-base.manualTrigger',
      typeVersion: 1,
      position: [0, 0],
      parameters: {},
    };
    const id = await runWorkflow(owner, {
      name: 'Owner fetch',
      nodes: [manual, fetchNode],
      connections: { Start: { main: [[{ node: 'Fetch', type: 'main', index: 0 }]] } },
      settings: { executionOrder: 'v1', saveManualExecutions: true },
    });
    const execution = await waitForExecution(owner, id);
    expect(execution?.status, JSON.stringify(execution?.data.resultData.error)).toBe('success');
    expect(execution?.data.resultData.runData['Fetch']?.[0]?.data?.main[0]?.[0]?.json).toEqual({ reached: 'directly' });
    const health = await callUrl(team.server.base, '/healthz');
    expect(health.status).toBe(200);
    const list = await owner.browser.get<Data<unknown[]>>('/workflows');
    expect(list.status).toBe(200);
  });
});
