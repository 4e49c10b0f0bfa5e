import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { ExpressionError, ExpressionSecurityError, ExpressionSyntaxError } from './errors';
import { clearExpressionCache, compileExpression, evaluateCode, evaluateExpression, templatePiece } from './evaluate';

const ctx = { $json: { a: 1, name: 'alice', list: [1, 2, 3], obj: { x: 1 }, empty: '', nothing: null, iso: '2024-03-15T10:20:30.000Z' } };
const run = (value: string, context: object = ctx): unknown => evaluateExpression(value, context);

function failure(value: string, context: object = ctx): ExpressionError {
  try {
    run(value, context);
  } catch (error) {
    if (error instanceof ExpressionError) return error;
    throw error;
  }
  throw new Error(`expected ${value} to fail`);
}

describe('results', () => {
  it('returns the raw value of a single {{ }} and a string otherwise', () => {
    expect(run('={{ $json.a + 1 }}')).toBe(2);
    expect(run('={{ $json.obj }}')).toBe(ctx.$json.obj);
    expect(run('={{ $json.list }}')).toBe(ctx.$json.list);
    expect(run('= {{ 1 }}')).toBe(' 1');
    expect(run('={{ 1 }}{{ 2 }}')).toBe('12');
    expect(run('=plain text')).toBe('plain text');
    expect(run('{{ $json.name }}')).toBe('alice');
  });

  it('converts values inside text like n8n: empty for null, undefined, NaN and ""', () => {
    expect(run('=x {{ $json.obj }} y {{ $json.list }} z {{ null }}{{ undefined }}{{ NaN }}{{ "" }} {{ true }} {{ false }} {{ 0 }}')).toBe(
      'x [object Object] y 1,2,3 z  true false 0',
    );
    expect(templatePiece([1, [2, 3]])).toBe('1,2,3');
  });

  it('caches compiled expressions by text', () => {
    clearExpressionCache();
    expect(compileExpression('={{ $json.a }}')).toBe(compileExpression('={{ $json.a }}'));
    expect(compileExpression('={{ $json.a }}').returnsRawValue).toBe(true);
    expect(compileExpression('=a{{ $json.a }}').returnsRawValue).toBe(false);
  });

  it("fails to parse with 'Failed to parse expression', every time", () => {
    for (const value of ['={{ $json.a. }}', '={{ }}', '=a {{ 1 + }} b']) {
      const error = failure(value);
      expect(error).toBeInstanceOf(ExpressionSyntaxError);
      expect(error.message).toBe('Failed to parse expression');
    }
    expect(failure('={{ $json.a. }}')).toBe(failure('={{ $json.a. }}'));
  });

  it('refuses a function or a global as the result', () => {
    expect(failure('={{ $json.name.toUpperCase }}').message).toBe('This is a function: add () to call it');
    expect(failure('={{ DateTime }}').message).toContain('DateTime cannot be used on its own');
    expect(failure('=a {{ Math.max }}').message).toBe('This is a function: add () to call it');
  });

  it('gives the position of the failing segment', () => {
    expect(failure('=ab {{ $json.nope.x }}').position).toBe(5);
    expect(failure('=ab {{ 1 + }}').position).toBeGreaterThanOrEqual(5);
  });
});

describe('language', () => {
  it('reads members, optional chains and computed keys', () => {
    expect(run('={{ $json["name"] }}')).toBe('alice');
    expect(run('={{ $json.nope?.x.y.z }}')).toBeUndefined();
    expect(run('={{ $json.nope?.[0] }}')).toBeUndefined();
    expect(run('={{ $json.nope?.() }}')).toBeUndefined();
    expect(run('={{ $json.name?.toUpperCase() }}')).toBe('ALICE');
    expect(run('={{ $json.list[1] }}')).toBe(2);
    expect(run('={{ $json.name.length }}')).toBe(5);
    expect(failure('={{ $json.nope.x }}').message).toBe("Cannot read properties of undefined (reading 'x')");
  });

  it('supports operators, templates, spread and literals', () => {
    expect(run('={{ [1 + 2 * 3, 7 % 4, 2 ** 3, 5 / 2, 1 - 1, -$json.a, +"3", ~1, !0] }}')).toEqual([7, 3, 8, 2.5, 0, -1, 3, -2, true]);
    expect(
      run('={{ [1 < 2, 2 <= 2, 3 > 4, 4 >= 4, 1 == "1", 1 === "1", 1 != 2, 1 !== 1, 5 & 3, 5 | 3, 5 ^ 3, 1 << 2, -8 >> 1, -8 >>> 28] }}'),
    ).toEqual([true, true, false, true, true, false, true, false, 1, 7, 6, 4, -4, 15]);
    expect(run('={{ `${$json.name}-${$json.a}` }}')).toBe('alice-1');
    expect(run('={{ [...$json.list, ..."ab"] }}')).toEqual([1, 2, 3, 'a', 'b']);
    expect(run('={{ ({ ...$json.obj, y: 2, ["k" + 1]: 3 }) }}')).toEqual({ x: 1, y: 2, k1: 3 });
    expect(run('={{ $json.nothing ?? "d" }}')).toBe('d');
    expect(run('={{ $json.empty || "d" }}')).toBe('d');
    expect(run('={{ $json.a && "yes" }}')).toBe('yes');
    expect(run('={{ (1, 2) }}')).toBe(2);
    expect(run('={{ $json.a > 0 ? "pos" : "neg" }}')).toBe('pos');
    expect(run('={{ typeof undefinedThing }}')).toBe('undefined');
    expect(run('={{ typeof $json.a }}')).toBe('number');
    expect(run('={{ void 1 }}')).toBeUndefined();
    expect(run('={{ "name" in $json }}')).toBe(true);
  });

  it('gives each evaluation a fresh regular expression', () => {
    expect(run('={{ /a/g.exec("aa").index }}')).toBe(0);
    expect(run('={{ /a/g.exec("aa").index }}')).toBe(0);
    expect(run('={{ $json.name.replace(/l/g, "L") }}')).toBe('aLice');
  });

  it('supports arrow functions with the native array methods', () => {
    expect(run('={{ $json.list.map(x => x * 2) }}')).toEqual([2, 4, 6]);
    expect(run('={{ $json.list.filter((x, i) => i > 0).reduce((a, b) => a + b, 0) }}')).toBe(5);
    expect(run('={{ [3, 1, 2].sort((a, b) => a - b) }}')).toEqual([1, 2, 3]);
    expect(run('={{ [{ v: 1 }, {}].map(({ v = 9 }) => v) }}')).toEqual([1, 9]);
    expect(run('={{ [[1, 2]].map(([a, ...rest]) => rest.concat(a)) }}')).toEqual([[2, 1]]);
    expect(run('={{ ((a, b = 2) => a + b)(1) }}')).toBe(3);
    expect(run('={{ ((...all) => all.length)(1, 2, 3) }}')).toBe(3);
    expect(run('={{ (x => y => x + y)(1)(2) }}')).toBe(3);
  });

  it('supports block bodies: const, let, if, for...of, break, continue, return', () => {
    const code = `={{ (() => {
      let total = 0;
      const seen = [];
      for (const x of $json.list) {
        if (x === 2) continue;
        if (x > 5) break;
        total += x;
        seen.push(x);
      }
      if (total > 100) { return 'big' } else if (total > 1) { return total + ':' + seen.join(',') }
      return 'small';
    })() }}`;
    expect(run(code)).toBe('4:1,3');
    expect(run('={{ (() => { let n = 0; n++; ++n; n--; n ||= 5; n &&= n * 10; let m; m ??= 7; return [n, m] })() }}')).toEqual([10, 7]);
    expect(run('={{ (() => { for (const x of [1, 2, 3]) { if (x === 2) return x * 10 } return 0 })() }}')).toBe(20);
    expect(run('={{ (() => { const fns = []; for (const x of [1, 2]) fns.push(() => x); return fns.map(f => f()) })() }}')).toEqual([1, 2]);
  });

  it('refuses assignment to constants and to names it did not declare', () => {
    expect(failure('={{ (() => { const a = 1; a = 2; return a })() }}').message).toBe("Assignment to constant variable 'a'");
    expect(failure('={{ $json = 1 }}')).toBeInstanceOf(ExpressionSecurityError);
    expect(failure('={{ (() => { x = 1 })() }}').message).toContain("'x' is not one");
  });

  it('creates only allow-listed objects with new', () => {
    expect(run('={{ new Date(0).toISOString() }}')).toBe('1970-01-01T00:00:00.000Z');
    expect(run('={{ new Map([["a", 1]]).get("a") }}')).toBe(1);
    expect(run('={{ [...new Set([1, 1, 2])] }}')).toEqual([1, 2]);
    expect(run('={{ new RegExp("a+").test("caa") }}')).toBe(true);
    expect(run('={{ new URL("https://x.com/a?b=1").searchParams.get("b") }}')).toBe('1');
    expect(failure('={{ new Array(5) }}').message).toContain("'new' is only allowed with");
    expect(failure('={{ new DateTime() }}').message).toContain("'new' is only allowed with");
  });

  it('maps instanceof to the real classes', () => {
    expect(
      run('={{ [new Date() instanceof Date, [] instanceof Array, {} instanceof Object, $now instanceof DateTime] }}', {
        $now: DateTime.now(),
      }),
    ).toEqual([true, true, true, true]);
    expect(failure('={{ 1 instanceof (x => x) }}').message).toContain("right-hand side of 'instanceof'");
  });

  it('offers the allow-listed globals', () => {
    expect(run('={{ Math.max(1, 5) + Math.round(1.4) }}')).toBe(6);
    expect(run('={{ JSON.stringify(JSON.parse(\'{"a":1}\')) }}')).toBe('{"a":1}');
    expect(
      run('={{ [String(1), Number("2"), Boolean(0), parseInt("7px"), parseFloat("1.5"), isNaN(NaN), encodeURIComponent("a b")] }}'),
    ).toEqual(['1', 2, false, 7, 1.5, true, 'a%20b']);
    expect(
      run(
        '={{ [Array.isArray([]), Array.from("ab"), Array.of(1), Object.keys({a: 1}), Object.values({a: 1}), Object.entries({a: 1}), Object.fromEntries([["a", 1]])] }}',
      ),
    ).toEqual([true, ['a', 'b'], [1], ['a'], [1], [['a', 1]], { a: 1 }]);
    expect(run('={{ Object.assign({}, $json.obj, { y: 2 }) }}')).toEqual({ x: 1, y: 2 });
    expect(run('={{ DateTime.fromISO("2024-01-02", { zone: "UTC" }).toISODate() }}')).toBe('2024-01-02');
    expect(run('={{ Duration.fromObject({ hours: 2 }).as("minutes") }}')).toBe(120);
    expect(run('={{ Number.isInteger(2) && Number.MAX_SAFE_INTEGER > 0 }}')).toBe(true);
  });

  it('reports unknown names', () => {
    expect(failure('={{ nope }}').message).toBe('nope is not defined');
    expect(failure('={{ nope }}').code).toBe('reference');
  });
});

describe('extension dispatch', () => {
  it('calls extensions as methods, preferring them over natives of the same name', () => {
    expect(run('={{ "hello world".toTitleCase() }}')).toBe('Hello World');
    expect(run('={{ $json.list.sum() }}')).toBe(6);
    expect(run('={{ [1, 2, 3].reverse() }}')).toEqual([3, 2, 1]);
    expect(ctx.$json.list).toEqual([1, 2, 3]);
    expect(run('={{ $json.iso.format("yyyy") }}')).toBe('2024');
    expect(run('={{ $json.obj.isEmpty() }}')).toBe(false);
  });

  it('says which types an extension belongs to', () => {
    expect(failure('={{ "x".sum() }}').message).toBe('sum() is only callable on type Array');
    expect(failure('={{ (1).pluck() }}').message).toBe('pluck() is only callable on type Array');
  });
});

describe('limits and leniency', () => {
  it('stops runaway recursion and excessive work', () => {
    expect(failure('={{ (f => f(f))(f => f(f)) }}').code).toBe('limit');
    expect(failure('={{ (f => f(f, [0], 0))((f, a, n) => n < 40 ? f(f, a.concat(a), n + 1) : a.length) }}').code).toBe('limit');
    expect(failure('={{ "ab".repeat(1e9) }}').code).toBe('extension');
    expect(failure('={{ Array.from({ length: 1e9 }) }}').code).toBe('limit');
    expect(() => evaluateExpression('={{ [1, 2, 3].map(x => x) }}', ctx, { maxSteps: 2 })).toThrow('did too much work');
  });

  it('turns plain JavaScript errors into undefined in lenient mode, like n8n', () => {
    expect(evaluateExpression('={{ $json.nope.x }}', ctx, { lenient: true })).toBeUndefined();
    expect(evaluateExpression('=a {{ $json.nope.x }} b', ctx, { lenient: true })).toBe('a  b');
    expect(evaluateExpression('={{ nope }}', ctx, { lenient: true })).toBeUndefined();
    expect(() => evaluateExpression('={{ $json.constructor }}', ctx, { lenient: true })).toThrow(ExpressionSecurityError);
    expect(() => evaluateExpression('={{ "x".sum() }}', ctx, { lenient: true })).toThrow('only callable');
  });

  it('evaluates bare code for markers and completions, functions included', () => {
    expect(typeof evaluateCode('$json.name.toUpperCase', ctx)).toBe('function');
  });
});
