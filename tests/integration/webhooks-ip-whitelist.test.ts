/**
 * The "IP(s) Whitelist" option of the Webhook node and of the Wait node's resume webhook
 * against a started server: a call from an address outside the list gets n8n's 403, one
 * inside it runs (or resumes) the workflow.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './accounts-helpers';
import type { Data } from './accounts-helpers';
import { callUrl, createActive, eventually, resumeWith, setNode, startWaitingExecution, webhookNode, workflowOf } from './webhooks-helpers';
import { startTeam } from './workflows-helpers';
import type { Team } from './workflows-helpers';

describe.each(DIALECTS)('webhook IP whitelist on %s', (dialect) => {
  let team: Team;
  beforeAll(async () => {
    team = await startTeam(dialect, []);
  });
  afterAll(() => team.close());

  it('refuses a caller outside the list with 403 and runs nothing', async () => {
    await createActive(
      team.owner,
      workflowOf('Walled', [
        webhookNode({ path: 'walled', responseMode: 'lastNode', options: { ipWhitelist: '10.0.0.0/8, 192.168.1.7' } }),
        setNode('Set', { ran: 'yes' }),
      ]),
    );
    const answer = await callUrl(team.server.base, '/webhook/walled');
    expect(answer.status).toBe(403);
    expect(answer.text).toBe('IP is not whitelisted to access the webhook!');
  });

  it('lets in a caller whose address or range is on the list', async () => {
    await createActive(
      team.owner,
      workflowOf('Local range', [
        webhookNode({ path: 'local-range', responseMode: 'lastNode', options: { ipWhitelist: '10.0.0.0/8,127.0.0.0/8' } }),
        setNode('Set', { ran: 'yes' }),
      ]),
    );
    const byRange = await callUrl(team.server.base, '/webhook/local-range');
    expect(byRange.status).toBe(200);
    expect(byRange.json).toMatchObject({ ran: 'yes' });

    await createActive(
      team.owner,
      workflowOf('Local address', [
        webhookNode({ path: 'local-address', responseMode: 'lastNode', options: { ipWhitelist: '127.0.0.1' } }),
        setNode('Set', { ran: 'yes' }),
      ]),
    );
    expect((await callUrl(team.server.base, '/webhook/local-address')).json).toMatchObject({ ran: 'yes' });
  });

  it('allows everyone when the list is empty', async () => {
    await createActive(
      team.owner,
      workflowOf('Open', [
        webhookNode({ path: 'open', responseMode: 'lastNode', options: { ipWhitelist: '  ' } }),
        setNode('Set', { ran: 'yes' }),
      ]),
    );
    expect((await callUrl(team.server.base, '/webhook/open')).status).toBe(200);
  });

  const statusOf = async (id: string) => (await team.owner.browser.get<Data<{ status: string }>>(`/executions/${id}`)).body.data.status;

  it("refuses a Wait node's resume call from outside the list, and the execution keeps waiting", async () => {
    const waiting = await startWaitingExecution(team.owner, team.server.base, 'walled-wait', { ipWhitelist: '10.0.0.0/8, 192.168.1.7' });
    const answer = await resumeWith(team.server.base, waiting, 'no');
    expect(answer.status).toBe(403);
    expect(answer.text).toBe('IP is not whitelisted to access the webhook!');
    expect(await statusOf(waiting.id)).toBe('waiting');
  });

  it("resumes a Wait node's execution for a caller on the list", async () => {
    const waiting = await startWaitingExecution(team.owner, team.server.base, 'local-wait', { ipWhitelist: '10.0.0.0/8, 127.0.0.1' });
    expect((await resumeWith(team.server.base, waiting, 'yes')).status).toBe(200);
    expect(await eventually(async () => ((await statusOf(waiting.id)) === 'success' ? true : undefined))).toBe(true);
  });
});
