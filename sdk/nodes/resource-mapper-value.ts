/**
 * The value of a resourceMapper parameter, as the editor and the node checks read it:
 * normalising what a workflow stores (n8n writes `{mappingMode, value}` before any field is
 * loaded, and older files lack `matchingColumns` or `schema`), the options the parameter
 * declares, and which required fields are still empty. The widget's edits live in the
 * resource mapper plugin; this is what the generic node issue check needs as well.
 *
 * @module
 */
import type { ResourceMapperField, ResourceMapperTypeOptions, ResourceMapperValue } from '../workflow/resource-mapper-types';
import type { INodeProperties } from '../workflow/parameter-types';
import { isPlainObject } from '../values';

const isMode = (mode: unknown): mode is ResourceMapperValue['mappingMode'] => mode === 'defineBelow' || mode === 'autoMapInputData';

/** A stored value in full shape; anything unreadable is read as an empty manual mapping. */
export function toMapperValue(raw: unknown): ResourceMapperValue {
  const object = isPlainObject(raw) ? raw : {};
  const schema = Array.isArray(object['schema'])
    ? (object['schema'] as unknown[]).filter(
        (field): field is ResourceMapperField => isPlainObject(field) && typeof field['id'] === 'string' && field['id'] !== '',
      )
    : [];
  const matching = Array.isArray(object['matchingColumns'])
    ? (object['matchingColumns'] as unknown[]).filter((id): id is string => typeof id === 'string')
    : [];
  return {
    ...(object as Partial<ResourceMapperValue>),
    mappingMode: isMode(object['mappingMode']) ? object['mappingMode'] : 'defineBelow',
    value: isPlainObject(object['value']) ? { ...object['value'] } : null,
    matchingColumns: matching,
    schema,
  };
}

/** The parameter's `typeOptions.resourceMapper`, with n8n's defaults. */
export function mapperOptionsOf(parameter: INodeProperties): ResourceMapperTypeOptions {
  const declared = (parameter.typeOptions?.['resourceMapper'] ?? {}) as Partial<ResourceMapperTypeOptions>;
  return {
    ...declared,
    mode: declared.mode ?? 'add',
    fieldWords: declared.fieldWords ?? { singular: 'field', plural: 'fields' },
    supportAutoMap: declared.supportAutoMap !== false,
  };
}

/** Whether the mapper asks which fields identify the rows to change (update, upsert). */
export function asksForMatching(options: ResourceMapperTypeOptions): boolean {
  return options.mode === 'update' || options.mode === 'upsert';
}

/** The fields listed for manual mapping: shown, not removed, writable. */
export function mappedFields(value: ResourceMapperValue): ResourceMapperField[] {
  return value.schema.filter((field) => field.display !== false && field.removed !== true && field.readOnly !== true);
}

/** Whether a field must hold a value: required, or (update, upsert) matched on. */
export function needsValue(field: ResourceMapperField, value: ResourceMapperValue, options: ResourceMapperTypeOptions): boolean {
  return field.required === true || (asksForMatching(options) && value.matchingColumns.includes(field.id));
}

const isEmpty = (entry: unknown): boolean => entry === undefined || entry === null || entry === '';

/** The listed fields that must hold a value but are empty (manual mapping only). */
export function missingRequiredFields(value: ResourceMapperValue, options: ResourceMapperTypeOptions): ResourceMapperField[] {
  if (value.mappingMode !== 'defineBelow') return [];
  return mappedFields(value).filter((field) => needsValue(field, value, options) && isEmpty(value.value?.[field.id]));
}

/** The issue of an empty required field. */
export const requiredFieldMessage = (displayName: string): string => `The value "${displayName}" is required.`;

/** The issues of a resourceMapper parameter's value. */
export function resourceMapperIssues(parameter: INodeProperties, raw: unknown): string[] {
  const options = mapperOptionsOf(parameter);
  return missingRequiredFields(toMapperValue(raw), options).map((field) => requiredFieldMessage(field.displayName));
}
