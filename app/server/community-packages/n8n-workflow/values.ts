/**
 * The value helpers community packages import from `n8n-workflow`, written for
 * Switchyard against their documented behaviour (names and arguments as packages call
 * them).
 */
import { randomInt } from 'node:crypto';
import { deepCopy as copyValue } from '@sdk/values';

/** Options of {@link jsonParse}. */
export interface JsonParseOptions<T> {
  /** Returned instead of throwing when the text is not JSON. */
  fallbackValue?: T;
  /** The message of the error thrown when the text is not JSON. */
  errorMessage?: string;
  /** Also accept JavaScript object notation (unquoted keys, single quotes). */
  acceptJSObject?: boolean;
}

/** A deep copy of plain data (functions and class instances are kept by reference). */
export function deepCopy<T>(value: T): T {
  return copyValue(value);
}

/** `JSON.parse` with a fallback value or a readable error. */
export function jsonParse<T = unknown>(text: string, options: JsonParseOptions<T> = {}): T {
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    if (options.acceptJSObject) {
      const relaxed = text.replace(/([{,]\s*)([A-Za-z_$][\w$]*)\s*:/g, '$1"$2":').replace(/'([^'\\]*(?:\\.[^'\\]*)*)'/g, '"$1"');
      try {
        return JSON.parse(relaxed) as T;
      } catch {
        // fall through to the fallback or the error
      }
    }
    if ('fallbackValue' in options) return options.fallbackValue as T;
    throw new Error(options.errorMessage ?? `JSON parameter needs to be valid JSON (${(error as Error).message})`, { cause: error });
  }
}

/** `JSON.stringify` that writes circular references as `[Circular Reference]`. */
export function jsonStringify(value: unknown, options: { replaceCircularRefs?: boolean } = {}): string {
  if (!options.replaceCircularRefs) return JSON.stringify(value);
  const seen = new WeakSet<object>();
  return JSON.stringify(value, (_key, current: unknown) => {
    if (typeof current === 'object' && current !== null) {
      if (seen.has(current)) return '[Circular Reference]';
      seen.add(current);
    }
    return current;
  });
}

/** Resolves after `ms` milliseconds. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Whether `value` is an object without own keys. */
export function isObjectEmpty(value: object | null | undefined): boolean {
  return value === null || value === undefined || Object.keys(value).length === 0;
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A random string of letters and digits, `length` long (or between min and max). */
export function randomString(minLength: number, maxLength?: number): string {
  const length = maxLength === undefined ? minLength : randomInt(minLength, maxLength + 1);
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

/** Adds `displayOptions` to every property (n8n's `updateDisplayOptions`, used by versioned node descriptions). */
export function updateDisplayOptions<T extends { displayOptions?: Record<string, unknown> }>(
  displayOptions: { show?: Record<string, unknown>; hide?: Record<string, unknown> },
  properties: T[],
): T[] {
  return properties.map((property) => {
    const own = (property.displayOptions ?? {}) as { show?: Record<string, unknown>; hide?: Record<string, unknown> };
    const merged: Record<string, unknown> = {};
    const show = { ...(own.show ?? {}), ...(displayOptions.show ?? {}) };
    const hide = { ...(own.hide ?? {}), ...(displayOptions.hide ?? {}) };
    if (Object.keys(show).length > 0) merged.show = show;
    if (Object.keys(hide).length > 0) merged.hide = hide;
    return { ...property, displayOptions: merged };
  });
}

/** Turns anything thrown into an Error. */
export function ensureError(value: unknown): Error {
  if (value instanceof Error) return value;
  return new Error(typeof value === 'string' ? value : 'An error occurred', { cause: value });
}

/** Throws when `condition` is false. */
export function assert(condition: unknown, message = 'Assertion failed'): asserts condition {
  if (!condition) throw new Error(message);
}
