/**
 * Reading parameters by path (`options.fields`, `rules.values[0].value`), as n8n's
 * `getNodeParameter('a.b')` does.
 */

const parsed = new Map<string, Array<string | number> | null>();
const PARSED_LIMIT = 10_000;

/** `a.b[0].c` as keys, cached: nodes ask for the same few paths once per item. */
function parsePath(path: string): Array<string | number> | null {
  let keys = parsed.get(path);
  if (keys !== undefined) return keys;
  keys = [];
  for (const part of path.split('.')) {
    const match = /^([^[\]]*)((?:\[\d+\])*)$/.exec(part);
    if (!match) {
      keys = null;
      break;
    }
    if (match[1] !== '') keys.push(match[1]!);
    for (const index of match[2]!.matchAll(/\[(\d+)\]/g)) keys.push(Number(index[1]));
  }
  if (parsed.size >= PARSED_LIMIT) parsed.clear();
  parsed.set(path, keys);
  return keys;
}

/** The value at a dotted path with optional `[n]` indexes, or undefined. */
export function getParameterPath(root: unknown, path: string): unknown {
  const keys = parsePath(path);
  if (keys === null) return undefined;
  let current: unknown = root;
  for (const key of keys) {
    current = step(current, key);
    if (current === undefined) return undefined;
  }
  return current;
}

/** Whether a parameter value holds an expression anywhere (strings starting with '='). */
export function containsExpression(value: unknown): boolean {
  if (typeof value === 'string') return value.startsWith('=');
  if (Array.isArray(value)) return value.some(containsExpression);
  if (value !== null && typeof value === 'object') return Object.values(value).some(containsExpression);
  return false;
}

function step(value: unknown, key: string | number): unknown {
  if (value === null || typeof value !== 'object') return undefined;
  if (!Object.prototype.hasOwnProperty.call(value, key)) return undefined;
  return (value as Record<string | number, unknown>)[key];
}
