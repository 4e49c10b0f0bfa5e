/**
 * The global names an expression can use, and nothing else.
 *
 * No real host object is handed out: `Math`, `JSON`, `Object`, `Array`,
 * `String`, `Number`, `Boolean`, `Date`, `DateTime`, ... are fresh frozen
 * stand-ins holding only the allow-listed functions, so an expression can
 * neither reach a constructor through them nor change them for other
 * expressions. `new` works only on the stand-ins listed in
 * {@link constructorFor}; `instanceof` maps stand-ins back to the real
 * classes ({@link instanceofTarget}).
 *
 * Names such as `globalThis`, `process`, `require`, `Function`, `eval`,
 * `Reflect`, `Proxy`, `Symbol` are listed in {@link DENIED_GLOBAL_NAMES}: they
 * are "not defined" in every expression, whatever the context holds.
 *
 * @module
 */
import { DateTime, Duration, Interval } from 'luxon';
import { ExpressionError, ExpressionSecurityError } from '../errors';
import { allowFunction } from './intrinsics';
import { charge, defineDataValue, isWritableData } from './guards';
import { currentEvaluationState, currentTimezone, markStateful } from './evaluation-state';
import { LinearRegExp } from '../../regex/linear-regexp';
import { createRegExp } from './regexp';

/** Names that are never defined in an expression. */
export const DENIED_GLOBAL_NAMES: ReadonlySet<string> = new Set([
  'globalThis',
  'window',
  'self',
  'global',
  'top',
  'parent',
  'frames',
  'document',
  'navigator',
  'location',
  'process',
  'require',
  'module',
  'exports',
  'Buffer',
  '__dirname',
  '__filename',
  'Deno',
  'Bun',
  'Function',
  'AsyncFunction',
  'GeneratorFunction',
  'eval',
  'Reflect',
  'Proxy',
  'Symbol',
  'WebAssembly',
  'Atomics',
  'SharedArrayBuffer',
  'WeakRef',
  'FinalizationRegistry',
  'Worker',
  'importScripts',
  'setTimeout',
  'setInterval',
  'setImmediate',
  'clearTimeout',
  'clearInterval',
  'queueMicrotask',
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'EventSource',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'structuredClone',
  'postMessage',
  'arguments',
  'Promise',
  // Object.prototype members: identifiers never resolve through the prototype chain.
  'constructor',
  '__proto__',
  'prototype',
  'toString',
  'toLocaleString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
]);

/** The largest length an expression may ask `Array.from`, `repeat` or `padStart` for. */
export const MAX_CREATED_LENGTH = 10_000_000;

const standInNames = new WeakMap<object, string>();
const constructors = new Map<unknown, new (...args: never[]) => unknown>();
const instanceofTargets = new Map<unknown, unknown>();

function standIn<T extends object>(name: string, members: Record<string, unknown>, base?: T): T & Record<string, unknown> {
  const target = (base ?? Object.create(null)) as T & Record<string, unknown>;
  for (const [key, value] of Object.entries(members)) {
    Object.defineProperty(target, key, { value, enumerable: true, writable: false, configurable: false });
  }
  if (typeof target === 'function') {
    Object.defineProperty(target, 'name', { value: name });
    allowFunction(target as unknown as (...args: never[]) => unknown);
  }
  standInNames.set(target, name);
  return Object.freeze(target);
}

/**
 * The display name of a global stand-in (e.g. 'Object'), for messages such
 * as "Object.defineProperty is not available in expressions".
 *
 * @param value - a value
 * @returns the stand-in's name, or undefined
 */
export function standInName(value: unknown): string | undefined {
  return typeof value === 'object' || typeof value === 'function' ? standInNames.get(value as object) : undefined;
}

/**
 * The real constructor `new X(...)` may build for a stand-in, if any.
 *
 * @param value - the evaluated callee of `new`
 * @returns the real constructor, or undefined when `new` is not allowed
 */
export function constructorFor(value: unknown): (new (...args: unknown[]) => unknown) | undefined {
  return constructors.get(value) as (new (...args: unknown[]) => unknown) | undefined;
}

/**
 * The real class `x instanceof X` tests against for a stand-in, if any.
 *
 * @param value - the right-hand side of instanceof
 * @returns the real class, or undefined
 */
export function instanceofTarget(value: unknown): unknown {
  return instanceofTargets.get(value);
}

function wrap<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  return allowFunction(fn);
}

function requirePlainSource(value: unknown, fnName: string): object | string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value !== 'object') return null;
  const proto = Object.getPrototypeOf(value) as object | null;
  if (proto === Object.prototype || proto === Array.prototype || proto === null) return value;
  if (value instanceof Map || value instanceof Set || value instanceof Date || value instanceof RegExp) return value;
  throw new ExpressionError(`${fnName}() works on plain objects and arrays only`, 'type');
}

function safeAssign(target: unknown, ...sources: unknown[]): unknown {
  if (!isWritableData(target)) {
    throw new ExpressionSecurityError('Object.assign() can only change plain objects and arrays, e.g. Object.assign({}, $json, {...})');
  }
  for (const source of sources) {
    const plain = requirePlainSource(source, 'Object.assign');
    if (plain === null) continue;
    for (const key of Object.keys(plain)) defineDataValue(target, key, (plain as Record<string, unknown>)[key]);
  }
  return target;
}

function arrayFrom(source: unknown, mapFn?: (value: unknown, index: number) => unknown): unknown[] {
  if (typeof source === 'object' && source !== null && !(Symbol.iterator in source)) {
    const length = Number((source as { length?: unknown }).length);
    if (length > MAX_CREATED_LENGTH)
      throw new ExpressionError(`Array.from() cannot create more than ${MAX_CREATED_LENGTH} elements`, 'limit');
    const state = currentEvaluationState();
    if (state && length > 0) charge(state, length);
  }
  return mapFn === undefined ? Array.from(source as ArrayLike<unknown>) : Array.from(source as ArrayLike<unknown>, (v, i) => mapFn(v, i));
}

function keysOf(value: unknown): string[] {
  const plain = requirePlainSource(value, 'Object.keys');
  return plain === null ? [] : Object.keys(plain);
}

function valuesOf(value: unknown): unknown[] {
  const plain = requirePlainSource(value, 'Object.values');
  return plain === null ? [] : Object.values(plain);
}

function entriesOf(value: unknown): Array<[string, unknown]> {
  const plain = requirePlainSource(value, 'Object.entries');
  return plain === null ? [] : Object.entries(plain);
}

/** Where the options argument of DateTime's constructors is; they default to the workflow timezone, as in n8n. */
const ZONED_OPTIONS_AT: Readonly<Record<string, number>> = {
  fromISO: 1,
  fromMillis: 1,
  fromSeconds: 1,
  fromJSDate: 1,
  fromObject: 1,
  fromRFC2822: 1,
  fromHTTP: 1,
  fromSQL: 1,
  fromFormat: 2,
};

function withZone(options: unknown): unknown {
  if (options !== undefined && (typeof options !== 'object' || options === null)) return options;
  const given = (options ?? {}) as Record<string, unknown>;
  return given.zone === undefined ? { ...given, zone: currentTimezone() } : given;
}

function zonedCall(cls: object, name: string, fn: (...a: unknown[]) => unknown): (...args: unknown[]) => unknown {
  if (cls === DateTime && name === 'now') return markStateful(wrap(() => DateTime.now().setZone(currentTimezone())));
  const at = cls === DateTime ? ZONED_OPTIONS_AT[name] : undefined;
  if (at === undefined) return wrap((...args: unknown[]) => fn.apply(cls, args));
  return markStateful(
    wrap((...args: unknown[]) => {
      const copy = args.slice(0, at);
      copy[at] = withZone(args[at]);
      return fn.apply(cls, copy);
    }),
  );
}

function luxonStatics(cls: object, names: readonly string[], constantsFrom?: readonly string[]): Record<string, unknown> {
  const members: Record<string, unknown> = {};
  const source = cls as Record<string, unknown>;
  for (const name of names) {
    const fn = source[name];
    if (typeof fn === 'function') members[name] = zonedCall(cls, name, fn as (...a: unknown[]) => unknown);
  }
  for (const name of constantsFrom ?? []) {
    const value = source[name];
    if (value && typeof value === 'object') members[name] = Object.freeze({ ...(value as object) });
  }
  return members;
}

const DATETIME_PRESETS = Object.getOwnPropertyNames(DateTime).filter((name) => /^[A-Z][A-Z_0-9]+$/.test(name));

const callableString = standIn(
  'String',
  { fromCharCode: String.fromCharCode, fromCodePoint: String.fromCodePoint },
  (...args: unknown[]) => (args.length === 0 ? '' : String(args[0])),
);
const callableNumber = standIn(
  'Number',
  {
    isInteger: Number.isInteger,
    isFinite: Number.isFinite,
    isNaN: Number.isNaN,
    isSafeInteger: Number.isSafeInteger,
    parseFloat: Number.parseFloat,
    parseInt: Number.parseInt,
    MAX_SAFE_INTEGER: Number.MAX_SAFE_INTEGER,
    MIN_SAFE_INTEGER: Number.MIN_SAFE_INTEGER,
    MAX_VALUE: Number.MAX_VALUE,
    MIN_VALUE: Number.MIN_VALUE,
    EPSILON: Number.EPSILON,
    POSITIVE_INFINITY: Infinity,
    NEGATIVE_INFINITY: -Infinity,
    NaN: Number.NaN,
  },
  (...args: unknown[]) => (args.length === 0 ? 0 : Number(args[0])),
);
const callableBoolean = standIn('Boolean', {}, (value?: unknown) => Boolean(value));
const dateStandIn = standIn('Date', { now: Date.now, parse: Date.parse, UTC: Date.UTC }, () => new Date().toString());
// Linear-time regular expressions only (sandbox/regexp.ts).
const regExpStandIn = standIn('RegExp', {}, (pattern?: unknown, flags?: unknown) => createRegExp(pattern, flags));
const mapStandIn = standIn('Map', {}, () => {
  throw new ExpressionError("Map must be created with 'new Map(...)'", 'type');
});
const setStandIn = standIn('Set', {}, () => {
  throw new ExpressionError("Set must be created with 'new Set(...)'", 'type');
});
const objectStandIn = standIn('Object', {
  keys: wrap(keysOf),
  values: wrap(valuesOf),
  entries: wrap(entriesOf),
  fromEntries: Object.fromEntries,
  assign: wrap(safeAssign),
  is: Object.is,
  hasOwn: wrap(
    (value: unknown, key: unknown) => requirePlainSource(value, 'Object.hasOwn') !== null && Object.hasOwn(value as object, String(key)),
  ),
});
const arrayStandIn = standIn('Array', { isArray: Array.isArray, from: markStateful(wrap(arrayFrom)), of: Array.of });
const mathStandIn = standIn(
  'Math',
  Object.fromEntries(Object.getOwnPropertyNames(Math).map((name) => [name, (Math as unknown as Record<string, unknown>)[name]])),
);
const jsonStandIn = standIn('JSON', { parse: JSON.parse, stringify: JSON.stringify });
const dateTimeStandIn = standIn(
  'DateTime',
  luxonStatics(
    DateTime,
    [
      'now',
      'local',
      'utc',
      'fromISO',
      'fromMillis',
      'fromSeconds',
      'fromJSDate',
      'fromObject',
      'fromFormat',
      'fromRFC2822',
      'fromHTTP',
      'fromSQL',
      'invalid',
      'isDateTime',
      'min',
      'max',
      'fromFormatExplain',
      'parseFormatForOpts',
      'expandFormat',
    ],
    DATETIME_PRESETS,
  ),
);
const durationStandIn = standIn(
  'Duration',
  luxonStatics(Duration, ['fromObject', 'fromISO', 'fromISOTime', 'fromMillis', 'fromDurationLike', 'invalid', 'isDuration']),
);
const intervalStandIn = standIn(
  'Interval',
  luxonStatics(Interval, ['fromDateTimes', 'fromISO', 'after', 'before', 'invalid', 'isInterval', 'merge', 'xor']),
);

for (const fn of [
  Array.isArray,
  Array.of,
  Object.fromEntries,
  Object.is,
  String.fromCharCode,
  String.fromCodePoint,
  Date.now,
  Date.parse,
  Date.UTC,
]) {
  allowFunction(fn as (...args: never[]) => unknown);
}
for (const value of Object.values(callableNumber)) if (typeof value === 'function') allowFunction(value as (...args: never[]) => unknown);

constructors.set(dateStandIn, Date);
constructors.set(regExpStandIn, LinearRegExp);
constructors.set(mapStandIn, Map);
constructors.set(setStandIn, Set);

const globals: Record<string, unknown> = {
  undefined,
  NaN: Number.NaN,
  Infinity,
  Math: mathStandIn,
  JSON: jsonStandIn,
  Object: objectStandIn,
  Array: arrayStandIn,
  String: callableString,
  Number: callableNumber,
  Boolean: callableBoolean,
  Date: dateStandIn,
  RegExp: regExpStandIn,
  Map: mapStandIn,
  Set: setStandIn,
  DateTime: dateTimeStandIn,
  Duration: durationStandIn,
  Interval: intervalStandIn,
  parseInt,
  parseFloat,
  isNaN,
  isFinite,
  encodeURIComponent,
  decodeURIComponent,
  encodeURI,
  decodeURI,
};

if (typeof URL === 'function') {
  const urlStandIn = standIn('URL', {}, () => {
    throw new ExpressionError("URL must be created with 'new URL(...)'", 'type');
  });
  constructors.set(urlStandIn, URL);
  instanceofTargets.set(urlStandIn, URL);
  globals.URL = urlStandIn;
}
if (typeof URLSearchParams === 'function') {
  const paramsStandIn = standIn('URLSearchParams', {}, () => {
    throw new ExpressionError("URLSearchParams must be created with 'new URLSearchParams(...)'", 'type');
  });
  constructors.set(paramsStandIn, URLSearchParams);
  instanceofTargets.set(paramsStandIn, URLSearchParams);
  globals.URLSearchParams = paramsStandIn;
}

for (const [standInValue, real] of [
  [dateStandIn, Date],
  [regExpStandIn, RegExp],
  [mapStandIn, Map],
  [setStandIn, Set],
  [arrayStandIn, Array],
  [objectStandIn, Object],
  [callableString, String],
  [callableNumber, Number],
  [callableBoolean, Boolean],
  [dateTimeStandIn, DateTime],
  [durationStandIn, Duration],
  [intervalStandIn, Interval],
] as const) {
  instanceofTargets.set(standInValue, real);
}

/** The allow-listed global names and their stand-in values. */
export const SAFE_GLOBALS: Readonly<Record<string, unknown>> = Object.freeze(globals);

/**
 * Whether a name is one of the allow-listed globals.
 *
 * @param name - an identifier
 * @returns true for Math, JSON, DateTime, parseInt, ...
 */
export function isSafeGlobal(name: string): boolean {
  return Object.hasOwn(SAFE_GLOBALS, name);
}
