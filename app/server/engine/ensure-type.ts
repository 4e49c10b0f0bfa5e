/**
 * `getNodeParameter(name, i, fallback, { ensureType })`: the parameter's value converted to
 * the type the node asks for, as the anchor product converts it (community nodes rely on
 * it, e.g. a JSON parameter typed as text comes back parsed with `ensureType: 'json'`).
 */
export type EnsureType = 'string' | 'number' | 'boolean' | 'object' | 'array' | 'json';

/** Why a value could not be converted (the caller wraps it as the node's error). */
export class EnsureTypeError extends Error {}

/** `value` as `type`; throws an EnsureTypeError naming the parameter when it cannot be. */
export function ensureType(type: EnsureType, value: unknown, parameterName: string): unknown {
  if (value === undefined || value === null) return value;
  switch (type) {
    case 'string':
      return typeof value === 'object' ? JSON.stringify(value) : String(value as string | number | boolean);
    case 'number': {
      const number = Number(value);
      if (Number.isNaN(number))
        throw new EnsureTypeError(`Parameter '${parameterName}' must be a number, but we got '${String(value as string)}'`);
      return number;
    }
    case 'boolean':
      if (typeof value === 'string') return value.trim().toLowerCase() === 'true';
      return Boolean(value);
    default: {
      let parsed: unknown = value;
      if (typeof value === 'string') {
        try {
          parsed = JSON.parse(value) as unknown;
        } catch {
          throw new EnsureTypeError(`Parameter '${parameterName}' could not be parsed as JSON`);
        }
      }
      if (type === 'object' && (typeof parsed !== 'object' || Array.isArray(parsed))) {
        throw new EnsureTypeError(`Parameter '${parameterName}' must be an object, but we got '${JSON.stringify(parsed)}'`);
      }
      if (type === 'array' && !Array.isArray(parsed)) {
        throw new EnsureTypeError(`Parameter '${parameterName}' must be an array, but we got '${JSON.stringify(parsed)}'`);
      }
      return parsed;
    }
  }
}
