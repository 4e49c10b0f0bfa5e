import { describe, expect, it } from 'vitest';
import { prepareParameter } from './parameter-resolver';
import { getParameterPath } from './parameter-path';

describe('prepared parameters', () => {
  it('resolves expressions in nested values per context and keeps the rest', () => {
    const prepared = prepareParameter({ list: [{ name: 'a', value: '={{ $json.n + 1 }}' }], fixed: 3, text: 'plain' });
    expect(prepared({ $json: { n: 1 } }, {})).toEqual({ list: [{ name: 'a', value: 2 }], fixed: 3, text: 'plain' });
    expect(prepared({ $json: { n: 41 } }, {})).toEqual({ list: [{ name: 'a', value: 42 }], fixed: 3, text: 'plain' });
  });

  it('keeps a __proto__ key as data, never as a prototype', () => {
    const value = JSON.parse('{"__proto__": {"polluted": "={{ 1 }}"}}') as object;
    const out = prepareParameter(value)({}, {}) as Record<string, unknown>;
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(out, '__proto__')?.value).toEqual({ polluted: 1 });
  });

  it('reads dotted paths with indexes and never inherited keys', () => {
    const root = { rules: { values: [{ a: 1 }, { a: 2 }] } };
    expect(getParameterPath(root, 'rules.values[1].a')).toBe(2);
    expect(getParameterPath(root, 'rules.missing')).toBeUndefined();
    expect(getParameterPath(root, 'toString')).toBeUndefined();
  });
});
