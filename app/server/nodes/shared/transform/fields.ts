/**
 * Small helpers the Transform operations share (Split Out, Aggregate, Remove Duplicates,
 * Sort, Summarize and Item Lists): reading field lists in every shape n8n's versions store
 * them, and comparing values the way n8n's nodes do with lodash (`get`, `lt`, `isEqual`).
 */
import { isDeepStrictEqual } from 'node:util';
import type { IDataObject } from '@sdk/workflow';
import { getPath, ownValue } from '@sdk/values';

/**
 * The field names of a "fields" parameter. Newer versions store a comma-separated string
 * (`"email, name"`), older ones a fixed collection (`{ fields: [{ fieldName }] }`); workflow
 * files of either kind may reach either node version, so both are read.
 */
export function fieldList(value: unknown): string[] {
  if (typeof value === 'string')
    return value
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
  if (Array.isArray(value))
    return value.map((entry) => (typeof entry === 'string' ? entry.trim() : String(entry))).filter((entry) => entry !== '');
  const fields = ownValue(value, 'fields');
  if (Array.isArray(fields))
    return fields.map((entry) => String(ownValue(entry, 'fieldName') ?? '').trim()).filter((entry) => entry !== '');
  return [];
}

/** Reads a field by dot path, or by its literal name when dot notation is disabled. */
export type ValueGetter = (json: IDataObject, field: string) => unknown;

/** The reader for the node's "Disable Dot Notation" option. */
export function valueGetter(dotNotation: boolean): ValueGetter {
  return dotNotation ? (json, field) => getPath(json, field) : (json, field) => ownValue(json, field);
}

function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'symbol') return NaN;
  if (value !== null && typeof value === 'object') {
    // Objects become their primitive value, else their text ([5] is 5, [] is 0, {} is NaN).
    const primitive: unknown = (value as { valueOf(): unknown }).valueOf();
    return toNumber(primitive !== null && typeof primitive === 'object' ? String(primitive) : primitive);
  }
  if (typeof value !== 'string') return Number(value);
  const text = value.trim();
  if (/^0b[01]+$/i.test(text) || /^0o[0-7]+$/i.test(text)) return Number(text);
  if (/^[-+]0x[0-9a-f]+$/i.test(text)) return NaN;
  return Number(text);
}

/**
 * lodash's `lt`: strings compare as strings, anything else as numbers (`null` is 0,
 * `undefined` NaN, so comparisons with a missing value are always false).
 */
export function lessThan(a: unknown, b: unknown): boolean {
  if (typeof a === 'string' && typeof b === 'string') return a < b;
  return toNumber(a) < toNumber(b);
}

/** Deep equality of JSON values (lodash's `isEqual` on item data). */
export function isEqualValue(a: unknown, b: unknown): boolean {
  return isDeepStrictEqual(a, b);
}

/**
 * The dot paths of every leaf of `value` (lodash `flattenKeys` as n8n's Remove Duplicates
 * uses it): arrays are walked by index, empty objects and arrays have no leaves.
 */
export function flattenKeys(value: unknown, prefix: string[] = [], into: string[] = []): string[] {
  if (value === null || typeof value !== 'object') {
    into.push(prefix.join('.'));
    return into;
  }
  for (const key of Object.keys(value)) flattenKeys((value as Record<string, unknown>)[key], [...prefix, key], into);
  return into;
}

/** A stable text key for a list of values: equal keys mean deeply equal values. */
export function valuesKey(values: unknown[]): string {
  const canonical = (value: unknown): unknown => {
    if (value === undefined) return { $undefined: true };
    if (value === null || typeof value !== 'object') return typeof value === 'number' && Number.isNaN(value) ? { $nan: true } : value;
    if (Array.isArray(value)) return value.map(canonical);
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) out[key] = canonical((value as Record<string, unknown>)[key]);
    return { $object: out };
  };
  return JSON.stringify(values.map(canonical));
}
