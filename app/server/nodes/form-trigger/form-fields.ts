/**
 * A form's elements read from `formFields.values[]` (n8n's parameter names). Each one
 * is posted as `field-<index>`, the name n8n's form pages use, so a submission never
 * depends on what a label contains. Checkboxes may limit how many are ticked
 * (`limitSelection`: `exact` with `numberOfSelections`, `range` with `minSelections` and
 * `maxSelections`); Custom HTML (`html`) is shown, sanitized, and posts nothing.
 */
import type { IDataObject } from '@sdk/workflow';
import { sanitizeFormHtml } from './html-sanitize';

/** The element types forms render. */
export type FormFieldType =
  'text' | 'email' | 'number' | 'password' | 'textarea' | 'date' | 'dropdown' | 'checkbox' | 'radio' | 'html' | 'file' | 'hiddenField';

const TYPES: ReadonlySet<string> = new Set([
  'text',
  'email',
  'number',
  'password',
  'textarea',
  'date',
  'dropdown',
  'checkbox',
  'radio',
  'html',
  'file',
  'hiddenField',
]);

/** How many checkboxes may be ticked (when any are). */
export interface SelectionLimit {
  min: number;
  /** Infinity when unlimited. */
  max: number;
}

/** One form element. */
export interface FormField {
  /** The posted name, `field-<index>`. */
  inputName: string;
  type: FormFieldType;
  label: string;
  /** The key of the value in the output item: the label, or a hidden field's name. */
  outputKey: string;
  required: boolean;
  placeholder: string;
  options: string[];
  /** Several options may be chosen: a multiple-choice dropdown or checkboxes. */
  multiselect: boolean;
  /** Checkboxes only: the count allowed. */
  limit: SelectionLimit;
  multipleFiles: boolean;
  acceptFileTypes: string;
  formatDate: string;
  /** A hidden field's value. */
  value: string;
  /** Custom HTML, already sanitized. */
  html: string;
  /** Custom HTML: the output key that carries it, or '' for none. */
  elementName: string;
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value as number);

const count = (value: unknown, fallback: number): number => {
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : fallback;
};

function limitOf(entry: IDataObject): SelectionLimit {
  if (entry['fieldType'] !== 'checkbox') return { min: 0, max: Infinity };
  if (entry['limitSelection'] === 'exact') {
    const exact = count(entry['numberOfSelections'], 1);
    return { min: exact, max: exact };
  }
  if (entry['limitSelection'] === 'range') {
    const min = count(entry['minSelections'], 0);
    return { min, max: Math.max(min, count(entry['maxSelections'], 1)) };
  }
  return { min: 0, max: Infinity };
}

/** One element from its parameter entry. */
export function formFieldOf(raw: unknown, index: number): FormField {
  const entry = (raw ?? {}) as IDataObject;
  const type = TYPES.has(text(entry['fieldType'])) ? (text(entry['fieldType']) as FormFieldType) : 'text';
  const label = text(entry['fieldLabel']);
  const options = ((entry['fieldOptions'] as { values?: Array<{ option?: unknown }> } | undefined)?.values ?? [])
    .map((o) => text(o.option))
    .filter((o) => o !== '');
  return {
    inputName: `field-${index}`,
    type,
    label,
    outputKey: type === 'hiddenField' ? text(entry['fieldName']) || `field-${index}` : label,
    required: type !== 'hiddenField' && type !== 'html' && entry['requiredField'] === true,
    placeholder: text(entry['placeholder']),
    options,
    multiselect: type === 'checkbox' || (type === 'dropdown' && entry['multiselect'] === true),
    limit: limitOf(entry),
    multipleFiles: entry['multipleFiles'] !== false,
    acceptFileTypes: text(entry['acceptFileTypes']),
    formatDate: text(entry['formatDate']),
    value: text(entry['fieldValue']),
    html: type === 'html' ? sanitizeFormHtml(text(entry['html'])) : '',
    elementName: type === 'html' ? text(entry['elementName']) : '',
  };
}

/** The elements of a `formFields` parameter value. */
export function formFieldsOf(formFields: unknown): FormField[] {
  const values = (formFields as { values?: unknown } | undefined)?.values;
  return Array.isArray(values) ? values.map(formFieldOf) : [];
}

/** A form defined as JSON that cannot be read. */
export class FormFieldsJsonError extends Error {}

/** The elements of a form defined as JSON (`jsonOutput`: an array of `formFields.values[]` entries). */
export function formFieldsOfJson(json: unknown): FormField[] {
  let parsed = json;
  if (typeof json === 'string') {
    try {
      parsed = JSON.parse(json) as unknown;
    } catch (error) {
      throw new FormFieldsJsonError(`The form fields are not valid JSON: ${(error as Error).message}`);
    }
  }
  if (!Array.isArray(parsed) || parsed.some((entry) => entry === null || typeof entry !== 'object' || Array.isArray(entry)))
    throw new FormFieldsJsonError('The form fields must be a JSON array of objects, each like {"fieldLabel": "Name"}');
  return parsed.map(formFieldOf);
}

/** The parameters that define a form: n8n's "Define Form" (`fields` or `json`). */
export interface FormDefinition {
  defineForm: unknown;
  jsonOutput: unknown;
  formFields: unknown;
}

/** The elements of a form defined by fields or by JSON. */
export function formFieldsOfDefinition(definition: FormDefinition): FormField[] {
  return definition.defineForm === 'json' ? formFieldsOfJson(definition.jsonOutput) : formFieldsOf(definition.formFields);
}
