/**
 * The texts a JSON value gives as documents, as LangChain's JSONLoader (which n8n's Default
 * Data Loader uses) picks them: every string value, in order, when no pointer is given;
 * with pointers, the strings below each object's targeted entries, searched at every level.
 * n8n always passes at least the pointer `""` (the whole value), so strings of nested objects
 * and arrays are found once for the whole value and again for each nested level; that
 * repetition is part of the anchor's output and is kept.
 */
import { ownValue } from '@sdk/values';

/** A JSON pointer (RFC 6901) as reference tokens; `""` is the whole value. */
export type JsonPointer = readonly string[];

export class InvalidJsonPointerError extends Error {}

/** Parses `"/a/b~1c"` into tokens; a pointer must be `""` or start with `/`. */
export function parseJsonPointer(pointer: string): JsonPointer {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) throw new InvalidJsonPointerError(`Invalid JSON pointer: ${pointer}`);
  return pointer
    .slice(1)
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function resolve(value: unknown, pointer: JsonPointer): unknown {
  let current = value;
  for (const token of pointer) {
    if (current === null || typeof current !== 'object') return undefined;
    current = ownValue(current, token);
  }
  return current;
}

/** The strings of `json` (see the file comment); `pointers` empty means every string. */
export function jsonStrings(json: unknown, pointers: readonly JsonPointer[]): string[] {
  return extract(json, pointers, pointers.length === 0, false);
}

function extract(json: unknown, pointers: readonly JsonPointer[], all: boolean, keyFound: boolean): string[] {
  if (!json) return [];
  if (typeof json === 'string') return all ? [json] : [];
  if (Array.isArray(json) && all) return json.flatMap((element) => extract(element, pointers, true, false));
  if (typeof json !== 'object') return [];
  if (all) return extract(Object.values(json), pointers, true, false);
  const targeted = pointers.map((pointer) => resolve(json, pointer)).filter((entry) => Boolean(entry));
  const others = Object.values(json).filter((entry) => !targeted.includes(entry));
  if (targeted.length > 0) {
    return [
      ...targeted.flatMap((entry) => extract(entry, pointers, true, true)),
      ...others.flatMap((entry) => extract(entry, pointers, false, true)),
    ];
  }
  return keyFound ? [] : others.flatMap((entry) => extract(entry, pointers, false, false));
}
