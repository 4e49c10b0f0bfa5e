/**
 * Unique node names and simultaneous renames of several nodes, as paste and
 * duplicate need them.
 *
 * @module
 */
import { renameInValue } from '@core/document/rename-references';

/**
 * A name no node has yet, the way n8n makes one: the name itself when free;
 * otherwise the trailing number is split off and counted up from it (or from
 * 1): 'Set' → 'Set1', 'Set2' ...; 'Set5' → 'Set5', 'Set6' ...; a name of
 * only digits counts up from its value.
 */
export function uniqueNodeName(originalName: string, usedNames: Iterable<string>): string {
  const used = usedNames instanceof Set ? (usedNames as ReadonlySet<string>) : new Set(usedNames);
  if (!used.has(originalName)) return originalName;
  const match = /(.*\D+)(\d*)/.exec(originalName);
  let baseName: string;
  let index = 1;
  let candidate: string;
  if (match === null) {
    baseName = '';
    index = parseInt(originalName, 10);
    candidate = String(index);
  } else {
    baseName = match[1] ?? '';
    const digits = match[2] ?? '';
    if (digits !== '') index = parseInt(digits, 10);
    candidate = baseName;
  }
  while (used.has(candidate)) candidate = `${baseName}${index++}`;
  return candidate;
}

/**
 * Rewrites expression references (`$node["Old"]`, `$('Old')`, ...) for
 * several renames at once inside a parameter value. Renames apply as if
 * simultaneous: with A → B and B → C, a reference to A becomes B and one to
 * B becomes C (applying them one after the other would turn both into C).
 * Returns the same object when nothing changed.
 */
export function renameReferencesInValue(value: unknown, renames: Readonly<Record<string, string>>): unknown {
  const pairs = Object.entries(renames).filter(([from, to]) => from !== to);
  if (pairs.length === 0) return value;
  if (pairs.length === 1) {
    const [from, to] = pairs[0] as [string, string];
    return renameInValue(value, from, to);
  }
  // Identifier-like placeholders keep the `$node.Name` form intact.
  const nonce = Math.random().toString(36).slice(2, 10);
  let out = value;
  pairs.forEach(([from], i) => {
    out = renameInValue(out, from, `__syRename_${nonce}_${i}__`);
  });
  pairs.forEach(([, to], i) => {
    out = renameInValue(out, `__syRename_${nonce}_${i}__`, to);
  });
  return out;
}
