/**
 * Send Email's "Send and Wait for Response" (`operation: sendAndWait`), as n8n: one HTML
 * mail (to the first item's recipient) with the approval or Respond buttons linking to the
 * execution's signed resume URL, then the execution waits (../shared/send-and-wait).
 */
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import type { IExecuteFunctions } from '../../engine/node-interface';
import { NodeOperationError } from '../../engine/node-errors';
import { sendAndWaitMessage, sendThenWait } from '../shared/send-and-wait';
import { sendAndWaitMailHtml } from '../shared/send-and-wait/mail-html';
import { smtpTransport } from './transport';

/** Sends the mail and puts the execution to wait; the output until resumed is the input. */
export async function sendAndWait(context: IExecuteFunctions): Promise<INodeExecutionData[][]> {
  const html = sendAndWaitMailHtml(sendAndWaitMessage(context));
  const credentials = (await context.getCredentials('smtp')) as IDataObject;
  const mail = {
    from: String(context.getNodeParameter('fromEmail', 0)),
    to: String(context.getNodeParameter('toEmail', 0)),
    subject: String(context.getNodeParameter('subject', 0, '')),
    html,
  };
  try {
    return await sendThenWait(context, async () => {
      const transport = await smtpTransport(credentials);
      try {
        await transport.sendMail(mail);
      } finally {
        transport.close();
      }
    });
  } catch (error) {
    if (error instanceof NodeOperationError) throw error;
    if (context.continueOnFail()) return [[{ json: { error: (error as Error).message } }]];
    throw new NodeOperationError(context.getNode(), (error as Error).message);
  }
}
