import { describe, expect, it } from 'vitest';
import { LinearRegExp, UnsupportedRegExpError, toLinearRegExp } from './linear-regexp';

const both = (source: string, flags = '') => [new RegExp(source, flags), new LinearRegExp(source, flags)] as const;

describe('LinearRegExp', () => {
  it('runs the catastrophic patterns in linear time', () => {
    const started = performance.now();
    expect(new LinearRegExp('^(a+)+$').test(`${'a'.repeat(100_000)}!`)).toBe(false);
    expect(new LinearRegExp('(x+x+)+y').test('x'.repeat(50_000))).toBe(false);
    expect(new LinearRegExp('^(\\w+\\s?)*$').test(`${'word '.repeat(20_000)}!`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it('behaves like RegExp for test, exec, match, matchAll, replace, search and split', () => {
    const cases: Array<[string, string, string]> = [
      ['(\\d+)-(\\d+)', 'g', 'a 10-20 b 3-4 c'],
      ['(?<year>\\d{4})-(?<month>\\d\\d)', 'g', 'on 2024-05 and 1999-12'],
      ['b(x)?', 'gi', 'aBcbd'],
      ['^\\w+$', 'm', 'one\ntwo\n3 3'],
      ['', 'g', 'abc'],
      ['\\s+', 'g', 'a \t b\u00a0c\u2028d'],
      ['[^]', 'g', 'a\nb'],
      ['.', 'g', 'a\nb\r'],
      ['.', 'gs', 'a\nb'],
      ['\\u0041\\x42[\\u0043-\\u0045]', '', 'xABDy'],
      ['[\\s\\d]+', 'g', 'a 12 b'],
      ['[\\S]+', 'g', 'ab cd'],
      ['a|ab', 'g', 'abab'],
      ['x*', 'g', 'axxb'],
      ['\\bfoo\\b', 'g', 'foo food foo'],
      ['[[a]', 'g', '[a'],
      ['\\/path\\.', '', '/path.x'],
    ];
    for (const [source, flags, input] of cases) {
      const [native, linear] = both(source, flags);
      const label = `/${source}/${flags} on ${JSON.stringify(input)}`;
      expect(linear.test(input), label).toBe(native.test(input));
      native.lastIndex = 0;
      linear.lastIndex = 0;
      expect(input.match(linear), label).toEqual(input.match(native));
      expect(input.replace(linear, '<$&|$1>'), label).toBe(input.replace(native, '<$&|$1>'));
      expect(
        input.replace(linear, (m: string) => m.toUpperCase()),
        label,
      ).toBe(input.replace(native, (m: string) => m.toUpperCase()));
      expect(input.search(linear), label).toBe(input.search(native));
      expect(input.split(linear), label).toEqual(input.split(native));
      expect(input.split(linear, 2), label).toEqual(input.split(native, 2));
      if (flags.includes('g')) {
        expect(
          [...input.matchAll(linear)].map((m) => [m[0], m.index, m.groups]),
          label,
        ).toEqual([...input.matchAll(native)].map((m) => [m[0], m.index, m.groups]));
        expect(input.replaceAll(linear, '_'), label).toBe(input.replaceAll(native, '_'));
      }
      const n = new RegExp(source, flags.replace('g', ''));
      const l = new LinearRegExp(source, flags.replace('g', ''));
      expect(l.exec(input), label).toEqual(n.exec(input));
    }
  });

  it('keeps lastIndex, sticky and indices as RegExp does', () => {
    const [native, linear] = both('o', 'g');
    for (let i = 0; i < 4; i++) {
      expect(linear.exec('foo boo')?.index).toBe(native.exec('foo boo')?.index);
      expect(linear.lastIndex).toBe(native.lastIndex);
    }
    const [ns, ls] = both('a', 'y');
    ns.lastIndex = 1;
    ls.lastIndex = 1;
    expect(ls.test('bab')).toBe(ns.test('bab'));
    expect(ls.test('bab')).toBe(ns.test('bab'));
    const [nd, ld] = both('(?<x>b)(c)?', 'd');
    expect(ld.exec('abc')?.indices).toEqual(nd.exec('abc')?.indices);
    expect(new LinearRegExp('é+', 'g').exec('😀aéé')?.index).toBe(3);
    expect(new LinearRegExp('ab', 'gi')).toBeInstanceOf(RegExp);
    expect(String(new LinearRegExp('a/b', 'gi'))).toBe(String(new RegExp('a/b', 'gi')));
  });

  it('refuses what RE2 cannot run, naming it', () => {
    expect(() => new LinearRegExp('(a)\\1')).toThrow(UnsupportedRegExpError);
    expect(() => new LinearRegExp('(a)\\1')).toThrow(/a backreference \(\\1\) is not supported/);
    expect(() => new LinearRegExp('a(?=b)')).toThrow(/lookahead/);
    expect(() => new LinearRegExp('(?<!a)b')).toThrow(/lookbehind/);
    expect(() => new LinearRegExp('(?<n>a)\\k<n>')).toThrow(/named backreference/);
    expect(() => new LinearRegExp('(')).toThrow(SyntaxError);
  });

  it('turns other patterns into linear ones', () => {
    expect(toLinearRegExp(/a+/gi)).toBeInstanceOf(LinearRegExp);
    expect(toLinearRegExp(/a+/gi).flags).toBe('gi');
    expect(toLinearRegExp('a.c').test('abc')).toBe(true);
    expect(toLinearRegExp(undefined).test('')).toBe(true);
  });
});
