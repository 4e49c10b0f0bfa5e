/**
 * Merge v1 (`n8n-nodes-base.merge` typeVersion 1, the node of n8n's legacy workflows):
 * append, merge by index (inner/left/outer), merge by key (overwrite always / if blank /
 * if missing), keep or remove key matches, multiplex, pass-through and wait. What it
 * outputs when one input got no items follows n8n's MergeV1 (e.g. merge by key gives
 * input 1 unchanged, keep key matches gives nothing).
 */
import type { IDataObject, INodeExecutionData, INodeTypeDescription } from '@sdk/workflow';
import type { IExecuteFunctions, INodeType } from '../../engine/node-interface';
import { deepCopy, getPath, ownValue, setOwn } from '@sdk/values';
import { tagged } from './combine';

const show = (modes: string[]) => ({ show: { mode: modes } });
const KEY_MODES = ['keepKeyMatches', 'mergeByKey', 'removeKeyMatches'];

export const mergeV1Description: INodeTypeDescription = {
  displayName: 'Merge',
  name: 'n8n-nodes-base.merge',
  icon: 'fa:code-branch',
  group: ['transform'],
  version: 1,
  description: 'Merges data of multiple streams once data from both is available',
  defaults: { name: 'Merge', color: '#00bbcc' },
  inputs: ['main', 'main'],
  outputs: ['main'],
  inputNames: ['Input 1', 'Input 2'],
  properties: [
    {
      displayName: 'Mode',
      name: 'mode',
      type: 'options',
      options: [
        {
          name: 'Append',
          value: 'append',
          description: 'Combines data of both inputs. The output will contain items of input 1 and input 2.',
        },
        {
          name: 'Keep Key Matches',
          value: 'keepKeyMatches',
          description: 'Keeps data of input 1 if it does find a match with data of input 2',
        },
        {
          name: 'Merge By Index',
          value: 'mergeByIndex',
          description: 'Merges the first item of input 1 with the first item of input 2 and so on',
        },
        { name: 'Merge By Key', value: 'mergeByKey', description: 'Merges data of input 2 into the items of input 1 with the same key' },
        { name: 'Multiplex', value: 'multiplex', description: 'Merges each item of one input with each item of the other (m * n items)' },
        { name: 'Pass-Through', value: 'passThrough', description: 'Passes through data of one input' },
        {
          name: 'Remove Key Matches',
          value: 'removeKeyMatches',
          description: 'Keeps data of input 1 if it does NOT find a match with data of input 2',
        },
        { name: 'Wait', value: 'wait', description: 'Waits till data of both inputs is available, then outputs a single empty item' },
      ],
      default: 'append',
      description: 'How data of branches should be merged',
    },
    {
      displayName: 'Join',
      name: 'join',
      type: 'options',
      displayOptions: show(['mergeByIndex']),
      options: [
        { name: 'Inner Join', value: 'inner', description: 'As many items as both inputs contain' },
        { name: 'Left Join', value: 'left', description: 'As many items as the first input contains' },
        { name: 'Outer Join', value: 'outer', description: 'As many items as the input with the most items contains' },
      ],
      default: 'left',
      description: 'How many items the output will contain if inputs contain different amount of items',
    },
    {
      displayName: 'Property Input 1',
      name: 'propertyName1',
      type: 'string',
      default: '',
      hint: 'The name of the field as text (e.g. “id”)',
      required: true,
      displayOptions: show(KEY_MODES),
      description: 'Name of property which decides which items to merge of input 1',
    },
    {
      displayName: 'Property Input 2',
      name: 'propertyName2',
      type: 'string',
      default: '',
      hint: 'The name of the field as text (e.g. “id”)',
      required: true,
      displayOptions: show(KEY_MODES),
      description: 'Name of property which decides which items to merge of input 2',
    },
    {
      displayName: 'Output Data',
      name: 'output',
      type: 'options',
      displayOptions: show(['passThrough']),
      options: [
        { name: 'Input 1', value: 'input1' },
        { name: 'Input 2', value: 'input2' },
      ],
      default: 'input1',
      description: 'Defines of which input the data should be used as output of node',
    },
    {
      displayName: 'Overwrite',
      name: 'overwrite',
      type: 'options',
      displayOptions: show(['mergeByKey']),
      options: [
        { name: 'Always', value: 'always', description: 'Always overwrites everything' },
        { name: 'If Blank', value: 'blank', description: 'Overwrites only values of "null", "undefined" or empty string' },
        { name: 'If Missing', value: 'undefined', description: 'Only adds values which do not exist yet' },
      ],
      default: 'always',
      description: 'Select when to overwrite the values from Input1 with values from Input 2',
    },
  ],
};

function byIndex(ctx: IExecuteFunctions, input1: INodeExecutionData[], input2: INodeExecutionData[]): INodeExecutionData[] {
  const join = ctx.getNodeParameter('join', 0, 'left') as string;
  if (input1.length === 0) return join === 'outer' ? input2.map((it, i) => tagged(it, i, 1)) : [];
  if (input2.length === 0) return join === 'inner' ? [] : input1.map((it, i) => tagged(it, i, 0));
  const count =
    join === 'inner' ? Math.min(input1.length, input2.length) : join === 'outer' ? Math.max(input1.length, input2.length) : input1.length;
  const out: INodeExecutionData[] = [];
  for (let i = 0; i < count; i++) {
    const a = input1[i];
    const b = input2[i];
    if (!a) out.push(tagged(b!, i, 1));
    else if (!b) out.push(tagged(a, i, 0));
    else {
      const item: INodeExecutionData = {
        json: { ...a.json, ...b.json },
        pairedItem: [
          { item: i, input: 0 },
          { item: i, input: 1 },
        ],
      };
      if (a.binary || b.binary) item.binary = { ...a.binary, ...b.binary };
      out.push(item);
    }
  }
  return out;
}

/** The comparable form of a key value (strings and numbers, dates as ISO text), else undefined. */
function keyOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (value instanceof Date) return value.toISOString();
  return undefined;
}

function byKey(ctx: IExecuteFunctions, mode: string, input1: INodeExecutionData[], input2: INodeExecutionData[]): INodeExecutionData[] {
  const property1 = ctx.getNodeParameter('propertyName1', 0, '') as string;
  const property2 = ctx.getNodeParameter('propertyName2', 0, '') as string;
  const overwrite = ctx.getNodeParameter('overwrite', 0, 'always') as string;
  const first = input1.map((it, i) => tagged(it, i, 0));
  if (!property1 || !property2) return mode === 'keepKeyMatches' ? [] : first;
  const lookup = new Map<string, INodeExecutionData>();
  for (const item of input2) {
    const key = getPath(item.json, property2, true);
    // n8n skips falsy keys of input 2 (0, '' and null included).
    if (key) lookup.set(String(key as string), item);
  }
  const out: INodeExecutionData[] = [];
  for (const item of first) {
    // Items without a comparable key (missing, an object, null) only stay in "remove key matches".
    const key = keyOf(getPath(item.json, property1, true));
    const match = key === undefined ? undefined : lookup.get(key);
    if (mode === 'removeKeyMatches') {
      if (!match) out.push(item);
    } else if (key !== undefined && mode === 'keepKeyMatches') {
      if (match) out.push(item);
    } else if (key !== undefined) {
      out.push(match ? { ...item, json: mergeByKey(item.json, match.json, property2, overwrite) } : item);
    }
  }
  return out;
}

function mergeByKey(base: IDataObject, from: IDataObject, keyProperty: string, overwrite: string): IDataObject {
  const json: IDataObject = deepCopy(base);
  for (const [name, value] of Object.entries(from)) {
    if (name === keyProperty) continue;
    const current = ownValue(json, name);
    const blank = current === null || current === undefined || current === '';
    if (overwrite === 'always' || (overwrite === 'undefined' && !Object.hasOwn(json, name)) || (overwrite === 'blank' && blank))
      setOwn(json, name, value);
  }
  return json;
}

async function execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
  const input1 = this.getInputData(0);
  const input2 = this.getInputData(1);
  const mode = this.getNodeParameter('mode', 0, 'append') as string;
  switch (mode) {
    case 'append':
      return [[...input1.map((it, i) => tagged(it, i, 0)), ...input2.map((it, i) => tagged(it, i, 1))]];
    case 'mergeByIndex':
      return [byIndex(this, input1, input2)];
    case 'multiplex':
      return [
        input1.flatMap((a, ai) =>
          input2.map((b, bi) => ({
            json: { ...a.json, ...b.json },
            pairedItem: [
              { item: ai, input: 0 },
              { item: bi, input: 1 },
            ],
          })),
        ),
      ];
    case 'passThrough': {
      const fromSecond = this.getNodeParameter('output', 0, 'input1') === 'input2';
      return [(fromSecond ? input2 : input1).map((it, i) => tagged(it, i, fromSecond ? 1 : 0))];
    }
    case 'wait':
      return [[{ json: {}, pairedItem: input1.map((_, i) => ({ item: i, input: 0 })) }]];
    default:
      if (KEY_MODES.includes(mode)) return [byKey(this, mode, input1, input2)];
      return [[]];
  }
}

export const mergeV1Node: INodeType = { description: mergeV1Description, execute };
