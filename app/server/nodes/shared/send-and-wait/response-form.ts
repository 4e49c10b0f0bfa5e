/**
 * The form page of send-and-wait's "Free Text" and "Custom Form" responses, as n8n: the
 * mailed Respond link (the execution's signed resume URL) shows a form (GET, which
 * resumes nothing, so link previewers and mail scanners cannot answer); submitting it
 * (POST to the same signed URL) is checked like a Form Trigger submission and resumes
 * the execution with `{ data: { text } }` (free text: one required "Response" textarea)
 * or `{ data: { <label>: value, ... } }` (the custom form's elements, files as binary).
 * The page is the Form Trigger's renderer; title, description and button label come
 * from the options (the description defaults to the message).
 */
import type { IDataObject } from '@sdk/workflow';
import type { IExecuteFunctions, IWebhookFunctions, IWebhookResponseData } from '../../../engine/node-interface';
import { NodeOperationError } from '../../../engine/node-errors';
import { writeFormHtml, writeFormProblem } from '../../form-trigger';
import { formFieldOf, formFieldsOfDefinition, FormFieldsJsonError } from '../../form-trigger/form-fields';
import type { FormField } from '../../form-trigger/form-fields';
import { renderCompletionPage, renderFormPage } from '../../form-trigger/render-page';
import type { FormPage } from '../../form-trigger/render-page';
import { formOutputItem, submissionOf, validateSubmission } from '../../form-trigger/submission';

/** Whether a response type is answered through a form page. */
export const isFormResponse = (responseType: string): boolean => responseType === 'freeText' || responseType === 'customForm';

type Read = (name: string, fallback: unknown) => unknown;

/** Free text's single element (n8n: a required textarea labelled "Response"). */
const FREE_TEXT: FormField = formFieldOf({ fieldLabel: 'Response', fieldType: 'textarea', requiredField: true }, 0);

function fieldsOf(read: Read): FormField[] {
  if (read('responseType', 'approval') !== 'customForm') return [FREE_TEXT];
  return formFieldsOfDefinition({
    defineForm: read('defineForm', 'fields'),
    jsonOutput: read('jsonOutput', '[]'),
    formFields: read('formFields', {}),
  });
}

/** Fails (before the mail is sent) when a custom form defined as JSON cannot be read. */
export function checkResponseForm(context: IExecuteFunctions): void {
  if (!isFormResponse(String(context.getNodeParameter('responseType', 0, 'approval')))) return;
  try {
    fieldsOf((name, fallback) => context.getNodeParameter(name, 0, fallback));
  } catch (error) {
    if (error instanceof FormFieldsJsonError) throw new NodeOperationError(context.getNode(), error.message);
    throw error;
  }
}

function pageOf(ctx: IWebhookFunctions, fields: FormField[]): FormPage {
  const options = (ctx.getNodeParameter('options', {}) ?? {}) as IDataObject;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const description = text(options['responseFormDescription']) || text(ctx.getNodeParameter('message', ''));
  return {
    // n8n leaves the title empty when none is set; the page names itself after the mail's subject.
    title: text(options['responseFormTitle']) || text(ctx.getNodeParameter('subject', '')) || 'Response',
    description: description.replace(/\\n/g, '\n').replace(/<br>/g, '\n'),
    fields,
    buttonLabel: text(options['responseFormButtonLabel']) || 'Submit',
    customCss: '',
    appendAttribution: options['appendAttribution'] !== false,
    testMode: false,
    query: {},
  };
}

/** The page after a submission (n8n: "Got it, thanks"). */
const RECEIVED_PAGE = renderCompletionPage({
  pageTitle: 'Got it, thanks',
  title: 'Got it, thanks',
  message: 'This page can be closed now',
  customCss: '',
  appendAttribution: false,
});

/** GET: the form; POST: a submission, refused with the form again or resuming the execution. */
export async function answerResponseForm(ctx: IWebhookFunctions): Promise<IWebhookResponseData> {
  const request = ctx.getRequestObject();
  const response = ctx.getResponseObject();
  let fields: FormField[];
  try {
    fields = fieldsOf((name, fallback) => ctx.getNodeParameter(name, fallback));
  } catch (error) {
    if (!(error instanceof FormFieldsJsonError)) throw error;
    writeFormProblem(response, request.method, error.message);
    return { noWebhookResponse: true };
  }
  const page = pageOf(ctx, fields);
  if (request.method !== 'POST') {
    writeFormHtml(response, request.method, 200, renderFormPage(page));
    return { noWebhookResponse: true };
  }
  const submission = submissionOf(request.body, request.files);
  const errors = validateSubmission(fields, submission);
  if (Object.keys(errors).length > 0) {
    writeFormHtml(response, request.method, 400, renderFormPage({ ...page, values: submission.values, errors }));
    return { noWebhookResponse: true };
  }
  if (fields[0] === FREE_TEXT) {
    const raw = submission.values[FREE_TEXT.inputName];
    return { webhookResponse: RECEIVED_PAGE, workflowData: [[{ json: { data: { text: Array.isArray(raw) ? raw[0] : raw } } }]] };
  }
  const item = await formOutputItem(fields, submission, {
    mode: 'production',
    timezone: ctx.getTimezone(),
    storeBinary: (data, fileName, mimeType) => ctx.helpers.prepareBinaryData(data, fileName, mimeType),
  });
  const { submittedAt: _submittedAt, formMode: _formMode, ...data } = item.json;
  return { webhookResponse: RECEIVED_PAGE, workflowData: [[{ ...item, json: { data } }]] };
}
