/**
 * Escape attempts: each must fail with a clear ExpressionError, and none may
 * change globalThis, Object.prototype, Array.prototype or the other shared
 * built-ins. The payload shapes include the published n8n expression-sandbox
 * escapes (CVE-2025-68613, CVE-2026-1470, CVE-2026-25049: `this`/function
 * tricks, constructor chains, prototype walks, getters, `with` and
 * unscopables, tagged templates, Unicode escapes, .call/.apply/.bind).
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { buildExpressionContext } from './context/build-context';
import type { ExpressionContext } from './context/item-context';
import { ExpressionError } from './errors';
import { evaluateExpression } from './evaluate';

const workflow = {
  id: 'w1',
  name: 'Escapes',
  active: false,
  nodes: [
    { id: '1', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0] as [number, number], parameters: {} },
    {
      id: '2',
      name: 'Set',
      type: 'n8n-nodes-base.set',
      typeVersion: 3,
      position: [200, 0] as [number, number],
      parameters: { value: '={{ $json.a }}' },
    },
  ],
  connections: { Start: { main: [[{ node: 'Set', type: 'main' as const, index: 0 }]] } },
};
const items = [{ json: { a: 1, name: 'alice', text: 'constructor', list: [1, 2, 3] }, pairedItem: { item: 0 } }];
const runData = { Start: [{ startTime: 0, executionTime: 0, source: [], data: { main: [items] } }] };

let context: ExpressionContext;

function snapshot(): Record<string, unknown> {
  const names = (o: object): string[] => Object.getOwnPropertyNames(o).sort();
  return {
    objectProto: names(Object.prototype),
    arrayProto: names(Array.prototype),
    functionProto: names(Function.prototype),
    stringProto: names(String.prototype),
    numberProto: names(Number.prototype),
    globals: names(globalThis).filter((n) => !n.startsWith('__vitest')),
    math: names(Math),
    mathMax: Math.max,
    objectKeys: Object.keys,
    objectAssign: Object.assign,
    jsonParse: JSON.parse,
    arrayMap: Array.prototype.map,
    dateTimeNow: DateTime.now,
    dateTimeProto: names(DateTime.prototype),
    objectProtoProto: Object.getPrototypeOf(Object.prototype),
    arrayProtoProto: Object.getPrototypeOf(Array.prototype),
  };
}

let before: Record<string, unknown>;

beforeAll(() => {
  context = buildExpressionContext({ workflow, runData, activeNodeName: 'Set', mode: 'execution', itemIndex: 0 });
  before = snapshot();
});

afterEach(() => {
  expect(snapshot()).toEqual(before);
  for (const probe of [{}, [], '', 0, () => 0, new Date(), DateTime.now()]) {
    expect((Object(probe) as Record<string, unknown>).polluted).toBeUndefined();
    expect((Object(probe) as Record<string, unknown>).pwned).toBeUndefined();
  }
  expect((globalThis as Record<string, unknown>).polluted).toBeUndefined();
});

function attempt(expression: string): ExpressionError {
  try {
    evaluateExpression(expression, context);
  } catch (error) {
    expect(error, expression).toBeInstanceOf(ExpressionError);
    return error as ExpressionError;
  }
  throw new Error(`the escape attempt ${expression} did not fail`);
}

const ESCAPES: ReadonlyArray<readonly [string, string, string | RegExp]> = [
  // Published shapes: reaching the real global object through `this` or a function.
  ['function returning this', '={{ (function(){ return this })().process }}', "'function' expressions are not allowed"],
  ['this.process', '={{ this.process.mainModule.require("child_process") }}', "'this' is not available"],
  ['this constructor chain', "={{ this.constructor.constructor('return process')() }}", "'this' is not available"],
  ['arrow returning this', '={{ (() => this)() }}', "'this' is not available"],
  // Constructor chains to the Function constructor.
  ['[].map.constructor', "={{ [].map.constructor('return process')() }}", "Access to 'constructor' is not allowed"],
  [
    "''['constructor']['constructor']",
    "={{ ''['constructor']['constructor']('return globalThis')() }}",
    "Access to 'constructor' is not allowed",
  ],
  ['computed constructor', "={{ ''['constr' + 'uctor'] }}", "Access to 'constructor' is not allowed"],
  ['constructor from data', '={{ $json[$json.text] }}', "Access to 'constructor' is not allowed"],
  ['arrow constructor', '={{ (() => 1).constructor }}', "Access to 'constructor' is not allowed"],
  ['helper constructor', "={{ $('Start').constructor }}", "Access to 'constructor' is not allowed"],
  ['global stand-in constructor', '={{ Object.keys.constructor }}', "Access to 'constructor' is not allowed"],
  ['destructured constructor', "={{ (({ constructor }) => constructor)('') }}", "Access to 'constructor' is not allowed"],
  ['computed destructured constructor', "={{ (({ ['constr' + 'uctor']: c }) => c)('') }}", "Access to 'constructor' is not allowed"],
  // Unicode escapes must not hide names.
  ['unicode-escaped identifier', '={{ $json.\\u0063onstructor }}', "Access to 'constructor' is not allowed"],
  ['unicode-escaped string key', '={{ ""["\\u0063onstructor"] }}', "Access to 'constructor' is not allowed"],
  ['hex-escaped string key', '={{ ""["\\x5f_proto__"] }}', "Access to '__proto__' is not allowed"],
  // Prototype walks.
  ['({}).__proto__', '={{ ({}).__proto__ }}', "Access to '__proto__' is not allowed"],
  ['[].__proto__ assignment', '={{ [].__proto__.polluted = 1 }}', 'Assigning to properties is not allowed'],
  ['Object.prototype assignment', '={{ Object.prototype.polluted = 1 }}', 'Assigning to properties is not allowed'],
  ['Object.prototype read', '={{ Object.prototype }}', "Access to 'prototype' is not allowed"],
  ['Object.getPrototypeOf', '={{ Object.getPrototypeOf(Object.getPrototypeOf($json)) }}', 'Object.getPrototypeOf is not available'],
  ['String.prototype', '={{ String.prototype }}', "Access to 'prototype' is not allowed"],
  ['__lookupGetter__', "={{ $json.__lookupGetter__('a') }}", "Access to '__lookupGetter__' is not allowed"],
  ['__defineGetter__', "={{ $json['__defineGetter__']('a', () => 1) }}", "Access to '__defineGetter__' is not allowed"],
  ['Object.assign onto a prototype', '={{ Object.assign([].__proto__, { polluted: 1 }) }}', "Access to '__proto__' is not allowed"],
  ['Object.assign onto Object', '={{ Object.assign(Object, { keys: () => 1 }) }}', 'Object.assign() can only change plain objects'],
  ['Object.assign onto Math', '={{ Object.assign(Math, { max: () => 1 }) }}', 'Object.assign() can only change plain objects'],
  // Function, eval and host names.
  ['Function', "={{ Function('return process')() }}", 'Function is not defined'],
  ['new Function', "={{ new Function('return 1') }}", 'Function is not defined'],
  ['eval', "={{ eval('1') }}", 'eval is not defined'],
  ['globalThis', '={{ globalThis }}', 'globalThis is not defined'],
  ['window', '={{ window.location }}', 'window is not defined'],
  ['process', '={{ process.env }}', 'process is not defined'],
  ['require', "={{ require('fs') }}", 'require is not defined'],
  ['module', '={{ module.exports }}', 'module is not defined'],
  ['Reflect', '={{ Reflect.ownKeys({}) }}', 'Reflect is not defined'],
  ['Proxy', '={{ new Proxy({}, {}) }}', 'Proxy is not defined'],
  ['WebAssembly', '={{ WebAssembly.compile }}', 'WebAssembly is not defined'],
  ['setTimeout', '={{ setTimeout(() => 1) }}', 'setTimeout is not defined'],
  ['fetch', "={{ fetch('http://x') }}", 'fetch is not defined'],
  ['arguments', '={{ (() => arguments)() }}', 'arguments is not defined'],
  ['import()', "={{ import('fs') }}", "'import()' is not allowed"],
  ['new.target', '={{ (() => new.target)() }}', 'Failed to parse expression'],
  // Symbols and with.
  ['Symbol.unscopables', '={{ Symbol.unscopables }}', 'Symbol is not defined'],
  ['Symbol.iterator key', '={{ $json.list[Symbol.iterator] }}', 'Symbol is not defined'],
  ['with', '={{ (() => { with ($json) { return constructor } })() }}', "'with' statements are not allowed"],
  // Tagged templates.
  ['String.raw tag', '={{ String.raw`x` }}', 'Tagged templates are not allowed'],
  ['tag function', '={{ (s => s)`x` }}', 'Tagged templates are not allowed'],
  // Getters and property definition.
  ['object getter', '={{ ({ get x() { return 1 } }).x }}', 'Getters and setters are not allowed'],
  ['Object.defineProperty', "={{ Object.defineProperty({}, 'x', { get: () => 1 }) }}", 'Object.defineProperty is not available'],
  [
    'Object.getOwnPropertyDescriptor',
    "={{ Object.getOwnPropertyDescriptor([], 'map') }}",
    'Object.getOwnPropertyDescriptor is not available',
  ],
  // .call / .apply / .bind.
  ['call', '={{ [].map.call([1], x => x) }}', 'Function.call() is not available'],
  ['apply', '={{ ((x) => x).apply(null, [1]) }}', 'Function.apply() is not available'],
  ['bind', '={{ [].push.bind($json.list) }}', 'Function.bind() is not available'],
  // toString overrides and object keys.
  ['toString key', "={{ $json[{ toString: () => 'constructor' }] }}", 'Property keys must be strings or numbers'],
  ['array key', "={{ ''[['constructor']] }}", 'Property keys must be strings or numbers'],
  // $jmespath input abuse.
  ['jmespath __proto__', "={{ $jmespath({}, '__proto__') }}", 'Built-in prototypes and globals cannot be used'],
  ['jmespath constructor', "={{ $jmespath({ a: 1 }, 'constructor') }}", 'not available in expressions'],
  ['jmespath nested prototype', "={{ $jmespath({}, '{p: __proto__}').p }}", "Access to 'p' is not allowed"],
  [
    'jmespath prototype into a callback',
    "={{ $jmespath({}, '[__proto__]').map(p => Object.assign(p, { polluted: 1 })) }}",
    'Built-in prototypes and globals cannot be used',
  ],
  [
    'jmespath prototype spread into a call',
    "={{ Object.assign(...$jmespath({}, '[__proto__]'), { polluted: 1 }) }}",
    'Built-in prototypes and globals cannot be used',
  ],
  // Luxon internals and method transplanting.
  ['DateTime internals', '={{ $now.loc }}', "'loc' is not part of DateTime's public API"],
  ['Object.values of a DateTime', '={{ Object.values($now) }}', 'works on plain objects and arrays only'],
  ['spread of a DateTime', '={{ ({ ...$now }) }}', 'Only plain objects and arrays can be spread'],
  ['transplanted Luxon method', '={{ ({ toISO: $now.toISO }).toISO() }}', 'toISO() can only be called on a DateTime'],
  ['transplanted context method', '={{ ({ all: $input.all }).all() }}', 'can only be called on a $input'],
  // new on anything else.
  ['new arrow', '={{ new (x => x)() }}', "'new' is only allowed with"],
  ['new Array', '={{ new Array(1e9) }}', "'new' is only allowed with"],
  ['async', '={{ (async () => 1)() }}', 'Async functions are not allowed'],
  // Denial of service.
  ['endless recursion', '={{ (f => f(f))(f => f(f)) }}', /recursed too deeply|too much work/],
  ['exponential work', '={{ (f => f(f, 40))((f, n) => n ? f(f, n - 1) + f(f, n - 1) : 1) }}', 'did too much work'],
  ['huge string', "={{ 'a'.repeat(2 ** 30) }}", 'cannot create a string longer than'],
  ['array doubling', '={{ (f => f(f, [0], 0))((f, a, n) => n < 40 ? f(f, [...a, ...a], n + 1) : a.length) }}', 'did too much work'],
];

describe('expression escape attempts', () => {
  it('has at least 25 attempts', () => {
    expect(ESCAPES.length).toBeGreaterThanOrEqual(25);
  });

  it.each(ESCAPES)('%s fails with a clear error', (_name, expression, message) => {
    const error = attempt(expression);
    if (typeof message === 'string') expect(error.message).toContain(message);
    else expect(error.message).toMatch(message);
    expect(error.message).not.toMatch(/is not a function|undefined \(reading/);
  });

  it('keeps JSON prototype keys as own data instead of changing prototypes', () => {
    expect(evaluateExpression(`={{ Object.assign({}, JSON.parse('{"__proto__": {"polluted": 1}}')).polluted }}`, context)).toBeUndefined();
    expect(evaluateExpression(`={{ ({ ...JSON.parse('{"__proto__": {"polluted": 1}}') }).polluted }}`, context)).toBeUndefined();
    expect(attempt(`={{ ({ ['__pro' + 'to__']: { polluted: 1 } }).polluted }}`).message).toContain("Access to '__proto__' is not allowed");
    expect(evaluateExpression(`={{ Object.fromEntries([['__proto__', { polluted: 1 }]]).polluted }}`, context)).toBeUndefined();
  });

  it('keeps the real Math, Object and DateTime unchanged when stand-ins are targeted', () => {
    attempt('={{ Object.assign(DateTime, { now: () => 1 }) }}');
    expect(typeof DateTime.now()).toBe('object');
    expect(Math.max(1, 2)).toBe(2);
  });

  it('keeps ordinary expressions working after the attempts', () => {
    expect(evaluateExpression('={{ $json.a + 1 }}', context)).toBe(2);
    expect(evaluateExpression('={{ $json.name.toUpperCase() }}', context)).toBe('ALICE');
    expect(evaluateExpression('={{ $json.list.map(x => x * 2).sum() }}', context)).toBe(12);
    expect(evaluateExpression("={{ $('Start').item.json.name }}", context)).toBe('alice');
    expect(evaluateExpression("={{ $jmespath($json, 'list[1]') }}", context)).toBe(2);
    expect(evaluateExpression('={{ Object.keys($json).length }}', context)).toBe(4);
    expect(evaluateExpression('={{ $now.toISO().length > 0 }}', context)).toBe(true);
    expect(evaluateExpression("={{ 'constructor'.toUpperCase() }}", context)).toBe('CONSTRUCTOR');
    expect(evaluateExpression('={{ $json.text }}', context)).toBe('constructor');
  });
});
