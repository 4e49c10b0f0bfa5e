/**
 * Telegram's "Send and Wait for Response" (`operation: sendAndWait`), as n8n: one
 * `sendMessage` to the first item's chat (Markdown, no link preview) whose inline
 * keyboard holds one row of URL buttons to the execution's signed resume URL, then the
 * execution waits (../shared/send-and-wait); the attribution is an italic line.
 */
import type { ICredentialDataDecryptedObject, INodeExecutionData } from '@sdk/workflow';
import type { IExecuteFunctions } from '../../engine/node-interface';
import { ATTRIBUTION_TEXT, sendAndWaitMessage, sendThenWait } from '../shared/send-and-wait';
import { callBotApi } from './bot-api';

export async function telegramSendAndWait(
  context: IExecuteFunctions,
  credential: ICredentialDataDecryptedObject,
): Promise<INodeExecutionData[][]> {
  const { message, buttons, appendAttribution } = sendAndWaitMessage(context, { approve: '✅ Approve', disapprove: '❌ Decline' });
  const body = {
    chat_id: String(context.getNodeParameter('chatId', 0)),
    text: appendAttribution ? `${message}\n\n_${ATTRIBUTION_TEXT}_Switchyard` : message,
    disable_web_page_preview: true,
    parse_mode: 'Markdown',
    reply_markup: { inline_keyboard: [buttons.map(({ label, url }) => ({ text: label, url }))] },
  };
  return sendThenWait(context, () => callBotApi(context, credential, 'sendMessage', body));
}
