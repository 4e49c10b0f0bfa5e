/**
 * setPathCopy, which Set and other nodes use to write a field: the input item is never
 * changed, and data with an own `__proto__` key (valid JSON from a webhook body) stays
 * data on the copy instead of replacing its prototype.
 */
import { describe, expect, it } from 'vitest';
import type { IDataObject } from '@sdk/workflow';
import { assignOwn, getPath, setPath, setPathCopy, unsetPath } from './object-path';

describe('setPathCopy', () => {
  it('writes the field on a copy and leaves the input as it was', () => {
    const input = { i: 1, name: 'Ada', address: { city: 'Lisbon' } };
    const out = setPathCopy(input, 'address.zip', '1000');
    expect(out).toEqual({ i: 1, name: 'Ada', address: { city: 'Lisbon', zip: '1000' } });
    expect(input).toEqual({ i: 1, name: 'Ada', address: { city: 'Lisbon' } });
  });

  it('keeps an own __proto__ key as data on the copy', () => {
    const input = JSON.parse('{"__proto__": {"isAdmin": true}, "name": "Ada"}') as IDataObject;
    const out = setPathCopy(input, 'greeting', 'hello') as Record<string, unknown>;
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect((out as { isAdmin?: boolean }).isAdmin).toBeUndefined();
    expect(Object.hasOwn(out, '__proto__')).toBe(true);
    expect(JSON.stringify(out)).toBe('{"__proto__":{"isAdmin":true},"name":"Ada","greeting":"hello"}');
  });
});

describe('paths read and write own properties only', () => {
  it('reads nothing inherited: __proto__, constructor and hasOwnProperty are not fields of {}', () => {
    expect(getPath({}, '__proto__')).toBeUndefined();
    expect(getPath({}, 'constructor.prototype')).toBeUndefined();
    expect(getPath({ a: {} }, 'a.hasOwnProperty')).toBeUndefined();
    expect(getPath({}, 'toString', false)).toBeUndefined();
    expect(getPath(JSON.parse('{"__proto__": {"x": 1}}'), '__proto__.x')).toBe(1);
    expect(getPath({ list: [5, 6] }, 'list[1]')).toBe(6);
  });

  it('writes through constructor.prototype into new own objects, and refuses __proto__', () => {
    const json: IDataObject = {};
    setPath(json, 'constructor.prototype.polluted', 'yes');
    expect(json).toEqual({ constructor: { prototype: { polluted: 'yes' } } });
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(() => setPath({}, '__proto__.polluted', 'yes')).toThrow(/"__proto__" cannot be written/);
    expect(() => setPathCopy({}, 'a.__proto__', 'yes')).toThrow(/"__proto__" cannot be written/);
  });

  it('unsets only own fields', () => {
    const json: IDataObject = { a: 1 };
    unsetPath(json, 'constructor.prototype.hasOwnProperty');
    unsetPath(json, 'toString');
    expect(typeof Object.prototype.hasOwnProperty).toBe('function');
    expect(typeof {}.toString).toBe('function');
  });

  it('assignOwn keeps a __proto__ key as data instead of swapping the prototype', () => {
    const out = assignOwn({}, JSON.parse('{"__proto__": {"isAdmin": true}, "b": 2}') as object) as Record<string, unknown>;
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(out['isAdmin']).toBeUndefined();
    expect(JSON.stringify(out)).toBe('{"__proto__":{"isAdmin":true},"b":2}');
  });
});
