/**
 * The values of "Query Parameters" (`options.queryReplacement`) for Execute Query of the SQL
 * nodes (Postgres, MySQL), read as n8n reads them from the parameter as written (not its
 * resolved text):
 *
 * - before 2.5: the text is split at commas first; each piece is a value, a piece with
 *   `{{ }}` its expression's result (an object or a text with commas stays one value);
 * - from 2.5: each `{{ }}` is evaluated and its result split at commas (a JSON text stays
 *   one value; null is 'null', an object its JSON); without `{{ }}` the text is split at
 *   commas.
 *
 * A parameter that resolves to an array gives that array in every version.
 */
import type { IDataObject } from '@sdk/workflow';
import { NodeOperationError, type IExecuteFunctions } from '../../../engine/node-interface';

const RESOLVABLE = /\{\{[\s\S]*?\}\}/g;

/** Comma-separated text as values: empty pieces left out, the rest trimmed. */
function splitList(text: string): string[] {
  return text
    .split(',')
    .filter((entry) => entry)
    .map((entry) => entry.trim());
}

function asText(value: unknown): string {
  if (value === undefined) return '';
  if (value === null) return 'null';
  return typeof value === 'object' ? JSON.stringify(value) : String(value as string);
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text.trim());
    return true;
  } catch {
    return false;
  }
}

/** The query parameter values of item `i` for node version `version`. */
export function queryParameterValues(fn: IExecuteFunctions, i: number, version: number): unknown[] {
  const resolved = fn.getNodeParameter('options.queryReplacement', i, '') as unknown;
  if (Array.isArray(resolved)) return resolved;
  if (typeof resolved !== 'string' && typeof resolved !== 'number')
    throw new NodeOperationError(fn.getNode(), 'Query Parameters must be a string of comma-separated values or an array of values', {
      itemIndex: i,
    });
  const written = (fn.getNode().parameters['options'] as IDataObject | undefined)?.['queryReplacement'];
  const raw = (typeof written === 'string' || typeof written === 'number' ? String(written) : String(resolved)).replace(/^=+/, '');
  if (raw === '') return [];
  const evaluate = (expression: string) => fn.evaluateExpression(expression, i) as unknown;
  if (version >= 2.5) {
    const expressions = raw.match(RESOLVABLE);
    if (expressions === null) return splitList(raw);
    return expressions.flatMap((expression) => {
      const text = asText(evaluate(expression));
      return isJson(text) ? [text] : splitList(text);
    });
  }
  return splitList(raw).flatMap((piece) => {
    const expressions = piece.match(RESOLVABLE);
    return expressions === null ? [piece] : expressions.map((expression) => evaluate(expression));
  });
}

/** The query with its `{{ }}` parts replaced by their values written as text, as n8n does. */
export function resolveQuery(fn: IExecuteFunctions, i: number, query: string): string {
  return query.replace(RESOLVABLE, (expression) => String(fn.evaluateExpression(expression, i)));
}
