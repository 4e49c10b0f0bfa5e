/**
 * Parameter values prepared once per node run: each expression string is compiled by the
 * sdk expression language (`compileExpression`, cached) and nested objects and arrays
 * become small builder functions, so resolving a parameter for item i is one pass with
 * no re-parsing, no prototype checks and no per-key property descriptors. Strings that
 * are not expressions, numbers and booleans come back as they are; the semantics are
 * those of `resolveParameterValue` (sdk/expressions/context/resolve-parameters.ts).
 */
import { compileExpression, isExpression, type EvaluateOptions } from '@sdk/expressions';

/** Resolves a prepared value against an item's expression context. */
export type PreparedValue = (context: object, options: EvaluateOptions) => unknown;

/** Prepares `value` for repeated resolution. */
export function prepareParameter(value: unknown): PreparedValue {
  if (typeof value === 'string') {
    if (!isExpression(value)) return () => value;
    let compiled: ReturnType<typeof compileExpression> | undefined;
    let failure: unknown;
    try {
      compiled = compileExpression(value);
    } catch (error) {
      failure = error;
    }
    // A syntax error fails when the value is used, as evaluating it would.
    return compiled
      ? (context, options) => compiled.evaluate(context, options)
      : () => {
          throw failure;
        };
  }
  if (Array.isArray(value)) {
    const parts = value.map(prepareParameter);
    return (context, options) => parts.map((part) => part(context, options));
  }
  if (typeof value === 'object' && value !== null) {
    const proto = Object.getPrototypeOf(value) as object | null;
    if (proto !== Object.prototype && proto !== null) return () => value;
    const entries = Object.entries(value).map(([key, inner]) => [key, prepareParameter(inner)] as const);
    const unsafe = entries.some(([key]) => key === '__proto__');
    return (context, options) => {
      const out: Record<string, unknown> = {};
      if (unsafe) {
        for (const [key, part] of entries)
          Object.defineProperty(out, key, { value: part(context, options), enumerable: true, writable: true, configurable: true });
      } else {
        for (const [key, part] of entries) out[key] = part(context, options);
      }
      return out;
    };
  }
  return () => value;
}
