/**
 * Regular expressions in expressions run in linear time (docs/security.md "Code and
 * expression sandbox"): regex literals and `new RegExp(...)` build a
 * {@link LinearRegExp}, and the string methods that turn a pattern text or another RegExp
 * into a regular expression (`match`, `matchAll`, `search`, and `replace`, `replaceAll`,
 * `split` given a RegExp) are read as the stand-ins below, which hand a LinearRegExp to
 * the built-in method. So no user pattern reaches the backtracking engine, however it is
 * written (`'…'.match('(a+)+$')`, `[p].map(s.match, s)`).
 *
 * @module
 */
import { LinearRegExp, toLinearRegExp } from '../../regex/linear-regexp';
import { allowFunction } from './intrinsics';

const proto = String.prototype;
const nativeMatch = proto.match;
const nativeMatchAll = proto.matchAll;
const nativeSearch = proto.search;
const nativeReplace = proto.replace;
const nativeReplaceAll = proto.replaceAll;
const nativeSplit = proto.split;
const apply = Reflect.apply;

function receiver(value: unknown, name: string): string {
  if (value === null || value === undefined) throw new TypeError(`String.prototype.${name} called on null or undefined`);
  return String(value);
}

/** A RegExp as a linear one; anything else (a literal search text) as it is. */
const linearIfRegExp = (pattern: unknown): unknown => (pattern instanceof RegExp ? toLinearRegExp(pattern) : pattern);

const substitutes = new Map<unknown, (...args: never[]) => unknown>([
  [
    nativeMatch,
    function match(this: unknown, pattern?: unknown) {
      return apply(nativeMatch, receiver(this, 'match'), [toLinearRegExp(pattern)]);
    },
  ],
  [
    nativeMatchAll,
    function matchAll(this: unknown, pattern?: unknown) {
      return apply(nativeMatchAll, receiver(this, 'matchAll'), [toLinearRegExp(pattern, 'g')]);
    },
  ],
  [
    nativeSearch,
    function search(this: unknown, pattern?: unknown) {
      return apply(nativeSearch, receiver(this, 'search'), [toLinearRegExp(pattern)]);
    },
  ],
  [
    nativeReplace,
    function replace(this: unknown, pattern?: unknown, replacement?: unknown) {
      return apply(nativeReplace, receiver(this, 'replace'), [linearIfRegExp(pattern), replacement]);
    },
  ],
  [
    nativeReplaceAll,
    function replaceAll(this: unknown, pattern?: unknown, replacement?: unknown) {
      return apply(nativeReplaceAll, receiver(this, 'replaceAll'), [linearIfRegExp(pattern), replacement]);
    },
  ],
  [
    nativeSplit,
    function split(this: unknown, separator?: unknown, limit?: unknown) {
      return apply(nativeSplit, receiver(this, 'split'), [linearIfRegExp(separator), limit]);
    },
  ],
]);
for (const fn of substitutes.values()) allowFunction(fn);

/**
 * The function an expression gets for a string method: the linear stand-in for the
 * pattern-taking ones, the value itself otherwise.
 *
 * @param value - a property value read from a string
 * @returns the value to use
 */
export function stringMethod(value: unknown): unknown {
  return typeof value === 'function' ? (substitutes.get(value) ?? value) : value;
}

/**
 * A regular expression for a literal or `new RegExp(...)` in an expression.
 *
 * @param pattern - the pattern
 * @param flags - the flags
 * @returns a linear-time RegExp
 */
export function createRegExp(pattern?: unknown, flags?: unknown): RegExp {
  if (pattern instanceof RegExp) return new LinearRegExp(pattern.source, flags === undefined ? pattern.flags : String(flags));
  return new LinearRegExp(pattern === undefined ? undefined : String(pattern), flags === undefined ? undefined : String(flags));
}
