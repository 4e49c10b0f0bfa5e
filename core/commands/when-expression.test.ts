import { describe, expect, it } from 'vitest';
import { compileWhen, whenKeys, type ContextValue } from './when-expression';

const ctx: Record<string, ContextValue> = {
  canvasFocus: true,
  readOnly: false,
  route: 'workflow',
  count: 3,
  'view.mode': 'list',
  empty: '',
  nothing: null,
};
const evalWhen = (clause: string, values: Record<string, ContextValue> = ctx) => compileWhen(clause)((k) => values[k]);

describe('when clauses', () => {
  it.each<[string, boolean]>([
    ['canvasFocus', true],
    ['readOnly', false],
    ['missingKey', false],
    ['!readOnly', true],
    ['!!canvasFocus', true],
    ['!missingKey', true],
    ['canvasFocus && !readOnly', true],
    ['canvasFocus && readOnly', false],
    ['readOnly || canvasFocus', true],
    ['readOnly || missingKey', false],
    ["route == 'workflow'", true],
    ["route != 'workflow'", false],
    ["route == 'executions'", false],
    ["route != 'executions'", true],
    ['count == 3', true],
    ['count != 3', false],
    ['count == -3', false],
    ['readOnly == false', true],
    ['canvasFocus == true', true],
    ["view.mode == 'list'", true],
    ["empty == ''", true],
    ['empty', false],
    ['nothing', false],
    ["'text'", true],
    ['true', true],
    ['false', false],
    // && binds tighter than ||.
    ['canvasFocus || readOnly && missingKey', true],
    ['readOnly && missingKey || canvasFocus', true],
    ['(canvasFocus || readOnly) && missingKey', false],
    ['!(readOnly || missingKey)', true],
    ["(route == 'workflow') && (count == 3 || readOnly)", true],
    ["  canvasFocus   &&   route=='workflow'  ", true],
  ])('%s → %s', (clause, expected) => {
    expect(evalWhen(clause)).toBe(expected);
  });

  it('reads the current values on every evaluation', () => {
    const fn = compileWhen('a && !b');
    expect(fn((k) => ({ a: true, b: false })[k])).toBe(true);
    expect(fn((k) => ({ a: true, b: true })[k])).toBe(false);
  });

  it.each([
    ['', /Unexpected end/],
    ['&&', /Unexpected "&&"/],
    ['a &&', /Unexpected end/],
    ['(a || b', /Missing \)/],
    ['a b', /Unexpected "b"/],
    ['a)', /Unexpected "\)"/],
    ['a = b', /Cannot read/],
    ["a == 'unterminated", /Cannot read/],
    ['a ==', /Unexpected end/],
    ['@a', /Cannot read/],
  ])('%j is a SyntaxError', (clause, message) => {
    expect(() => compileWhen(clause)).toThrow(SyntaxError);
    expect(() => compileWhen(clause)).toThrow(message);
  });

  it('whenKeys lists the context keys a clause reads', () => {
    expect(whenKeys("canvasFocus && !readOnly || route == 'workflow' || true")).toEqual(['canvasFocus', 'readOnly', 'route']);
    expect(whenKeys(undefined)).toEqual([]);
    expect(whenKeys('')).toEqual([]);
  });
});
