/**
 * Reading parameters by path (`options.fields`, `rules.values[0].value`), as n8n's
 * `getNodeParameter('a.b')` does; the path is split and walked by the sdk's one
 * object-path module.
 */
import { getPath } from '@sdk/values';

/** The value at a dotted path with optional `[n]` indexes (own properties only), or undefined. */
export function getParameterPath(root: unknown, path: string): unknown {
  return getPath(root, path);
}

/** Whether a parameter value holds an expression anywhere (strings starting with '='). */
export function containsExpression(value: unknown): boolean {
  if (typeof value === 'string') return value.startsWith('=');
  if (Array.isArray(value)) return value.some(containsExpression);
  if (value !== null && typeof value === 'object') return Object.values(value).some(containsExpression);
  return false;
}
