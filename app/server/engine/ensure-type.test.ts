import { describe, expect, it } from 'vitest';
import { ensureType, EnsureTypeError } from './ensure-type';

describe('getNodeParameter ensureType', () => {
  it('parses JSON text for json, object and array, and converts scalars', () => {
    expect(ensureType('json', '{"name":"Ada"}', 'context')).toEqual({ name: 'Ada' });
    expect(ensureType('json', { name: 'Ada' }, 'context')).toEqual({ name: 'Ada' });
    expect(ensureType('array', '[1,2]', 'ids')).toEqual([1, 2]);
    expect(ensureType('string', { a: 1 }, 'x')).toBe('{"a":1}');
    expect(ensureType('number', '42', 'x')).toBe(42);
    expect(ensureType('boolean', 'false', 'x')).toBe(false);
    expect(ensureType('string', undefined, 'x')).toBeUndefined();
  });

  it('names the parameter when the value cannot be converted', () => {
    expect(() => ensureType('json', '{oops', 'context')).toThrow(new EnsureTypeError("Parameter 'context' could not be parsed as JSON"));
    expect(() => ensureType('object', '[1]', 'context')).toThrow('must be an object');
    expect(() => ensureType('number', 'ten', 'limit')).toThrow("Parameter 'limit' must be a number");
  });
});
