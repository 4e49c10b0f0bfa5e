/**
 * `$fromAI('key', 'description', 'type', default)` in a node's parameters: the values an
 * agent's model fills in when it calls the node as a tool. Read from the raw parameter text
 * (the expression is not evaluated here), so the tool's arguments schema is known before any
 * call. Types are n8n's: string (the default), number, boolean, json.
 */
import { ownEntry } from '@sdk/values';
import type { ToolArgumentsSchema } from './logged-tool';

/** One `$fromAI` placeholder. */
export interface FromAiPlaceholder {
  key: string;
  description?: string;
  type: 'string' | 'number' | 'boolean' | 'json';
  /** Whether a default was written (the model may leave it out). */
  optional: boolean;
}

const CALL = /\$from[Aa][Ii]\(\s*(['"`])(.*?)\1(?:\s*,\s*(['"`])(.*?)\3)?(?:\s*,\s*(['"`])(.*?)\5)?(\s*,\s*[^)\s][^)]*)?\s*\)/g;
const TYPES: Readonly<Record<string, FromAiPlaceholder['type']>> = { string: 'string', number: 'number', boolean: 'boolean', json: 'json' };
const JSON_SCHEMA_TYPE: Readonly<Record<FromAiPlaceholder['type'], Record<string, unknown>>> = {
  string: { type: 'string' },
  number: { type: 'number' },
  boolean: { type: 'boolean' },
  json: { type: 'object', additionalProperties: true },
};

/** The placeholders in one text. */
export function fromAiPlaceholders(text: string): FromAiPlaceholder[] {
  return [...text.matchAll(CALL)].map((match) => ({
    key: match[2] ?? '',
    ...(match[4] ? { description: match[4] } : {}),
    type: ownEntry(TYPES, (match[6] ?? 'string').toLowerCase()) ?? 'string',
    optional: match[7] !== undefined,
  }));
}

/** Every placeholder in a parameter tree, the first of each key winning. */
export function fromAiInParameters(value: unknown, found = new Map<string, FromAiPlaceholder>()): Map<string, FromAiPlaceholder> {
  if (typeof value === 'string') {
    for (const placeholder of fromAiPlaceholders(value))
      if (placeholder.key !== '' && !found.has(placeholder.key)) found.set(placeholder.key, placeholder);
  } else if (Array.isArray(value)) {
    for (const entry of value) fromAiInParameters(entry, found);
  } else if (value !== null && typeof value === 'object') {
    for (const entry of Object.values(value)) fromAiInParameters(entry, found);
  }
  return found;
}

/** The arguments schema of a tool whose parameters hold these placeholders. */
export function fromAiSchema(placeholders: Iterable<FromAiPlaceholder>): ToolArgumentsSchema {
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  for (const placeholder of placeholders) {
    properties[placeholder.key] = {
      ...JSON_SCHEMA_TYPE[placeholder.type],
      ...(placeholder.description ? { description: placeholder.description } : {}),
    };
    if (!placeholder.optional) required.push(placeholder.key);
  }
  return { type: 'object', properties, required };
}
