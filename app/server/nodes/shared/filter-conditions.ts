/**
 * n8n's filter-style conditions (the `filter` parameter of If v2+, Filter v2+ and Switch v3
 * rules): `{conditions: [{leftValue, rightValue, operator: {type, operation, singleValue?,
 * rightType?}}], combinator: 'and' | 'or', options: {caseSensitive, typeValidation,
 * version?}}`.
 *
 * - Operators per type: string (exists, notExists, empty, notEmpty, equals, notEquals,
 *   contains, notContains, startsWith, notStartsWith, endsWith, notEndsWith, regex,
 *   notRegex), number (exists … notEmpty, equals, notEquals, gt, lt, gte, lte), dateTime
 *   (exists … notEmpty, equals, notEquals, after, before, afterOrEquals, beforeOrEquals),
 *   boolean (exists … notEmpty, true, false, equals, notEquals), array (exists … notEmpty,
 *   contains, notContains, lengthEquals, lengthNotEquals, lengthGt, lengthLt, lengthGte,
 *   lengthLte), object (exists … notEmpty). An operator not in this list fails loudly.
 * - Type validation `strict`: a value of another type than the operator's fails the item
 *   ("Wrong type: '10' is a string but was expecting a number [condition 0, item 0]");
 *   `loose` converts where it can (numeric strings, JSON arrays and objects, date strings
 *   and timestamps; booleans by truthiness in filter version 1, by parsing "true"/"false"
 *   from version 2 on: If 2.2, Filter 2.2, Switch 3.2) and fails what cannot be converted.
 *   Null and undefined are never type errors.
 * - Case: with `caseSensitive` false, strings (and strings inside arrays for contains) are
 *   compared lower-cased; regular expressions get the `i` flag.
 */
import { DateTime } from 'luxon';
import type { INode } from '@sdk/workflow';
import { LinearRegExp } from '@sdk/regex/linear-regexp';
import { NodeOperationError } from '../../engine/node-errors';

/** The value types operators work on. */
export type FilterOperatorType = 'string' | 'number' | 'dateTime' | 'boolean' | 'array' | 'object' | 'any';

/** One operator as the filter parameter stores it. */
export interface FilterOperator {
  type: FilterOperatorType;
  operation: string;
  singleValue?: boolean;
  rightType?: FilterOperatorType;
}

/** One condition. */
export interface FilterCondition {
  id?: string;
  leftValue?: unknown;
  rightValue?: unknown;
  operator?: FilterOperator;
}

/** The whole filter value. */
export interface FilterValue {
  conditions?: FilterCondition[];
  combinator?: 'and' | 'or';
  options?: { caseSensitive?: boolean; typeValidation?: 'strict' | 'loose'; leftValue?: unknown; version?: number };
}

/** How a node evaluates its conditions (node options may override the value's own). */
export interface FilterSettings {
  caseSensitive: boolean;
  typeValidation: 'strict' | 'loose';
  /** Filter version: 2 parses booleans in loose mode, 1 takes their truthiness. */
  version: number;
}

const OPERATIONS: Readonly<Record<FilterOperatorType, readonly string[]>> = {
  string: [
    'exists',
    'notExists',
    'empty',
    'notEmpty',
    'equals',
    'notEquals',
    'contains',
    'notContains',
    'startsWith',
    'notStartsWith',
    'endsWith',
    'notEndsWith',
    'regex',
    'notRegex',
  ],
  number: ['exists', 'notExists', 'empty', 'notEmpty', 'equals', 'notEquals', 'gt', 'lt', 'gte', 'lte'],
  dateTime: ['exists', 'notExists', 'empty', 'notEmpty', 'equals', 'notEquals', 'after', 'before', 'afterOrEquals', 'beforeOrEquals'],
  boolean: ['exists', 'notExists', 'empty', 'notEmpty', 'true', 'false', 'equals', 'notEquals'],
  array: [
    'exists',
    'notExists',
    'empty',
    'notEmpty',
    'contains',
    'notContains',
    'lengthEquals',
    'lengthNotEquals',
    'lengthGt',
    'lengthLt',
    'lengthGte',
    'lengthLte',
  ],
  object: ['exists', 'notExists', 'empty', 'notEmpty'],
  any: ['exists', 'notExists'],
};

const SINGLE_VALUE: ReadonlySet<string> = new Set(['exists', 'notExists', 'empty', 'notEmpty', 'true', 'false']);
const ARRAY_LENGTH: ReadonlySet<string> = new Set(['lengthEquals', 'lengthNotEquals', 'lengthGt', 'lengthLt', 'lengthGte', 'lengthLte']);

/** The settings of a filter value as stored, before a node's own options override them. */
export function filterSettingsOf(value: FilterValue | undefined, defaultVersion: number): FilterSettings {
  const options = value?.options ?? {};
  return {
    caseSensitive: options.caseSensitive !== false,
    typeValidation: options.typeValidation === 'loose' ? 'loose' : 'strict',
    version: typeof options.version === 'number' ? options.version : defaultVersion,
  };
}

/** A condition failed to evaluate (a wrong type, an unknown operator); names the condition and item. */
export class FilterConditionError extends Error {
  constructor(
    message: string,
    readonly description: string,
  ) {
    super(message);
    this.name = 'FilterConditionError';
  }
}

const LOOSE_HINT = "Try changing the type of comparison. Alternatively you can enable 'Convert types where required'.";

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (value instanceof DateTime || value instanceof Date) return 'dateTime';
  return typeof value;
}

function display(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date) && !(v instanceof DateTime);

function parseDateTime(value: unknown, loose: boolean): DateTime | undefined {
  if (value instanceof DateTime) return value.isValid ? value : undefined;
  if (value instanceof Date) return DateTime.fromJSDate(value);
  if (typeof value === 'number') return loose && Number.isFinite(value) ? DateTime.fromMillis(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text === '') return undefined;
  for (const parse of [
    (s: string) => DateTime.fromISO(s, { setZone: true }),
    (s: string) => DateTime.fromRFC2822(s, { setZone: true }),
    (s: string) => DateTime.fromHTTP(s, { setZone: true }),
    (s: string) => DateTime.fromSQL(s, { setZone: true }),
  ]) {
    const parsed = parse(text);
    if (parsed.isValid) return parsed;
  }
  if (loose && /^-?\d+(\.\d+)?$/.test(text)) return DateTime.fromMillis(Number(text));
  return undefined;
}

function parseJson(value: string): unknown {
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

const BOOLEAN_WORDS: Readonly<Record<string, boolean>> = { true: true, false: false, '1': true, '0': false, yes: true, no: false };

/** `value` as `type` (strictly or loosely); `{ok: false}` when it is not one and cannot become one. */
function coerce(value: unknown, type: FilterOperatorType, settings: FilterSettings): { ok: true; value: unknown } | { ok: false } {
  if (value === null || value === undefined || type === 'any') return { ok: true, value };
  const loose = settings.typeValidation === 'loose';
  switch (type) {
    case 'string':
      if (typeof value === 'string') return { ok: true, value };
      return loose ? { ok: true, value: typeof value === 'object' ? display(value) : String(value) } : { ok: false };
    case 'number':
      if (typeof value === 'number') return { ok: true, value };
      if (loose && typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
        return { ok: true, value: Number(value) };
      if (loose && typeof value === 'boolean') return { ok: true, value: value ? 1 : 0 };
      return { ok: false };
    case 'boolean':
      if (typeof value === 'boolean') return { ok: true, value };
      if (!loose) return { ok: false };
      if (settings.version < 2) return { ok: true, value: Boolean(value) };
      if (typeof value === 'number' && (value === 0 || value === 1)) return { ok: true, value: value === 1 };
      if (typeof value === 'string' && value.trim().toLowerCase() in BOOLEAN_WORDS)
        return { ok: true, value: BOOLEAN_WORDS[value.trim().toLowerCase()] };
      return { ok: false };
    case 'dateTime': {
      const parsed = parseDateTime(value, loose);
      return parsed ? { ok: true, value: parsed } : { ok: false };
    }
    case 'array': {
      if (Array.isArray(value)) return { ok: true, value };
      const parsed = loose && typeof value === 'string' ? parseJson(value) : undefined;
      return Array.isArray(parsed) ? { ok: true, value: parsed } : { ok: false };
    }
    case 'object': {
      if (isPlainObject(value)) return { ok: true, value };
      const parsed = loose && typeof value === 'string' ? parseJson(value) : undefined;
      return isPlainObject(parsed) ? { ok: true, value: parsed } : { ok: false };
    }
  }
}

function regexOf(pattern: string, caseSensitive: boolean): RegExp {
  const match = /^\/(.*)\/([gimsuy]*)$/s.exec(pattern);
  const source = match ? match[1]! : pattern;
  let flags = (match ? match[2]! : '').replace(/[gy]/g, '');
  if (!caseSensitive && !flags.includes('i')) flags += 'i';
  return new LinearRegExp(source, flags);
}

const lower = (value: unknown, caseSensitive: boolean) => (!caseSensitive && typeof value === 'string' ? value.toLocaleLowerCase() : value);

function isEmptyValue(type: FilterOperatorType, value: unknown): boolean {
  if (value === undefined || value === null) return true;
  switch (type) {
    case 'string':
      return value === '';
    case 'number':
      return typeof value === 'number' && Number.isNaN(value);
    case 'array':
      return Array.isArray(value) && value.length === 0;
    case 'object':
      return isPlainObject(value) && Object.keys(value).length === 0;
    default:
      return value === '';
  }
}

/** Evaluates one condition (values already coerced). */
function compare(operator: FilterOperator, left: unknown, right: unknown, caseSensitive: boolean): boolean {
  const { type, operation } = operator;
  switch (operation) {
    case 'exists':
      return left !== undefined && left !== null && !(typeof left === 'number' && Number.isNaN(left));
    case 'notExists':
      return !(left !== undefined && left !== null && !(typeof left === 'number' && Number.isNaN(left)));
    case 'empty':
      return isEmptyValue(type, left);
    case 'notEmpty':
      return !isEmptyValue(type, left);
  }
  switch (type) {
    case 'string': {
      const a = String(lower(left ?? '', caseSensitive));
      const b = String(lower(right ?? '', caseSensitive));
      switch (operation) {
        case 'equals':
          return a === b;
        case 'notEquals':
          return a !== b;
        case 'contains':
          return a.includes(b);
        case 'notContains':
          return !a.includes(b);
        case 'startsWith':
          return a.startsWith(b);
        case 'notStartsWith':
          return !a.startsWith(b);
        case 'endsWith':
          return a.endsWith(b);
        case 'notEndsWith':
          return !a.endsWith(b);
        case 'regex':
          return regexOf(String(right ?? ''), caseSensitive).test(String(left ?? ''));
        case 'notRegex':
          return !regexOf(String(right ?? ''), caseSensitive).test(String(left ?? ''));
      }
      break;
    }
    case 'number': {
      const a = left as number | null | undefined;
      const b = right as number | null | undefined;
      switch (operation) {
        case 'equals':
          return a === b;
        case 'notEquals':
          return a !== b;
        case 'gt':
          return a != null && b != null && a > b;
        case 'lt':
          return a != null && b != null && a < b;
        case 'gte':
          return a != null && b != null && a >= b;
        case 'lte':
          return a != null && b != null && a <= b;
      }
      break;
    }
    case 'dateTime': {
      const a = left instanceof DateTime ? left.toMillis() : undefined;
      const b = right instanceof DateTime ? right.toMillis() : undefined;
      switch (operation) {
        case 'equals':
          return a === b;
        case 'notEquals':
          return a !== b;
      }
      if (a === undefined || b === undefined) return false;
      switch (operation) {
        case 'after':
          return a > b;
        case 'before':
          return a < b;
        case 'afterOrEquals':
          return a >= b;
        case 'beforeOrEquals':
          return a <= b;
      }
      break;
    }
    case 'boolean':
      switch (operation) {
        case 'true':
          return left === true;
        case 'false':
          return left === false;
        case 'equals':
          return left === right;
        case 'notEquals':
          return left !== right;
      }
      break;
    case 'array': {
      const list = Array.isArray(left) ? left : [];
      if (operation === 'contains' || operation === 'notContains') {
        const wanted = lower(right, caseSensitive);
        const found = list.some((entry) => lower(entry, caseSensitive) === wanted);
        return operation === 'contains' ? found : !found;
      }
      const length = list.length;
      const n = right as number;
      switch (operation) {
        case 'lengthEquals':
          return length === n;
        case 'lengthNotEquals':
          return length !== n;
        case 'lengthGt':
          return length > n;
        case 'lengthLt':
          return length < n;
        case 'lengthGte':
          return length >= n;
        case 'lengthLte':
          return length <= n;
      }
      break;
    }
  }
  throw new FilterConditionError(
    `The operation "${operation}" of type "${type}" is not supported`,
    'Pick another comparison for this condition.',
  );
}

/** Whether one condition holds; throws {@link FilterConditionError} naming the condition and item. */
export function evaluateCondition(condition: FilterCondition, index: number, itemIndex: number, settings: FilterSettings): boolean {
  const operator = condition.operator ?? { type: 'string', operation: 'equals' };
  const where = `[condition ${index}, item ${itemIndex}]`;
  const type = operator.type ?? 'string';
  if (!(type in OPERATIONS) || !OPERATIONS[type].includes(operator.operation)) {
    throw new FilterConditionError(
      `The comparison "${operator.operation}" for type "${type}" is not supported ${where}`,
      'Pick another comparison for this condition.',
    );
  }
  const check = (value: unknown, asType: FilterOperatorType): unknown => {
    const result = coerce(value, asType, settings);
    if (result.ok) return result.value;
    const loose = settings.typeValidation === 'loose';
    throw new FilterConditionError(
      loose
        ? `Conversion error: the value '${display(value)}' cannot be converted to ${asType} ${where}`
        : `Wrong type: '${display(value)}' is ${/^[aeiou]/.test(typeName(value)) ? 'an' : 'a'} ${typeName(value)} but was expecting ${/^[aeiou]/.test(asType) ? 'an' : 'a'} ${asType} ${where}`,
      loose ? 'Change the value or the type of comparison.' : LOOSE_HINT,
    );
  };
  // Whether a value is there needs no type; an empty string is empty whatever the type.
  const noTypeCheck =
    operator.operation === 'exists' ||
    operator.operation === 'notExists' ||
    ((operator.operation === 'empty' || operator.operation === 'notEmpty') && condition.leftValue === '');
  const left = noTypeCheck ? condition.leftValue : check(condition.leftValue, type);
  const single = operator.singleValue === true || SINGLE_VALUE.has(operator.operation);
  const rightType: FilterOperatorType =
    operator.rightType ?? (ARRAY_LENGTH.has(operator.operation) ? 'number' : type === 'array' ? 'any' : type);
  const right = single ? undefined : check(condition.rightValue, rightType);
  return compare(operator, left, right, settings.caseSensitive);
}

/** Whether the whole filter holds for one item (`and`: every condition, `or`: any). */
export function evaluateFilter(value: FilterValue | undefined, itemIndex: number, settings: FilterSettings): boolean {
  const conditions = Array.isArray(value?.conditions) ? value.conditions : [];
  const or = value?.combinator === 'or';
  if (conditions.length === 0) return true;
  for (let i = 0; i < conditions.length; i++) {
    const holds = evaluateCondition(conditions[i]!, i, itemIndex, settings);
    if (or && holds) return true;
    if (!or && !holds) return false;
  }
  return !or;
}

/** A {@link FilterConditionError} as the node's error for item `itemIndex`. */
export function conditionError(node: INode, error: unknown, itemIndex: number): Error {
  if (error instanceof FilterConditionError)
    return new NodeOperationError(node, error.message, { itemIndex, description: error.description });
  return error instanceof Error ? error : new Error(String(error));
}
