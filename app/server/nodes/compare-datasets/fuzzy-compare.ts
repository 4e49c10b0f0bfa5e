/**
 * Compare Datasets' value comparison: strict deep equality, or with "Fuzzy Compare" small
 * type differences tolerated (3 and '3', true and 'true' or 1, null and '' and [], an
 * object and its JSON text; from version 2 also null and 0).
 */
import { isEqualValue } from '../shared/transform/fields';

export type CompareValues = (a: unknown, b: unknown) => boolean;

const isFalsy = (value: unknown) => value === null || value === '' || (Array.isArray(value) && value.length === 0);

function equalsJsonText(text: string, value: unknown): boolean {
  try {
    return isEqualValue(JSON.parse(text), value);
  } catch {
    return false;
  }
}

function booleanMatches(flag: boolean, other: unknown): boolean {
  if (typeof other === 'string')
    return (flag && (other.toLowerCase() === 'true' || other === '1')) || (!flag && (other.toLowerCase() === 'false' || other === '0'));
  if (typeof other === 'number') return (flag && other === 1) || (!flag && other === 0);
  return false;
}

/** The comparison for a node version and its "Fuzzy Compare" setting. */
export function valueComparer(fuzzy: boolean, version: number): CompareValues {
  if (!fuzzy) return isEqualValue;
  return (a, b) => {
    if (a !== null && b !== null && typeof a === typeof b) return isEqualValue(a, b);
    if (version >= 2) {
      if (a === null && (b === null || b === 0 || b === '0')) return true;
      if (b === null && (a === 0 || a === '0')) return true;
    }
    if (isFalsy(a) && isFalsy(b)) return true;
    if ((isFalsy(a) && b === undefined) || (a === undefined && isFalsy(b))) return true;
    if (typeof a === 'number' && typeof b === 'string') return a.toString() === b;
    if (typeof a === 'string' && typeof b === 'number') return a === b.toString();
    if (a !== null && typeof a === 'object' && typeof b === 'string') return equalsJsonText(b, a);
    if (b !== null && typeof a === 'string' && typeof b === 'object') return equalsJsonText(a, b);
    if (typeof a === 'boolean' && booleanMatches(a, b)) return true;
    if (typeof b === 'boolean' && booleanMatches(b, a)) return true;
    return isEqualValue(a, b);
  };
}
