/**
 * n8n Form Trigger (`n8n-nodes-base.formTrigger` v2, 2.1, 2.2): a webhook node whose GET
 * answers the form page and whose POST is a submission. A submission that breaks the
 * form's rules (a required value missing, a malformed e-mail or number ...) is answered
 * with the form again, its values kept and each problem beside its field, and starts
 * nothing; an accepted one starts the workflow with one item (see ./submission.ts).
 * The answer after an accepted submission (completion text, redirect, the last node's
 * end, a Respond to Webhook node) is the webhook server's (app/server/webhooks/form-answer.ts).
 */
import type { ServerResponse } from 'node:http';
import type { IDataObject } from '@sdk/workflow';
import type { INodeType, IWebhookFunctions, IWebhookResponseData } from '../../engine/node-interface';
import { workflowAnswerCsp } from '../../webhooks/answer-csp';
import { checkWebhookAuth, WebhookAuthorizationError } from '../webhook/auth';
import { formTriggerDescription } from './description';
import { formFieldsOf } from './form-fields';
import { FORM_PAGE_CSP } from './page-safety';
import { renderCompletionPage, renderFormPage } from './render-page';
import type { FormPage } from './render-page';
import { formOutputItem, submissionOf, validateSubmission } from './submission';

const BOT = /bot|crawler|spider|crawling|slurp|facebookexternalhit|preview|curl\/|wget|python-requests/i;

/** Writes a form page (HTML) with the form pages' policy beside the workflow-answer sandbox. */
export function writeFormHtml(response: ServerResponse, method: string, statusCode: number, html: string): void {
  response.setHeader('content-security-policy', workflowAnswerCsp(FORM_PAGE_CSP));
  response.writeHead(statusCode, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': String(Buffer.byteLength(html)),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
  });
  response.end(method === 'HEAD' ? undefined : html);
}

/** Answers that a form cannot be shown (its elements, defined as JSON, cannot be read): 422 with the reason. */
export function writeFormProblem(response: ServerResponse, method: string, message: string): void {
  const title = 'This form cannot be shown';
  writeFormHtml(response, method, 422, renderCompletionPage({ pageTitle: title, title, message, customCss: '', appendAttribution: false }));
}

/** The form page's settings read from the node (shared with the Form node). */
export function formPageOf(ctx: IWebhookFunctions, options: IDataObject, testMode: boolean): FormPage {
  const version = ctx.getNode().typeVersion;
  return {
    title: String(ctx.getNodeParameter('formTitle', '') ?? ''),
    description: String(ctx.getNodeParameter('formDescription', '') ?? ''),
    fields: formFieldsOf(ctx.getNodeParameter('formFields', {})),
    buttonLabel: typeof options['buttonLabel'] === 'string' && options['buttonLabel'] !== '' ? options['buttonLabel'] : 'Submit',
    customCss: version >= 2.2 && typeof options['customCss'] === 'string' ? options['customCss'] : '',
    appendAttribution: options['appendAttribution'] !== false,
    testMode,
    query: ctx.getQueryData() as Record<string, unknown>,
  };
}

async function refuse(ctx: IWebhookFunctions, response: ServerResponse): Promise<boolean> {
  const authentication = String(ctx.getNodeParameter('authentication', 'none'));
  if (authentication !== 'basicAuth') return false;
  let credential: Record<string, unknown> | undefined;
  try {
    credential = await ctx.getCredentials<Record<string, unknown>>('httpBasicAuth');
  } catch {
    credential = undefined;
  }
  try {
    checkWebhookAuth(authentication, ctx.getHeaderData(), credential);
    return false;
  } catch (error) {
    if (!(error instanceof WebhookAuthorizationError)) throw error;
    const headers: Record<string, string> = { 'content-type': 'text/plain; charset=utf-8' };
    if (error.statusCode === 401) headers['www-authenticate'] = 'Basic realm="Form"';
    response.writeHead(error.statusCode, headers);
    response.end(error.message);
    return true;
  }
}

async function webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
  const request = this.getRequestObject();
  const response = this.getResponseObject();
  const options = (this.getNodeParameter('options', {}) ?? {}) as IDataObject;
  const testMode = this.getMode() === 'manual';

  if (options['ignoreBots'] === true && BOT.test(String(request.headers['user-agent'] ?? ''))) {
    response.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('Bots are not allowed!');
    return { noWebhookResponse: true };
  }
  if (await refuse(this, response)) return { noWebhookResponse: true };

  const page = formPageOf(this, options, testMode);
  if (request.method === 'GET' || request.method === 'HEAD') {
    writeFormHtml(response, request.method, 200, renderFormPage(page));
    return { noWebhookResponse: true };
  }

  const submission = submissionOf(request.body, request.files);
  const errors = validateSubmission(page.fields, submission);
  if (Object.keys(errors).length > 0) {
    writeFormHtml(response, request.method, 400, renderFormPage({ ...page, values: submission.values, errors }));
    return { noWebhookResponse: true };
  }
  // 2 writes submittedAt in UTC unless asked; later versions always in the workflow's zone.
  const version = this.getNode().typeVersion;
  const timezone = version >= 2.1 || options['useWorkflowTimezone'] === true ? this.getTimezone() : 'UTC';
  const item = await formOutputItem(page.fields, submission, {
    mode: testMode ? 'test' : 'production',
    timezone,
    storeBinary: (data, fileName, mimeType) => this.helpers.prepareBinaryData(data, fileName, mimeType),
  });
  return { workflowData: [[item]] };
}

export const formTriggerNode: INodeType = {
  description: formTriggerDescription,
  webhook,
};
