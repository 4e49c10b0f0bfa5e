/**
 * Fixed ↔ expression switching of a parameter value (an expression is a
 * string starting with '='). Pure functions: the widgets call them and dispatch the result.
 *
 * @module
 */
import type { INodeProperties, INodePropertyOptions } from '@sdk';

/** A resource locator value: `{ __rl: true, value, mode }`. */
export interface ResourceLocatorValue {
  readonly __rl: true;
  readonly value: unknown;
  readonly mode: string;
  readonly cachedResultName?: string;
  readonly cachedResultUrl?: string;
}

/** Whether `value` is a resource locator value. */
export function isResourceLocatorValue(value: unknown): value is ResourceLocatorValue {
  return typeof value === 'object' && value !== null && (value as { __rl?: unknown }).__rl === true;
}

/** Whether a parameter value is an expression: a string starting with '=' (or a resource locator holding one). */
export function isExpressionValue(value: unknown): boolean {
  if (isResourceLocatorValue(value)) return isExpressionValue(value.value);
  return typeof value === 'string' && value.startsWith('=');
}

/** The text an input shows: an expression without its leading '='. */
export function displayedExpression(value: string): string {
  return value.startsWith('=') ? value.slice(1) : value;
}

function literal(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined || value === null) return String(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * The value after "Expression" is chosen: numbers and booleans (and other
 * non-strings) are wrapped as `={{ value }}`, an empty number becomes
 * `={{ 0 }}`, strings get a leading '='; a resource locator keeps its mode.
 */
export function toExpression(value: unknown, parameter: Pick<INodeProperties, 'type'>): unknown {
  if (isExpressionValue(value)) return value;
  if (parameter.type === 'resourceLocator') {
    if (isResourceLocatorValue(value)) return { ...value, value: `=${literal(value.value ?? '')}` };
    return { __rl: true, value: `=${literal(value ?? '')}`, mode: '' };
  }
  if (
    parameter.type === 'number' &&
    (value === '' || value === null || value === undefined || (typeof value === 'number' && Number.isNaN(value)))
  ) {
    return '={{ 0 }}';
  }
  if (parameter.type === 'number' || parameter.type === 'boolean' || typeof value !== 'string') return `={{ ${literal(value)} }}`;
  return `=${value}`;
}

/**
 * The value after "Fixed" is chosen: the expression's evaluated result. A
 * string parameter loses its leading '=' (the text stays as typed); a
 * multiOptions parameter keeps only the evaluated items that are valid
 * options; a resource locator keeps its mode.
 *
 * @param value - the current (expression) value
 * @param parameter - the parameter definition
 * @param evaluated - what the expression evaluates to for the shown item
 * @param options - the options a multiOptions parameter offers (remote ones once loaded)
 */
export function toFixed(
  value: unknown,
  parameter: Pick<INodeProperties, 'type'>,
  evaluated: unknown,
  options: readonly Pick<INodePropertyOptions, 'value'>[] = [],
): unknown {
  if (isResourceLocatorValue(value)) {
    const inner = typeof value.value === 'string' && value.value.startsWith('=') ? evaluated : value.value;
    return { ...value, value: inner ?? '' };
  }
  if (!isExpressionValue(value)) return value;
  if (parameter.type === 'string') return (value as string).slice(1);
  if (parameter.type === 'multiOptions') {
    const items: unknown[] = Array.isArray(evaluated) ? evaluated : typeof evaluated === 'string' ? evaluated.split(',') : [];
    const valid = new Set(options.map((o) => o.value));
    return items.filter((item) => valid.has(item as string | number | boolean));
  }
  return evaluated === undefined ? null : evaluated;
}

/**
 * Typing '=' into an empty fixed input switches it to an expression: true
 * when the previous text was empty, the new one starts with '=' and the
 * parameter allows expressions.
 */
export function typedIntoExpression(previous: unknown, next: string, parameter: Pick<INodeProperties, 'noDataExpression'>): boolean {
  if (parameter.noDataExpression === true) return false;
  const wasEmpty = previous === '' || previous === null || previous === undefined;
  return wasEmpty && next.startsWith('=');
}
