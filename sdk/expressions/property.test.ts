/**
 * Property-based checks: arithmetic and string expressions over random data
 * give exactly what plain JavaScript gives.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateExpression } from './evaluate';

const number = fc.oneof(fc.integer({ min: -1e6, max: 1e6 }), fc.double({ noNaN: true, min: -1e6, max: 1e6 }));
const BINARY = ['+', '-', '*', '/', '%', '<', '<=', '>', '>=', '===', '!==', '==', '&&', '||', '??'] as const;

function plain(op: (typeof BINARY)[number], a: unknown, b: unknown): unknown {
  const x = a as number;
  const y = b as number;
  switch (op) {
    case '+':
      return x + y;
    case '-':
      return x - y;
    case '*':
      return x * y;
    case '/':
      return x / y;
    case '%':
      return x % y;
    case '<':
      return x < y;
    case '<=':
      return x <= y;
    case '>':
      return x > y;
    case '>=':
      return x >= y;
    case '===':
      return x === y;
    case '!==':
      return x !== y;
    case '==':
      return x == y;
    case '&&':
      return x && y;
    case '||':
      return x || y;
    case '??':
      return x ?? y;
  }
}

describe('expressions agree with JavaScript', () => {
  it('for binary operators on random numbers and strings', () => {
    fc.assert(
      fc.property(fc.oneof(number, fc.string()), fc.oneof(number, fc.string()), fc.constantFrom(...BINARY), (a, b, op) => {
        const result = evaluateExpression(`={{ $json.a ${op} $json.b }}`, { $json: { a, b } });
        expect(Object.is(result, plain(op, a, b)) || (Number.isNaN(result) && Number.isNaN(plain(op, a, b)))).toBe(true);
      }),
    );
  });

  it('for compound arithmetic', () => {
    fc.assert(
      fc.property(number, number, number, (a, b, c) => {
        const result = evaluateExpression('={{ ($json.a * 2 - $json.b) / ($json.c || 1) + Math.abs($json.a) ** 2 }}', {
          $json: { a, b, c },
        });
        expect(result).toBe((a * 2 - b) / (c || 1) + Math.abs(a) ** 2);
      }),
    );
  });

  it('for string methods and templates', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ maxLength: 3 }), fc.nat({ max: 20 }), (text, sep, n) => {
        const $json = { text, sep, n };
        expect(evaluateExpression('={{ $json.text.toUpperCase() + $json.text.slice($json.n) }}', { $json })).toBe(
          text.toUpperCase() + text.slice(n),
        );
        expect(evaluateExpression('={{ $json.text.split($json.sep).join("|") }}', { $json })).toBe(text.split(sep).join('|'));
        expect(evaluateExpression('={{ `<${$json.text}>${$json.n}` }}', { $json })).toBe(`<${text}>${n}`);
        expect(evaluateExpression('=<{{ $json.text }}>{{ $json.n }}', { $json })).toBe(`<${text}>${n}`);
      }),
    );
  });

  it('for array callbacks', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1000, max: 1000 })), (list) => {
        const result = evaluateExpression('={{ $json.list.filter(x => x % 2 === 0).map((x, i) => x * i).reduce((s, x) => s + x, 0) }}', {
          $json: { list },
        });
        expect(result).toBe(
          list
            .filter((x) => x % 2 === 0)
            .map((x, i) => x * i)
            .reduce((s, x) => s + x, 0),
        );
      }),
    );
  });
});
