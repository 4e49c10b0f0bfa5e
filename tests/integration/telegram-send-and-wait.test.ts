/**
 * Telegram "Send and Wait for Response" through a running server, against the Bot API
 * stand-in: the node sends one Markdown message whose inline keyboard holds URL buttons
 * to the execution's signed resume link, the execution waits, and opening a button's
 * link resumes it with `{ data: { approved } }` (a forged signature is refused).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Data } from './accounts-helpers';
import { askAndWait, BROWSER, openAndFinish, resumePathOf } from './send-and-wait-helpers';
import { callUrl, eventually } from './webhooks-helpers';
import { startTeam, type Team } from './workflows-helpers';
import { startBotApiServer, type BotApiServer } from '../../app/server/nodes/telegram/testing/bot-api-server';

type Button = { text: string; url: string };

describe('Telegram: Send and Wait for Response', { timeout: 60_000 }, () => {
  let team: Team;
  let bot: BotApiServer;
  let credentialId: string;
  beforeAll(async () => {
    [team, bot] = await Promise.all([startTeam('sqlite', []), startBotApiServer()]);
    const created = await team.owner.browser.post<Data<{ id: string }>>('/credentials', {
      name: 'Bot',
      type: 'telegramApi',
      data: { accessToken: bot.token, baseUrl: bot.url },
    });
    credentialId = created.body.data.id;
  }, 60_000);
  afterAll(async () => {
    await Promise.all([team?.close(), bot?.close()]);
  });

  const ask = (parameters: Record<string, unknown>) => ({
    id: randomUUID(),
    type: 'n8n-nodes-base.telegram',
    typeVersion: 1.2,
    position: [200, 0],
    webhookId: randomUUID(),
    credentials: { telegramApi: { id: credentialId, name: 'Bot' } },
    parameters: { resource: 'message', operation: 'sendAndWait', chatId: '-100200', ...parameters },
  });

  const sentText = (text: string) =>
    eventually(async () => bot.calls.find((c) => c.method === 'sendMessage' && String(c.fields['text']).startsWith(text)));

  it('sends Approve/Decline URL buttons; opening Approve resumes with { data: { approved: true } }', async () => {
    const executionId = await askAndWait(
      team,
      'tg-ask-double',
      ask({ message: 'Deploy 2.0?', approvalOptions: { values: { approvalType: 'double' } } }),
    );
    const call = await sentText('Deploy 2.0?');
    expect(call.fields).toMatchObject({ chat_id: '-100200', parse_mode: 'Markdown', disable_web_page_preview: true });
    expect(call.fields['text']).toBe('Deploy 2.0?\n\n_This message was sent automatically with _Switchyard');
    const [row] = (call.fields['reply_markup'] as { inline_keyboard: Button[][] }).inline_keyboard;
    expect(row?.map((b) => b.text)).toEqual(['❌ Decline', '✅ Approve']);
    resumePathOf(row![0]!.url, executionId);
    const { ask: output, after } = await openAndFinish(team, executionId, resumePathOf(row![1]!.url, executionId));
    expect(output).toEqual({ data: { approved: true } });
    expect(after).toMatchObject({ seen: 'yes' });
  });

  it('"Approve Only" without attribution sends one button with its own label', async () => {
    const executionId = await askAndWait(
      team,
      'tg-ask-single',
      ask({ message: 'Ship it?', approvalOptions: { values: { approveLabel: 'Go' } }, options: { appendAttribution: false } }),
    );
    const call = await sentText('Ship it?');
    expect(call.fields['text']).toBe('Ship it?');
    const [row] = (call.fields['reply_markup'] as { inline_keyboard: Button[][] }).inline_keyboard;
    expect(row?.map((b) => b.text)).toEqual(['Go']);
    const { ask: output } = await openAndFinish(team, executionId, resumePathOf(row![0]!.url, executionId));
    expect(output).toEqual({ data: { approved: true } });
  });

  it('"Free Text" sends one Respond button to the form page; submitting it resumes with { data: { text } }', async () => {
    const executionId = await askAndWait(
      team,
      'tg-ask-free',
      ask({ message: 'Why the delay?', responseType: 'freeText', options: { messageButtonLabel: 'Answer' } }),
    );
    const call = await sentText('Why the delay?');
    const [row] = (call.fields['reply_markup'] as { inline_keyboard: Button[][] }).inline_keyboard;
    expect(row?.map((b) => b.text)).toEqual(['Answer']);
    const link = resumePathOf(row![0]!.url, executionId);
    const page = await callUrl(team.server.base, link, BROWSER);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Why the delay?');
    const answer = await callUrl(team.server.base, link, {
      method: 'POST',
      headers: { ...BROWSER.headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ 'field-0': 'Waiting on review' }).toString(),
    });
    expect(answer.status).toBe(200);
    const done = await eventually(async () => {
      const stored = await team.owner.browser.get<
        Data<{
          status: string;
          data: { resultData: { runData: Record<string, Array<{ data: { main: Array<Array<{ json: unknown }>> } }>> } };
        }>
      >(`/executions/${executionId}`);
      return stored.body.data.status === 'success' ? stored.body.data : undefined;
    });
    expect(done.data.resultData.runData['Ask']?.at(-1)?.data.main[0]?.[0]?.json).toEqual({ data: { text: 'Waiting on review' } });
  });
});
