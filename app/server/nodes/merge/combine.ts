/** Merge's item combination: clash handling, deep merge and field matching. */
import type { IDataObject, INodeExecutionData, IPairedItemData } from '@sdk/workflow';
import { getPath, ownValue, setOwn } from '@sdk/values';

/** Merge's clash handling options. */
export interface ClashOptions {
  resolveClash: 'addSuffix' | 'preferInput1' | 'preferInput2';
  mergeMode: 'deepMerge' | 'shallowMerge';
  overrideEmpty: boolean;
}

const isPlain = (v: unknown): v is IDataObject => v !== null && typeof v === 'object' && !Array.isArray(v);
const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

function deepMerge(base: IDataObject, over: IDataObject, overrideEmpty: boolean): IDataObject {
  const out: IDataObject = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = ownValue(out, key);
    if (isPlain(current) && isPlain(value)) setOwn(out, key, deepMerge(current, value, overrideEmpty));
    else if (!(overrideEmpty && isEmpty(value) && !isEmpty(current))) setOwn(out, key, value);
  }
  return out;
}

function shallowMerge(base: IDataObject, over: IDataObject, overrideEmpty: boolean): IDataObject {
  const out: IDataObject = { ...base };
  for (const [key, value] of Object.entries(over)) {
    if (!(overrideEmpty && isEmpty(value) && !isEmpty(ownValue(out, key)))) setOwn(out, key, value);
  }
  return out;
}

/** Merges two item payloads per the clash options. */
export function mergeJson(a: IDataObject, b: IDataObject, options: ClashOptions): IDataObject {
  if (options.resolveClash === 'addSuffix') {
    const out: IDataObject = {};
    for (const [key, value] of Object.entries(a)) out[`${key}_1`] = value;
    for (const [key, value] of Object.entries(b)) out[`${key}_2`] = value;
    return out;
  }
  const [base, over] = options.resolveClash === 'preferInput1' ? [b, a] : [a, b];
  return options.mergeMode === 'shallowMerge'
    ? shallowMerge(base, over, options.overrideEmpty)
    : deepMerge(base, over, options.overrideEmpty);
}

/** Merges two items (json by the clash options, binary combined, both paired items kept). */
export function mergeItems(
  a: INodeExecutionData,
  ai: number,
  b: INodeExecutionData,
  bi: number,
  options: ClashOptions,
): INodeExecutionData {
  const out: INodeExecutionData = {
    json: mergeJson(a.json, b.json, options),
    pairedItem: [
      { item: ai, input: 0 },
      { item: bi, input: 1 },
    ] as IPairedItemData[],
  };
  if (a.binary || b.binary)
    out.binary = options.resolveClash === 'preferInput1' ? { ...b.binary, ...a.binary } : { ...a.binary, ...b.binary };
  return out;
}

/** An item tagged with where it came from. */
export function tagged(item: INodeExecutionData, index: number, input: number): INodeExecutionData {
  return { ...item, pairedItem: { item: index, input } };
}

/** Match lists: for each item of input 1, the indexes of matching items of input 2. */
export function matchByFields(
  input1: readonly INodeExecutionData[],
  input2: readonly INodeExecutionData[],
  fields: ReadonlyArray<{ field1: string; field2: string }>,
  options: { fuzzyCompare: boolean; dotNotation: boolean },
): number[][] {
  const key = (item: INodeExecutionData, which: 'field1' | 'field2') =>
    JSON.stringify(
      fields.map((f) => {
        const value = getPath(item.json, f[which], options.dotNotation);
        return options.fuzzyCompare && (typeof value === 'number' || typeof value === 'boolean') ? String(value) : value;
      }),
    );
  const index = new Map<string, number[]>();
  input2.forEach((item, i) => {
    const k = key(item, 'field2');
    const list = index.get(k);
    if (list) list.push(i);
    else index.set(k, [i]);
  });
  return input1.map((item) => index.get(key(item, 'field1')) ?? []);
}
