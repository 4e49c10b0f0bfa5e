/**
 * Reading parameters by path (`options.fields`, `rules.values[0].value`), as n8n's
 * `getNodeParameter('a.b')` does.
 */

/** The value at a dotted path with optional `[n]` indexes, or undefined. */
export function getParameterPath(root: unknown, path: string): unknown {
  let current: unknown = root;
  for (const part of path.split('.')) {
    const match = /^([^[\]]*)((?:\[\d+\])*)$/.exec(part);
    if (!match) return undefined;
    if (match[1] !== '') current = step(current, match[1]!);
    for (const index of match[2]!.matchAll(/\[(\d+)\]/g)) current = step(current, Number(index[1]));
    if (current === undefined) return undefined;
  }
  return current;
}

function step(value: unknown, key: string | number): unknown {
  if (value === null || typeof value !== 'object') return undefined;
  if (!Object.prototype.hasOwnProperty.call(value, key)) return undefined;
  return (value as Record<string | number, unknown>)[key];
}
