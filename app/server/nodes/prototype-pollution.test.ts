/**
 * Every node that takes field names or paths from users, run with names and data that
 * try to reach `Object.prototype` (`__proto__`, `constructor.prototype`,
 * `hasOwnProperty`): after each run the server's `Object.prototype` must be exactly as
 * before, and a plain `{}` must not have gained a property. A change there would reach
 * every later request of every user (an HTTP Request reading `proxy` from its options,
 * a `hasOwnProperty` call that throws and ends the process).
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { INode, INodeExecutionData, IPinData } from '@sdk/workflow';
import { connect, node } from '../engine/testing/nodes';
import { outputJson, runTestWorkflow } from '../engine/testing/run-test-workflow';

let baseline: string[] = [];
const ownNames = () => Reflect.ownKeys(Object.prototype).map(String).sort();
const EVIL = 'http://attacker.invalid:1';

beforeAll(() => {
  baseline = ownNames();
});

afterEach(() => {
  // Prove the prototype untouched, then repair it anyway so one failure cannot hide the next.
  const added = ownNames().filter((name) => !baseline.includes(name));
  for (const name of added) delete (Object.prototype as Record<string, unknown>)[name];
  expect(added, 'properties added to Object.prototype').toEqual([]);
});

function assertClean(): void {
  const probe = {} as Record<string, unknown>;
  expect(probe['proxy']).toBeUndefined();
  expect(probe['polluted']).toBeUndefined();
  expect(typeof probe['hasOwnProperty']).toBe('function');
  expect(Object.prototype.hasOwnProperty.call(probe, 'x')).toBe(false);
}

/** Items parsed from JSON text, so `__proto__` keys are own data keys as a webhook body gives them. */
const items = (json: string): INodeExecutionData[] =>
  (JSON.parse(json) as unknown[]).map((j) => ({ json: j as INodeExecutionData['json'] }));

async function run(target: INode, input: INodeExecutionData[], second?: INodeExecutionData[]) {
  const nodes = [node('Input', 'noOp'), target];
  const links: Array<[string, string, number?, number?]> = [['Input', target.name]];
  const pinData: IPinData = { Input: input };
  if (second) {
    nodes.push(node('Input 2', 'noOp'));
    links.push(['Input 2', target.name, 0, 1]);
    pinData['Input 2'] = second;
  }
  const result = await runTestWorkflow(
    { nodes, connections: connect(...links) },
    { pinData, startNodes: second ? ['Input', 'Input 2'] : ['Input'] },
  );
  assertClean();
  const error = result.data.resultData.error?.message;
  // A run refused before it starts would prove nothing about the node.
  expect(error ?? '').not.toMatch(/not supported|not installed/);
  return { result, output: outputJson(result, target.name), error };
}

describe('nodes never write to Object.prototype', () => {
  it('Rename Keys: renaming __proto__ away and writing through it', async () => {
    const rename = (pairs: Array<[string, string]>) =>
      node('Rename', 'renameKeys', { keys: { key: pairs.map(([currentKey, newKey]) => ({ currentKey, newKey })) } });
    const input = items(`[{"p": "${EVIL}", "q": 1}]`);
    const first = await run(
      rename([
        ['__proto__', 'a'],
        ['p', 'a.proxy'],
        ['q', 'a.hasOwnProperty'],
      ]),
      input,
    );
    expect(first.output).toEqual([{ a: { proxy: EVIL, hasOwnProperty: 1 } }]);
    await run(
      rename([
        ['constructor', 'c'],
        ['p', 'c.prototype.proxy'],
      ]),
      input,
    );
    await run(rename([['p', 'constructor.prototype.polluted']]), input);
  });

  it('Rename Keys: regex renames that produce __proto__ keep it as data', async () => {
    const target = node('Rename', 'renameKeys', {
      additionalOptions: {
        regexReplacement: { replacements: [{ searchRegex: '^x$', replaceRegex: '__proto__', options: { depth: -1 } }] },
      },
    });
    const { output } = await run(target, items('[{"x": {"polluted": "yes"}}]'));
    const json = output?.[0] as Record<string, unknown>;
    expect(Object.getPrototypeOf(json)).toBe(Object.prototype);
    expect(Object.hasOwn(json, '__proto__')).toBe(true);
  });

  it('Edit Fields (Set) 3.4: field names through constructor.prototype and __proto__', async () => {
    const set = (name: string) =>
      node(
        'Set',
        'set',
        { assignments: { assignments: [{ id: 'a', name, value: EVIL, type: 'string' }] }, options: { dotNotation: true } },
        { typeVersion: 3.4 },
      );
    const viaConstructor = await run(set('constructor.prototype.proxy'), items('[{}]'));
    expect(viaConstructor.output).toEqual([{ constructor: { prototype: { proxy: EVIL } } }]);
    const viaProto = await run(set('__proto__.proxy'), items('[{}]'));
    expect(viaProto.error).toMatch(/__proto__/);
    const picked = node(
      'Set',
      'set',
      {
        includeOtherFields: true,
        include: 'selected',
        includeFields: '__proto__, hasOwnProperty',
        assignments: { assignments: [] },
        options: {},
      },
      { typeVersion: 3.4 },
    );
    expect((await run(picked, items('[{"a": 1}]'))).output).toEqual([{}]);
  });

  it('Set 1: values named through constructor.prototype', async () => {
    const set = node('Set', 'set', { values: { string: [{ name: 'constructor.prototype.polluted', value: 'yes' }] } }, { typeVersion: 1 });
    await run(set, items('[{}]'));
  });

  it('Item Lists: split out, aggregate, remove duplicates, sort and summarize on hostile names', async () => {
    // 2.1: the fixed-collection field lists; `__proto__` is no own field, so nothing is split (2.0 fails).
    const list = (parameters: Record<string, unknown>) => node('List', 'itemLists', parameters as never, { typeVersion: 2.1 });
    const splitProto = await run(list({ operation: 'splitOutItems', fieldToSplitOut: '__proto__' }), items('[{"a": 1}]'));
    expect(splitProto.error).toBeUndefined();
    const splitProto2 = await run(
      node('List', 'itemLists', { operation: 'splitOutItems', fieldToSplitOut: '__proto__' } as never, { typeVersion: 2 }),
      items('[{"a": 1}]'),
    );
    expect(splitProto2.error).toMatch(/Couldn't find the field '__proto__'/);
    const splitData = await run(
      list({ operation: 'splitOutItems', fieldToSplitOut: 'list' }),
      items('[{"list": [{"__proto__": {"polluted": "yes"}}]}]'),
    );
    expect(Object.getPrototypeOf(splitData.output?.[0])).toBe(Object.prototype);
    await run(
      list({
        operation: 'splitOutItems',
        fieldToSplitOut: 'list',
        include: 'selectedOtherFields',
        fieldsToInclude: { fields: [{ fieldName: '__proto__' }, { fieldName: 'constructor' }] },
      }),
      items('[{"list": [1]}]'),
    );
    await run(
      list({
        operation: 'aggregateItems',
        fieldsToAggregate: {
          fieldToAggregate: [{ fieldToAggregate: 'p', renameField: true, outputFieldName: 'constructor.prototype.polluted' }],
        },
      }),
      items(`[{"p": "${EVIL}"}]`),
    );
    const aggregateProto = await run(
      list({
        operation: 'aggregateItems',
        fieldsToAggregate: { fieldToAggregate: [{ fieldToAggregate: 'p', renameField: true, outputFieldName: '__proto__.proxy' }] },
      }),
      items(`[{"p": "${EVIL}"}]`),
    );
    expect(aggregateProto.error).toMatch(/__proto__/);
    await run(
      list({
        operation: 'removeDuplicates',
        compare: 'selectedFields',
        fieldsToCompare: { fields: [{ fieldName: '__proto__' }] },
        options: { removeOtherFields: true },
      }),
      items('[{"a": 1}, {"a": 2}]'),
    );
    await run(
      list({ operation: 'sort', sortFieldsUi: { sortField: [{ fieldName: '__proto__.polluted', order: 'ascending' }] } }),
      items('[{"a": 2}, {"a": 1}]'),
    );
    const summary = await run(
      list({ operation: 'summarize', fieldsToSplitBy: '__proto__', fieldsToSummarize: { values: [{ aggregation: 'count', field: 'a' }] } }),
      items('[{"__proto__": {"polluted": "yes"}, "a": 1}]'),
    );
    expect(Object.getPrototypeOf(summary.output?.[0])).toBe(Object.prototype);
  });

  it('Transform nodes: Split Out, Aggregate groups, Summarize groups and Compare Datasets on hostile names', async () => {
    const split = await run(
      node('Split', 'splitOut', { fieldToSplitOut: 'list, __proto__', options: { destinationFieldName: 'x, constructor' } }),
      items('[{"list": [1], "__proto__": [{"polluted": "yes"}]}]'),
    );
    expect(Object.getPrototypeOf(split.output?.[0])).toBe(Object.prototype);
    await run(
      node('Group', 'aggregate', {
        fieldsToAggregate: { fieldToAggregate: [{ fieldToAggregate: 'a' }] },
        options: { groupByFields: 'constructor.prototype.polluted' },
      }),
      items('[{"a": 1}]'),
    );
    const summary = await run(
      node(
        'Summary',
        'summarize',
        {
          fieldsToSplitBy: '__proto__',
          fieldsToSummarize: { values: [{ aggregation: 'count', field: 'a' }] },
          options: { outputFormat: 'singleItem' },
        },
        { typeVersion: 1.1 },
      ),
      items('[{"__proto__": "polluted", "a": 1}]'),
    );
    expect(Object.getPrototypeOf(summary.output?.[0])).toBe(Object.prototype);
    const compare = await run(
      node(
        'Compare',
        'compareDatasets',
        { mergeByFields: { values: [{ field1: 'id', field2: 'id' }] }, options: { skipFields: '__proto__.polluted' } },
        { typeVersion: 2.3 },
      ),
      items('[{"id": 1, "__proto__": {"polluted": "a"}}]'),
      items('[{"id": 1, "__proto__": {"polluted": "b"}}]'),
    );
    expect(compare.error).toBeUndefined();
  });

  it('Merge 2: combining items whose data has __proto__ keys', async () => {
    const merge = (parameters: Record<string, unknown>) => node('Merge', 'merge', parameters as never, { typeVersion: 2.1 });
    const left = items('[{"id": 1, "nested": {"a": 1}}]');
    const right = items('[{"id": 1, "__proto__": {"polluted": "yes"}, "nested": {"__proto__": {"polluted": "yes"}}}]');
    const byPosition = await run(merge({ mode: 'combine', combinationMode: 'mergeByPosition', options: {} }), left, right);
    const merged = byPosition.output?.[0] as Record<string, unknown>;
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(merged['nested'])).toBe(Object.prototype);
    await run(
      merge({
        mode: 'combine',
        combinationMode: 'mergeByFields',
        mergeByFields: { values: [{ field1: '__proto__', field2: 'constructor' }] },
        joinMode: 'keepMatches',
        options: {},
      }),
      left,
      right,
    );
  });

  it('Merge 1: merge by key copies __proto__ as data', async () => {
    const merge = node('Merge', 'merge', { mode: 'mergeByKey', propertyName1: 'id', propertyName2: 'id' }, { typeVersion: 1 });
    const { output } = await run(merge, items('[{"id": 1}]'), items('[{"id": 1, "__proto__": {"polluted": "yes"}}]'));
    expect(Object.getPrototypeOf(output?.[0])).toBe(Object.prototype);
  });

  it('Date & Time 2 and 1: output fields through constructor.prototype and __proto__', async () => {
    const now = (outputFieldName: string) =>
      node('Date', 'dateTime', { operation: 'getCurrentDate', outputFieldName, options: {} }, { typeVersion: 2 });
    await run(now('constructor.prototype.polluted'), items('[{}]'));
    await run(now('__proto__'), items('[{}]'));
    const v1 = node(
      'Date',
      'dateTime',
      { action: 'format', value: '2024-01-02', dataPropertyName: 'constructor.prototype.polluted', toFormat: 'YYYY', options: {} },
      { typeVersion: 1 },
    );
    await run(v1, items('[{}]'));
  });

  it('Crypto: the property name walks no prototype', async () => {
    const crypto = (dataPropertyName: string) => node('Crypto', 'crypto', { action: 'hash', type: 'SHA256', value: 'x', dataPropertyName });
    await run(crypto('constructor.prototype.polluted'), items('[{}]'));
    expect((await run(crypto('__proto__.polluted'), items('[{}]'))).error).toMatch(/__proto__/);
  });

  it('XML: element and option names of __proto__', async () => {
    const toJson = (options: Record<string, unknown>) =>
      node('XML', 'xml', { mode: 'xmlToJson', dataPropertyName: 'data', options } as never);
    const xml =
      '<__proto__ polluted="yes"><polluted>yes</polluted><constructor><prototype><polluted>yes</polluted></prototype></constructor></__proto__>';
    await run(toJson({}), items(JSON.stringify([{ data: xml }])));
    for (const options of [{ attrkey: '__proto__', mergeAttrs: false }, { charkey: '__proto__' }, { attrkey: 'constructor' }]) {
      expect((await run(toJson(options), items(JSON.stringify([{ data: xml }])))).error).toMatch(
        /cannot be used as the (Attribute|Character) Key/,
      );
    }
    await run(toJson({}), items('[{"__proto__": "<a>1</a>"}]'));
  });

  it('HTML: extraction keys of __proto__ stay data', async () => {
    const html = node(
      'HTML',
      'html',
      {
        operation: 'extractHtmlContent',
        sourceData: 'json',
        dataPropertyName: 'page',
        extractionValues: {
          values: [
            { key: '__proto__', cssSelector: 'b', returnValue: 'text' },
            { key: 'hasOwnProperty', cssSelector: 'b', returnValue: 'text' },
          ],
        },
        options: {},
      },
      { typeVersion: 1 },
    );
    const { output } = await run(html, items('[{"page": "<b>yes</b>"}]'));
    const json = output?.[0] as Record<string, unknown>;
    expect(Object.getPrototypeOf(json)).toBe(Object.prototype);
    expect(Object.hasOwn(json, '__proto__')).toBe(true);
  });
});
