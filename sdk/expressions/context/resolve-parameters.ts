/**
 * Resolving parameter values: expression strings (starting with '=') are
 * evaluated, nested objects and arrays (collections, fixed collections,
 * resource locators) are walked, everything else is kept.
 *
 * @module
 */
import { evaluateExpression, type EvaluateOptions } from '../evaluate';
import { isExpression } from '../template';

/**
 * Resolves one parameter value, deeply.
 *
 * @param value - a parameter value (string, number, boolean, object, array)
 * @param context - the expression context of the item
 * @param options - evaluation options (e.g. `lenient` in the engine)
 * @returns the value with every expression evaluated
 */
export function resolveParameterValue(value: unknown, context: object, options?: EvaluateOptions): unknown {
  if (typeof value === 'string') return isExpression(value) ? evaluateExpression(value, context, options) : value;
  if (Array.isArray(value)) return value.map((item) => resolveParameterValue(item, context, options));
  if (typeof value === 'object' && value !== null) {
    const proto = Object.getPrototypeOf(value) as object | null;
    if (proto !== Object.prototype && proto !== null) return value;
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      Object.defineProperty(out, key, {
        value: resolveParameterValue(item, context, options),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return out;
  }
  return value;
}

/**
 * Resolves all parameters of a node for one item.
 *
 * @param parameters - the node's parameters
 * @param context - the expression context of the item
 * @param options - evaluation options
 * @returns the resolved parameters
 */
export function resolveParameters(
  parameters: Readonly<Record<string, unknown>>,
  context: object,
  options?: EvaluateOptions,
): Record<string, unknown> {
  return resolveParameterValue(parameters, context, options) as Record<string, unknown>;
}
