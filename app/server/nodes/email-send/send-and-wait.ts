/**
 * Send Email's "Send and Wait for Response" (`operation: sendAndWait`), as n8n: one HTML
 * mail (to the first item's recipient) with an Approve button (and a Disapprove one for
 * "Approve and Disapprove") linking to the execution's signed resume URL
 * (`/webhook-waiting/<executionId>/<nodeId>?approved=true&signature=...`), then the
 * execution waits, without limit or until "Limit Wait Time". Opening a link resumes it:
 * the node outputs `{ data: { approved } }` and the browser gets a "Got it" page. A
 * limit that runs out resumes it with the node's input.
 * "Free Text" and "Custom Form" mail one Respond button to the same signed link, which
 * shows a form page (./response-form.ts); only submitting it resumes the execution.
 * Link previewers (bots) opening a link resume nothing (see sendAndWaitWebhook).
 */
import { isbot } from 'isbot';
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import type { IExecuteFunctions, IWebhookFunctions, IWebhookResponseData } from '../../engine/node-interface';
import { NodeOperationError } from '../../engine/node-errors';
import { waitTillOf } from '../shared/wait-limit';
import { answerResponseForm, checkResponseForm, isFormResponse } from './response-form';
import { smtpTransport } from './transport';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const BUTTON_STYLES: Record<string, string> = {
  primary:
    'display:inline-block;padding:12px 24px;margin:4px;border-radius:6px;background:#ff6d5a;color:#ffffff;text-decoration:none;font-weight:600;',
  secondary:
    'display:inline-block;padding:12px 24px;margin:4px;border-radius:6px;border:1px solid #c3c9d5;background:#ffffff;color:#525356;text-decoration:none;font-weight:600;',
};

/** What the browser shows once a button was clicked (n8n: "Got it, thanks"). */
export const ACTION_RECORDED_PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Got it, thanks</title></head><body style="font-family:sans-serif;text-align:center;padding:48px"><h1>Got it, thanks</h1><p>This page can be closed now</p></body></html>`;

function button(url: string, label: string, style: string): string {
  return `<a href="${escapeHtml(url)}" target="_blank" style="${BUTTON_STYLES[style] ?? BUTTON_STYLES['primary']}">${escapeHtml(label)}</a>`;
}

/** The mail's buttons: Respond (a form response), or Approve with Disapprove before it for "double". */
function buttonsOf(context: IExecuteFunctions, options: IDataObject): string[] {
  const approveUrl = context.getSignedResumeUrl({ approved: 'true' });
  if (isFormResponse(String(context.getNodeParameter('responseType', 0, 'approval'))))
    return [button(approveUrl, String(options['messageButtonLabel'] || 'Respond'), 'primary')];
  const approval = (context.getNodeParameter('approvalOptions.values', 0, {}) ?? {}) as IDataObject;
  const approve = button(approveUrl, String(approval['approveLabel'] || 'Approve'), String(approval['buttonApprovalStyle'] || 'primary'));
  if (approval['approvalType'] !== 'double') return [approve];
  const disapproveUrl = context.getSignedResumeUrl({ approved: 'false' });
  const disapproveStyle = String(approval['buttonDisapprovalStyle'] || 'secondary');
  return [button(disapproveUrl, String(approval['disapproveLabel'] || 'Disapprove'), disapproveStyle), approve];
}

function mailBody(context: IExecuteFunctions): string {
  const message = escapeHtml(String(context.getNodeParameter('message', 0, '')).trim())
    .replace(/\\n/g, '\n')
    .replace(/\n/g, '<br>');
  const options = context.getNodeParameter('options', 0, {}) as IDataObject;
  const buttons = buttonsOf(context, options);
  const attribution =
    options['appendAttribution'] === false
      ? ''
      : '<p style="color:#909399;font-size:12px">This email was sent automatically with Switchyard</p>';
  return `<!DOCTYPE html><html><body style="font-family:sans-serif"><p>${message}</p><div>${buttons.join('\n')}</div>${attribution}</body></html>`;
}

/** Sends the mail and puts the execution to wait; the output until resumed is the input. */
export async function sendAndWait(context: IExecuteFunctions): Promise<INodeExecutionData[][]> {
  // A custom form that cannot be read fails here, before any mail is sent.
  checkResponseForm(context);
  const credentials = (await context.getCredentials('smtp')) as IDataObject;
  const mail = {
    from: String(context.getNodeParameter('fromEmail', 0)),
    to: String(context.getNodeParameter('toEmail', 0)),
    subject: String(context.getNodeParameter('subject', 0, '')),
    html: mailBody(context),
  };
  const waitTill = waitTillOf(context);
  const transport = await smtpTransport(credentials);
  try {
    await transport.sendMail(mail);
  } catch (error) {
    if (context.continueOnFail()) return [[{ json: { error: (error as Error).message } }]];
    throw new NodeOperationError(context.getNode(), (error as Error).message);
  } finally {
    transport.close();
  }
  await context.putExecutionToWait(waitTill);
  return [context.getInputData()];
}

/**
 * A click on a link: resumes with `{ data: { approved } }` and answers with the "Got it"
 * page. Link previewers and mail scanners (bots, by their user agent, as n8n checks with
 * isbot) get an empty page and resume nothing, so they cannot approve on their own.
 */
export async function sendAndWaitWebhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
  if (isFormResponse(String(this.getNodeParameter('responseType', 'approval')))) return answerResponseForm(this);
  const request = this.getRequestObject();
  if (isbot(String(request.headers['user-agent'] ?? ''))) {
    const response = this.getResponseObject();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('');
    return { noWebhookResponse: true };
  }
  const approved = (request.query as IDataObject)['approved'] === 'true';
  return { webhookResponse: ACTION_RECORDED_PAGE, workflowData: [[{ json: { data: { approved } } }]] };
}
