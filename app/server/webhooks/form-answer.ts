/**
 * How a form submission is answered once it started the workflow (n8n's Form Trigger
 * "Respond When"): at once with the completion page or a redirect (`onReceived`), the
 * same after the workflow finished (`lastNode`; an error page when it failed), or with
 * what a Respond to Webhook node sent (`responseNode`), where a JSON answer carrying
 * `formSubmittedText` or `redirectURL` becomes the completion page or the redirect.
 */
import type { IDataObject, INode } from '@sdk/workflow';
import type { RunnableWorkflow, RunResult } from '../engine/run-types';
import type { INodeType } from '../engine/node-interface';
import { FORM_PAGE_CSP, safeRedirectUrl } from '../nodes/form-trigger/page-safety';
import { renderCompletionPage } from '../nodes/form-trigger/render-page';
import type { WebhookResponse } from './response-channel';

/** Whether `type` serves a form on its webhooks (Form Trigger). */
export function isFormType(type: INodeType | undefined): boolean {
  return type?.description.webhooks?.some((w) => w.isForm === true) ?? false;
}

/** The form path parameter: `path`, or (2.2) `options.path`. */
export function formPathParameter(parameters: INode['parameters']): unknown {
  const path = parameters['path'];
  if (typeof path === 'string' && path !== '') return path;
  const options = parameters['options'] as IDataObject | undefined;
  return options?.['path'];
}

/** What the answers read from the trigger. */
export interface FormAnswerSettings {
  responseMode: string;
  title: string;
  respondWith: 'text' | 'redirect';
  formSubmittedText: string;
  redirectUrl: string;
  customCss: string;
  appendAttribution: boolean;
}

/** The settings from the trigger's parameters (`read` resolves expressions). */
export function formAnswerSettings(read: (name: string, fallback: unknown) => unknown, version: number): FormAnswerSettings {
  const options = (read('options', {}) ?? {}) as IDataObject;
  const respond = ((options['respondWithOptions'] as IDataObject | undefined)?.['values'] ?? {}) as IDataObject;
  return {
    responseMode: String(read('responseMode', 'onReceived')),
    title: String(read('formTitle', '') ?? ''),
    respondWith: respond['respondWith'] === 'redirect' ? 'redirect' : 'text',
    formSubmittedText: typeof respond['formSubmittedText'] === 'string' ? respond['formSubmittedText'] : 'Your response has been recorded',
    redirectUrl: typeof respond['redirectUrl'] === 'string' ? respond['redirectUrl'] : '',
    customCss: version >= 2.2 && typeof options['customCss'] === 'string' ? options['customCss'] : '',
    appendAttribution: options['appendAttribution'] !== false,
  };
}

const HTML = { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': FORM_PAGE_CSP, 'cache-control': 'no-store' };

function page(settings: FormAnswerSettings, statusCode: number, heading: string, message: string): WebhookResponse {
  const html = renderCompletionPage({
    pageTitle: settings.title,
    title: heading,
    message,
    customCss: settings.customCss,
    appendAttribution: settings.appendAttribution,
  });
  return { statusCode, headers: { ...HTML }, body: html };
}

/** The completion answer: a redirect to an http(s) URL, else the "Form Submitted" page. */
export function completionResponse(
  settings: FormAnswerSettings,
  override?: { formSubmittedText?: unknown; redirectUrl?: unknown },
  heading = 'Form Submitted',
): WebhookResponse {
  const redirect = safeRedirectUrl(override?.redirectUrl ?? (settings.respondWith === 'redirect' ? settings.redirectUrl : undefined));
  if (redirect !== undefined) return { statusCode: 303, headers: { location: redirect, 'cache-control': 'no-store' }, body: undefined };
  const text =
    typeof override?.formSubmittedText === 'string'
      ? override.formSubmittedText
      : settings.respondWith === 'text'
        ? settings.formSubmittedText
        : '';
  return page(settings, 200, heading, text);
}

/** The answer when the workflow failed after the submission. */
export function problemResponse(settings: FormAnswerSettings): WebhookResponse {
  return page(settings, 500, 'Problem submitting response', 'Please try again or contact the owner of this form if the problem persists.');
}

/** A Respond to Webhook answer for a form: its JSON keys turned into a page or a redirect. */
export function fromRespondNode(settings: FormAnswerSettings, response: WebhookResponse): WebhookResponse {
  const body = response.body;
  if (body !== null && typeof body === 'object' && !Buffer.isBuffer(body)) {
    const data = body as IDataObject;
    if ('formSubmittedText' in data || 'redirectURL' in data)
      return completionResponse(settings, { formSubmittedText: data['formSubmittedText'], redirectUrl: data['redirectURL'] });
  }
  return response;
}

/** The Form node's type name (pages and endings of a multi-page form). */
export const FORM_NODE_TYPE = 'n8n-nodes-base.form';
const FORM_TRIGGER_TYPE = 'n8n-nodes-base.formTrigger';

/** Whether the workflow has Form nodes (pages after the trigger). */
export function hasFormPages(workflow: RunnableWorkflow): boolean {
  return workflow.nodes.some((n) => n.type === FORM_NODE_TYPE && n.disabled !== true);
}

/**
 * The completion settings for a call to `node`: the trigger's own (expressions resolved),
 * or, for a Form node's page, those of the workflow's Form Trigger as stored.
 */
export function formSettingsOf(
  workflow: RunnableWorkflow,
  node: INode,
  read: (name: string, fallback: unknown) => unknown,
): FormAnswerSettings {
  if (node.type !== FORM_NODE_TYPE) return formAnswerSettings(read, node.typeVersion);
  const trigger = workflow.nodes.find((n) => n.type === FORM_TRIGGER_TYPE);
  return formAnswerSettings((name, fallback) => trigger?.parameters[name] ?? fallback, trigger?.typeVersion ?? 2.2);
}

/**
 * The answer once a run of a form with pages stopped: to the page it waits at
 * (`/form-waiting/<executionId>?signature=...`), the problem page when it failed, else the completion.
 */
export function afterFormRun(
  result: RunResult,
  executionId: string,
  settings: FormAnswerSettings,
  workflow: RunnableWorkflow,
  waitingPath: (executionId: string) => string,
): WebhookResponse {
  if (result.status === 'error' || result.status === 'crashed' || result.status === 'canceled') return problemResponse(settings);
  const waitingAt = workflow.nodes.find((n) => n.name === result.data.resultData.lastNodeExecuted);
  if (result.status === 'waiting' && waitingAt?.type === FORM_NODE_TYPE) {
    return { statusCode: 303, headers: { location: waitingPath(executionId), 'cache-control': 'no-store' }, body: undefined };
  }
  return completionResponse(settings);
}

/** A page for a waiting URL that has no form (any more). */
export function formGoneResponse(): WebhookResponse {
  const settings: FormAnswerSettings = {
    responseMode: 'onReceived',
    title: 'Form not available',
    respondWith: 'text',
    formSubmittedText: '',
    redirectUrl: '',
    customCss: '',
    appendAttribution: false,
  };
  return page(settings, 404, 'This form is no longer available', 'It was already submitted, or the workflow stopped waiting for it.');
}
