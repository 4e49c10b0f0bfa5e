/**
 * What "Send and Wait for Response" (`operation: sendAndWait`) does the same in every node
 * that has it (Send Email, Gmail, Telegram, Slack, Discord): the message and its buttons
 * (Approve, Disapprove, or Respond for a form response), each a link to the execution's
 * signed resume URL (`/webhook-waiting/<executionId>/<nodeId>?approved=...&signature=...`),
 * the wait after sending (without limit or until "Limit Wait Time"), and the node type's
 * `webhook` that a click on a link reaches: it resumes the execution with
 * `{ data: { approved } }`, or shows the response form (./response-form.ts). Each node
 * only formats the message for its service and sends it.
 */
import { isbot } from 'isbot';
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import type { IExecuteFunctions, IWebhookFunctions, IWebhookResponseData } from '../../../engine/node-interface';
import { waitTillOf } from '../wait-limit';
import { answerResponseForm, checkResponseForm, isFormResponse } from './response-form';

export { sendAndWaitProperties } from './properties';
export type { SendAndWaitShape } from './properties';

/** One link button of the message. */
export interface SendAndWaitButton {
  label: string;
  url: string;
  /** `primary` or `secondary` (styled buttons: mail, Slack). */
  style: string;
  /** What the link answers (the Respond button of a form response counts as approving). */
  approved: boolean;
}

/** What a node sends: the message text (trimmed, `\n` written out as new lines) and its buttons. */
export interface SendAndWaitMessage {
  message: string;
  buttons: SendAndWaitButton[];
  appendAttribution: boolean;
}

/** The attribution line (n8n: "This message was sent automatically with n8n"). */
export const ATTRIBUTION_TEXT = 'This message was sent automatically with ';

/** What the browser shows once a button was clicked (n8n: "Got it, thanks"). */
export const ACTION_RECORDED_PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Got it, thanks</title></head><body style="font-family:sans-serif;text-align:center;padding:48px"><h1>Got it, thanks</h1><p>This page can be closed now</p></body></html>`;

/**
 * @param defaults - the node's default labels (chat nodes have their own)
 * @returns the buttons: Respond (a form response), or Approve with Disapprove before it for "double"
 */
function buttonsOf(
  context: IExecuteFunctions,
  options: IDataObject,
  defaults: { approve: string; disapprove: string },
): SendAndWaitButton[] {
  const approveUrl = context.getSignedResumeUrl({ approved: 'true' });
  if (isFormResponse(String(context.getNodeParameter('responseType', 0, 'approval'))))
    return [{ label: String(options['messageButtonLabel'] || 'Respond'), url: approveUrl, style: 'primary', approved: true }];
  const approval = (context.getNodeParameter('approvalOptions.values', 0, {}) ?? {}) as IDataObject;
  const approve: SendAndWaitButton = {
    label: String(approval['approveLabel'] || defaults.approve),
    url: approveUrl,
    style: String(approval['buttonApprovalStyle'] || 'primary'),
    approved: true,
  };
  if (approval['approvalType'] !== 'double') return [approve];
  const disapprove: SendAndWaitButton = {
    label: String(approval['disapproveLabel'] || defaults.disapprove),
    url: context.getSignedResumeUrl({ approved: 'false' }),
    style: String(approval['buttonDisapprovalStyle'] || 'secondary'),
    approved: false,
  };
  return [disapprove, approve];
}

/**
 * The message to send; fails (before anything is sent) when a custom form defined as
 * JSON cannot be read.
 */
export function sendAndWaitMessage(
  context: IExecuteFunctions,
  defaults: { approve: string; disapprove: string } = { approve: 'Approve', disapprove: 'Decline' },
): SendAndWaitMessage {
  checkResponseForm(context);
  const options = (context.getNodeParameter('options', 0, {}) ?? {}) as IDataObject;
  return {
    message: String(context.getNodeParameter('message', 0, ''))
      .trim()
      .replace(/\\n/g, '\n'),
    buttons: buttonsOf(context, options, defaults),
    appendAttribution: options['appendAttribution'] !== false,
  };
}

/**
 * Sends through `send` and puts the execution to wait; the output until resumed is the
 * input. The wait limit is read first so that a bad one fails before anything is sent.
 */
export async function sendThenWait(context: IExecuteFunctions, send: () => Promise<unknown>): Promise<INodeExecutionData[][]> {
  const waitTill = waitTillOf(context);
  await send();
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
