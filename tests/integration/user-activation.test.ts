import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './accounts-helpers';
import type { Data } from './accounts-helpers';
import { callUrl, createActive, eventually, webhookNode, setNode, workflowOf } from './webhooks-helpers';
import { startTeam } from './workflows-helpers';
import type { Actor, Team } from './workflows-helpers';

interface SignedIn {
  settings: { userActivated?: boolean; userActivatedAt?: string; showUserActivationSurvey?: boolean };
}

async function settingsOf(actor: Actor): Promise<SignedIn['settings']> {
  return (await actor.browser.get<Data<SignedIn>>('/login')).body.data.settings;
}

describe.each(DIALECTS)('user activation on %s', (dialect) => {
  let team: Team;
  beforeAll(async () => {
    team = await startTeam(dialect, ['mia']);
  });
  afterAll(() => team.close());

  it("a workflow's first successful production run marks its owner activated and asks for the survey once", async () => {
    const mia = team.members['mia']!;
    expect(await settingsOf(mia)).toMatchObject({ userActivated: false });
    await createActive(
      mia,
      workflowOf('Fails', [
        webhookNode({ path: 'act-fail', responseMode: 'lastNode' }),
        {
          id: 'stop',
          name: 'Stop',
          type: 'n8n-nodes-base.stopAndError',
          typeVersion: 1,
          position: [200, 0],
          parameters: { errorMessage: 'Nope' },
        },
      ]),
    );
    await callUrl(team.server.base, '/webhook/act-fail');
    // A failed run does not count.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await settingsOf(mia)).userActivated).toBe(false);

    await createActive(mia, workflowOf('Works', [webhookNode({ path: 'act-ok', responseMode: 'lastNode' }), setNode('Set', { a: '1' })]));
    expect((await callUrl(team.server.base, '/webhook/act-ok')).status).toBe(200);
    const activated = await eventually(async () => {
      const settings = await settingsOf(mia);
      return settings.userActivated === true ? settings : undefined;
    });
    expect(activated.showUserActivationSurvey).toBe(true);
    expect(Date.parse(activated.userActivatedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    // Only the workflow's owner is activated.
    expect((await settingsOf(team.owner)).userActivated).toBe(false);

    // Answering (or skipping) the survey turns it off; later runs do not ask again.
    await mia.browser.patch('/me/settings', { showUserActivationSurvey: false });
    await callUrl(team.server.base, '/webhook/act-ok');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await settingsOf(mia)).toMatchObject({ userActivated: true, showUserActivationSurvey: false });
  });
});
