/**
 * Unique node names and simultaneous renames of several nodes, as paste and
 * duplicate need them.
 *
 * @module
 */
import { renameInValue } from '@core/document/rename-references';

export { uniqueNodeName } from '@core/document/unique-name';

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
