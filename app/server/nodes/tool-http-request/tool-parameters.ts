/**
 * What the model is asked to fill in: every `{placeholder}` in the URL, in field values and
 * in JSON given for the query, headers or body, and every field "provided by the model";
 * "Let Model Specify All" makes the whole query, headers or body one JSON argument. The
 * placeholder definitions give each a type and a description.
 */
import type { IDataObject } from '@sdk/workflow';

/** Where an argument goes. */
export type SendIn = 'path' | 'qs' | 'headers' | 'body';

/** One argument of the tool. */
export interface ToolParameter {
  name: string;
  required: boolean;
  sendIn: SendIn;
  type?: string;
  description?: string;
  /** The field the placeholder sits in (a field value), or `<part>Raw` for a placeholder in JSON. */
  key?: string;
}

export interface PlaceholderDefinition {
  name: string;
  description?: string;
  type?: string;
}

export interface FieldEntry {
  name: string;
  valueProvider: 'modelRequired' | 'modelOptional' | 'fieldValue';
  value?: string;
}

const PLACEHOLDER = /\{([a-zA-Z0-9_-]+)\}/g;

/** The placeholder names in `text`, in order. */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}

function described(name: string, definitions: readonly PlaceholderDefinition[], base: ToolParameter): ToolParameter {
  const definition = definitions.find((entry) => entry.name === name);
  return definition ? { ...base, type: definition.type, description: definition.description } : base;
}

/** The arguments the placeholders of `text` make (`key`: the field or JSON they sit in). */
export function parametersFromText(
  text: unknown,
  definitions: readonly PlaceholderDefinition[],
  sendIn: SendIn,
  key?: string,
): ToolParameter[] {
  if (typeof text !== 'string') return [];
  return placeholdersIn(text).map((name) =>
    described(name, definitions, { name, required: true, sendIn, ...(key !== undefined ? { key } : {}) }),
  );
}

const MODEL_SPECIFIES_ALL = {
  qs: 'Query parameters for request as key value pairs',
  headers: 'Headers parameters for request as key value pairs',
  body: 'Body parameters for request as key value pairs',
} as const;

/** The arguments and the fixed values of the query, headers or body, as the node gives them. */
export function partParameters(
  mode: 'keypair' | 'json' | 'model',
  sendIn: 'qs' | 'headers' | 'body',
  fields: readonly FieldEntry[],
  rawJson: string,
  definitions: readonly PlaceholderDefinition[],
): { parameters: ToolParameter[]; values: IDataObject } {
  if (mode === 'model') {
    return { parameters: [{ name: sendIn, required: true, type: 'json', description: MODEL_SPECIFIES_ALL[sendIn], sendIn }], values: {} };
  }
  if (mode === 'json') return { parameters: parametersFromText(rawJson, definitions, sendIn, `${sendIn}Raw`), values: {} };
  const parameters: ToolParameter[] = [];
  const values: IDataObject = {};
  for (const entry of fields) {
    if (entry.valueProvider === 'modelRequired' || entry.valueProvider === 'modelOptional') {
      parameters.push(described(entry.name, definitions, { name: entry.name, required: entry.valueProvider === 'modelRequired', sendIn }));
    } else if (entry.value) {
      parameters.push(...parametersFromText(entry.value, definitions, sendIn, entry.name));
      values[entry.name] = entry.value;
    }
  }
  return { parameters, values };
}

/** The JSON Schema type of an argument (n8n's: string unless said otherwise, JSON an object). */
function schemaType(type: string | undefined): string {
  if (type === 'number' || type === 'boolean') return type;
  if (type === 'json') return 'object';
  return 'string';
}

/** The tool's arguments as a JSON Schema (version 1.1). */
export function argumentsSchema(parameters: readonly ToolParameter[]): {
  type: 'object';
  properties: Record<string, unknown>;
  required: string[];
} {
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  for (const parameter of parameters) {
    properties[parameter.name] = {
      type: schemaType(parameter.type),
      ...(parameter.description ? { description: parameter.description } : {}),
    };
    if (parameter.required && !required.includes(parameter.name)) required.push(parameter.name);
  }
  return { type: 'object', properties, required };
}

/** Version 1's description: the arguments spelled out for a tool that takes one JSON text. */
export function describeForText(description: string, parameters: readonly ToolParameter[]): string {
  if (parameters.length === 0) return description;
  const list = parameters
    .map((p) => `${p.name}: (description: ${p.description ?? ''}, type: ${p.type ?? 'string'}, required: ${p.required})`)
    .join(',\n ');
  return `${description}
	Tool expects valid stringified JSON object with ${parameters.length} properties.
	Property names with description, type and required status:
	${list}
	ALL parameters marked as required must be provided`;
}
