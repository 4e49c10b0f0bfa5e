/**
 * setPathCopy, which Set and other nodes use to write a field: the input item is never
 * changed, and data with an own `__proto__` key (valid JSON from a webhook body) stays
 * data on the copy instead of replacing its prototype.
 */
import { describe, expect, it } from 'vitest';
import type { IDataObject } from '@sdk/workflow';
import { setPathCopy } from './object-path';

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
