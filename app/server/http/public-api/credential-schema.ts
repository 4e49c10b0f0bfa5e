/**
 * The JSON Schema of a credential type's `data` (n8n's `GET /credentials/schema/:type`),
 * built from the type's properties, inherited ones included, and used to check the data
 * of `POST /credentials` before it is encrypted and stored:
 *
 * - every property is listed with its JSON type (`options` as an enum of its values);
 *   other keys are refused (`additionalProperties: false`);
 * - a `required` property without display conditions is required; one shown only for some
 *   values of another property (`displayOptions.show`) is required when that property is
 *   sent with one of those values (n8n's if/then rule).
 */
import { Ajv } from 'ajv';
import type { ValidateFunction } from 'ajv';
import type { INodeProperties } from '@sdk/workflow';
import type { CredentialTypeRegistry } from '../../credentials';
import { HttpError } from '../errors';

/** A JSON Schema (draft 2020-12 subset) as the schema route returns it. */
export type JsonSchema = Record<string, unknown>;

function jsonType(property: INodeProperties): JsonSchema {
  switch (property.type) {
    case 'number':
      return { type: 'number' };
    case 'boolean':
      return { type: 'boolean' };
    case 'json':
      // n8n stores JSON fields as text, but clients also send the parsed object.
      return { type: ['string', 'object', 'array'] };
    case 'collection':
    case 'fixedCollection':
      return { type: 'object' };
    case 'multiOptions':
      return { type: 'array' };
    case 'options': {
      const values = (property.options ?? [])
        .map((option) => ('value' in option ? option.value : undefined))
        .filter((value) => value !== undefined);
      return values.length > 0 ? { type: ['string', 'number', 'boolean'], enum: values } : { type: 'string' };
    }
    default:
      return { type: 'string' };
  }
}

/** The schema of `type`'s data; undefined for an unknown type. */
export function credentialDataSchema(types: CredentialTypeRegistry, type: string): JsonSchema | undefined {
  if (!types.has(type)) return undefined;
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const conditions: JsonSchema[] = [];
  for (const property of types.properties(type)) {
    if (property.type === 'notice' || property.type === 'button') continue;
    properties[property.name] = jsonType(property);
    if (property.required !== true) continue;
    const show: [string, unknown[]][] = [];
    for (const [key, values] of Object.entries(property.displayOptions?.show ?? {})) {
      if (Array.isArray(values) && !key.startsWith('@') && !key.includes('/')) show.push([key, values]);
    }
    const plain = show.length > 0 && show.every(([, values]) => values.every((v) => typeof v !== 'object' || v === null));
    if (show.length === 0) required.push(property.name);
    else if (plain) {
      conditions.push({
        if: {
          properties: Object.fromEntries(show.map(([key, values]) => [key, { enum: values }])),
          required: show.map(([key]) => key),
        },
        then: { required: [property.name] },
      });
    }
  }
  const schema: JsonSchema = { type: 'object', additionalProperties: false, properties, required };
  if (conditions.length > 0) schema['allOf'] = conditions;
  return schema;
}

const ajv = new Ajv({ allErrors: true, strict: false });
/** Compiled validators by schema text: a type re-registered with other properties gets its own. */
const compiled = new Map<string, ValidateFunction>();
const MAX_CACHED = 1000;

/** Throws 400 naming every problem when `data` does not fit `type`'s schema. */
export function assertCredentialData(types: CredentialTypeRegistry, type: string, data: unknown): void {
  const schema = credentialDataSchema(types, type);
  if (schema === undefined) return; // the service answers an unknown type
  const key = JSON.stringify(schema);
  let validate = compiled.get(key);
  if (validate === undefined) {
    if (compiled.size >= MAX_CACHED) compiled.clear();
    validate = ajv.compile(schema);
    compiled.set(key, validate);
  }
  if (validate(data)) return;
  const problems = (validate.errors ?? []).map((error) => {
    const where = `data${error.instancePath.replaceAll('/', '.')}`;
    if (error.keyword === 'additionalProperties') {
      return `${where}: "${String(error.params['additionalProperty'])}" is not a field of ${type}`;
    }
    return `${where}: ${error.message ?? 'is not valid'}`;
  });
  throw new HttpError(400, `Invalid request: ${[...new Set(problems)].join('; ')}`, {
    hint: `GET /credentials/schema/${type} describes the fields.`,
  });
}
