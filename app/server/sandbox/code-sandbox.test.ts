import { afterAll, describe, expect, it } from 'vitest';
import { CodeSandbox } from './code-sandbox';
import { CodeSandboxError, type CodeSandboxRequest } from './types';

const sandbox = new CodeSandbox({ isolatesPerWorker: 2 });
afterAll(() => sandbox.dispose());

const items = [{ json: { a: 1, name: 'one' } }, { json: { a: 2, name: 'two' } }, { json: { a: 3, name: 'three' } }];

function run(code: string, extra: Partial<CodeSandboxRequest> = {}) {
  return sandbox.run({
    code,
    mode: 'runOnceForAllItems',
    items,
    node: { name: 'Code', type: 'n8n-nodes-base.code', typeVersion: 2 },
    ...extra,
  });
}

async function failure(code: string, extra: Partial<CodeSandboxRequest> = {}): Promise<CodeSandboxError> {
  const error = await run(code, extra).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(CodeSandboxError);
  return error as CodeSandboxError;
}

// The first test also starts the worker process.
describe('run once for all items', { timeout: 60_000 }, () => {
  it('maps items and keeps their order', async () => {
    const result = await run('return $input.all().map(i => ({json: {...i.json, b: i.json.a * 2}}))');
    expect(result.items.map((i) => i.json)).toEqual([
      { a: 1, name: 'one', b: 2 },
      { a: 2, name: 'two', b: 4 },
      { a: 3, name: 'three', b: 6 },
    ]);
  });

  it("runs n8n's default code: mutated input items keep their pairing", async () => {
    const result = await run('for (const item of $input.all()) {\n  item.json.myNewField = 1;\n}\n\nreturn $input.all();');
    expect(result.items).toEqual(items.map((item, index) => ({ json: { ...item.json, myNewField: 1 }, pairedItem: { item: index } })));
  });

  it('offers items, first(), last(), itemMatching() and $json of the first item', async () => {
    const result = await run(
      'return [{json: {n: items.length, first: $input.first().json.a, last: $input.last().json.a, m: $input.itemMatching(1).json.a, j: $json.a}}]',
    );
    expect(result.items[0]?.json).toEqual({ n: 3, first: 1, last: 3, m: 2, j: 1 });
  });

  it('wraps a plain object, a list of plain objects and binary-only items like n8n', async () => {
    expect((await run('return {x: 1}')).items).toEqual([{ json: { x: 1 } }]);
    expect((await run('return [{x: 1}, {x: 2}]')).items).toEqual([{ json: { x: 1 } }, { json: { x: 2 } }]);
    expect((await run("return [{binary: {data: {data: 'aGk=', mimeType: 'text/plain'}}}]")).items).toEqual([
      { json: {}, binary: { data: { data: 'aGk=', mimeType: 'text/plain' } } },
    ]);
    expect((await run('return null')).items).toEqual([]);
  });

  it("rejects wrong shapes with n8n's messages", async () => {
    expect((await failure('return 5')).message).toBe("Code doesn't return items properly");
    expect((await failure('return')).message).toBe("Code doesn't return items properly");
    expect((await failure('return [{json: {a: 1}, extra: 2}]')).message).toBe('Unknown top-level item key: extra [item 0]');
    expect((await failure('return [{json: 5}]')).message).toBe("A 'json' property isn't an object [item 0]");
    expect((await failure('return [{json: {}}, {a: 1}]')).message).toBe('Unknown top-level item key: a [item 1]');
    expect((await failure('return [{binary: {}, k: 1}]')).message).toBe('Unknown top-level item key: k [item 0]');
    expect((await failure('return [1, 2]')).message).toBe("A 'json' property isn't an object [item 0]");
    const wrong = await failure('return "text"');
    expect(wrong.kind).toBe('validation');
    expect(wrong.description).toBe('Please return an array of objects, one for each item you would like to output.');
  });

  it('reports thrown errors with their type and the line of the user code', async () => {
    const error = await failure('const a = 1;\n\nthrow new TypeError("bad value")');
    expect(error.message).toBe('TypeError: bad value [line 3]');
    expect(error.lineNumber).toBe(3);
    expect((await failure('const x = 1;\nreturn [}')).message).toBe("SyntaxError: Unexpected token '}' [line 2]");
    expect((await failure('return items2')).message).toBe('ReferenceError: items2 is not defined [line 1]');
  });
});

describe('run once for each item', () => {
  it('runs per item with $json, $input.item and $itemIndex, and pairs outputs', async () => {
    const result = await run('$input.item.json.i = $itemIndex; $json.upper = $json.name.toUpperCase(); return $input.item', {
      mode: 'runOnceForEachItem',
    });
    expect(result.items).toEqual([
      { json: { a: 1, name: 'one', i: 0, upper: 'ONE' }, pairedItem: { item: 0 } },
      { json: { a: 2, name: 'two', i: 1, upper: 'TWO' }, pairedItem: { item: 1 } },
      { json: { a: 3, name: 'three', i: 2, upper: 'THREE' }, pairedItem: { item: 2 } },
    ]);
  });

  it('drops items whose code returns nothing and wraps plain objects', async () => {
    const result = await run('if ($json.a === 2) return; return {doubled: $json.a * 2}', { mode: 'runOnceForEachItem' });
    expect(result.items).toEqual([
      { json: { doubled: 2 }, pairedItem: { item: 0 } },
      { json: { doubled: 6 }, pairedItem: { item: 2 } },
    ]);
  });

  it('names the failing item and line', async () => {
    const error = await failure('if ($json.a === 2) {\n  null.x;\n}\nreturn $input.item', { mode: 'runOnceForEachItem' });
    expect(error.message).toBe("TypeError: Cannot read properties of null (reading 'x') [line 2, for item 1]");
    expect(error.itemIndex).toBe(1);
    expect((await failure('return [$json]', { mode: 'runOnceForEachItem' })).message).toBe("Code doesn't return a single object [item 0]");
    expect((await failure('return 7', { mode: 'runOnceForEachItem' })).message).toBe("Code doesn't return an object [item 0]");
    expect((await failure('const all = $input.all();\nreturn all[0]', { mode: 'runOnceForEachItem' })).message).toBe(
      "Can't use .all() here [line 1, for item 0]",
    );
  });

  it('turns failing items into error items when the node continues on fail', async () => {
    const result = await run('if ($json.a === 2) throw new Error("no twos"); return $input.item', {
      mode: 'runOnceForEachItem',
      continueOnFail: true,
    });
    expect(result.items.map((i) => i.json)).toEqual([
      { a: 1, name: 'one' },
      { error: 'Error: no twos [line 1, for item 1]' },
      { a: 3, name: 'three' },
    ]);
  });
});

describe('the Code node API', () => {
  it('captures console output with levels', async () => {
    const result = await run(
      'console.log("items", items.length, {a: [1]}); console.warn("careful"); console.error(new Error("shown")); return []',
    );
    expect(result.console[0]).toEqual({ level: 'log', message: 'items 3 {"a":[1]}' });
    expect(result.console[1]).toEqual({ level: 'warn', message: 'careful' });
    expect(result.console[2]?.level).toBe('error');
    expect(result.console[2]?.message).toContain('Error: shown');
  });

  it('returns console output written before a failure', async () => {
    const error = await failure('console.log("before"); throw new Error("after")');
    expect(error.console).toEqual([{ level: 'log', message: 'before' }]);
  });

  it('reads other nodes through $(), $node and $items, with paired items', async () => {
    const nodes = {
      Source: {
        runs: { 0: [[{ json: { id: 'x' } }, { json: { id: 'y' } }]] },
        paired: [[0, 0, 1], [0, 0, 0], "No path back to node 'Source'"] as Array<[number, number, number] | string>,
        runIndex: 0,
      },
    };
    const result = await run(
      'return $input.all().map((item, i) => ({json: {first: $("Source").first().json.id, all: $("Source").all().length, legacy: $node["Source"].json.id, items: $items("Source").length, matched: i < 2 ? $("Source").itemMatching(i).json.id : null}}))',
      { nodes, nodeNames: ['Source', 'Other'] },
    );
    expect(result.items.map((i) => i.json)).toEqual([
      { first: 'x', all: 2, legacy: 'x', items: 2, matched: 'y' },
      { first: 'x', all: 2, legacy: 'x', items: 2, matched: 'x' },
      { first: 'x', all: 2, legacy: 'x', items: 2, matched: null },
    ]);
    const each = await run('return {id: $("Source").item.json.id}', {
      mode: 'runOnceForEachItem',
      nodes,
      nodeNames: ['Source'],
      items: items.slice(0, 2),
    });
    expect(each.items.map((i) => i.json)).toEqual([{ id: 'y' }, { id: 'x' }]);
    expect((await failure('return {id: $("Source").item.json.id}', { mode: 'runOnceForEachItem', nodes })).message).toBe(
      "Error: No path back to node 'Source' [line 1, for item 2]",
    );
    expect((await failure('return $("Other").all()', { nodes, nodeNames: ['Source', 'Other'] })).message).toBe(
      "Error: Node 'Other' hasn't been executed [line 1]",
    );
    expect((await failure('return $("Nope").all()', { nodes, nodeNames: ['Source'] })).message).toBe(
      "Error: There is no node called 'Nope' [line 1]",
    );
  });

  it('gives $workflow, $execution with custom data, $prevNode and $runIndex', async () => {
    const result = await run(
      '$execution.customData.set("order", "42"); return [{json: {w: $workflow.name, id: $execution.id, mode: $execution.mode, resume: $execution.resumeUrl, prev: $prevNode.name, run: $runIndex, v: $nodeVersion}}]',
      {
        workflow: { id: 'w1', name: 'Flow', active: false },
        execution: { id: 'e7', mode: 'test', resumeUrl: 'http://h/webhook-waiting/e7', customData: { keep: 'yes' } },
        prevNode: { name: 'Start', outputIndex: 0, runIndex: 0 },
        runIndex: 2,
      },
    );
    expect(result.items[0]?.json).toEqual({
      w: 'Flow',
      id: 'e7',
      mode: 'test',
      resume: 'http://h/webhook-waiting/e7',
      prev: 'Start',
      run: 2,
      v: 2,
    });
    expect(result.customData).toEqual({ keep: 'yes', order: '42' });
  });

  it('has Luxon in the workflow timezone, and $jmespath', async () => {
    const result = await run(
      'return [{json: {zone: $now.zoneName, today: $today.hour, iso: DateTime.fromISO("2024-02-28").plus({days: 1}).toISODate(), dur: Duration.fromObject({hours: 2}).as("minutes"), jp: $jmespath({a: {b: [1, 2, 3]}}, "a.b[-1]")}}]',
      { timezone: 'Asia/Tokyo' },
    );
    expect(result.items[0]?.json).toEqual({ zone: 'Asia/Tokyo', today: 0, iso: '2024-02-29', dur: 120, jp: 3 });
  });

  it('serialises dates and Luxon values as n8n stores them, and cuts circular references', async () => {
    const result = await run('const o = {d: new Date(0), l: DateTime.fromMillis(0, {zone: "utc"})}; o.self = o; return [{json: o}]');
    expect(result.items[0]?.json).toEqual({ d: '1970-01-01T00:00:00.000Z', l: '1970-01-01T00:00:00.000Z', self: '[Circular Reference]' });
  });

  it('hands static data back when the code changes it', async () => {
    const result = await run('const s = $getWorkflowStaticData("global"); s.last = (s.last || 0) + 1; return []', {
      staticData: { global: { last: 4 }, node: {} },
    });
    expect(result.staticData).toEqual({ global: { last: 5 }, node: {} });
  });

  it('refuses $env', async () => {
    expect((await failure('return [{json: {v: $env.HOME}}]')).message).toBe('Error: access to env vars denied [line 1]');
  });
});

describe('modules', () => {
  it('loads allowed pure-JavaScript modules and refuses the rest by name', async () => {
    const allowed = { builtIn: ['buffer', 'crypto'], external: ['jmespath'] };
    const ok = await run(
      'const {Buffer} = require("buffer"); const jp = require("jmespath"); return [{json: {b: Buffer.from("hi").toString("base64"), v: jp.search({a: 1}, "a")}}]',
      { allowedModules: allowed },
    );
    expect(ok.items[0]?.json).toEqual({ b: 'aGk=', v: 1 });
    expect((await failure('require("crypto")', { allowedModules: allowed })).message).toBe(
      "Error: Module 'crypto' is blocked in the Code node [line 1]",
    );
    expect((await failure('require("punycode")', { allowedModules: allowed })).message).toBe(
      "Error: Module 'punycode' is not allowed in the Code node (NODE_FUNCTION_ALLOW_BUILTIN) [line 1]",
    );
    expect((await failure('require("luxon")', { allowedModules: allowed })).message).toBe(
      "Error: Module 'luxon' is not allowed in the Code node (NODE_FUNCTION_ALLOW_EXTERNAL) [line 1]",
    );
    expect((await failure('require("no-such-package-here")', { allowedModules: { external: ['*'] } })).message).toBe(
      "Error: Cannot find module 'no-such-package-here' [line 1]",
    );
  });

  it('refuses built-ins a loaded module asks for when they are blocked', async () => {
    // pg requires 'events', 'util' and 'net' at load time.
    const error = await failure('require("pg")', { allowedModules: { external: ['*'] } });
    expect(error.message).toMatch(
      /^Error: Module '(events|util|net|crypto|dns)' (is blocked in the Code node|cannot be used in the Code node)/,
    );
  });
});
