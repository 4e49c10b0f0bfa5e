/**
 * Slack "Send and Wait for Response" through a running server, against the Web API
 * stand-in: the node posts one message whose blocks hold link buttons to the execution's
 * signed resume link, the execution waits, and opening a button's link resumes it with
 * `{ data: { approved } }` (a forged signature is refused).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Data } from './accounts-helpers';
import { askAndWait, openAndFinish, resumePathOf } from './send-and-wait-helpers';
import { eventually } from './webhooks-helpers';
import { startTeam, type Team } from './workflows-helpers';
import { SLACK_TEST_TOKEN, startSlackServer, type SlackServer } from '../../app/server/nodes/slack/testing/slack-server';

type Block = {
  type: string;
  text?: { type: string; text: string };
  elements?: Array<{ style?: string; text: { text: string }; url: string }>;
};

describe('Slack: Send and Wait for Response', { timeout: 60_000 }, () => {
  let team: Team;
  let slack: SlackServer;
  let credentialId: string;
  beforeAll(async () => {
    [team, slack] = await Promise.all([startTeam('sqlite', []), startSlackServer()]);
    const created = await team.owner.browser.post<Data<{ id: string }>>('/credentials', {
      name: 'Slack bot',
      type: 'slackApi',
      data: { accessToken: SLACK_TEST_TOKEN, baseUrl: slack.apiUrl },
    });
    credentialId = created.body.data.id;
  }, 60_000);
  afterAll(async () => {
    await Promise.all([team?.close(), slack?.close()]);
  });

  const ask = (typeVersion: number, parameters: Record<string, unknown>) => ({
    id: randomUUID(),
    type: 'n8n-nodes-base.slack',
    typeVersion,
    position: [200, 0],
    webhookId: randomUUID(),
    credentials: { slackApi: { id: credentialId, name: 'Slack bot' } },
    parameters: {
      resource: 'message',
      operation: 'sendAndWait',
      select: 'channel',
      channelId: { __rl: true, mode: 'id', value: 'C003' },
      ...parameters,
    },
  });

  const posted = (text: string) =>
    eventually(async () => {
      const call = slack.calls.find((c) => c.method === 'chat.postMessage' && JSON.stringify(c.args['blocks'] ?? []).includes(text));
      return call?.args as { channel: string; blocks: Block[] } | undefined;
    });

  it('posts the message and Decline/Approve link buttons to the channel; opening Approve resumes with { data: { approved: true } }', async () => {
    const executionId = await askAndWait(
      team,
      'slack-ask-double',
      ask(2.3, { message: 'Merge *release*?', approvalOptions: { values: { approvalType: 'double' } } }),
    );
    const { channel, blocks } = await posted('Merge *release*?');
    expect(channel).toBe('C003');
    expect(blocks.map((b) => b.type)).toEqual(['divider', 'section', 'section', 'divider', 'actions', 'section']);
    expect(blocks[1]?.text).toEqual({ type: 'mrkdwn', text: 'Merge *release*?' });
    expect(blocks[5]?.text?.text).toContain('This message was sent automatically with');
    const buttons = blocks[4]?.elements ?? [];
    expect(buttons.map((b) => [b.text.text, b.style])).toEqual([
      ['❌ Decline', undefined],
      ['✅ Approve', 'primary'],
    ]);
    const { ask: output, after } = await openAndFinish(team, executionId, resumePathOf(buttons[1]!.url, executionId));
    expect(output).toEqual({ data: { approved: true } });
    expect(after).toMatchObject({ seen: 'yes' });
  });

  it('before 2.3 the message is plain text; "Approve Only" without attribution posts one button', async () => {
    const executionId = await askAndWait(
      team,
      'slack-ask-single',
      ask(2.2, { message: 'Ship it?', options: { appendAttribution: false } }),
    );
    const { blocks } = await posted('Ship it?');
    expect(blocks[1]?.text).toEqual({ type: 'plain_text', text: 'Ship it?', emoji: true });
    expect(blocks.map((b) => b.type)).toEqual(['divider', 'section', 'section', 'divider', 'actions']);
    const buttons = blocks[4]?.elements ?? [];
    expect(buttons.map((b) => b.text.text)).toEqual(['✅ Approve']);
    const { ask: output } = await openAndFinish(team, executionId, resumePathOf(buttons[0]!.url, executionId));
    expect(output).toEqual({ data: { approved: true } });
  });
});
