/**
 * The sandbox's knowledge of the host: which function values an expression
 * may call, which objects it must never hold, and how much of an object of
 * each kind it may read.
 *
 * Everything here is collected once, when the module loads, from the real
 * built-ins (so a later change to a prototype cannot widen the set):
 * - allowed functions: the methods of String, Number, Boolean, Array, Date,
 *   RegExp, Map, Set, URL, URLSearchParams and iterator prototypes, a safe
 *   subset of Object.prototype, Math and JSON functions, a few global
 *   functions, and the public methods of Luxon's DateTime, Duration,
 *   Interval and zones. Functions created at run time (user arrow
 *   functions, context helpers, extension functions) are added one by one
 *   with {@link allowFunction}.
 * - intrinsic objects: prototypes, globalThis and the real namespaces (Math,
 *   JSON, Reflect, ...). Reading one of them is refused even if some library
 *   hands it out (e.g. jmespath's `__proto__` field).
 * - object kinds: plain data (Object.prototype, Array.prototype or null
 *   prototype) is read freely; built-in values (Date, RegExp, Map, ...) too;
 *   public-API classes (Luxon, context accessors) only through names their
 *   prototype chain defines, so internal fields such as DateTime#loc stay
 *   out of reach; objects of any other class cannot be read at all.
 *
 * @module
 */
import { DateTime, Duration, FixedOffsetZone, IANAZone, Interval, InvalidZone, SystemZone, Zone } from 'luxon';
import { LinearRegExp } from '../../regex/linear-regexp';

/** How much of an object the sandbox lets an expression read. */
export const ObjectKind = {
  /** Plain objects and arrays: every own and inherited property (names still guarded). */
  Data: 1,
  /** Built-in values such as Date, RegExp, Map: every property (names still guarded). */
  Builtin: 2,
  /** Library and context classes: only names their prototype chain defines. */
  PublicApi: 3,
} as const;

/** One of the {@link ObjectKind} values. */
export type ObjectKind = (typeof ObjectKind)[keyof typeof ObjectKind];

/** A class: anything with a prototype object (Luxon's constructors are private, so no `new` signature). */
type AnyClass = { readonly prototype: object };

const isPrototypeOf = Object.prototype.isPrototypeOf;

/** Property names refused everywhere, on every value. */
export const BLOCKED_PROPERTY_NAMES: ReadonlySet<string> = new Set([
  'constructor',
  '__proto__',
  'prototype',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
  'caller',
  'callee',
  'arguments',
]);

const nativeFunctions = new Set<unknown>();
const runtimeFunctions = new WeakSet<object>();
const intrinsicObjects = new Set<unknown>();
const prototypeKinds = new Map<object, ObjectKind>();
const publicApiNames = new Map<object, string>();
const receiverBrands = new Map<unknown, { check: (receiver: unknown) => boolean; type: string }>();

const OBJECT_PROTOTYPE_ALLOWED = ['hasOwnProperty', 'isPrototypeOf', 'propertyIsEnumerable', 'toString', 'toLocaleString', 'valueOf'];

function addMethodsOf(proto: object, only?: readonly string[]): void {
  for (const name of Object.getOwnPropertyNames(proto)) {
    if (BLOCKED_PROPERTY_NAMES.has(name) || (only && !only.includes(name))) continue;
    const descriptor = Object.getOwnPropertyDescriptor(proto, name);
    if (descriptor && 'value' in descriptor && typeof descriptor.value === 'function') nativeFunctions.add(descriptor.value);
  }
}

function addStaticFunctionsOf(holder: object): void {
  for (const name of Object.getOwnPropertyNames(holder)) {
    const descriptor = Object.getOwnPropertyDescriptor(holder, name);
    if (descriptor && 'value' in descriptor && typeof descriptor.value === 'function') nativeFunctions.add(descriptor.value);
  }
}

function registerPrototype(proto: object | null | undefined, kind: ObjectKind): void {
  if (!proto) return;
  prototypeKinds.set(proto, kind);
  intrinsicObjects.add(proto);
}

/**
 * Registers a class whose instances expressions may use through its public
 * API only: names defined on its prototype chain are readable, own fields
 * are not, its methods are callable and only on its own instances.
 *
 * @param cls - the class
 * @param typeName - the name used in error messages (e.g. 'DateTime')
 */
export function registerPublicApiClass(cls: AnyClass, typeName: string): void {
  const proto = cls.prototype as object;
  registerPrototype(proto, ObjectKind.PublicApi);
  publicApiNames.set(proto, typeName);
  for (const name of Object.getOwnPropertyNames(proto)) {
    if (BLOCKED_PROPERTY_NAMES.has(name)) continue;
    const descriptor = Object.getOwnPropertyDescriptor(proto, name);
    if (descriptor && 'value' in descriptor && typeof descriptor.value === 'function') {
      nativeFunctions.add(descriptor.value);
      if (!receiverBrands.has(descriptor.value)) {
        receiverBrands.set(descriptor.value, { check: (receiver) => isPrototypeOf.call(proto, receiver as object), type: typeName });
      }
    }
  }
}

/**
 * Marks a function created at run time (user arrow function, context
 * helper, extension wrapper) as callable from expressions.
 *
 * @param fn - the function
 * @returns the same function
 */
export function allowFunction<T extends (...args: never[]) => unknown>(fn: T): T {
  runtimeFunctions.add(fn);
  return fn;
}

/**
 * Whether an expression may hold and call this function value.
 *
 * @param fn - a function value
 * @returns true for allow-listed natives and registered run-time functions
 */
export function isAllowedFunction(fn: unknown): boolean {
  return nativeFunctions.has(fn) || (typeof fn === 'function' && runtimeFunctions.has(fn));
}

/**
 * Whether a value is one of the host's intrinsic objects (a prototype,
 * globalThis, a real namespace such as Math or Reflect).
 *
 * @param value - any value
 * @returns true when expressions must not hold it
 */
export function isIntrinsicObject(value: unknown): boolean {
  return intrinsicObjects.has(value);
}

/**
 * The read policy for an object, by its prototype; undefined for objects of
 * classes the sandbox does not know (those cannot be read).
 *
 * @param proto - the object's prototype
 * @returns the kind, or undefined
 */
export function kindOfPrototype(proto: object | null): ObjectKind | undefined {
  return proto === null ? ObjectKind.Data : prototypeKinds.get(proto);
}

/**
 * The type name of a public-API prototype (for messages).
 *
 * @param proto - a registered prototype
 * @returns its name, or 'object'
 */
export function publicApiTypeName(proto: object): string {
  return publicApiNames.get(proto) ?? 'object';
}

/**
 * The receiver check of a public-API method: it may only run on instances of
 * its own class (a method copied onto a plain object is refused).
 *
 * @param fn - a function about to be called as a method
 * @returns the check and the class name, or undefined when any receiver is fine
 */
export function receiverBrandOf(fn: unknown): { check: (receiver: unknown) => boolean; type: string } | undefined {
  return receiverBrands.get(fn);
}

// ---- collection, once at load -------------------------------------------------

registerPrototype(Object.prototype, ObjectKind.Data);
registerPrototype(Array.prototype, ObjectKind.Data);
addMethodsOf(Object.prototype, OBJECT_PROTOTYPE_ALLOWED);
addMethodsOf(Array.prototype);

const builtinPrototypes: Array<object | undefined> = [
  String.prototype,
  Number.prototype,
  Boolean.prototype,
  Date.prototype,
  RegExp.prototype,
  Map.prototype,
  Set.prototype,
  Object.getPrototypeOf([][Symbol.iterator]()) as object,
  Object.getPrototypeOf(new Map().entries()) as object,
  Object.getPrototypeOf(new Set().values()) as object,
  Object.getPrototypeOf(''[Symbol.iterator]()) as object,
  Object.getPrototypeOf(''.matchAll(/a/g)) as object,
  Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]())) as object, // %IteratorPrototype%
  typeof URL === 'function' ? URL.prototype : undefined,
  typeof URLSearchParams === 'function' ? URLSearchParams.prototype : undefined,
];
for (const proto of builtinPrototypes) {
  if (!proto) continue;
  registerPrototype(proto, ObjectKind.Builtin);
  addMethodsOf(proto);
}
// Expressions' regular expressions (sandbox/regexp.ts): a RegExp whose exec runs in linear time.
registerPrototype(LinearRegExp.prototype, ObjectKind.Builtin);
addMethodsOf(LinearRegExp.prototype);

addStaticFunctionsOf(Math);
nativeFunctions.add(JSON.parse);
nativeFunctions.add(JSON.stringify);
for (const fn of [parseInt, parseFloat, isNaN, isFinite, encodeURIComponent, decodeURIComponent, encodeURI, decodeURI]) {
  nativeFunctions.add(fn);
}

registerPublicApiClass(DateTime, 'DateTime');
registerPublicApiClass(Duration, 'Duration');
registerPublicApiClass(Interval, 'Interval');
registerPublicApiClass(Zone, 'Zone');
registerPublicApiClass(IANAZone, 'Zone');
registerPublicApiClass(FixedOffsetZone, 'Zone');
registerPublicApiClass(SystemZone, 'Zone');
registerPublicApiClass(InvalidZone, 'Zone');

const hostObjects: unknown[] = [
  globalThis,
  Function.prototype,
  Object.getPrototypeOf(function* generator() {}),
  Object.getPrototypeOf(async function asyncFn() {}),
  Math,
  JSON,
  typeof Reflect === 'object' ? Reflect : undefined,
  typeof Atomics === 'object' ? Atomics : undefined,
  typeof Intl === 'object' ? Intl : undefined,
  Error.prototype,
  Promise.prototype,
  Symbol.prototype,
  BigInt.prototype,
];
for (const value of hostObjects) if (value) intrinsicObjects.add(value);
