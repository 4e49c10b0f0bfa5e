/**
 * Telegram Trigger (description: ./description.ts). Activation registers the workflow's
 * production URL with the bot (`setWebhook` with the chosen update types and a secret
 * token; nothing is sent when Telegram already has the same URL); deactivation calls
 * `deleteWebhook`. Each update Telegram posts starts the workflow with the update as it
 * came, after checking the secret token header (403 otherwise) and the chat / user
 * restrictions. "Download Images/Files" adds the message's photo (in the chosen size) or
 * file as binary `data`.
 */
import type { ICredentialDataDecryptedObject, IDataObject, IBinaryData } from '@sdk/workflow';
import type { IHookFunctions, INodeType, IWebhookFunctions, IWebhookResponseData } from '../../engine/node-interface';
import { callBotApi, downloadBotFile } from '../telegram/bot-api';
import { telegramTriggerDescription } from './description';

const IMAGE_SIZES = ['small', 'medium', 'large', 'extraLarge'];
const FILE_KINDS = ['document', 'video', 'audio', 'voice', 'animation', 'sticker', 'video_note'];

/** The secret Telegram sends back in `X-Telegram-Bot-Api-Secret-Token` (only A-Z, a-z, 0-9, _ and -). */
function secretToken(fn: IWebhookFunctions | IHookFunctions): string {
  return `${fn.getWorkflow().id ?? ''}_${fn.getNode().id}`.replace(/[^a-zA-Z0-9_-]+/g, '');
}

function allowedUpdates(fn: IHookFunctions): string[] {
  const updates = fn.getNodeParameter('updates', []) as string[];
  return updates.includes('*') ? [] : updates;
}

const credentialOf = (fn: IWebhookFunctions | IHookFunctions) => fn.getCredentials<ICredentialDataDecryptedObject>('telegramApi');

const webhookMethods: INodeType['webhookMethods'] = {
  default: {
    async checkExists(this: IHookFunctions) {
      const info = (await callBotApi(this, await credentialOf(this), 'getWebhookInfo'))['result'] as IDataObject;
      return info['url'] === this.getNodeWebhookUrl('default');
    },
    async create(this: IHookFunctions) {
      const body = { url: this.getNodeWebhookUrl('default'), allowed_updates: allowedUpdates(this), secret_token: secretToken(this) };
      return (await callBotApi(this, await credentialOf(this), 'setWebhook', body))['result'] === true;
    },
    async delete(this: IHookFunctions) {
      return (await callBotApi(this, await credentialOf(this), 'deleteWebhook'))['result'] === true;
    },
  },
};

const idList = (value: unknown) =>
  String(value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');

/** The update's message (of any kind: message, channel post, edited ones). */
function messageOf(update: IDataObject): IDataObject | undefined {
  for (const key of ['message', 'edited_message', 'channel_post', 'edited_channel_post'])
    if (update[key] !== undefined) return update[key] as IDataObject;
  return undefined;
}

function passesRestrictions(update: IDataObject, fields: IDataObject): boolean {
  const chats = idList(fields['chatIds']);
  const users = idList(fields['userIds']);
  const message = messageOf(update);
  const chatId = String((message?.['chat'] as IDataObject | undefined)?.['id'] ?? '');
  const userId = String((message?.['from'] as IDataObject | undefined)?.['id'] ?? '');
  return (chats.length === 0 || chats.includes(chatId)) && (users.length === 0 || users.includes(userId));
}

/** The file_id to download: the photo in the chosen size (the largest there is when smaller), or the file. */
function fileIdOf(message: IDataObject, imageSize: string): string | undefined {
  const photos = message['photo'] as IDataObject[] | undefined;
  if (Array.isArray(photos) && photos.length > 0) {
    const index = Math.min(Math.max(IMAGE_SIZES.indexOf(imageSize), 0), photos.length - 1);
    return String(photos[index]?.['file_id'] ?? '');
  }
  for (const kind of FILE_KINDS) {
    const file = message[kind] as IDataObject | undefined;
    if (file?.['file_id'] !== undefined) return String(file['file_id']);
  }
  return undefined;
}

async function downloaded(fn: IWebhookFunctions, message: IDataObject, imageSize: string): Promise<IBinaryData | undefined> {
  const fileId = fileIdOf(message, imageSize);
  if (!fileId) return undefined;
  const credential = await credentialOf(fn);
  const file = (await callBotApi(fn, credential, 'getFile', { file_id: fileId }))['result'] as IDataObject;
  const path = String(file['file_path'] ?? '');
  const fileName = String((message['document'] as IDataObject | undefined)?.['file_name'] ?? path.split('/').pop() ?? 'file');
  return fn.helpers.prepareBinaryData(await downloadBotFile(fn, credential, path), fileName);
}

async function webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
  const headers = this.getHeaderData();
  if (this.getNode().typeVersion >= 1.1 && headers['x-telegram-bot-api-secret-token'] !== secretToken(this)) {
    const response = this.getResponseObject();
    response.writeHead(403, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ message: 'Provided secret is not valid' }));
    return { noWebhookResponse: true };
  }
  const update = this.getBodyData();
  const fields = (this.getNodeParameter('additionalFields', {}) ?? {}) as IDataObject;
  if (!passesRestrictions(update, fields)) return {};
  const message = messageOf(update);
  const binary =
    fields['download'] === true && message ? await downloaded(this, message, String(fields['imageSize'] ?? 'large')) : undefined;
  return { workflowData: [[{ json: update, ...(binary ? { binary: { data: binary } } : {}) }]] };
}

export const telegramTriggerNode: INodeType = { description: telegramTriggerDescription, webhook, webhookMethods };
