/**
 * The legacy Function and Function Item nodes, run through the engine with the real
 * Code sandbox: n8n workflows written before the Code node give n8n's results, and a
 * wrong return value fails with n8n's message.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { INodeExecutionData } from '@sdk/workflow';
import { connect, node } from '../../engine/testing/nodes';
import { outputJson, runTestWorkflow } from '../../engine/testing/run-test-workflow';
import { disposeTestCodeSandbox } from '../../engine/testing/code-sandbox';

afterAll(() => disposeTestCodeSandbox());

const people = [{ json: { name: 'Ada', age: 36 } }, { json: { name: 'Linus', age: 28 } }];

async function runOne(
  type: 'function' | 'functionItem',
  functionCode: string,
  options: { continueOnFail?: boolean; input?: INodeExecutionData[] } = {},
) {
  const workflow = {
    nodes: [
      node('Start', 'start'),
      node('Data', 'noOp'),
      node('Code', type, { functionCode }, options.continueOnFail ? { continueOnFail: true } : {}),
    ],
    connections: connect(['Start', 'Data'], ['Data', 'Code']),
  };
  return runTestWorkflow(workflow, { pinData: { Data: options.input ?? people } });
}

describe('Function (n8n-nodes-base.function v1)', { timeout: 60_000 }, () => {
  it("runs n8n's default code: every item gains myNewField", async () => {
    const code = 'for (item of items) {\n  item.json.myNewField = 1;\n}\nconsole.log("Done!");\nreturn items;';
    const result = await runOne('function', code);
    expect(result.data.resultData.error).toBeUndefined();
    expect(outputJson(result, 'Code')).toEqual([
      { name: 'Ada', age: 36, myNewField: 1 },
      { name: 'Linus', age: 28, myNewField: 1 },
    ]);
  });

  it('may add, drop and replace items, and plain objects become items', async () => {
    const result = await runOne(
      'function',
      'const total = items.reduce((sum, item) => sum + item.json.age, 0);\nreturn [{ total }, { count: items.length }];',
    );
    expect(outputJson(result, 'Code')).toEqual([{ total: 64 }, { count: 2 }]);
  });

  it('reads other nodes and items the old way: $item(i), $node, $json, getNodeParameter', async () => {
    const code = [
      'return [{ json: {',
      '  second: $item(1).$json.name,',
      "  fromNode: $node['Data'].json.name,",
      "  secondFromNode: $item(1).$node['Data'].json.name,",
      '  first: $json.name,',
      "  code: getNodeParameter('functionCode').length > 0,",
      '} }];',
    ].join('\n');
    const result = await runOne('function', code);
    expect(result.data.resultData.error).toBeUndefined();
    expect(outputJson(result, 'Code')).toEqual([{ second: 'Linus', fromNode: 'Ada', secondFromNode: 'Linus', first: 'Ada', code: true }]);
  });

  it("fails with n8n's message when the code returns nothing or items without json", async () => {
    const nothing = await runOne('function', 'items[0].json.x = 1;');
    expect(nothing.data.resultData.error?.message).toContain('No data got returned. Always return an Array of items!');
    const noJson = await runOne('function', 'return [{ json: { a: 1 } }, { binary: {} }];');
    expect(noJson.data.resultData.error?.message).toMatch(/Inconsistent item format/);
    const notObject = await runOne('function', 'return [{ json: 5 }];');
    expect(notObject.data.resultData.error?.message).toContain('The json-property has to be an object!');
  });

  it('with continue on fail, outputs the error as one item', async () => {
    const result = await runOne('function', 'throw new Error("boom");', { continueOnFail: true });
    expect(result.data.resultData.error).toBeUndefined();
    expect(outputJson(result, 'Code')).toEqual([{ error: expect.stringContaining('boom') }]);
  });

  it('reads and writes binary data as base64 through getBinaryDataAsync / setBinaryDataAsync', async () => {
    const code = [
      'const binary = await getBinaryDataAsync(items[0]);',
      'const upper = atob(binary.file.data).toUpperCase();',
      "await setBinaryDataAsync(items[0], { out: { data: btoa(upper), mimeType: 'text/plain', fileName: 'out.txt' } });",
      'items[0].json.read = atob(binary.file.data);',
      'return items;',
    ].join('\n');
    const input = [
      { json: {}, binary: { file: { data: Buffer.from('hello').toString('base64'), mimeType: 'text/plain', fileName: 'in.txt' } } },
    ];
    const result = await runOne('function', code, { input });
    expect(result.data.resultData.error).toBeUndefined();
    const runs = result.data.resultData.runData['Code'];
    const item = runs?.[0]?.data?.main?.[0]?.[0];
    expect(item?.json).toEqual({ read: 'hello' });
    expect(item?.binary?.['out']).toMatchObject({ fileName: 'out.txt', mimeType: 'text/plain' });
    // Stored the way the engine keeps binary data, not inline in the execution.
    expect(item?.binary?.['out']?.id).toMatch(/^filesystem-v2:/);
  });
});

describe('Function Item (n8n-nodes-base.functionItem v1)', { timeout: 60_000 }, () => {
  it("runs once per item with `item` as the item's JSON", async () => {
    const result = await runOne('functionItem', 'item.myNewField = 1;\nitem.upper = item.name.toUpperCase();\nreturn item;');
    expect(result.data.resultData.error).toBeUndefined();
    expect(outputJson(result, 'Code')).toEqual([
      { name: 'Ada', age: 36, myNewField: 1, upper: 'ADA' },
      { name: 'Linus', age: 28, myNewField: 1, upper: 'LINUS' },
    ]);
  });

  it('may return a new object, and reads $json, $itemIndex and $node per item', async () => {
    const result = await runOne(
      'functionItem',
      "return { index: $itemIndex, same: $json.name === item.name, node: $node['Data'].json.name };",
    );
    expect(outputJson(result, 'Code')).toEqual([
      { index: 0, same: true, node: 'Ada' },
      { index: 1, same: true, node: 'Linus' },
    ]);
  });

  it("fails with n8n's message when an item returns nothing", async () => {
    const result = await runOne('functionItem', 'item.x = 1;');
    expect(result.data.resultData.error?.message).toContain('No data got returned. Always an object has to be returned!');
  });

  it('with continue on fail, the failing item becomes its error and the others run', async () => {
    const result = await runOne('functionItem', "if (item.name === 'Ada') throw new Error('no Ada');\nreturn item;", {
      continueOnFail: true,
    });
    expect(outputJson(result, 'Code')).toEqual([{ error: expect.stringContaining('no Ada') }, { name: 'Linus', age: 28 }]);
  });

  it("keeps the item's binary data and replaces it through setBinaryData", async () => {
    const code =
      "const bin = getBinaryData();\nif (item.name === 'Ada') setBinaryData({ note: { data: btoa('for ' + item.name), mimeType: 'text/plain' } });\nitem.had = Object.keys(bin || {});\nreturn item;";
    const file = { data: Buffer.from('x').toString('base64'), mimeType: 'text/plain', fileName: 'x.txt' };
    const input = [
      { json: { name: 'Ada' }, binary: { file } },
      { json: { name: 'Linus' }, binary: { file } },
    ];
    const result = await runOne('functionItem', code, { input });
    expect(result.data.resultData.error).toBeUndefined();
    const items = result.data.resultData.runData['Code']?.[0]?.data?.main?.[0] ?? [];
    expect(items.map((item) => item.json)).toEqual([
      { name: 'Ada', had: ['file'] },
      { name: 'Linus', had: ['file'] },
    ]);
    expect(Object.keys(items[0]?.binary ?? {})).toEqual(['note']);
    expect(Object.keys(items[1]?.binary ?? {})).toEqual(['file']);
  });
});
