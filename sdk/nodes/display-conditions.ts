/**
 * The comparison objects of display options (`{ _cnd: { gte: 2 } }`) and the
 * rule that matches a list of condition values against a parameter's
 * current value(s), as n8n's node helpers do.
 *
 * @module
 */
import type { DisplayCondition } from '../workflow/parameter-types';
import { deepEqual, isPlainObject } from '../values';

/** The operators a `_cnd` object may use. */
export const DISPLAY_CONDITION_OPERATORS = [
  'eq',
  'not',
  'gte',
  'lte',
  'gt',
  'lt',
  'between',
  'startsWith',
  'endsWith',
  'includes',
  'regex',
  'exists',
] as const;

/** One `_cnd` operator name. */
export type DisplayConditionOperator = (typeof DISPLAY_CONDITION_OPERATORS)[number];

/** True when `value` is a condition object: exactly one key `_cnd` holding an object. */
export function isDisplayCondition(value: unknown): value is DisplayCondition {
  return isPlainObject(value) && Object.keys(value).length === 1 && isPlainObject(value['_cnd']);
}

const asNumber = (value: unknown): number => value as number;

function compareOne(operator: string, target: unknown, actual: unknown): boolean {
  switch (operator) {
    case 'eq':
      return deepEqual(actual, target);
    case 'not':
      return !deepEqual(actual, target);
    // Ordering compares as JavaScript does (numbers numerically, strings lexically).
    case 'gte':
      return asNumber(actual) >= asNumber(target);
    case 'lte':
      return asNumber(actual) <= asNumber(target);
    case 'gt':
      return asNumber(actual) > asNumber(target);
    case 'lt':
      return asNumber(actual) < asNumber(target);
    case 'between': {
      if (!isPlainObject(target)) return false;
      return asNumber(actual) >= asNumber(target['from']) && asNumber(actual) <= asNumber(target['to']);
    }
    case 'includes':
      return typeof actual === 'string' && typeof target === 'string' && actual.includes(target);
    case 'startsWith':
      return typeof actual === 'string' && typeof target === 'string' && actual.startsWith(target);
    case 'endsWith':
      return typeof actual === 'string' && typeof target === 'string' && actual.endsWith(target);
    case 'regex': {
      if (typeof target !== 'string' || actual === null || actual === undefined) return false;
      try {
        return new RegExp(target).test(String(actual));
      } catch {
        return false;
      }
    }
    case 'exists':
      return actual !== null && actual !== undefined && actual !== '';
    default:
      return false;
  }
}

/**
 * Whether one `_cnd` condition holds for the actual values: every value must
 * satisfy it. With no values only `not` holds.
 */
export function matchesDisplayCondition(condition: DisplayCondition, actualValues: readonly unknown[]): boolean {
  const entry = Object.entries(condition._cnd)[0];
  if (!entry) return false;
  const [operator, target] = entry;
  if (actualValues.length === 0) return operator === 'not';
  return actualValues.every((actual) => compareOne(operator, target, actual));
}

/**
 * Whether any of the listed condition values matches: a plain value matches
 * when one of the actual values is that value; a `_cnd` object matches per
 * {@link matchesDisplayCondition}.
 */
export function checkDisplayConditions(conditions: ReadonlyArray<unknown>, actualValues: readonly unknown[]): boolean {
  return conditions.some((condition) =>
    isDisplayCondition(condition) ? matchesDisplayCondition(condition, actualValues) : actualValues.includes(condition),
  );
}
