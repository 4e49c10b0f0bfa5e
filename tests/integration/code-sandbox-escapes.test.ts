/**
 * Escape and abuse attempts against the Code node sandbox (real worker processes,
 * real isolates). Each attempt must fail with a clear error (or, for pollution, have
 * no effect outside its own run); after each one the server process is unchanged,
 * nothing reached the local HTTP server or the canary file, and ordinary code works.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CodeSandbox, CodeSandboxError, type CodeSandboxRequest } from '../../app/server/sandbox';

const canary = `canary-${randomBytes(8).toString('hex')}`;
process.env['SWITCHYARD_TEST_CANARY'] = canary;
const folder = mkdtempSync(join(tmpdir(), 'switchyard-sandbox-'));
const secretFile = join(folder, 'secret.txt');
writeFileSync(secretFile, canary);

let hits = 0;
let server: Server;
let url = '';
const sandbox = new CodeSandbox({ limits: { timeoutMs: 2000, memoryMb: 64, maxOutputChars: 4 * 1024 * 1024 } });
const objectKeysBefore = Object.getOwnPropertyNames(Object.prototype).sort();
const arrayKeysBefore = Object.getOwnPropertyNames(Array.prototype).sort();

beforeAll(async () => {
  server = createServer((_req, res) => {
    hits++;
    res.end(canary);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  await sandbox.dispose();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

afterEach(async () => {
  expect(hits).toBe(0);
  expect(readFileSync(secretFile, 'utf8')).toBe(canary);
  expect(process.env['SWITCHYARD_TEST_CANARY']).toBe(canary);
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(objectKeysBefore);
  expect(Object.getOwnPropertyNames(Array.prototype).sort()).toEqual(arrayKeysBefore);
  expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  const ordinary = await run('return $input.all().map(i => ({json: {b: i.json.a * 2, pushed: [1].concat([2]).length}}))');
  expect(ordinary.items.map((i) => i.json)).toEqual([{ b: 2, pushed: 2 }]);
});

function run(code: string, extra: Partial<CodeSandboxRequest> = {}) {
  return sandbox.run({
    code,
    mode: 'runOnceForAllItems',
    items: [{ json: { a: 1 } }],
    node: { name: 'Code', type: 'n8n-nodes-base.code', typeVersion: 2 },
    ...extra,
  });
}

async function refused(code: string, extra: Partial<CodeSandboxRequest> = {}): Promise<CodeSandboxError> {
  const outcome = await run(code, extra).then(
    (result) => result,
    (error: unknown) => error,
  );
  if (!(outcome instanceof CodeSandboxError)) throw new Error(`the attempt was not refused: ${JSON.stringify(outcome).slice(0, 300)}`);
  expect(JSON.stringify(outcome)).not.toContain(canary);
  expect(outcome.message).not.toContain(canary);
  return outcome;
}

const everything = { builtIn: ['*'], external: ['*'] };
/** The isolated-vm build this runtime installed (see app/server/sandbox/child/ivm.ts). */
const nativeAddon = existsSync(join(process.cwd(), 'node_modules', 'isolated-vm')) ? 'isolated-vm' : 'isolated-vm-node20';

// The first test also starts the worker process.
describe('no process, environment or host globals', { timeout: 60_000 }, () => {
  const cases: Array<[string, string, RegExp]> = [
    ['process.env', 'return [{json: {v: process.env.SWITCHYARD_TEST_CANARY}}]', /^ReferenceError: process is not defined \[line 1\]$/],
    [
      'this.constructor.constructor',
      "return [{json: {v: this.constructor.constructor('return process')().env}}]",
      /^ReferenceError: process is not defined/,
    ],
    [
      'Array#map constructor',
      "return [{json: {v: [].map.constructor('return process')().env}}]",
      /^ReferenceError: process is not defined/,
    ],
    [
      'async function constructor',
      "const AsyncFunction = (async () => {}).constructor;\nreturn [{json: {v: (await AsyncFunction('return process')()).env}}]",
      /^ReferenceError: process is not defined/,
    ],
    [
      '$input constructor chain',
      "return [{json: {v: $input.constructor.constructor('return process.mainModule')()}}]",
      /^ReferenceError: process is not defined/,
    ],
    [
      'console.log constructor chain',
      'return console.log.constructor(\'return process.binding("fs")\')()',
      /^ReferenceError: process is not defined/,
    ],
    [
      'Luxon object constructor chain',
      "return DateTime.now().constructor.constructor('return process')().exit(1)",
      /^ReferenceError: process is not defined/,
    ],
    ['eval', "return eval('process.env')", /^ReferenceError: process is not defined/],
    ['globalThis.process', 'return globalThis.process.env', /^TypeError: Cannot read properties of undefined \(reading 'env'\)/],
    ['module._load', "return module.constructor._load('fs')", /^ReferenceError: module is not defined/],
    ['require.cache / resolve', "return require.resolve('fs')", /^TypeError: require\.resolve is not a function/],
    ['the runtime internals', 'return __sy.prepare', /^ReferenceError: __sy is not defined/],
    [
      'stack-frame receivers',
      'Error.prepareStackTrace = (e, frames) => frames;\nconst frames = new Error().stack;\nreturn frames.find(f => f.getThis() && f.getThis().process).getThis().process.env',
      /^TypeError: Cannot read properties of undefined \(reading 'getThis'\)/,
    ],
    // Buffer is the isolate's own pure-JS Buffer (the `buffer` package), not Node's.
    [
      'Buffer constructor chain',
      "return Buffer.from('x').constructor.constructor('return process')().env",
      /^ReferenceError: process is not defined/,
    ],
    [
      'timer callback constructor chain',
      "return setTimeout.constructor('return process')().env",
      /^ReferenceError: process is not defined/,
    ],
    ['$env', 'return [{json: {v: $env.SWITCHYARD_TEST_CANARY}}]', /^Error: access to env vars denied/],
  ];
  it.each(cases)('%s', async (_label, code, expected) => {
    expect((await refused(code)).message).toMatch(expected);
  });

  it('has no host globals at all', async () => {
    const result = await run(
      "return [{json: {names: ['process', 'require', 'Buffer', 'setTimeout', 'setInterval', 'fetch', 'XMLHttpRequest', 'WebSocket', '__sy', '__sy_user', 'ivm', '_ivm'].filter(n => typeof globalThis[n] !== 'undefined')}}]",
    );
    // require is the sandbox's own allow-listed loader; Buffer (the pure-JS `buffer` package)
    // and the timers (kept by the worker, cleared with the run) are the sandbox's own too.
    expect(result.items[0]?.json).toEqual({ names: ['require', 'Buffer', 'setTimeout', 'setInterval'] });
  });
});

describe('no files and no network', () => {
  const cases: Array<[string, string, RegExp, Partial<CodeSandboxRequest>?]> = [
    [
      'require fs',
      `return require('fs').readFileSync(${JSON.stringify(secretFile)}, 'utf8')`,
      /^Error: Module 'fs' is blocked in the Code node \[line 1\]$/,
      { allowedModules: everything },
    ],
    ['require node:fs', "return require('node:fs')", /^Error: Module 'fs' is blocked/, { allowedModules: everything }],
    ['require fs/promises', "return require('fs/promises')", /^Error: Module 'fs\/promises' is blocked/, { allowedModules: everything }],
    [
      'require child_process',
      "return require('child_process').execSync('cat /etc/passwd')",
      /^Error: Module 'child_process' cannot be used in the Code node/,
      { allowedModules: everything },
    ],
    [
      'require http',
      `return require('http').get(${JSON.stringify(url)})`,
      /^Error: Module 'http' is blocked/,
      { allowedModules: { builtIn: ['http'] } },
    ],
    [
      'require net',
      "return require('net').connect(80, '127.0.0.1')",
      /^Error: Module 'net' cannot be used in the Code node/,
      { allowedModules: everything },
    ],
    [
      'require a file path',
      `return require(${JSON.stringify(secretFile)})`,
      /^Error: Cannot find module '.*secret\.txt': the Code node has no file system/,
      { allowedModules: everything },
    ],
    [
      'require a relative path',
      "return require('../../../../etc/passwd')",
      /^Error: Cannot find module '\.\.\/\.\.\/\.\.\/\.\.\/etc\/passwd': the Code node has no file system/,
      { allowedModules: everything },
    ],
    [
      'require a package path out of node_modules',
      "return require('luxon/../../package.json')",
      /^Error: Cannot find module 'luxon\/\.\.\/\.\.\/package\.json'/,
      { allowedModules: everything },
    ],
    // isolated-vm 5 requires its addon directly; 6 finds it through node-gyp-build, which needs fs first.
    [
      'a native addon',
      `return require('${nativeAddon}')`,
      /^Error: Module ('\.\/out\/isolated_vm' is a native addon and cannot run inside the Code node sandbox|'fs' is blocked in the Code node)/,
      { allowedModules: everything },
    ],
    [
      'a package that needs blocked built-ins',
      "return require('pg')",
      /^Error: Module '(events|util|net|crypto|dns)' (is blocked|cannot be used)/,
      { allowedModules: everything },
    ],
    ['import()', "return await import('fs')", /^Error: import\(\) is not available in the Code node/],
    ['fetch', `return await fetch(${JSON.stringify(url)})`, /^ReferenceError: fetch is not defined/],
    ['XMLHttpRequest', 'return new XMLHttpRequest()', /^ReferenceError: XMLHttpRequest is not defined/],
  ];
  it.each(cases)('%s', async (_label, code, expected, extra) => {
    expect((await refused(code, extra)).message).toMatch(expected);
  });
});

describe('pollution stays inside its own run', () => {
  it('Object.prototype and Array.prototype changes do not reach the server or the next run', async () => {
    await run(
      "Object.prototype.polluted = 'yes'; Array.prototype.push = () => { throw new Error('pwned') }; JSON.parse = () => ({}); return []",
    );
    const next = await run(
      'const a = []; a.push(1); return [{json: {polluted: ({}).polluted ?? null, pushed: a.length, parsed: JSON.parse("[1]")}}]',
    );
    expect(next.items[0]?.json).toEqual({ polluted: null, pushed: 1, parsed: [1] });
  });

  it('forged output is refused by the server, not passed on as items', async () => {
    const poisoned = await refused('Object.prototype.toJSON = function () { return {hijacked: true} }; return [{json: {a: 1}}]');
    expect(poisoned.message).toBe("Code doesn't return items properly");
    // Breaks out of the function the code is wrapped in and replaces the runtime's entry point.
    const replaced = await refused(
      "};\ndelete globalThis.__sy;\nglobalThis.__sy = {run: () => 'not json'};\nglobalThis.unused = function () {",
    );
    expect(replaced.message).toBe("Code doesn't return items properly");
    const forged = await refused(
      'Array.prototype.every = function () { return true };\nArray.prototype.forEach = function () {};\nreturn [5]',
    );
    expect(forged.message).toBe("Code doesn't return items properly");
  });
});

describe('resource abuse ends that run only', () => {
  const cases: Array<[string, string, RegExp, Partial<CodeSandboxRequest>?]> = [
    ['infinite loop', 'while (true) {}', /^Code execution timed out after 2 seconds$/],
    ['infinite loop after await', 'await null;\nfor (;;) {}', /^Code execution timed out after 2 seconds$/],
    ['a promise that never settles', 'await new Promise(() => {})', /^Code execution timed out after 2 seconds$/],
    ['infinite loop in each-item mode', 'while ($json) {}', /^Code execution timed out after 2 seconds$/, { mode: 'runOnceForEachItem' }],
    // Atomics and SharedArrayBuffer are not in the isolate (tests/security/code-sandbox-isolation.test.ts).
    [
      'Atomics.wait forever',
      'Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0); return []',
      /^ReferenceError: Atomics is not defined/,
    ],
    [
      'memory bomb',
      "const hoard = [];\nwhile (true) hoard.push('x'.repeat(1024) + Math.random());",
      /^The Code node ran out of memory \(limit 64 MB\)$/,
      { limits: { timeoutMs: 30000 } },
    ],
    [
      'array memory bomb',
      'const a = []; for (let i = 0; ; i++) a.push({i, s: [i, i, i, i]});',
      /^The Code node ran out of memory \(limit 64 MB\)$/,
      { limits: { timeoutMs: 30000 } },
    ],
    ['deep recursion', 'function down(n) { return down(n + 1) + 1 }\nreturn down(0)', /^RangeError: Maximum call stack size exceeded/],
    [
      'huge output',
      "return Array.from({length: 10000}, (_, i) => ({json: {i, s: 'x'.repeat(1000)}}))",
      /^The Code node's output is too large \(9\.\d MB of JSON; the limit is 4 MB\)$/,
    ],
    [
      'regular-expression backtracking',
      "return [{json: {m: /(a+)+$/.test('a'.repeat(40) + 'b')}}]",
      /^Code execution timed out after 2 seconds$/,
    ],
  ];
  it.each(cases)(
    '%s',
    async (_label, code, expected, extra) => {
      expect((await refused(code, extra)).message).toMatch(expected);
    },
    40_000,
  );

  it('keeps only the first console messages of a flood', async () => {
    const result = await run('for (let i = 0; i < 100000; i++) console.log("line", i); return []');
    expect(result.console.length).toBe(1001);
    expect(result.console[1000]).toEqual({ level: 'warn', message: '[console output truncated]' });
  });
});
