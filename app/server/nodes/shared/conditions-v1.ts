/**
 * The legacy condition language of If v1, Filter v1 and Switch v1/v2: typed comparisons
 * (boolean, dateTime, number, string) with n8n's operation names and semantics.
 */
import type { INodeProperties, INodePropertyOptions } from '@sdk/workflow';
import { LinearRegExp } from '@sdk/regex/linear-regexp';

/** The data types of legacy conditions. */
export type ConditionType = 'boolean' | 'dateTime' | 'number' | 'string';

/** One legacy condition. */
export interface LegacyCondition {
  value1: unknown;
  operation: string;
  value2?: unknown;
}

function toDate(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  if (
    value !== null &&
    typeof value === 'object' &&
    'toMillis' in value &&
    typeof (value as { toMillis: unknown }).toMillis === 'function'
  ) {
    return (value as { toMillis(): number }).toMillis();
  }
  return new Date(String(value)).getTime();
}

/** A regular expression from `/pattern/flags` or a plain pattern; linear-time (the pattern is the user's). */
export function toRegex(text: string): RegExp {
  const match = /^\/(.*)\/([gimusy]*)$/s.exec(text);
  return match ? new LinearRegExp(match[1]!, match[2]) : new LinearRegExp(text);
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (typeof value === 'number' && Number.isNaN(value));

/** Evaluates one condition of `type`. */
export function compareLegacy(type: ConditionType, { value1, operation, value2 }: LegacyCondition): boolean {
  switch (operation) {
    case 'isEmpty':
      return isEmpty(value1);
    case 'isNotEmpty':
      return !isEmpty(value1);
  }
  if (type === 'dateTime') {
    const a = toDate(value1);
    const b = toDate(value2);
    return operation === 'after' ? a > b : operation === 'before' ? a < b : false;
  }
  if (type === 'string') {
    const a = value1 === undefined || value1 === null ? '' : String(value1);
    const b = value2 === undefined || value2 === null ? '' : String(value2);
    switch (operation) {
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
      case 'equal':
        return value1 === value2 || a === b;
      case 'notEqual':
        return !(value1 === value2 || a === b);
      case 'regex':
        return toRegex(b).test(a);
      case 'notRegex':
        return !toRegex(b).test(a);
    }
    return false;
  }
  // boolean and number compare the values as given (n8n's strict comparisons).
  const a = value1 as number;
  const b = value2 as number;
  switch (operation) {
    case 'equal':
      return value1 === value2;
    case 'notEqual':
      return value1 !== value2;
    case 'smaller':
      return a < b;
    case 'smallerEqual':
      return a <= b;
    case 'larger':
      return a > b;
    case 'largerEqual':
      return a >= b;
  }
  return false;
}

/** Operation choices per type (parameter descriptions). */
export const LEGACY_OPERATIONS: Record<ConditionType, INodePropertyOptions[]> = {
  boolean: [
    { name: 'Equal', value: 'equal' },
    { name: 'Not Equal', value: 'notEqual' },
  ],
  dateTime: [
    { name: 'Occurred After', value: 'after' },
    { name: 'Occurred Before', value: 'before' },
  ],
  number: [
    { name: 'Smaller', value: 'smaller' },
    { name: 'Smaller or Equal', value: 'smallerEqual' },
    { name: 'Equal', value: 'equal' },
    { name: 'Not Equal', value: 'notEqual' },
    { name: 'Larger', value: 'larger' },
    { name: 'Larger or Equal', value: 'largerEqual' },
    { name: 'Is Empty', value: 'isEmpty' },
    { name: 'Is Not Empty', value: 'isNotEmpty' },
  ],
  string: [
    { name: 'Contains', value: 'contains' },
    { name: 'Not Contains', value: 'notContains' },
    { name: 'Ends With', value: 'endsWith' },
    { name: 'Not Ends With', value: 'notEndsWith' },
    { name: 'Equal', value: 'equal' },
    { name: 'Not Equal', value: 'notEqual' },
    { name: 'Regex Match', value: 'regex' },
    { name: 'Regex Not Match', value: 'notRegex' },
    { name: 'Starts With', value: 'startsWith' },
    { name: 'Not Starts With', value: 'notStartsWith' },
    { name: 'Is Empty', value: 'isEmpty' },
    { name: 'Is Not Empty', value: 'isNotEmpty' },
  ],
};

const VALUE_TYPE: Record<ConditionType, 'boolean' | 'dateTime' | 'number' | 'string'> = {
  boolean: 'boolean',
  dateTime: 'dateTime',
  number: 'number',
  string: 'string',
};
const DEFAULTS: Record<ConditionType, boolean | number | string> = { boolean: false, dateTime: '', number: 0, string: '' };

/** The `conditions` fixedCollection of If v1 / Filter v1. */
export function legacyConditionsProperty(): INodeProperties {
  const group = (type: ConditionType) => ({
    name: type,
    displayName: type === 'dateTime' ? 'Date & Time' : type[0]!.toUpperCase() + type.slice(1),
    values: [
      {
        displayName: 'Value 1',
        name: 'value1',
        type: VALUE_TYPE[type],
        default: DEFAULTS[type],
        description: 'The value to compare with the second one',
      },
      {
        displayName: 'Operation',
        name: 'operation',
        type: 'options',
        noDataExpression: true,
        options: LEGACY_OPERATIONS[type],
        default: type === 'string' || type === 'number' || type === 'boolean' ? (type === 'number' ? 'smaller' : 'equal') : 'after',
        description: 'Operation to decide where the the data should be mapped to',
      },
      {
        displayName: 'Value 2',
        name: 'value2',
        type: VALUE_TYPE[type],
        default: DEFAULTS[type],
        description: 'The value to compare with the first one',
        ...(type === 'number' || type === 'string' ? { displayOptions: { hide: { operation: ['isEmpty', 'isNotEmpty'] } } } : {}),
      },
    ],
  });
  return {
    displayName: 'Conditions',
    name: 'conditions',
    placeholder: 'Add Condition',
    type: 'fixedCollection',
    typeOptions: { multipleValues: true, sortable: true },
    description: 'The type of values to compare',
    default: {},
    options: (['boolean', 'dateTime', 'number', 'string'] as const).map(group) as never,
  };
}
