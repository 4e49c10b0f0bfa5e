/**
 * The run-time guards every compiled expression goes through: property keys,
 * member reads, values entering the expression, calls and writes.
 *
 * The rules, in order of a member read `obj[key]`:
 * 1. `null`/`undefined` receivers fail like JavaScript does.
 * 2. The key must be a string or number (an object key could run a user
 *    `toString` after the check); blocked names (`constructor`,
 *    `__proto__`, `prototype`, `__defineGetter__` ...) are refused.
 * 3. The receiver's kind decides what may be read: plain data and built-in
 *    values fully, public-API classes (Luxon, context accessors) only through
 *    names their prototype defines, functions only their own properties
 *    (never `call`, `apply`, `bind`), objects of unknown classes not at all.
 * 4. The value read is checked: a function must be allow-listed
 *    ({@link isAllowedFunction}); an intrinsic object (a prototype,
 *    globalThis, the real Math ...) is refused.
 *
 * @module
 */
import { ExpressionError, ExpressionSecurityError } from '../errors';
import type { EvaluationState } from './evaluation-state';
import { stringMethod } from './regexp';
import {
  BLOCKED_PROPERTY_NAMES,
  isAllowedFunction,
  isIntrinsicObject,
  kindOfPrototype,
  ObjectKind,
  publicApiTypeName,
  receiverBrandOf,
} from './intrinsics';

const getPrototypeOf = Object.getPrototypeOf;
const hasOwn = Object.hasOwn;
const ObjectPrototype = Object.prototype;
const ArrayPrototype = Array.prototype;
const FUNCTION_METHODS = new Set(['call', 'apply', 'bind']);

/**
 * Checks a property name that is known when the expression is compiled.
 *
 * @param name - the name
 * @param position - offset for the error
 * @throws ExpressionSecurityError for blocked names
 */
export function assertStaticName(name: string, position?: number): void {
  if (BLOCKED_PROPERTY_NAMES.has(name)) throw blockedName(name, position);
}

/**
 * Turns a computed key into a property name, refusing symbols, objects and
 * blocked names.
 *
 * @param key - the evaluated key
 * @returns a string or number key
 */
export function toPropertyName(key: unknown): string | number {
  switch (typeof key) {
    case 'number':
      return key;
    case 'string':
      if (BLOCKED_PROPERTY_NAMES.has(key)) throw blockedName(key);
      return key;
    case 'boolean':
    case 'undefined':
      return String(key);
    case 'symbol':
      throw new ExpressionSecurityError('Symbol property keys are not allowed in expressions');
    default:
      if (key === null) return 'null';
      throw new ExpressionSecurityError('Property keys must be strings or numbers; convert the key with String(...) first');
  }
}

/**
 * Reads `obj[name]` under the sandbox rules (see the module comment).
 *
 * @param obj - the receiver
 * @param name - an already checked property name
 * @returns the guarded value
 */
export function readMember(obj: unknown, name: string | number): unknown {
  if (typeof obj === 'object') {
    if (obj === null) throw cannotRead(obj, name);
    const proto = getPrototypeOf(obj) as object | null;
    if (proto !== ObjectPrototype && proto !== ArrayPrototype && proto !== null) checkObjectRead(obj, proto, name);
    return guardValue((obj as Record<string | number, unknown>)[name], name);
  }
  if (typeof obj === 'function') return readFunctionMember(obj, name);
  if (obj === undefined) throw cannotRead(obj, name);
  if (typeof obj === 'string') return guardValue(stringMethod((obj as unknown as Record<string | number, unknown>)[name]), name);
  return guardValue((obj as Record<string | number, unknown>)[name], name);
}

function checkObjectRead(obj: object, proto: object, name: string | number): void {
  const kind = kindOfPrototype(proto);
  if (kind === ObjectKind.Data || kind === ObjectKind.Builtin) return;
  if (kind === ObjectKind.PublicApi) {
    if (!(name in proto)) {
      throw new ExpressionSecurityError(
        `'${String(name)}' is not part of ${publicApiTypeName(proto)}'s public API and cannot be read in expressions`,
      );
    }
    return;
  }
  if (isIntrinsicObject(obj)) throw new ExpressionSecurityError('Built-in prototypes cannot be used in expressions');
  throw new ExpressionSecurityError(`Cannot read '${String(name)}' from an object of an unsupported type`);
}

function readFunctionMember(fn: object, name: string | number): unknown {
  if (hasOwn(fn, name)) return guardValue((fn as Record<string | number, unknown>)[name], name);
  if (typeof name === 'string' && FUNCTION_METHODS.has(name)) {
    throw new ExpressionSecurityError(`Function.${name}() is not available in expressions; call the function directly`);
  }
  return undefined;
}

/**
 * Reads a method for a call: the same receiver and name checks as
 * {@link readMember}, but the value is returned unchecked so the call site
 * can check it (and remember an allowed function it has seen before).
 *
 * @param obj - the receiver (not null or undefined)
 * @param name - an already checked property name
 * @returns the raw value
 */
export function readMethod(obj: unknown, name: string | number): unknown {
  if (typeof obj === 'object') {
    const proto = getPrototypeOf(obj) as object | null;
    if (proto !== ObjectPrototype && proto !== ArrayPrototype && proto !== null) checkObjectRead(obj as object, proto, name);
    return (obj as Record<string | number, unknown>)[name];
  }
  if (typeof obj === 'function') return readFunctionMember(obj, name);
  if (typeof obj === 'string') return stringMethod((obj as unknown as Record<string | number, unknown>)[name]);
  return (obj as Record<string | number, unknown>)[name];
}

/**
 * Checks a value entering the expression (read, returned from a call,
 * passed to a user function): functions must be allow-listed, intrinsic
 * objects are refused.
 *
 * @param value - the value
 * @param what - a name for messages
 * @returns the value
 */
export function guardValue(value: unknown, what?: string | number): unknown {
  if (typeof value === 'function') {
    if (!isAllowedFunction(value)) throw refusedFunction(what);
    return value;
  }
  if (typeof value === 'object' && value !== null && isIntrinsicObject(value)) {
    throw new ExpressionSecurityError(
      what === undefined
        ? 'Built-in prototypes and globals cannot be used in expressions'
        : `Access to '${String(what)}' is not allowed: it is a built-in prototype or global`,
    );
  }
  return value;
}

/**
 * Checks that a value may be called: a function and allow-listed.
 *
 * @param fn - the callee
 * @param label - how the callee reads in the source, for messages
 * @returns the function
 */
export function requireCallable(fn: unknown, label: string): (...args: unknown[]) => unknown {
  if (typeof fn !== 'function') throw new ExpressionError(`${label} is not a function`, 'type');
  if (!isAllowedFunction(fn)) throw refusedFunction(label);
  return fn as (...args: unknown[]) => unknown;
}

/**
 * Checks the receiver of a public-API method (a Luxon or context method
 * copied onto another object is refused).
 *
 * @param fn - the method
 * @param receiver - the `this` it will get
 * @param label - how the callee reads in the source
 */
export function checkReceiver(fn: unknown, receiver: unknown, label: string): void {
  const brand = receiverBrandOf(fn);
  if (brand !== undefined && !brand.check(receiver)) {
    throw new ExpressionSecurityError(`${label}() can only be called on a ${brand.type}`);
  }
}

/**
 * Charges work to the budget and fails past the limit.
 *
 * @param state - the evaluation's state
 * @param amount - units of work
 */
export function charge(state: EvaluationState, amount: number): void {
  state.steps += amount;
  if (state.steps > state.maxSteps) {
    throw new ExpressionError('The expression did too much work and was stopped', 'limit', {
      description: `An expression may do at most ${state.maxSteps} steps (function calls, loop rounds, produced elements and characters).`,
    });
  }
}

/**
 * Charges the size of a value produced by a native call (array length,
 * string length) so that repeated doubling cannot exhaust memory.
 *
 * @param state - the evaluation's state
 * @param value - the produced value
 * @returns the value
 */
export function chargeResult(state: EvaluationState, value: unknown): unknown {
  if (typeof value === 'string') {
    if (value.length > 64) charge(state, value.length);
  } else if (Array.isArray(value) && value.length > 64) charge(state, value.length);
  return value;
}

/**
 * Whether an object may be written to by an expression: a plain object or
 * array that is not a built-in prototype and not frozen.
 *
 * @param target - the candidate
 * @returns true when writes are allowed
 */
export function isWritableData(target: unknown): target is Record<string, unknown> {
  if (typeof target !== 'object' || target === null || isIntrinsicObject(target) || Object.isFrozen(target)) return false;
  const proto = getPrototypeOf(target) as object | null;
  return proto === ObjectPrototype || proto === ArrayPrototype || proto === null;
}

/**
 * Defines an own data property without running setters (a `__proto__` key
 * becomes an ordinary own property instead of changing the prototype).
 *
 * @param target - a writable data object
 * @param key - the property name
 * @param value - the value
 */
export function defineDataValue(target: Record<string | number, unknown>, key: string | number, value: unknown): void {
  if (key === '__proto__') {
    Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
  } else {
    target[key] = value;
  }
}

/**
 * The error for reading a property of `null`/`undefined`, in JavaScript's words.
 *
 * @param obj - null or undefined
 * @param name - the property
 * @returns the error
 */
export function cannotRead(obj: null | undefined, name: string | number): ExpressionError {
  return new ExpressionError(`Cannot read properties of ${String(obj)} (reading '${String(name)}')`, 'type');
}

function blockedName(name: string, position?: number): ExpressionSecurityError {
  return new ExpressionSecurityError(`Access to '${name}' is not allowed in expressions`, position);
}

function refusedFunction(what: string | number | undefined): ExpressionSecurityError {
  return new ExpressionSecurityError(
    what === undefined
      ? 'This function is not available in expressions'
      : `'${String(what)}' is a function that is not available in expressions`,
  );
}
