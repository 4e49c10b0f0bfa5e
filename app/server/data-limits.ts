/**
 * How deep and how large data may get (docs/security.md "Resource limits"). V8 serialises
 * JSON and structured clones recursively, so a value nested a few thousand levels deep
 * makes `JSON.stringify` (saving an execution, a push message) throw "Maximum call stack
 * size exceeded" wherever it is next written. Request bodies are therefore refused by
 * depth before they are parsed, and every node output is measured (depth and estimated
 * JSON size) as it is produced. Both checks here are loops over an explicit stack, never
 * recursion, so they cannot overflow the stack on the input they are meant to refuse.
 */

/**
 * How deeply data may nest (`SWITCHYARD_JSON_MAX_DEPTH`): a webhook's JSON body may nest
 * this many levels; see {@link OUTPUT_DEPTH_SLACK} and {@link REST_DEPTH_SLACK} for the
 * other places data travels. 128 is far beyond real API data (tens of levels) and far
 * below where V8's recursive serialisers run out of stack (about 4,500 levels).
 */
export const DEFAULT_JSON_MAX_DEPTH = 128;
/** Smallest and largest `SWITCHYARD_JSON_MAX_DEPTH`. */
export const JSON_MAX_DEPTH_RANGE = [16, 1000] as const;
/**
 * Extra levels a node output item's `json` may have beyond the data limit: room for the
 * wrapper a trigger puts around data it received (the Webhook node's `{ body: … }`).
 */
export const OUTPUT_DEPTH_SLACK = 8;
/**
 * Extra levels a REST request body may have beyond the data limit: room for the wrappers
 * the editor sends around node output items (a workflow's `pinData`, a partial run's
 * `runData → node → [run] → data → main → [output] → [item] → json`).
 */
export const REST_DEPTH_SLACK = 32;

/** Most node runs in one execution (`EXECUTIONS_MAX_NODE_RUNS`). */
export const DEFAULT_MAX_NODE_RUNS = 100_000;
/** Largest data of one execution, in MiB (`EXECUTIONS_DATA_MAX_SIZE`). */
export const DEFAULT_EXECUTION_DATA_MAX_MIB = 64;

const OPEN_BRACKET = 0x5b; // [
const OPEN_BRACE = 0x7b; // {
const CLOSE_BRACKET = 0x5d; // ]
const CLOSE_BRACE = 0x7d; // }
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * Whether JSON text nests arrays and objects deeper than `limit` levels (`[]` is one
 * level). A linear scan that skips strings; it does not validate the JSON (the parser
 * does that next), so it runs before anything is parsed or allocated. UTF-8 bytes and
 * UTF-16 text scan alike: `"`, `\` and the brackets never occur inside a multi-byte
 * character.
 */
export function jsonTextNestsDeeperThan(text: string | Uint8Array, limit: number): boolean {
  const bytes = typeof text !== 'string';
  const length = text.length;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < length; i++) {
    const c = bytes ? (text as Uint8Array)[i]! : (text as string).charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_BRACKET || c === OPEN_BRACE) {
      if (++depth > limit) return true;
    } else if (c === CLOSE_BRACKET || c === CLOSE_BRACE) {
      depth--;
    }
  }
  return false;
}

/** What {@link measureJson} found. */
export interface JsonMeasure {
  /** Estimated length of the value's JSON text (characters); 0 when too deep, the budget when over it. */
  size: number;
  /** The value nests deeper than the depth limit (or refers to itself). */
  tooDeep: boolean;
  /** The size passed the budget (the walk stopped there). */
  overBudget: boolean;
}

/** Characters of a number's JSON text, estimated without formatting it. */
function numberSize(n: number): number {
  if (!Number.isInteger(n)) return 12;
  let size = n < 0 ? 2 : 1;
  for (let a = Math.abs(n); a >= 10 && size < 22; a /= 10) size++;
  return size;
}

/**
 * JSON characters of a value that has no children (with a separator), or -1 for an
 * object or array. Values JSON leaves out (undefined, functions, symbols) count nothing.
 */
function scalarSize(value: unknown): number {
  switch (typeof value) {
    case 'string':
      return (value as string).length + 3; // quotes and a separator
    case 'number':
      return numberSize(value as number) + 1;
    case 'boolean':
      return 6;
    case 'bigint':
      // JSON.stringify throws on it; counted so the estimate is not zero.
      return 20;
    case 'object':
      return value === null ? 5 : -1;
    default:
      return 0;
  }
}

// The walk's stack of objects still to look into, kept between calls (the walk never
// re-enters itself). Scalars are counted where they are found and never pushed.
const stackValues: unknown[] = [];
const stackDepths: number[] = [];

/** {@link jsonSize}'s answer for a value nesting deeper than the limit. */
export const TOO_DEEP = -1;
/** {@link jsonSize}'s answer for a value larger than the budget. */
export const OVER_BUDGET = -2;

/** Empties the stack slots `0..top` (so the walk keeps nothing alive) and returns `code`. */
function abandon(top: number, code: number): number {
  for (let i = 0; i < top; i++) stackValues[i] = undefined;
  return code;
}

/**
 * The estimated JSON size of `value` (characters), or {@link TOO_DEEP} when it nests
 * deeper than `maxDepth` (an empty object or array is one level, a scalar none; a value
 * that refers to itself, which JSON cannot write, is too deep), or {@link OVER_BUDGET}
 * once the size passes `budget`. Iterative, and it stops as soon as a limit is passed, so
 * a value built to be huge costs at most `budget` steps. The engine calls it for every
 * item a node outputs: no allocation per call.
 */
export function jsonSize(value: unknown, maxDepth: number, budget: number = Number.POSITIVE_INFINITY): number {
  let size = scalarSize(value);
  if (size >= 0) return size > budget ? OVER_BUDGET : size;
  size = 0;
  let top = 0;
  stackValues[top] = value;
  stackDepths[top++] = 0;
  while (top > 0) {
    let current = stackValues[--top];
    stackValues[top] = undefined;
    const level = stackDepths[top]! + 1;
    if (ArrayBuffer.isView(current)) {
      // A Buffer writes as {"type":"Buffer","data":[...]}: a few characters per byte.
      size += current.byteLength * 4 + 32;
      if (size > budget) return abandon(top, OVER_BUDGET);
      continue;
    }
    const toJSON = (current as { toJSON?: unknown }).toJSON;
    if (typeof toJSON === 'function') {
      // Dates and Luxon DateTimes write what toJSON returns (called once, as JSON does).
      try {
        current = toJSON.call(current) as unknown;
      } catch {
        current = undefined;
      }
      const scalar = scalarSize(current);
      if (scalar >= 0) {
        size += scalar;
        continue;
      }
    }
    if (level > maxDepth) return abandon(top, TOO_DEEP);
    if (Array.isArray(current)) {
      const length = current.length;
      size += length + 2;
      if (size > budget) return abandon(top, OVER_BUDGET);
      for (let i = length - 1; i >= 0; i--) {
        const item: unknown = current[i];
        const scalar = scalarSize(item);
        if (scalar >= 0) size += scalar;
        else {
          stackValues[top] = item;
          stackDepths[top++] = level;
        }
      }
    } else {
      size += 2;
      for (const key in current as object) {
        const item = (current as Record<string, unknown>)[key];
        const scalar = scalarSize(item);
        size += key.length + 3;
        if (scalar >= 0) size += scalar;
        else {
          stackValues[top] = item;
          stackDepths[top++] = level;
        }
      }
    }
    if (size > budget) return abandon(top, OVER_BUDGET);
  }
  return size;
}

/**
 * Measures `value` as `JSON.stringify` would write it: its nesting depth against
 * `maxDepth` and its estimated JSON size against `budget` characters (see {@link jsonSize}).
 */
export function measureJson(value: unknown, maxDepth: number, budget: number = Number.POSITIVE_INFINITY): JsonMeasure {
  const size = jsonSize(value, maxDepth, budget);
  if (size === TOO_DEEP) return { size: 0, tooDeep: true, overBudget: false };
  if (size === OVER_BUDGET) return { size: budget, tooDeep: false, overBudget: true };
  return { size, tooDeep: false, overBudget: false };
}

/** Whether `value` nests deeper than `maxDepth` levels (see {@link measureJson}). */
export function nestsDeeperThan(value: unknown, maxDepth: number): boolean {
  return measureJson(value, maxDepth).tooDeep;
}

/** `bytes` in MiB for messages ("64 MiB", "0.5 MiB"). */
export function formatMib(bytes: number): string {
  return `${Math.round((bytes / 1024 / 1024) * 100) / 100} MiB`;
}
