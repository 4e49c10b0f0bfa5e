import { describe, expect, it } from 'vitest';
import { ExpressionSecurityError } from '../errors';
import { parseSegmentCode } from '../parse';
import { checkAllowed } from './allow-list';

const check = (code: string): void => checkAllowed(parseSegmentCode(code));

function refusal(code: string): string {
  try {
    check(code);
  } catch (error) {
    expect(error).toBeInstanceOf(ExpressionSecurityError);
    return (error as Error).message;
  }
  throw new Error(`expected ${code} to be refused`);
}

describe('checkAllowed', () => {
  it('accepts the constructs expressions use', () => {
    for (const code of [
      '$json.a + 1',
      '$json["a b"]?.c ?? "x"',
      '`Hi ${$json.name}`',
      '[1, ...$json.list].map((x, i) => x * i)',
      '({ a: 1, [$json.k]: 2, ...$json.o })',
      '$json.list.reduce((acc, { v = 0 }) => acc + v, 0)',
      '(() => { const a = 1; let b = 2; b += a; if (b > 2) { return b } else return 0 })()',
      '(() => { let s = 0; for (const x of [1, 2]) { if (x > 1) break; s += x; continue } return s })()',
      'new Date(0)',
      'typeof x === "undefined" && !y || void 0',
      'a ? b : c',
      '(1, 2)',
      '/a+/g.test("aa")',
      'x instanceof Date',
      '"a" in $json',
    ]) {
      expect(() => check(code), code).not.toThrow();
    }
  });

  it.each([
    ['this', "'this' is not available in expressions"],
    ['(function () { return 1 })()', "'function' expressions are not allowed"],
    ['(class A {})', 'Classes are not allowed'],
    ['import("fs")', "'import()' is not allowed"],
    ['String.raw`x`', 'Tagged templates are not allowed'],
    ['(async () => 1)()', 'Async functions are not allowed'],
    ['delete $json.a', "'delete' is not allowed"],
    ['({ get x() { return 1 } })', 'Getters and setters are not allowed'],
    ['({ set x(v) {} })', 'Getters and setters are not allowed'],
    ['({ f() { return 1 } })', 'Object methods are not allowed'],
    ['({ __proto__: null })', "The property name '__proto__' is not allowed"],
    ['({ "constructor": 1 })', "The property name 'constructor' is not allowed"],
    ['$json.constructor', "Access to 'constructor' is not allowed"],
    ['$json.__proto__', "Access to '__proto__' is not allowed"],
    ['a.prototype', "Access to 'prototype' is not allowed"],
    ['a.__defineGetter__', "Access to '__defineGetter__' is not allowed"],
    ['$json.a = 1', 'Assigning to properties is not allowed'],
    ['[].__proto__.x = 1', 'Assigning to properties is not allowed'],
    ['[a] = [1]', 'Destructuring assignment is not allowed'],
    ['$json.a++', 'Only local variables can be incremented'],
    ['(() => { with ($json) { return a } })()', "'with' statements are not allowed"],
    ['(() => { var a = 1; return a })()', "'var' is not allowed"],
    ['(() => { while (true) {} })()', "'while' loops are not allowed"],
    ['(() => { for (;;) {} })()', "'for (;;)' loops are not allowed"],
    ['(() => { for (const k in $json) {} })()', "'for...in' loops are not allowed"],
    ['(() => { try { return 1 } catch { return 2 } })()', "'try' is not allowed"],
    ['(() => { throw 1 })()', "'throw' is not allowed"],
    ['(() => { switch (1) {} })()', "'switch' is not allowed"],
    ['(() => { a: for (const x of []) break a; })()', 'Labels are not allowed'],
    ['(() => { debugger })()', "'debugger' is not allowed"],
    ['(() => { function f() {} })()', "'function' declarations are not allowed"],
    ['1n + 2n', 'BigInt values are not supported'],
    ['(() => { const { constructor } = $json; return constructor })()', "Access to 'constructor' is not allowed"],
  ])('refuses %s', (code, message) => {
    expect(refusal(code)).toContain(message);
  });

  it('gives the position of the refused construct', () => {
    try {
      checkAllowed(parseSegmentCode(' 1 + this'), 5);
    } catch (error) {
      expect((error as ExpressionSecurityError).position).toBe(5 + 5);
    }
  });
});
