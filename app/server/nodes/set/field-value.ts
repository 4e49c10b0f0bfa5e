/**
 * Set v3.x: a manual field's value converted to its declared type, as n8n's
 * `validateFieldType` does it (numbers by `Number()`, booleans from true/false in any case
 * or 0/1, arrays and objects from JSON text), with the version differences of empty values:
 * from 3.2 null and undefined stay null whatever the type; 3.1 refuses them as a string
 * (null with "Ignore Type Conversion Errors"); 3.0 writes them as the text "null"/"undefined".
 */
import type { INode } from '@sdk/workflow';
import { NodeOperationError } from '../../engine/node-interface';

export type FieldType = 'string' | 'number' | 'boolean' | 'array' | 'object';

/** How n8n names a value in a conversion error. */
function describeValue(value: unknown): string {
  if (typeof value === 'object') {
    if (value === null) return "'null'";
    return Array.isArray(value) ? 'array' : 'object';
  }
  return `'${String(value)}'`;
}

/** JSON, or JavaScript object text with single quotes or unquoted keys (n8n's `acceptJSObject`). */
function parseLooseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    const cleaned = text.replace(/'/g, '"').replace(/([{,]\s*)([A-Za-z_$][\w$]*)\s*:/g, '$1"$2":');
    return JSON.parse(cleaned) as unknown;
  }
}

const INVALID = Symbol('invalid');

function parseBoolean(value: unknown): boolean | typeof INVALID {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && ['true', 'false'].includes(value.toLowerCase())) return value.toLowerCase() === 'true';
  if (typeof value === 'string' && value.trim() === '') return INVALID;
  const n = Number(value);
  return n === 0 ? false : n === 1 ? true : INVALID;
}

function parseArray(value: unknown): unknown[] | typeof INVALID {
  if (Array.isArray(value)) return value;
  try {
    const parsed = parseArrayText(String(value));
    return Array.isArray(parsed) ? parsed : INVALID;
  } catch {
    return INVALID;
  }
}

function parseArrayText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return JSON.parse(text.replace(/'/g, '"')) as unknown;
  }
}

function parseObject(value: unknown): unknown {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) return value;
  try {
    const parsed = parseLooseJson(String(value));
    return typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : INVALID;
  } catch {
    return INVALID;
  }
}

/** The converted value, or INVALID when it cannot be read as `type`. */
function parseAs(type: FieldType, value: unknown): unknown {
  switch (type) {
    case 'string':
      return value;
    case 'number': {
      const n = Number(value);
      return Number.isNaN(n) ? INVALID : n;
    }
    case 'boolean':
      return parseBoolean(value);
    case 'array':
      return parseArray(value);
    case 'object':
      return parseObject(value);
  }
}

/** Options of {@link convertFieldValue}. */
export interface ConvertOptions {
  node: INode;
  version: number;
  /** "Ignore Type Conversion Errors": a value that does not convert is kept as it is. */
  lenient: boolean;
  itemIndex: number;
}

/** `value` as a `type` field named `name` (n8n's messages on failure). */
export function convertFieldValue(name: string, type: FieldType, value: unknown, options: ConvertOptions): unknown {
  const { node, version, lenient, itemIndex } = options;
  const fail = (message: string) =>
    new NodeOperationError(node, `${message} [item ${itemIndex}]`, {
      itemIndex,
      description: `To fix the error try to change the type for the field "${name}" or activate the option “Ignore Type Conversion Errors” to apply a less strict type validation`,
    });
  const empty = value === undefined || value === null;
  if (empty && version >= 3.2) return null;
  let input = value;
  if (type === 'string') {
    if (empty && version > 3) {
      if (lenient) return null;
      throw fail(`'${name}' expects a ${type} but we got '${String(value)}'`);
    }
    input = typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
  }
  if (input === undefined || input === null) return null;
  const converted = parseAs(type, input);
  if (converted !== INVALID) return converted ?? null;
  if (lenient) return input;
  throw fail(`'${name}' expects a ${type} but we got ${describeValue(input)}`);
}
