/**
 * Send Email (`n8n-nodes-base.emailSend` v1, v2, v2.1): sends one e-mail per input item
 * through the `smtp` credential's server (nodemailer) and outputs what the server
 * answered (accepted, rejected, response, messageId, ...), as n8n does. Attachments are
 * the item's binary properties named in `attachments`; from v2 each is also reachable
 * in HTML as `cid:<property>`. v2.1 appends the attribution line unless turned off.
 * "Send and Wait for Response" (`operation: sendAndWait`, send-and-wait.ts) mails
 * approval links and waits for a click.
 */
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import type { IExecuteFunctions, INodeType } from '../../engine/node-interface';
import { NodeOperationError } from '../../engine/node-errors';
import { emailSendV1Description, emailSendV2Description } from './description';
import { sendAndWaitWebhook } from '../shared/send-and-wait';
import { sendAndWait } from './send-and-wait';
import { smtpTransport } from './transport';

interface MailParts {
  from: string;
  to: string;
  cc?: string;
  bcc?: string;
  subject: string;
  replyTo?: string;
  text?: string;
  html?: string;
  attachments?: Array<{ filename: string; content: Buffer; cid?: string }>;
}

const ATTRIBUTION = 'This email was sent automatically with ';

async function attachmentsOf(
  context: IExecuteFunctions,
  itemIndex: number,
  names: string,
  withCid: boolean,
): Promise<MailParts['attachments']> {
  const item = context.getInputData()[itemIndex];
  if (!names || !item?.binary) return undefined;
  const attachments: NonNullable<MailParts['attachments']> = [];
  for (const name of names.split(',').map((part) => part.trim())) {
    const binary = context.helpers.assertBinaryData(itemIndex, name);
    const content = await context.helpers.getBinaryDataBuffer(itemIndex, name);
    attachments.push({ filename: binary.fileName || 'unknown', content, ...(withCid ? { cid: name } : {}) });
  }
  return attachments.length ? attachments : undefined;
}

async function v1Mail(context: IExecuteFunctions, i: number): Promise<MailParts> {
  const options = context.getNodeParameter('options', i, {}) as IDataObject;
  return {
    from: context.getNodeParameter('fromEmail', i) as string,
    to: context.getNodeParameter('toEmail', i) as string,
    cc: context.getNodeParameter('ccEmail', i, '') as string,
    bcc: context.getNodeParameter('bccEmail', i, '') as string,
    subject: context.getNodeParameter('subject', i, '') as string,
    text: context.getNodeParameter('text', i, '') as string,
    html: context.getNodeParameter('html', i, '') as string,
    replyTo: options['replyTo'] as string | undefined,
    attachments: await attachmentsOf(context, i, context.getNodeParameter('attachments', i, '') as string, false),
  };
}

async function v2Mail(context: IExecuteFunctions, i: number, version: number): Promise<MailParts> {
  const options = context.getNodeParameter('options', i, {}) as IDataObject;
  const format = context.getNodeParameter('emailFormat', i, version >= 2.1 ? 'html' : 'text') as string;
  const mail: MailParts = {
    from: context.getNodeParameter('fromEmail', i) as string,
    to: context.getNodeParameter('toEmail', i) as string,
    cc: options['ccEmail'] as string | undefined,
    bcc: options['bccEmail'] as string | undefined,
    subject: context.getNodeParameter('subject', i, '') as string,
    replyTo: options['replyTo'] as string | undefined,
    attachments: await attachmentsOf(context, i, (options['attachments'] as string | undefined) ?? '', true),
  };
  if (format === 'text' || format === 'both') mail.text = context.getNodeParameter('text', i, '') as string;
  if (format === 'html' || format === 'both') mail.html = context.getNodeParameter('html', i, '') as string;
  const attribution = (options['appendAttribution'] as boolean | undefined) ?? version >= 2.1;
  if (attribution) {
    if (format === 'html' || (format === 'both' && mail.html)) {
      mail.html = `${mail.html ?? ''}<br><br>---<br><em>${ATTRIBUTION}Switchyard</em>`;
    } else {
      mail.text = `${mail.text ?? ''}\n\n---\n${ATTRIBUTION}Switchyard`;
    }
  }
  return mail;
}

async function sendOne(context: IExecuteFunctions, i: number, credentials: IDataObject): Promise<IDataObject> {
  const version = context.getNode().typeVersion;
  if (version >= 2) {
    const operation = context.getNodeParameter('operation', i, 'send') as string;
    if (operation !== 'send') {
      throw new NodeOperationError(context.getNode(), `The operation "${operation}" of Send Email is not available here`);
    }
  }
  const mail = version >= 2 ? await v2Mail(context, i, version) : await v1Mail(context, i);
  const options = context.getNodeParameter('options', i, {}) as IDataObject;
  const transport = await smtpTransport(credentials, options['allowUnauthorizedCerts'] === true);
  try {
    return (await transport.sendMail(mail)) as unknown as IDataObject;
  } finally {
    transport.close();
  }
}

async function execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
  if (this.getNode().typeVersion >= 2 && this.getNodeParameter('operation', 0, 'send') === 'sendAndWait') return sendAndWait(this);
  const items = this.getInputData();
  const credentials = (await this.getCredentials('smtp')) as IDataObject;
  const out: INodeExecutionData[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      out.push({ json: await sendOne(this, i, credentials), pairedItem: { item: i } });
    } catch (error) {
      if (!this.continueOnFail()) {
        if (error instanceof NodeOperationError) throw error;
        throw new NodeOperationError(this.getNode(), (error as Error).message, { itemIndex: i });
      }
      out.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
    }
  }
  return [out];
}

export const emailSendV1Node: INodeType = { description: emailSendV1Description, execute };
export const emailSendNode: INodeType = { description: emailSendV2Description, execute, webhook: sendAndWaitWebhook };
