/**
 * The optional parts of a Telegram message as n8n adds them: the "Additional Fields" as
 * Bot API fields, the attribution (1.1+, sendMessage, unless off; Markdown by default),
 * link previews off when the text has no link (and from 1.2 unless asked), and the reply
 * markup (keyboards, force reply, keyboard removal) built from the node's parameters.
 */
import type { IDataObject } from '@sdk/workflow';
import type { IExecuteFunctions } from '../../engine/node-interface';

const ATTRIBUTION = 'This message was sent automatically with ';
const PRODUCT_LINK = 'https://github.com/switchyard';
const LINK = /(https?|ftp|file):\/\/\S+|www\.\S+|\S+\.\S+/;

interface KeyboardRows {
  rows?: Array<{ row?: { buttons?: Array<{ text?: string; additionalFields?: IDataObject }> } }>;
}

function withAttribution(text: string, parseMode: unknown): string {
  if (parseMode === 'Markdown') return `${text}\n\n_${ATTRIBUTION}_[Switchyard](${PRODUCT_LINK})`;
  if (parseMode === 'HTML') return `${text}\n\n<em>${ATTRIBUTION}</em><a href="${PRODUCT_LINK}" target="_blank">Switchyard</a>`;
  return text;
}

function sendMessageFields(body: IDataObject, fields: IDataObject, version: number): void {
  if (version >= 1.1 && fields['appendAttribution'] === undefined) fields['appendAttribution'] = true;
  fields['parse_mode'] ||= 'Markdown';
  if (!LINK.test(String(body['text'] ?? ''))) body['disable_web_page_preview'] = true;
  if (fields['appendAttribution'] === true) body['text'] = withAttribution(String(body['text'] ?? ''), fields['parse_mode']);
  if (version >= 1.2 && fields['disable_web_page_preview'] === undefined) body['disable_web_page_preview'] = true;
  delete fields['appendAttribution'];
}

function keyboardOf(rows: KeyboardRows): IDataObject[][] {
  return (rows.rows ?? [])
    .filter((entry) => entry.row?.buttons !== undefined)
    .map((entry) => entry.row!.buttons!.map((button) => ({ text: button.text ?? '', ...parsedFields(button.additionalFields ?? {}) })));
}

/** `web_app` is written as JSON text in the editor; Telegram wants the object. */
function parsedFields(fields: IDataObject): IDataObject {
  const out = { ...fields };
  if (typeof out['web_app'] === 'string') {
    try {
      out['web_app'] = JSON.parse(out['web_app']) as IDataObject;
    } catch {
      delete out['web_app'];
    }
  }
  return out;
}

function replyMarkup(fn: IExecuteFunctions, i: number): IDataObject | undefined {
  const option = String(fn.getNodeParameter('replyMarkup', i, 'none'));
  switch (option) {
    case 'inlineKeyboard':
      return { inline_keyboard: keyboardOf(fn.getNodeParameter('inlineKeyboard', i, {}) as KeyboardRows) };
    case 'replyKeyboard':
      return {
        keyboard: keyboardOf(fn.getNodeParameter('replyKeyboard', i, {}) as KeyboardRows),
        ...(fn.getNodeParameter('replyKeyboardOptions', i, {}) as IDataObject),
      };
    case 'forceReply':
      return { ...(fn.getNodeParameter('forceReply', i, {}) as IDataObject) };
    case 'replyKeyboardRemove':
      return { ...(fn.getNodeParameter('replyKeyboardRemove', i, {}) as IDataObject) };
    default:
      return undefined;
  }
}

/** Adds item `i`'s additional fields and reply markup to `body` for `operation`. */
export function addMessageOptions(fn: IExecuteFunctions, body: IDataObject, operation: string, i: number): void {
  const fields = { ...(fn.getNodeParameter('additionalFields', i, {}) as IDataObject) };
  if (operation === 'sendMessage') sendMessageFields(body, fields, fn.getNode().typeVersion);
  delete fields['fileName'];
  Object.assign(body, fields);
  const markup = replyMarkup(fn, i);
  if (markup !== undefined) body['reply_markup'] = markup;
}
