import { describe, expect, it } from 'vitest';
import { childPath, setValueAtPath } from './value-path';

describe('setValueAtPath', () => {
  it('sets top-level and nested values without mutating', () => {
    const before = { url: 'a', options: { timeout: 1 } };
    const after = setValueAtPath(before, 'options.timeout', 5);
    expect(after).toEqual({ url: 'a', options: { timeout: 5 } });
    expect(before.options.timeout).toBe(1);
    expect(setValueAtPath(before, 'url', 'b')).toEqual({ url: 'b', options: { timeout: 1 } });
  });
  it('creates containers and writes array items', () => {
    expect(setValueAtPath({}, 'headers.parameter[0].name', 'x')).toEqual({ headers: { parameter: [{ name: 'x' }] } });
    const list = { headers: { parameter: [{ name: 'a' }, { name: 'b' }] } };
    expect(setValueAtPath(list, 'headers.parameter[1].name', 'c')).toEqual({ headers: { parameter: [{ name: 'a' }, { name: 'c' }] } });
  });
  it('removes keys and items for undefined', () => {
    expect(setValueAtPath({ a: 1, b: 2 }, 'a', undefined)).toEqual({ b: 2 });
    expect(setValueAtPath({ l: [1, 2, 3] }, 'l[1]', undefined)).toEqual({ l: [1, 3] });
  });
  it('joins paths', () => {
    expect(childPath('', 'url')).toBe('url');
    expect(childPath('options', 'timeout')).toBe('options.timeout');
    expect(childPath('values.string', 0)).toBe('values.string[0]');
  });
});
