/**
 * Telegram Trigger through the real server, against the Bot API stand-in: activating the
 * workflow registers its production URL with setWebhook (update types, secret token),
 * an update posted there with the secret starts an execution with the update (and the
 * photo downloaded as binary when asked), a wrong secret is refused with 403, chat
 * restrictions filter updates, and deactivating calls deleteWebhook.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Data } from './accounts-helpers';
import { callUrl, createActive, eventually, workflowOf } from './webhooks-helpers';
import { startTeam, type Team } from './workflows-helpers';
import { startBotApiServer, type BotApiServer } from '../../app/server/nodes/telegram/testing/bot-api-server';

type StoredRun = {
  data: {
    resultData: { runData: Record<string, Array<{ data: { main: Array<Array<{ json: unknown; binary?: Record<string, unknown> }>> } }>> };
  };
};

interface Execution {
  id: string;
  status: string;
}

describe('Telegram Trigger (n8n-nodes-base.telegramTrigger) on the server', () => {
  let team: Team;
  let bot: BotApiServer;
  beforeAll(async () => {
    [team, bot] = await Promise.all([startTeam('sqlite', []), startBotApiServer()]);
  });
  afterAll(async () => {
    await Promise.all([team.close(), bot.close()]);
  });

  it('registers the webhook on activation, starts executions from updates with the secret, and removes it on deactivation', async () => {
    const credential = await team.owner.browser.post<Data<{ id: string }>>('/credentials', {
      name: 'Bot',
      type: 'telegramApi',
      data: { accessToken: bot.token, baseUrl: bot.url },
    });
    expect(credential.status).toBe(200);
    const trigger = {
      id: 'tg-trigger',
      name: 'Telegram Trigger',
      type: 'n8n-nodes-base.telegramTrigger',
      typeVersion: 1.2,
      position: [0, 0],
      webhookId: 'b7a9f0c2-5d1e-4c3b-9a8f-1e2d3c4b5a69',
      parameters: { updates: ['message', 'callback_query'], additionalFields: { download: true, imageSize: 'small', chatIds: '7, 8' } },
      credentials: { telegramApi: { id: credential.body.data.id, name: 'Bot' } },
    };
    const workflow = await createActive(team.owner, workflowOf('Telegram', [trigger]));
    const path = `/webhook/${trigger.webhookId}/webhook`;
    expect(bot.webhook).toEqual({
      url: `${team.server.base.replace('127.0.0.1', 'localhost')}${path}`,
      allowed_updates: ['message', 'callback_query'],
      secret_token: `${workflow.id}_tg-trigger`.replace(/[^a-zA-Z0-9_-]+/g, ''),
    });

    const post = (update: unknown, secret = bot.webhook.secret_token ?? '') =>
      callUrl(team.server.base, path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': secret },
        body: JSON.stringify(update),
      });
    expect((await post({ update_id: 1, message: { message_id: 1, chat: { id: 7 }, text: 'hi' } }, 'wrong')).status).toBe(403);
    const update = {
      update_id: 2,
      message: { message_id: 2, chat: { id: 7 }, from: { id: 9 }, photo: [{ file_id: 'small-1' }, { file_id: 'large-1' }] },
    };
    expect((await post(update)).status).toBe(200);
    await post({ update_id: 3, message: { message_id: 3, chat: { id: 99 }, text: 'other chat' } });

    const list = () =>
      team.owner.browser.get<Data<{ results: Execution[] }>>(
        `/executions?filter=${encodeURIComponent(JSON.stringify({ workflowId: workflow.id }))}`,
      );
    const done = await eventually(async () => (await list()).body.data.results.find((execution) => execution.status === 'success'));
    const full = await team.owner.browser.get<Data<StoredRun>>(`/executions/${done.id}`);
    const [item] = full.body.data.data.resultData.runData['Telegram Trigger']![0]!.data.main[0]!;
    expect(item!.json).toEqual(update);
    expect(item!.binary?.['data']).toMatchObject({ fileName: 'file_1.txt' });
    expect(bot.calls.filter((call) => call.method === 'getFile').map((call) => call.fields)).toEqual([{ file_id: 'small-1' }]);
    expect((await list()).body.data.results).toHaveLength(1);

    const deactivated = await team.owner.browser.patch(`/workflows/${workflow.id}`, { active: false, versionId: workflow.versionId });
    expect(deactivated.status).toBe(200);
    await eventually(async () => (bot.webhook.url === '' ? true : undefined));
    expect(bot.calls.at(-1)?.method).toBe('deleteWebhook');
  });
});
