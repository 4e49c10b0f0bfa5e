import { describe, expect, it } from 'vitest';
import { evaluateExpression } from '../evaluate';
import { EXTENSION_NAMES, extensionTypeOf, listExtensions } from './dispatch';

const run = (code: string, ctx: object = {}): unknown => evaluateExpression(`={{ ${code} }}`, ctx);

describe('array extensions', () => {
  it('picks elements', () => {
    expect(run('[[1, 2, 3].first(), [].first(), [1, 2].last(), [7].randomItem()]')).toEqual([1, undefined, 2, 7]);
  });

  it('plucks fields', () => {
    expect(run('[{ a: 1 }, { b: 2 }, { a: null }].pluck("a")')).toEqual([1, null]);
    expect(run('[{ a: 1, b: 2, c: 3 }, { a: 3, c: 4 }].pluck("a", "c")')).toEqual([
      [1, 3],
      [3, 4],
    ]);
    expect(run('[{ a: 1, b: 2 }, { a: 3 }].pluck("a", "b")')).toEqual([[1, 2], 3]);
  });

  it('removes duplicates deeply or by fields', () => {
    expect(run('[1, 2, 2, 3].unique()')).toEqual([1, 2, 3]);
    expect(run('[[1], [1], [2]].unique()')).toEqual([[1], [2]]);
    expect(run('[{ a: 1, b: 1 }, { a: 1, b: 2 }].unique("a")')).toEqual([{ a: 1, b: 1 }]);
    expect(run('[{ a: 1 }, { a: 1 }, { a: 2 }].removeDuplicates("a")')).toEqual([{ a: 1 }, { a: 2 }]);
  });

  it('does arithmetic on numbers only', () => {
    expect(run('[[1, 2, 3].sum(), [].sum(), [3, 1].min(), [3, 1].max(), [1, 2, 3].average(), [].average()]')).toEqual([6, 0, 1, 3, 2, 0]);
    expect(() => run('[1, "2"].sum()')).toThrow('sum(): all array elements must be numbers');
  });

  it('compacts, chunks, joins and renames', () => {
    expect(run('[1, null, "", [], {}, 0].compact()')).toEqual([1, 0]);
    expect(run('[1, 2, 3, 4, 5].chunk(2)')).toEqual([[1, 2], [3, 4], [5]]);
    expect(() => run('[1].chunk(0)')).toThrow('chunk(): expected a whole number above 0');
    expect(run('[{ name: "a", value: 1 }, { name: "b", value: 2 }].smartJoin("name", "value")')).toEqual({ a: 1, b: 2 });
    expect(() => run('[1].smartJoin("a")')).toThrow('smartJoin(): expected two field names');
    expect(run('[{ a: 1, c: 2 }].renameKeys("a", "b")')).toEqual([{ b: 1, c: 2 }]);
  });

  it('merges and combines sets', () => {
    expect(run('[{ a: 1 }, { a: 2, b: 3 }].merge()')).toEqual({ a: 1, b: 3 });
    expect(run('[{ a: 1 }].merge([{ a: 5, c: 1 }])')).toEqual({ a: 1, c: 1 });
    expect(run('[[1, 2].union([2, 3]), [1, 2].difference([2, 3]), [1, 2].intersection([2, 3])]')).toEqual([[1, 2, 3], [1], [2]]);
    expect(() => run('[1].union(2)')).toThrow('union(): expected an array');
    expect(run('[1].append(2, 3)')).toEqual([1, 2, 3]);
  });

  it('never changes the array it is called on', () => {
    const ctx = { $json: { list: [3, 1, 2] } };
    run('[$json.list.reverse(), $json.list.append(4), $json.list.unique()]', ctx);
    expect(ctx.$json.list).toEqual([3, 1, 2]);
  });

  it('checks emptiness and writes JSON', () => {
    expect(run('[[].isEmpty(), [1].isNotEmpty(), [1, 2].toJsonString()]')).toEqual([true, true, '[1,2]']);
  });
});

describe('object extensions', () => {
  it('inspects and copies fields', () => {
    expect(run('[({}).isEmpty(), ({ a: 1 }).isNotEmpty(), ({ a: 1 }).hasField("a"), ({ a: 1 }).hasField("b")]')).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(run('({ a: 1, b: 2 }).removeField("a")')).toEqual({ b: 2 });
    expect(run('({ a: "foo", b: "bar" }).removeFieldsContaining("fo")')).toEqual({ b: 'bar' });
    expect(run('({ a: "foo", b: "bar" }).keepFieldsContaining("fo")')).toEqual({ a: 'foo' });
    expect(() => run('({ a: 1 }).removeFieldsContaining(2)')).toThrow('expected a non-empty string');
    expect(run('({ a: 1, b: null, c: "", d: {} }).compact()')).toEqual({ a: 1 });
    expect(run('[({ a: "x y", b: 1 }).urlEncode(), ({ a: 1 }).keys(), ({ a: 1 }).values(), ({ a: 1 }).toJsonString()]')).toEqual([
      'a=x+y&b=1',
      ['a'],
      [1],
      '{"a":1}',
    ]);
  });
});

describe('number and boolean extensions', () => {
  it('rounds and tests numbers', () => {
    expect(run('[(1.234).round(2), (1.5).round(), (1.005).round(2), (1.2).ceil(), (1.8).floor(), (-2).abs()]')).toEqual([
      1.23, 2, 1.01, 2, 1, 2,
    ]);
    expect(run('[(2).isEven(), (3).isOdd(), (-3).isOdd(), (1.5).isEven(), (1.0).isInteger()]')).toEqual([true, true, true, false, true]);
    expect(run('[(0).toBoolean(), (2).toBoolean(), (12.7).toInt(), (1.5).toFloat()]')).toEqual([false, true, 13, 1.5]);
  });

  it('formats numbers with Intl', () => {
    expect(run('(1234.5).format("en-US")')).toBe('1,234.5');
    expect(run('(1234.5).format("de-DE")')).toBe('1.234,5');
    expect(run('(1234.5).format("en-US", { style: "currency", currency: "USD" })')).toBe('$1,234.50');
  });

  it('reads numbers as timestamps', () => {
    expect(evaluateExpression('={{ (1700000000).toDateTime("s").toMillis() }}', {})).toBe(1700000000000);
    expect(evaluateExpression('={{ (1700000000000).toDateTime().toMillis() }}', {})).toBe(1700000000000);
    expect(evaluateExpression('={{ (45000).toDateTime("excel").toISODate() }}', {}, { timezone: 'UTC' })).toBe('2023-03-15');
  });

  it('converts booleans', () => {
    expect(run('[true.toInt(), false.toFloat(), true.toNumber(), false.toBoolean(), true.isEmpty()]')).toEqual([1, 0, 1, false, false]);
  });
});

describe('dispatch', () => {
  it('classifies receivers', () => {
    expect([
      extensionTypeOf('a'),
      extensionTypeOf(1),
      extensionTypeOf(true),
      extensionTypeOf([]),
      extensionTypeOf({}),
      extensionTypeOf(new Date()),
      extensionTypeOf(null),
    ]).toEqual(['string', 'number', 'boolean', 'array', 'object', 'date', undefined]);
  });

  it('documents every extension with a description and an example', () => {
    for (const fn of listExtensions()) {
      expect(fn.description, fn.name).not.toBe('');
      expect(fn.example, fn.name).toContain(`.${fn.name}(`);
    }
    expect(EXTENSION_NAMES.has('toTitleCase')).toBe(true);
  });
});
