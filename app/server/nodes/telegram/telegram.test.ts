/**
 * The Telegram node against a local stand-in of the Bot API (testing/bot-api-server.ts):
 * the methods and fields each operation sends, n8n's options (attribution, parse mode,
 * link previews, keyboards), uploads from binary data, file downloads, Telegram's errors
 * and its 429 "retry after".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { INodeExecutionData, INodeParameters } from '@sdk/workflow';
import { testCredential } from '../../credentials/connect/credential-test';
import { CredentialTypeRegistry } from '../../credentials/types';
import { runNode } from '../http-request/testing/run-node';
import { telegramNode } from './index';
import { startBotApiServer, type BotApiServer } from './testing/bot-api-server';

let bot: BotApiServer;
beforeAll(async () => {
  bot = await startBotApiServer();
});
afterAll(() => bot.close());

async function run(
  parameters: INodeParameters,
  options: { version?: number; items?: INodeExecutionData[]; token?: string; continueOnFail?: boolean } = {},
) {
  const before = bot.calls.length;
  const result = await runNode(
    {
      type: 'n8n-nodes-base.telegram',
      typeVersion: options.version ?? 1.2,
      parameters,
      credentials: { telegramApi: { id: 'tg', name: 'Telegram' } },
      ...(options.continueOnFail ? { continueOnFail: true } : {}),
    },
    {
      types: [telegramNode],
      credentials: { telegramApi: { accessToken: options.token ?? bot.token, baseUrl: bot.url } },
      ...(options.items ? { items: options.items } : {}),
    },
  );
  return { ...result, calls: bot.calls.slice(before), json: result.output?.map((item) => item.json) };
}

describe('Telegram (n8n-nodes-base.telegram)', () => {
  it('sends a message with the attribution in Markdown, link previews off, and answers Telegram’s { ok, result }', async () => {
    const sent = await run({ chatId: '7', text: 'Hello {{ 1 + 1 }}' });
    expect(sent.calls).toEqual([
      {
        method: 'sendMessage',
        fields: {
          chat_id: '7',
          text: 'Hello {{ 1 + 1 }}\n\n_This message was sent automatically with _[Switchyard](https://github.com/switchyard)',
          parse_mode: 'Markdown',
          disable_web_page_preview: true,
        },
        files: {},
      },
    ]);
    expect(sent.json).toEqual([{ ok: true, result: expect.objectContaining({ message_id: 100, chat: { id: 7, type: 'private' } }) }]);
  });

  it('keeps link previews in 1.1 for text with a link, drops the attribution when off, and sends HTML, silence and a reply', async () => {
    const v11 = await run(
      { chatId: '7', text: 'See https://example.com', additionalFields: { appendAttribution: false } },
      { version: 1.1 },
    );
    expect(v11.calls[0]!.fields).toEqual({ chat_id: '7', text: 'See https://example.com', parse_mode: 'Markdown' });
    const v1 = await run({ chatId: '7', text: 'Plain' }, { version: 1 });
    expect(v1.calls[0]!.fields).toEqual({ chat_id: '7', text: 'Plain', parse_mode: 'Markdown', disable_web_page_preview: true });
    const html = await run({
      chatId: '7',
      text: '<b>Hi</b>',
      additionalFields: { parse_mode: 'HTML', disable_notification: true, reply_to_message_id: 5 },
    });
    expect(html.calls[0]!.fields).toMatchObject({
      text: '<b>Hi</b>\n\n<em>This message was sent automatically with </em><a href="https://github.com/switchyard" target="_blank">Switchyard</a>',
      parse_mode: 'HTML',
      disable_notification: true,
      reply_to_message_id: 5,
    });
  });

  it('builds inline and reply keyboards from the rows of buttons', async () => {
    const inline = await run({
      chatId: '7',
      text: 'Pick',
      replyMarkup: 'inlineKeyboard',
      additionalFields: { appendAttribution: false },
      inlineKeyboard: {
        rows: [
          {
            row: {
              buttons: [
                { text: 'Yes', additionalFields: { callback_data: 'yes' } },
                { text: 'Docs', additionalFields: { url: 'https://x.test' } },
              ],
            },
          },
          { row: { buttons: [{ text: 'No', additionalFields: { callback_data: 'no' } }] } },
        ],
      },
    });
    expect(inline.calls[0]!.fields['reply_markup']).toEqual({
      inline_keyboard: [
        [
          { text: 'Yes', callback_data: 'yes' },
          { text: 'Docs', url: 'https://x.test' },
        ],
        [{ text: 'No', callback_data: 'no' }],
      ],
    });
    const reply = await run({
      chatId: '7',
      text: 'Share',
      replyMarkup: 'replyKeyboard',
      replyKeyboard: { rows: [{ row: { buttons: [{ text: 'Phone', additionalFields: { request_contact: true } }] } }] },
      replyKeyboardOptions: { resize_keyboard: true, one_time_keyboard: true },
    });
    expect(reply.calls[0]!.fields['reply_markup']).toEqual({
      keyboard: [[{ text: 'Phone', request_contact: true }]],
      resize_keyboard: true,
      one_time_keyboard: true,
    });
  });

  it('edits, deletes, pins and unpins messages, sends chat actions and answers callback queries', async () => {
    const edited = await run({ operation: 'editMessageText', chatId: '7', messageId: '12', text: 'Edited', replyMarkup: 'none' });
    expect(edited.calls[0]).toMatchObject({ method: 'editMessageText', fields: { chat_id: '7', message_id: '12', text: 'Edited' } });
    const inline = await run({ operation: 'editMessageText', messageType: 'inlineMessage', inlineMessageId: 'abc', text: 'Inline' });
    expect(inline.calls[0]!.fields).toEqual({ inline_message_id: 'abc', text: 'Inline' });
    const deleted = await run({ operation: 'deleteMessage', chatId: '7', messageId: '12' });
    expect(deleted.json).toEqual([{ ok: true, result: true }]);
    await run({ operation: 'pinChatMessage', chatId: '7', messageId: '12', additionalFields: { disable_notification: true } });
    await run({ operation: 'unpinChatMessage', chatId: '7', messageId: '12' });
    await run({ operation: 'sendChatAction', chatId: '7', action: 'upload_photo' });
    await run({ resource: 'callback', operation: 'answerQuery', queryId: 'q1', additionalFields: { text: 'Done', show_alert: true } });
    expect(bot.calls.slice(-4).map((call) => [call.method, call.fields])).toEqual([
      ['pinChatMessage', { chat_id: '7', message_id: '12', disable_notification: true }],
      ['unpinChatMessage', { chat_id: '7', message_id: '12' }],
      ['sendChatAction', { chat_id: '7', action: 'upload_photo' }],
      ['answerCallbackQuery', { callback_query_id: 'q1', text: 'Done', show_alert: true }],
    ]);
  });

  it('sends a media group of photos and videos, each with its caption, and answers an inline query', async () => {
    const album = await run({
      operation: 'sendMediaGroup',
      chatId: '7',
      media: {
        media: [
          { type: 'photo', media: 'https://example.com/a.jpg', additionalFields: { caption: '<b>First</b>', parse_mode: 'HTML' } },
          { type: 'video', media: 'video-file-id' },
        ],
      },
      additionalFields: { disable_notification: true },
    });
    expect(album.calls[0]).toEqual({
      method: 'sendMediaGroup',
      fields: {
        chat_id: '7',
        disable_notification: true,
        media: [
          { type: 'photo', media: 'https://example.com/a.jpg', caption: '<b>First</b>', parse_mode: 'HTML' },
          { type: 'video', media: 'video-file-id' },
        ],
      },
      files: {},
    });
    expect(album.json).toEqual([
      {
        ok: true,
        result: [expect.objectContaining({ media_group_id: 'album-1' }), expect.objectContaining({ video: { file_id: 'video-file-id' } })],
      },
    ]);
    const empty = await run({ operation: 'sendMediaGroup', chatId: '7', media: {} }, { continueOnFail: true });
    expect(empty.json).toEqual([{ error: 'Add at least one photo or video to the media group' }]);
    expect(empty.calls).toEqual([]);

    const results = JSON.stringify([{ type: 'article', id: '1', title: 'Hi', input_message_content: { message_text: 'Hi' } }]);
    const answered = await run({
      resource: 'callback',
      operation: 'answerInlineQuery',
      queryId: 'iq1',
      results,
      additionalFields: { cache_time: 5 },
    });
    expect(answered.calls[0]).toMatchObject({ method: 'answerInlineQuery', fields: { inline_query_id: 'iq1', results, cache_time: 5 } });
    expect(answered.json).toEqual([{ ok: true, result: true }]);
  });

  it('sends a photo by URL and a document uploaded from binary data with its caption and file name', async () => {
    const byUrl = await run({
      operation: 'sendPhoto',
      chatId: '7',
      file: 'https://example.com/cat.png',
      additionalFields: { caption: 'Cat' },
    });
    expect(byUrl.calls[0]!.fields).toEqual({ chat_id: '7', photo: 'https://example.com/cat.png', caption: 'Cat' });
    const items: INodeExecutionData[] = [
      {
        json: {},
        binary: { data: { data: Buffer.from('%PDF-1.4 report').toString('base64'), mimeType: 'application/pdf', fileName: 'report.pdf' } },
      },
    ];
    const uploaded = await run(
      { operation: 'sendDocument', chatId: '7', binaryData: true, additionalFields: { caption: 'Report' } },
      { items },
    );
    expect(uploaded.output?.[0]?.json).toMatchObject({ ok: true, result: { document: { file_name: 'report.pdf' } } });
    const call = uploaded.calls[0]!;
    expect(call.fields).toEqual({ chat_id: '7', caption: 'Report' });
    expect(call.files['document']).toEqual({ name: 'report.pdf', type: 'application/pdf', content: Buffer.from('%PDF-1.4 report') });
  });

  it('reads chats, administrators and members, and downloads a file as binary data', async () => {
    expect((await run({ resource: 'chat', operation: 'get', chatId: '-100' })).json).toEqual([
      { ok: true, result: { id: -100, type: 'group', title: 'Test group' } },
    ]);
    expect((await run({ resource: 'chat', operation: 'administrators', chatId: '-100' })).json?.[0]).toMatchObject({
      result: [{ status: 'administrator' }],
    });
    expect((await run({ resource: 'chat', operation: 'member', chatId: '-100', userId: '9' })).calls[0]!.fields).toEqual({
      chat_id: '-100',
      user_id: '9',
    });
    const file = await run({ resource: 'file', operation: 'get', fileId: 'F1', download: true });
    expect(file.json).toEqual([{ ok: true, result: expect.objectContaining({ file_path: 'documents/file_1.txt' }) }]);
    expect(file.output?.[0]?.binary?.['data']).toMatchObject({ fileName: 'file_1.txt' });
    const metadata = await run({ resource: 'file', operation: 'get', fileId: 'F1', download: false });
    expect(metadata.output?.[0]?.binary).toBeUndefined();
  });

  it('waits out a 429 for the seconds Telegram names, then sends', async () => {
    bot.tooManyRequests.set('sendChatAction', 1);
    const result = await run({ operation: 'sendChatAction', chatId: '7', action: 'typing' });
    expect(result.json).toEqual([{ ok: true, result: true }]);
    expect(result.calls.map((call) => call.method)).toEqual(['sendChatAction', 'sendChatAction']);
  });

  it('fails with Telegram’s description, or gives { error } with Continue On Fail; a wrong token is Unauthorized', async () => {
    const failed = await run({ chatId: '404', text: 'x' });
    expect(failed.result.data.resultData.error).toMatchObject({ message: 'Bad Request: chat not found', httpCode: '400' });
    const continued = await run({ chatId: '404', text: 'x' }, { continueOnFail: true });
    expect(continued.json).toEqual([{ error: 'Bad Request: chat not found' }]);
    const unauthorized = await run({ chatId: '7', text: 'x' }, { token: 'wrong' });
    expect(unauthorized.result.data.resultData.error?.message).toBe('Unauthorized');
  });

  it('tests the telegramApi credential by calling getMe', async () => {
    const context = { types: new CredentialTypeRegistry(), instanceApiBaseUrl: 'http://localhost:5678/api/v1' };
    const before = bot.calls.length;
    expect(await testCredential(context, 'telegramApi', { accessToken: bot.token, baseUrl: bot.url })).toEqual({
      status: 'OK',
      message: 'Connection successful!',
    });
    expect(bot.calls.slice(before).map((call) => call.method)).toEqual(['getMe']);
    expect(await testCredential(context, 'telegramApi', { accessToken: 'wrong', baseUrl: bot.url })).toMatchObject({ status: 'Error' });
  });
});
