/**
 * A form's elements read from `formFields.values[]` (n8n's parameter names). Each one
 * is posted as `field-<index>`, the name n8n's form pages use, so a submission never
 * depends on what a label contains.
 */
import type { IDataObject } from '@sdk/workflow';

/** The element types forms render. */
export type FormFieldType = 'text' | 'email' | 'number' | 'password' | 'textarea' | 'date' | 'dropdown' | 'file' | 'hiddenField';

const TYPES: ReadonlySet<string> = new Set(['text', 'email', 'number', 'password', 'textarea', 'date', 'dropdown', 'file', 'hiddenField']);

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
  multiselect: boolean;
  multipleFiles: boolean;
  acceptFileTypes: string;
  formatDate: string;
  /** A hidden field's value. */
  value: string;
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value as number);

/** The elements of a `formFields` parameter value. */
export function formFieldsOf(formFields: unknown): FormField[] {
  const values = (formFields as { values?: unknown } | undefined)?.values;
  if (!Array.isArray(values)) return [];
  return values.map((raw, index) => {
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
      required: type !== 'hiddenField' && entry['requiredField'] === true,
      placeholder: text(entry['placeholder']),
      options,
      multiselect: entry['multiselect'] === true,
      multipleFiles: entry['multipleFiles'] !== false,
      acceptFileTypes: text(entry['acceptFileTypes']),
      formatDate: text(entry['formatDate']),
      value: text(entry['fieldValue']),
    };
  });
}
