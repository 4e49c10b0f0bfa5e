import { describe, expect, it } from 'vitest';
import { pairedItemOf } from './paired-item';

describe('pairedItemOf', () => {
  it('gives the pairing with input item i, shared and frozen so no node can change another node’s pairing', () => {
    expect(pairedItemOf(7)).toEqual({ item: 7 });
    expect(pairedItemOf(7)).toBe(pairedItemOf(7));
    expect(Object.isFrozen(pairedItemOf(7))).toBe(true);
    expect(() => {
      'use strict';
      (pairedItemOf(7) as { item: number }).item = 8;
    }).toThrow(TypeError);
    expect(pairedItemOf(7)).toEqual({ item: 7 });
  });

  it('gives indexes past the cache, and odd ones, a record of their own', () => {
    expect(pairedItemOf(5_000_000)).toEqual({ item: 5_000_000 });
    expect(pairedItemOf(5_000_000)).not.toBe(pairedItemOf(5_000_000));
    expect(pairedItemOf(-1)).toEqual({ item: -1 });
    expect(pairedItemOf(1.5)).toEqual({ item: 1.5 });
  });
});
