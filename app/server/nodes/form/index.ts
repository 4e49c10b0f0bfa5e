/**
 * n8n Form (`n8n-nodes-base.form` v1): a page of a multi-page form, or its ending. The
 * node puts the execution to wait (as a Wait node does, with no time limit) and passes
 * its input on; the browser, sent to `/form-waiting/<executionId>`, gets the page (GET)
 * and submits it (POST, checked like the Form Trigger's), which resumes the execution
 * with the submission as this node's output. A Form Ending shows its completion screen,
 * redirect or text on GET, and the server then resumes the execution with the input
 * (app/server/webhooks/form-waiting.ts).
 */
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import type { IExecuteFunctions, INodeType, IWebhookFunctions, IWebhookResponseData } from '../../engine/node-interface';
import { completionResponse } from '../../webhooks/form-answer';
import type { FormAnswerSettings } from '../../webhooks/form-answer';
import { writeResponse } from '../../webhooks/respond';
import { formFieldsOfDefinition, FormFieldsJsonError } from '../form-trigger/form-fields';
import { writeFormHtml, writeFormProblem } from '../form-trigger';
import { renderFormPage } from '../form-trigger/render-page';
import type { FormPage } from '../form-trigger/render-page';
import { formOutputItem, submissionOf, validateSubmission } from '../form-trigger/submission';
import { WAIT_INDEFINITELY } from '../wait';
import { formDescription } from './description';

async function execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
  const items = this.getInputData();
  await this.putExecutionToWait(WAIT_INDEFINITELY);
  return [items];
}

function pageOf(ctx: IWebhookFunctions): FormPage {
  const options = (ctx.getNodeParameter('options', {}) ?? {}) as IDataObject;
  const text = (name: string) => (typeof options[name] === 'string' ? (options[name] as string) : '');
  return {
    title: text('formTitle') || 'Form',
    description: text('formDescription'),
    fields: formFieldsOfDefinition({
      defineForm: ctx.getNodeParameter('defineForm', 'fields'),
      jsonOutput: ctx.getNodeParameter('jsonOutput', '[]'),
      formFields: ctx.getNodeParameter('formFields', {}),
    }),
    buttonLabel: text('buttonLabel') || 'Submit',
    customCss: text('customCss'),
    appendAttribution: true,
    testMode: ctx.getMode() === 'manual',
    query: ctx.getQueryData() as Record<string, unknown>,
  };
}

/** The ending's answer: its completion screen, its redirect, or its text. */
function ending(ctx: IWebhookFunctions, method: string): void {
  const options = (ctx.getNodeParameter('options', {}) ?? {}) as IDataObject;
  const respondWith = String(ctx.getNodeParameter('respondWith', 'text'));
  const read = (name: string) => String(ctx.getNodeParameter(name, '') ?? '');
  const heading = respondWith === 'text' ? read('completionTitle') : '';
  const settings: FormAnswerSettings = {
    responseMode: 'onReceived',
    title: (typeof options['formTitle'] === 'string' && options['formTitle'] !== '' ? options['formTitle'] : heading) || 'Form',
    respondWith: respondWith === 'redirect' ? 'redirect' : 'text',
    formSubmittedText: respondWith === 'showText' ? read('responseText') : read('completionMessage'),
    redirectUrl: respondWith === 'redirect' ? read('redirectUrl') : '',
    customCss: typeof options['customCss'] === 'string' ? options['customCss'] : '',
    appendAttribution: true,
  };
  writeResponse(ctx.getResponseObject(), method, completionResponse(settings, undefined, heading));
}

async function webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
  const request = this.getRequestObject();
  const response = this.getResponseObject();
  if (this.getNodeParameter('operation', 'page') === 'completion') {
    ending(this, request.method);
    return { noWebhookResponse: true };
  }
  let page: FormPage;
  try {
    page = pageOf(this);
  } catch (error) {
    if (!(error instanceof FormFieldsJsonError)) throw error;
    writeFormProblem(response, request.method, error.message);
    return { noWebhookResponse: true };
  }
  if (request.method !== 'POST') {
    writeFormHtml(response, request.method, 200, renderFormPage(page));
    return { noWebhookResponse: true };
  }
  const submission = submissionOf(request.body, request.files);
  const errors = validateSubmission(page.fields, submission);
  if (Object.keys(errors).length > 0) {
    writeFormHtml(response, request.method, 400, renderFormPage({ ...page, values: submission.values, errors }));
    return { noWebhookResponse: true };
  }
  const item = await formOutputItem(page.fields, submission, {
    mode: page.testMode ? 'test' : 'production',
    timezone: this.getTimezone(),
    storeBinary: (data, fileName, mimeType) => this.helpers.prepareBinaryData(data, fileName, mimeType),
  });
  return { workflowData: [[item]] };
}

export const formNode: INodeType = {
  description: formDescription,
  execute,
  webhook,
};
