import { describe, expect, it } from 'vitest';
import { checkDisplayConditions, DISPLAY_CONDITION_OPERATORS, isDisplayCondition, matchesDisplayCondition } from './display-conditions';
import type { DisplayCondition } from '../workflow/parameter-types';

const cnd = (c: Record<string, unknown>) => ({ _cnd: c }) as DisplayCondition;

describe('display conditions', () => {
  it('knows the twelve _cnd operators', () => {
    expect(DISPLAY_CONDITION_OPERATORS).toEqual([
      'eq',
      'not',
      'gte',
      'lte',
      'gt',
      'lt',
      'between',
      'startsWith',
      'endsWith',
      'includes',
      'regex',
      'exists',
    ]);
  });

  it('recognises condition objects', () => {
    expect(isDisplayCondition({ _cnd: { eq: 1 } })).toBe(true);
    expect(isDisplayCondition({ _cnd: { eq: 1 }, other: 1 })).toBe(false);
    expect(isDisplayCondition('x')).toBe(false);
  });

  it.each([
    [{ eq: 'a' }, 'a', true],
    [{ eq: { x: 1 } }, { x: 1 }, true],
    [{ not: 'a' }, 'b', true],
    [{ not: 'a' }, 'a', false],
    [{ gte: 2 }, 2, true],
    [{ gte: 2 }, 1.9, false],
    [{ lte: 2 }, 2, true],
    [{ gt: 2 }, 2, false],
    [{ gt: 2 }, 2.1, true],
    [{ lt: 2 }, 1, true],
    [{ between: { from: 1, to: 3 } }, 3, true],
    [{ between: { from: 1, to: 3 } }, 3.5, false],
    [{ startsWith: 'ab' }, 'abc', true],
    [{ startsWith: 'ab' }, 5, false],
    [{ endsWith: 'bc' }, 'abc', true],
    [{ includes: 'b' }, 'abc', true],
    [{ includes: 'z' }, 'abc', false],
    [{ regex: '^a.c$' }, 'abc', true],
    [{ regex: '^a.c$' }, 'abcd', false],
    [{ regex: '(' }, 'abc', false],
    [{ exists: true }, 'x', true],
    [{ exists: true }, '', false],
    [{ exists: true }, null, false],
    [{ exists: true }, undefined, false],
    [{ unknownOp: 1 }, 1, false],
  ])('%j against %j is %s', (condition, actual, expected) => {
    expect(matchesDisplayCondition(cnd(condition), [actual])).toBe(expected);
  });

  it('needs every actual value to satisfy a condition; with none only `not` holds', () => {
    expect(matchesDisplayCondition(cnd({ gte: 2 }), [2, 3])).toBe(true);
    expect(matchesDisplayCondition(cnd({ gte: 2 }), [2, 1])).toBe(false);
    expect(matchesDisplayCondition(cnd({ not: 'a' }), [])).toBe(true);
    expect(matchesDisplayCondition(cnd({ eq: 'a' }), [])).toBe(false);
  });

  it('matches plain values by inclusion and mixes them with conditions', () => {
    expect(checkDisplayConditions(['get', 'post'], ['post'])).toBe(true);
    expect(checkDisplayConditions(['get'], ['put'])).toBe(false);
    expect(checkDisplayConditions(['get', cnd({ startsWith: 'p' })], ['put'])).toBe(true);
    expect(checkDisplayConditions([false], [false])).toBe(true);
  });
});
