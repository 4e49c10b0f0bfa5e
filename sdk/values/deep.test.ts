import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deepCopy, deepEqual, getParameterValueAtPath, isPlainObject, toPath } from '.';

describe('parameter paths', () => {
  it('splits lodash-style paths', () => {
    expect(toPath('a.b[0].c')).toEqual(['a', 'b', '0', 'c']);
    expect(toPath('conditions["a.b"][2]')).toEqual(['conditions', 'a.b', '2']);
    expect(toPath("x['y z']")).toEqual(['x', 'y z']);
  });

  it('reads nested values, preferring a whole key that exists', () => {
    const values = { options: { timeout: 5 }, 'a.b': 1, list: [{ v: 'x' }] };
    expect(getParameterValueAtPath(values, 'options.timeout')).toBe(5);
    expect(getParameterValueAtPath(values, 'a.b')).toBe(1);
    expect(getParameterValueAtPath(values, 'list[0].v')).toBe('x');
    expect(getParameterValueAtPath(values, 'missing.deep')).toBeUndefined();
    expect(getParameterValueAtPath(values, 'toString')).toBeUndefined();
    expect(getParameterValueAtPath(values, '')).toBe(values);
  });
});

describe('value helpers', () => {
  it('tells plain objects apart', () => {
    expect(isPlainObject({})).toBe(true);
    expect(isPlainObject(Object.create(null))).toBe(true);
    expect(isPlainObject([])).toBe(false);
    expect(isPlainObject(new Date())).toBe(false);
    expect(isPlainObject(null)).toBe(false);
  });

  it('copies deeply and keeps a __proto__ key as data', () => {
    const value = JSON.parse('{"a":{"__proto__":{"polluted":true}},"b":[1,{"c":2}]}') as Record<string, unknown>;
    const copy = deepCopy(value);
    expect(copy).toEqual(value);
    expect(copy['b']).not.toBe(value['b']);
    expect(Object.getPrototypeOf(copy['a'])).toBe(Object.prototype);
    expect(Object.hasOwn(copy['a'] as object, '__proto__')).toBe(true);
  });

  it('compares JSON values deeply', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        expect(deepEqual(v, deepCopy(v))).toBe(true);
      }),
    );
    expect(deepEqual({ a: [1, 2] }, { a: [1, 2] })).toBe(true);
    expect(deepEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(deepEqual([1], { 0: 1 })).toBe(false);
    expect(deepEqual(NaN, NaN)).toBe(true);
  });
});
