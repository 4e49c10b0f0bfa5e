/**
 * A mapped field as a parameter the parameter inputs can render: its type chooses the widget
 * (text for JSON, arrays and times, which the node reads from text), an enum offers its
 * choices, a field matched on says so in its label. Its value lives at
 * `<mapper path>.value["<field id>"]`: ids are column names, which may hold dots or spaces.
 *
 * @module
 */
import type { INodeProperties, NodePropertyTypes, ResourceMapperField } from '@sdk';

const WIDGET_OF: Partial<Record<NonNullable<ResourceMapperField['type']>, NodePropertyTypes>> = {
  number: 'number',
  boolean: 'boolean',
  dateTime: 'dateTime',
  options: 'options',
};

const DEFAULT_OF: Partial<Record<NodePropertyTypes, unknown>> = { number: 0, boolean: false, options: '' };

/** The path of a field's value below the mapper's own path. */
export function fieldValuePath(mapperPath: string, fieldId: string): string {
  return `${mapperPath}.value[${JSON.stringify(fieldId)}]`;
}

/** The parameter a field is edited as. */
export function fieldParameter(field: ResourceMapperField, matchedOn: boolean): INodeProperties {
  const type = (field.type && WIDGET_OF[field.type]) ?? 'string';
  const hint =
    field.type === 'object' || field.type === 'array'
      ? `JSON ${field.type === 'array' ? 'array' : 'object'}, or an expression`
      : field.type === 'time'
        ? 'A time such as 14:30:00'
        : undefined;
  return {
    displayName: matchedOn ? `${field.displayName} (using to match)` : field.displayName,
    name: field.id,
    type,
    default: field.defaultValue ?? DEFAULT_OF[type] ?? '',
    required: field.required || matchedOn,
    ...(field.options ? { options: field.options.map((o) => ({ name: o.name, value: o.value, description: o.description })) } : {}),
    ...(hint ? { hint } : {}),
  } as INodeProperties;
}
