import { describe, expect, it } from 'vitest';
import { jsonTextNestsDeeperThan, measureJson, nestsDeeperThan } from './data-limits';

/** `[[[ … ]]]` nested `depth` levels. */
const arrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** A value nested `depth` levels deep, built without recursion. */
function deepValue(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { v: value };
  return value;
}

describe('jsonTextNestsDeeperThan', () => {
  it('counts arrays and objects, as text and as UTF-8 bytes, up to the limit exactly', () => {
    for (const text of [arrays(5), '{"a":{"b":[{"c":[]}]}}']) {
      expect(jsonTextNestsDeeperThan(text, 5)).toBe(false);
      expect(jsonTextNestsDeeperThan(text, 4)).toBe(true);
      expect(jsonTextNestsDeeperThan(Buffer.from(text), 4)).toBe(true);
      expect(jsonTextNestsDeeperThan(Buffer.from(text), 5)).toBe(false);
    }
    // Siblings do not add up: depth is the deepest path, not the number of brackets.
    expect(jsonTextNestsDeeperThan(JSON.stringify(Array.from({ length: 1000 }, () => [[]])), 3)).toBe(false);
    expect(jsonTextNestsDeeperThan('1', 0)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ a: arrays(500), b: '\\"[[[', c: 'ü€😀 [[[' });
    expect(jsonTextNestsDeeperThan(text, 1)).toBe(false);
    expect(jsonTextNestsDeeperThan(Buffer.from(text), 1)).toBe(false);
    expect(jsonTextNestsDeeperThan(`["\\"", ${arrays(3)}]`, 3)).toBe(true);
  });

  it('refuses a million levels without running out of stack', () => {
    expect(jsonTextNestsDeeperThan(arrays(1_000_000), 128)).toBe(true);
    expect(jsonTextNestsDeeperThan(Buffer.from('{"a":'.repeat(1_000_000)), 128)).toBe(true);
  });
});

describe('measureJson', () => {
  it('finds the depth: scalars none, an empty object or array one level', () => {
    expect(measureJson('x', 0).tooDeep).toBe(false);
    expect(measureJson({}, 1).tooDeep).toBe(false);
    expect(measureJson({}, 0).tooDeep).toBe(true);
    expect(nestsDeeperThan(deepValue(10), 10)).toBe(false);
    expect(nestsDeeperThan(deepValue(11), 10)).toBe(true);
  });

  it('reports a million levels and a value that refers to itself as too deep, without recursion', () => {
    expect(measureJson(deepValue(1_000_000), 136)).toMatchObject({ tooDeep: true });
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic['self'] = cyclic;
    expect(measureJson(cyclic, 100)).toMatchObject({ tooDeep: true });
  });

  it('estimates the size of JSON.stringify within a few percent', () => {
    const items = Array.from({ length: 1000 }, (_, i) => ({
      json: { i, name: `item ${i}`, price: i * 1.25, tags: ['a', 'b'], ok: i % 2 === 0, none: null, nested: { when: new Date(0) } },
    }));
    const actual = JSON.stringify(items).length;
    const { size } = measureJson(items, 10);
    expect(size).toBeGreaterThan(actual * 0.95);
    expect(size).toBeLessThan(actual * 1.15);
    // A Buffer writes as {"type":"Buffer","data":[…]}: counted by its bytes, not walked.
    expect(measureJson(Buffer.alloc(1000), 1).size).toBeGreaterThan(1000);
  });

  it('calls toJSON once, as JSON does, also when it returns the object itself', () => {
    const selfish = {
      a: 'x',
      toJSON() {
        return this;
      },
    };
    expect(measureJson(selfish, 5)).toEqual({ size: expect.any(Number) as number, tooDeep: false, overBudget: false });
    expect(measureJson({ when: { toJSON: () => deepValue(50) } }, 40).tooDeep).toBe(true);
    expect(
      measureJson(
        {
          broken: {
            toJSON: () => {
              throw new Error('no');
            },
          },
        },
        5,
      ).tooDeep,
    ).toBe(false);
  });

  it('stops once past the budget, so a value built to be huge costs little', () => {
    // 2^60 leaves if walked: shared references that JSON would write out each time.
    let value: unknown = 'x'.repeat(100);
    for (let i = 0; i < 60; i++) value = [value, value];
    const measured = measureJson(value, 100, 1_000_000);
    expect(measured.overBudget).toBe(true);
    expect(measured.size).toBeLessThan(1_100_000);
    expect(measureJson({ text: 'x'.repeat(2000) }, 5, 1000)).toMatchObject({ overBudget: true });
    expect(measureJson({ text: 'x'.repeat(500) }, 5, 1000)).toMatchObject({ overBudget: false, tooDeep: false });
  });
});
