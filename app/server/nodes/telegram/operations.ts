/**
 * The Bot API call of each Telegram operation (n8n's resource / operation names): the
 * method and its body for item `i`. Files sent from a binary property go as a multipart
 * upload (the file under the method's field: `photo`, `document`, ...); otherwise the
 * "File" text (a file_id or a URL) is passed on for Telegram to fetch.
 */
import { FormData } from 'undici';
import type { IDataObject } from '@sdk/workflow';
import { NodeOperationError, type IExecuteFunctions } from '../../engine/node-interface';
import { addMessageOptions } from './message-body';

/** A Bot API call: the method and a JSON body or a multipart form. */
export interface BotCall {
  method: string;
  body: IDataObject | FormData;
}

const FILE_SENDS: ReadonlySet<string> = new Set(['sendAnimation', 'sendAudio', 'sendDocument', 'sendPhoto', 'sendSticker', 'sendVideo']);

const text = (fn: IExecuteFunctions, name: string, i: number) => String(fn.getNodeParameter(name, i, '') ?? '');

const CHAT_METHODS: ReadonlyMap<string, string> = new Map([
  ['get', 'getChat'],
  ['administrators', 'getChatAdministrators'],
  ['leave', 'leaveChat'],
  ['member', 'getChatMember'],
  ['setDescription', 'setChatDescription'],
  ['setTitle', 'setChatTitle'],
]);

function chatCall(fn: IExecuteFunctions, operation: string, i: number): BotCall {
  const method = CHAT_METHODS.get(operation);
  if (method === undefined) throw new NodeOperationError(fn.getNode(), `The operation "${operation}" is not supported`, { itemIndex: i });
  const body: IDataObject = { chat_id: text(fn, 'chatId', i) };
  if (operation === 'member') body['user_id'] = text(fn, 'userId', i);
  if (operation === 'setDescription') body['description'] = text(fn, 'description', i);
  if (operation === 'setTitle') body['title'] = text(fn, 'title', i);
  return { method, body };
}

/** The form of a file upload: every field as text (objects as JSON), the file under `field`. */
async function uploadForm(fn: IExecuteFunctions, i: number, body: IDataObject, field: string): Promise<FormData> {
  const property = text(fn, 'binaryPropertyName', i) || 'data';
  const binary = fn.helpers.assertBinaryData(i, property);
  const content = await fn.helpers.getBinaryDataBuffer(i, property);
  const fields = fn.getNodeParameter('additionalFields', i, {}) as IDataObject;
  const fileName = String(fields['fileName'] || binary.fileName || 'file');
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value !== undefined && value !== null)
      form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value as string));
  }
  form.append(field, new Blob([new Uint8Array(content)], { type: binary.mimeType || 'application/octet-stream' }), fileName);
  return form;
}

/** Send Media Group's entries as Telegram's InputMedia: `{type, media, caption?, parse_mode?}`. */
function mediaOf(fn: IExecuteFunctions, i: number): IDataObject[] {
  const entries = ((fn.getNodeParameter('media', i, {}) as { media?: IDataObject[] }).media ?? []).map((entry) => {
    const { additionalFields, ...rest } = entry;
    return { ...rest, ...((additionalFields as IDataObject | undefined) ?? {}) };
  });
  if (entries.length === 0)
    throw new NodeOperationError(fn.getNode(), 'Add at least one photo or video to the media group', { itemIndex: i });
  return entries;
}

async function messageCall(fn: IExecuteFunctions, operation: string, i: number): Promise<BotCall> {
  const body: IDataObject = {};
  const chat = () => (body['chat_id'] = text(fn, 'chatId', i));
  switch (operation) {
    case 'sendMessage':
      chat();
      body['text'] = text(fn, 'text', i);
      break;
    case 'editMessageText':
      if (fn.getNodeParameter('messageType', i, 'message') === 'inlineMessage') body['inline_message_id'] = text(fn, 'inlineMessageId', i);
      else {
        chat();
        body['message_id'] = text(fn, 'messageId', i);
      }
      body['text'] = text(fn, 'text', i);
      break;
    case 'deleteMessage':
    case 'pinChatMessage':
    case 'unpinChatMessage':
      chat();
      body['message_id'] = text(fn, 'messageId', i);
      if (operation === 'pinChatMessage') Object.assign(body, fn.getNodeParameter('additionalFields', i, {}) as IDataObject);
      return { method: operation, body };
    case 'sendChatAction':
      chat();
      body['action'] = text(fn, 'action', i);
      return { method: operation, body };
    case 'sendLocation':
      chat();
      body['latitude'] = Number(fn.getNodeParameter('latitude', i, 0));
      body['longitude'] = Number(fn.getNodeParameter('longitude', i, 0));
      break;
    case 'sendMediaGroup':
      chat();
      Object.assign(body, fn.getNodeParameter('additionalFields', i, {}) as IDataObject);
      body['media'] = mediaOf(fn, i);
      return { method: operation, body };
    default:
      if (!FILE_SENDS.has(operation))
        throw new NodeOperationError(fn.getNode(), `The operation "${operation}" is not supported`, { itemIndex: i });
      chat();
  }
  addMessageOptions(fn, body, operation, i);
  if (!FILE_SENDS.has(operation)) return { method: operation, body };
  const field = operation.replace('send', '').toLowerCase();
  if (fn.getNodeParameter('binaryData', i, false) === true) return { method: operation, body: await uploadForm(fn, i, body, field) };
  body[field] = text(fn, 'file', i);
  return { method: operation, body };
}

/** The call of item `i` (file downloads are handled by the node itself). */
export async function botCallFor(fn: IExecuteFunctions, resource: string, operation: string, i: number): Promise<BotCall> {
  if (resource === 'chat') return chatCall(fn, operation, i);
  if (resource === 'callback') {
    const fields = fn.getNodeParameter('additionalFields', i, {}) as IDataObject;
    if (operation === 'answerInlineQuery')
      return { method: 'answerInlineQuery', body: { inline_query_id: text(fn, 'queryId', i), results: text(fn, 'results', i), ...fields } };
    return { method: 'answerCallbackQuery', body: { callback_query_id: text(fn, 'queryId', i), ...fields } };
  }
  if (resource === 'file') return { method: 'getFile', body: { file_id: text(fn, 'fileId', i) } };
  if (resource === 'message') return messageCall(fn, operation, i);
  throw new NodeOperationError(fn.getNode(), `The resource "${resource}" is not supported`, { itemIndex: i });
}
