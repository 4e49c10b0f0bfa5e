/**
 * A form submission: checked against the form's elements (required values, e-mail and
 * number formats, dates, options that exist, file types) and turned into the output item
 * n8n's Form Trigger gives: one key per element (its label; a hidden field's name),
 * numbers as numbers, checkboxes and multiple choices as lists, a radio choice as its
 * option (no key when none is chosen), Custom HTML only under its element name, dates as `yyyy-MM-dd` (or the element's
 * format), files as `{filename, mimetype, size}` with the bytes in binary properties,
 * then `submittedAt` and `formMode` (`test` | `production`).
 */
import { DateTime } from 'luxon';
import type { IBinaryData, IDataObject, INodeExecutionData } from '@sdk/workflow';
import type { FormField } from './form-fields';
import type { FormValues } from './render-page';

/** An uploaded file. */
export interface SubmittedFile {
  data: Buffer;
  fileName?: string;
  mimeType: string;
}

/** The posted values and files, by input name. */
export interface Submission {
  values: FormValues;
  files: Record<string, SubmittedFile[]>;
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The submission from a parsed body: text fields and non-empty files. */
export function submissionOf(body: unknown, files: Record<string, SubmittedFile | SubmittedFile[]> | undefined): Submission {
  const values: FormValues = {};
  if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      if (typeof value === 'string') values[key] = value;
      else if (Array.isArray(value)) values[key] = value.map(String);
    }
  }
  const out: Record<string, SubmittedFile[]> = {};
  for (const [key, entry] of Object.entries(files ?? {})) {
    // A file input left empty still sends a part with no name and no bytes.
    const list = (Array.isArray(entry) ? entry : [entry]).filter((file) => file.data.length > 0 || (file.fileName ?? '') !== '');
    if (list.length > 0) out[key] = list;
  }
  return { values, files: out };
}

function all(submission: Submission, field: FormField): string[] {
  const raw = submission.values[field.inputName];
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return list.map((v) => v.trim()).filter((v) => v !== '');
}

function acceptsFile(accept: string, file: SubmittedFile): boolean {
  const allowed = accept
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s !== '');
  if (allowed.length === 0) return true;
  const name = (file.fileName ?? '').toLowerCase();
  const mime = file.mimeType.toLowerCase();
  return allowed.some((rule) => {
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return mime.startsWith(rule.slice(0, -1));
    return rule.includes('/') ? mime === rule : name.endsWith(`.${rule}`);
  });
}

const options = (n: number) => `${n} option${n === 1 ? '' : 's'}`;

/** What is wrong with the options chosen in a dropdown, checkboxes or radio buttons. */
function choiceProblem(field: FormField, values: string[]): string | undefined {
  if (values.some((v) => !field.options.includes(v))) return 'Choose one of the options offered.';
  if (!field.multiselect && values.length > 1) return 'Choose only one option.';
  if (new Set(values).size !== values.length) return 'Choose each option only once.';
  const { min, max } = field.limit;
  if (min === max && values.length !== min) return `Choose exactly ${options(min)}.`;
  if (values.length < min) return `Choose at least ${options(min)}.`;
  if (values.length > max) return `Choose at most ${options(max)}.`;
  return undefined;
}

function missing(field: FormField): string {
  if (field.type === 'checkbox' || (field.type === 'dropdown' && field.multiselect)) return 'Choose at least one option.';
  if (field.type === 'dropdown' || field.type === 'radio') return 'Choose an option.';
  return 'This field is required.';
}

/** What is wrong with `submission`, by input name; empty when it can be accepted. */
export function validateSubmission(fields: readonly FormField[], submission: Submission): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (field.type === 'hiddenField' || field.type === 'html') continue;
    const name = field.inputName;
    if (field.type === 'file') {
      const files = submission.files[name] ?? [];
      if (field.required && files.length === 0) errors[name] = 'Choose a file.';
      else if (!field.multipleFiles && files.length > 1) errors[name] = 'Choose only one file.';
      else if (files.some((f) => !acceptsFile(field.acceptFileTypes, f)))
        errors[name] = `Only these file types are accepted: ${field.acceptFileTypes}.`;
      continue;
    }
    const values = all(submission, field);
    if (values.length === 0) {
      if (field.required) errors[name] = missing(field);
      continue;
    }
    const [value = ''] = values;
    const problem =
      field.type === 'dropdown' || field.type === 'checkbox' || field.type === 'radio'
        ? choiceProblem(field, values)
        : field.type === 'email' && !EMAIL.test(value)
          ? 'Enter a valid email address, like name@example.com.'
          : field.type === 'number' && !Number.isFinite(Number(value))
            ? 'Enter a number.'
            : field.type === 'date' && (!DATE.test(value) || !DateTime.fromISO(value).isValid)
              ? 'Enter a date.'
              : undefined;
    if (problem !== undefined) errors[name] = problem;
  }
  return errors;
}

/** What the output item needs besides the submission. */
export interface OutputContext {
  mode: 'test' | 'production';
  /** The zone `submittedAt` is written in. */
  timezone: string;
  storeBinary(data: Buffer, fileName: string | undefined, mimeType: string): Promise<IBinaryData>;
  query?: Record<string, unknown>;
}

/** A binary property name from a label: word characters only. */
export function binaryKeyOf(label: string): string {
  return label.replace(/\W/g, '_') || 'file';
}

/** The output item of an accepted submission. */
export async function formOutputItem(
  fields: readonly FormField[],
  submission: Submission,
  context: OutputContext,
): Promise<INodeExecutionData> {
  const json: IDataObject = {};
  const binary: Record<string, IBinaryData> = {};
  for (const field of fields) {
    const key = field.outputKey;
    if (field.type === 'file') {
      const files = submission.files[field.inputName] ?? [];
      const described: IDataObject[] = [];
      for (const [index, file] of files.entries()) {
        const property = field.multipleFiles ? `${binaryKeyOf(key)}_${index}` : binaryKeyOf(key);
        binary[property] = await context.storeBinary(file.data, file.fileName, file.mimeType);
        described.push({ filename: file.fileName ?? '', mimetype: file.mimeType, size: file.data.length });
      }
      json[key] = field.multipleFiles ? described : (described[0] ?? null);
      continue;
    }
    if (field.type === 'html') {
      if (field.elementName !== '') json[field.elementName] = field.html;
      continue;
    }
    if (field.type === 'hiddenField') {
      const raw = submission.values[field.inputName];
      json[key] = (Array.isArray(raw) ? raw[0] : raw) ?? field.value;
      continue;
    }
    const values = all(submission, field);
    const [value = ''] = values;
    if (field.multiselect) json[key] = values;
    else if (field.type === 'radio') {
      if (value !== '') json[key] = value;
    } else if (field.type === 'number') json[key] = value === '' ? '' : Number(value);
    else if (field.type === 'date' && value !== '' && field.formatDate !== '')
      json[key] = DateTime.fromISO(value, { zone: context.timezone }).toFormat(field.formatDate);
    else if (field.type === 'text' || field.type === 'textarea' || field.type === 'password' || field.type === 'email') {
      // Keep what was typed (inner whitespace, line breaks); only the ends are trimmed.
      const raw = submission.values[field.inputName];
      json[key] = ((Array.isArray(raw) ? raw[0] : raw) ?? '').trim();
    } else json[key] = value;
  }
  json['submittedAt'] = DateTime.now().setZone(context.timezone).toISO();
  json['formMode'] = context.mode;
  const item: INodeExecutionData = { json };
  if (Object.keys(binary).length > 0) item.binary = binary;
  return item;
}
