/**
 * Gmail's "Send and Wait for Response" (`operation: sendAndWait`), as n8n: one HTML mail
 * (the same as Send Email's) to the first item's `sendTo` with the approval or Respond
 * buttons linking to the execution's signed resume URL, sent through `messages/send`;
 * then the execution waits (../shared/send-and-wait).
 */
import type { INodeExecutionData } from '@sdk/workflow';
import type { IExecuteFunctions } from '../../engine/node-interface';
import type { GoogleSession } from '../shared/google/google-request';
import { sendAndWaitMessage, sendThenWait } from '../shared/send-and-wait';
import { sendAndWaitMailHtml } from '../shared/send-and-wait/mail-html';
import { composeRaw, USER } from './gmail-api';

export async function gmailSendAndWait(context: IExecuteFunctions, session: GoogleSession): Promise<INodeExecutionData[][]> {
  const html = sendAndWaitMailHtml(sendAndWaitMessage(context));
  const raw = await composeRaw({
    to: String(context.getNodeParameter('sendTo', 0, '')),
    subject: String(context.getNodeParameter('subject', 0, '')),
    html,
  });
  return sendThenWait(context, () => session.request({ method: 'POST', service: 'gmail', path: `${USER}/messages/send`, body: { raw } }));
}
