/**
 * Showing expression results in the editors: errors as the word
 * for error followed by the message (inline, or in brackets in the result),
 * placeholders for empty, undefined and null results, objects and arrays as
 * JSON with their type, dates as ISO text.
 *
 * @module
 */
import { DateTime } from 'luxon';
import { evaluateExpression, type EvaluateOptions } from './evaluate';
import { toExpressionError, type ExpressionError } from './errors';

/** The outcome of evaluating an expression for display. */
export type ExpressionResult = { ok: true; value: unknown } | { ok: false; error: ExpressionError };

/** How {@link formatExpressionResult} writes results. */
export interface FormatResultOptions {
  /** 'bracket' (default) writes errors as `[ERROR: message]`, 'inline' as `ERROR: message`. */
  errorStyle?: 'bracket' | 'inline';
  /** The word for error (translations); default 'ERROR'. */
  errorWord?: string;
}

/** Placeholder shown for an empty-string result. */
export const EMPTY_RESULT_PLACEHOLDER = '[empty]';
/** Placeholder shown for an undefined result. */
export const UNDEFINED_RESULT_PLACEHOLDER = '[undefined]';
/** Placeholder shown for a null result. */
export const NULL_RESULT_PLACEHOLDER = '[null]';
/** Variable-selector data above this many characters is not shown. */
export const VARIABLE_SELECTOR_MAX_CHARACTERS = 102400;
/** What the variable selector shows instead of data that is too large (misspelt on purpose: the wording users of this kind of product know). */
export const VARIABLE_SELECTOR_TOO_LARGE = 'Data to large';

/**
 * Evaluates an expression without throwing, for display.
 *
 * @param value - the expression value
 * @param context - the item's context
 * @param options - evaluation options
 * @returns the value or the error
 */
export function evaluateForDisplay(value: string, context: object, options?: EvaluateOptions): ExpressionResult {
  try {
    return { ok: true, value: evaluateExpression(value, context, options) };
  } catch (error) {
    return { ok: false, error: toExpressionError(error) };
  }
}

/**
 * Writes a result the way the expression editor's result pane shows it.
 *
 * @param result - from {@link evaluateForDisplay}
 * @param options - error style and word
 * @returns the display text
 */
export function formatExpressionResult(result: ExpressionResult, options: FormatResultOptions = {}): string {
  if (!result.ok) {
    const text = `${options.errorWord ?? 'ERROR'}: ${result.error.message}`;
    return options.errorStyle === 'inline' ? text : `[${text}]`;
  }
  return formatValue(result.value);
}

/**
 * Writes one value for display: placeholders for '', undefined and null,
 * `[Type: JSON]` for objects, ISO text for dates.
 *
 * @param value - any value
 * @returns the display text
 */
export function formatValue(value: unknown): string {
  if (value === undefined) return UNDEFINED_RESULT_PLACEHOLDER;
  if (value === null) return NULL_RESULT_PLACEHOLDER;
  if (value === '') return EMPTY_RESULT_PLACEHOLDER;
  if (typeof value === 'string') return value;
  if (typeof value !== 'object') return String(value);
  if (DateTime.isDateTime(value)) return `[DateTime: ${value.isValid ? value.toISO() : 'Invalid DateTime'}]`;
  if (value instanceof Date) return `[Date: ${Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString()}]`;
  const type = Array.isArray(value) ? 'Array' : 'Object';
  let json: string;
  try {
    json = JSON.stringify(value) ?? String(value);
  } catch {
    json = String(value);
  }
  return `[${type}: ${json.replace(/,"/g, ', "').replace(/":/g, '": ')}]`;
}
