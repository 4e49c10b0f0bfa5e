import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { ExpressionSecurityError } from '../errors';
import { DENIED_GLOBAL_NAMES, SAFE_GLOBALS, constructorFor, instanceofTarget, standInName } from './globals';
import { defineDataValue, guardValue, isWritableData, readMember, requireCallable, toPropertyName } from './guards';
import { allowFunction, isAllowedFunction, isIntrinsicObject } from './intrinsics';

describe('property names', () => {
  it('accepts strings and numbers and refuses blocked names, symbols and objects', () => {
    expect(toPropertyName('a')).toBe('a');
    expect(toPropertyName(1)).toBe(1);
    expect(toPropertyName(true)).toBe('true');
    expect(toPropertyName(null)).toBe('null');
    for (const name of ['constructor', '__proto__', 'prototype', '__defineGetter__', '__lookupSetter__', 'caller', 'callee', 'arguments']) {
      expect(() => toPropertyName(name)).toThrow(`Access to '${name}' is not allowed`);
    }
    expect(() => toPropertyName(Symbol.iterator)).toThrow('Symbol property keys are not allowed');
    expect(() => toPropertyName({ toString: () => 'a' })).toThrow('Property keys must be strings or numbers');
  });
});

describe('readMember', () => {
  it('reads plain data, primitives and built-in values', () => {
    expect(readMember({ a: 1 }, 'a')).toBe(1);
    expect(readMember([1, 2], 1)).toBe(2);
    expect(readMember('abc', 'length')).toBe(3);
    expect(readMember(Object.create(null) as object, 'x')).toBeUndefined();
    expect(typeof readMember(new Date(0), 'getTime')).toBe('function');
    expect(readMember(new Map([['a', 1]]), 'size')).toBe(1);
  });

  it('fails like JavaScript on null and undefined', () => {
    expect(() => readMember(undefined, 'x')).toThrow("Cannot read properties of undefined (reading 'x')");
    expect(() => readMember(null, 'x')).toThrow("Cannot read properties of null (reading 'x')");
  });

  it('reads Luxon objects through their public API only', () => {
    const now = DateTime.now();
    expect(readMember(now, 'year')).toBe(now.year);
    expect(() => readMember(now, 'loc')).toThrow("'loc' is not part of DateTime's public API");
    expect(() => readMember(now, 'c')).toThrow(ExpressionSecurityError);
  });

  it('refuses objects of unknown classes', () => {
    class Secret {
      key = 'k';
    }
    expect(() => readMember(new Secret(), 'key')).toThrow("Cannot read 'key' from an object of an unsupported type");
  });

  it('reads only own members of functions and never call, apply or bind', () => {
    expect(readMember(Math.max, 'name')).toBe('max');
    expect(() => readMember(Math.max, 'call')).toThrow('Function.call() is not available');
    expect(() => readMember(Math.max, 'bind')).toThrow('Function.bind() is not available');
    expect(readMember(Math.max, 'toString')).toBeUndefined();
  });

  it('refuses functions that are not allow-listed and intrinsic objects', () => {
    expect(() => readMember({ f: Function }, 'f')).toThrow("'f' is a function that is not available");
    expect(() => readMember({ f: eval }, 'f')).toThrow(ExpressionSecurityError);
    expect(() => readMember({ p: Object.prototype }, 'p')).toThrow('built-in prototype or global');
    expect(() => readMember({ g: globalThis }, 'g')).toThrow(ExpressionSecurityError);
    expect(() => readMember({ m: Math }, 'm')).toThrow(ExpressionSecurityError);
  });
});

describe('function and value checks', () => {
  it('allows natives and registered functions only', () => {
    expect(isAllowedFunction(String.prototype.toUpperCase)).toBe(true);
    expect(isAllowedFunction(Array.prototype.map)).toBe(true);
    expect(isAllowedFunction(Function)).toBe(false);
    expect(isAllowedFunction(Object.defineProperty)).toBe(false);
    expect(isAllowedFunction(Object.getOwnPropertyDescriptor(Object.prototype, '__defineGetter__')?.value)).toBe(false);
    expect(isAllowedFunction(Function.prototype.call)).toBe(false);
    const fn = (): number => 1;
    expect(isAllowedFunction(fn)).toBe(false);
    allowFunction(fn);
    expect(isAllowedFunction(fn)).toBe(true);
    expect(() => requireCallable(1, 'x')).toThrow('x is not a function');
    expect(() => requireCallable(setTimeout, 'setTimeout')).toThrow(ExpressionSecurityError);
    expect(guardValue(5)).toBe(5);
    expect(isIntrinsicObject(Array.prototype)).toBe(true);
  });

  it('writes only to plain, unfrozen data and never sets a prototype', () => {
    expect(isWritableData({})).toBe(true);
    expect(isWritableData([])).toBe(true);
    expect(isWritableData(Object.freeze({}))).toBe(false);
    expect(isWritableData(Object.prototype)).toBe(false);
    expect(isWritableData(new Date())).toBe(false);
    const target: Record<string, unknown> = {};
    defineDataValue(target, '__proto__', { polluted: true });
    expect(Object.getPrototypeOf(target)).toBe(Object.prototype);
    expect(Object.hasOwn(target, '__proto__')).toBe(true);
  });
});

describe('globals', () => {
  it('hands out frozen stand-ins, never the real host objects', () => {
    expect(SAFE_GLOBALS.Math).not.toBe(Math);
    expect(SAFE_GLOBALS.Object).not.toBe(Object);
    expect(Object.isFrozen(SAFE_GLOBALS.Math)).toBe(true);
    expect(Object.isFrozen(SAFE_GLOBALS.Date)).toBe(true);
    expect(standInName(SAFE_GLOBALS.DateTime)).toBe('DateTime');
    expect((SAFE_GLOBALS.Object as Record<string, unknown>).defineProperty).toBeUndefined();
    expect((SAFE_GLOBALS.Object as Record<string, unknown>).getPrototypeOf).toBeUndefined();
  });

  it('maps stand-ins to real constructors for new and instanceof only where allowed', () => {
    expect(constructorFor(SAFE_GLOBALS.Date)).toBe(Date);
    expect(constructorFor(SAFE_GLOBALS.Array)).toBeUndefined();
    expect(constructorFor(SAFE_GLOBALS.DateTime)).toBeUndefined();
    expect(instanceofTarget(SAFE_GLOBALS.DateTime)).toBe(DateTime);
  });

  it('denies the host names', () => {
    for (const name of [
      'globalThis',
      'window',
      'process',
      'require',
      'Function',
      'eval',
      'Reflect',
      'Proxy',
      'Symbol',
      'WebAssembly',
      'setTimeout',
      'fetch',
    ]) {
      expect(DENIED_GLOBAL_NAMES.has(name), name).toBe(true);
      expect(Object.hasOwn(SAFE_GLOBALS, name), name).toBe(false);
    }
  });
});
