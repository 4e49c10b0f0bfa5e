/**
 * Merge's item combination, shared by v2 and v3: how two or more item payloads are merged
 * when field values clash, with lodash's `merge` / `assign` semantics as n8n uses them
 * (arrays merged index by index, `undefined` never overwriting a value), input-number
 * suffixes, and paired items.
 */
import type { IBinaryKeyData, IDataObject, INodeExecutionData, IPairedItemData } from '@sdk/workflow';
import { ownValue, setOwn } from '@sdk/values';

/**
 * Merge's "Clash Handling" values as the node reads them (each may be missing). v2 names
 * "prefer the last input" `preferInput2`, v3 `preferLast`.
 */
export interface ClashOptions {
  resolveClash?: string;
  mergeMode?: string;
  overrideEmpty?: boolean;
}

/** Merges `target` and then each source into a new object. */
export type ObjectMerger = (target: IDataObject, ...sources: IDataObject[]) => IDataObject;

type Container = Record<string, unknown> | unknown[];

const isPlain = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date);
const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

/** lodash `merge` of one source into `target` (nested objects and arrays merged, never shared). */
function deepInto(target: Container, source: Container, keepFilled: boolean): void {
  for (const key of Object.keys(source)) {
    const value = ownValue(source, key);
    const current = ownValue(target, key);
    // "Minimize Empty Fields": an empty value never replaces one that is there.
    if (keepFilled && isEmpty(value) && current !== undefined) continue;
    if (Array.isArray(value) || isPlain(value)) {
      const next: Container = Array.isArray(value) ? (Array.isArray(current) ? current : []) : isPlain(current) ? current : {};
      deepInto(next, value, keepFilled);
      setOwn(target, key, next);
    } else if (value !== undefined || !Object.hasOwn(target, key)) setOwn(target, key, value);
  }
}

/** lodash `assign`: top-level keys only. */
function shallowInto(target: IDataObject, source: IDataObject, keepFilled: boolean): void {
  for (const key of Object.keys(source)) {
    const value = ownValue(source, key);
    if (keepFilled && isEmpty(value) && ownValue(target, key) !== undefined) continue;
    setOwn(target, key, value);
  }
}

/** The merge n8n picks for the clash options: deep unless "Shallow Merge", keeping filled values when "Minimize Empty Fields". */
export function objectMerger(options: ClashOptions): ObjectMerger {
  const keepFilled = options.overrideEmpty === true;
  const into = options.mergeMode === 'shallowMerge' ? shallowInto : deepInto;
  return (target, ...sources) => {
    const out: IDataObject = {};
    for (const source of [target, ...sources]) into(out, source ?? {}, keepFilled);
    return out;
  };
}

/** Binary data of several items merged deeply (n8n's plain `merge({}, ...)`). */
export function mergeBinary(...sources: Array<IBinaryKeyData | undefined>): IBinaryKeyData | undefined {
  const out = objectMerger({})({}, ...sources.map((b) => (b ?? {}) as IDataObject));
  return Object.keys(out).length > 0 ? (out as unknown as IBinaryKeyData) : undefined;
}

/** An item with its json and binary, leaving binary out when there is none. */
export function combinedItem(json: IDataObject, binary: IBinaryKeyData | undefined, pairedItem: IPairedItemData[]): INodeExecutionData {
  return binary && Object.keys(binary).length > 0 ? { json, binary, pairedItem } : { json, pairedItem };
}

/** An item tagged with where it came from. */
export function tagged(item: INodeExecutionData, index: number, input: number): INodeExecutionData {
  return { ...item, pairedItem: { item: index, input } };
}

/** The items of each input, each tagged with its input and index (what n8n hands a node). */
export function taggedInputs(inputs: ReadonlyArray<readonly INodeExecutionData[]>): INodeExecutionData[][] {
  return inputs.map((items, input) => items.map((item, index) => tagged(item, index, input)));
}

/** An item's paired items as a list. */
export function pairedList(item: INodeExecutionData | undefined): IPairedItemData[] {
  const paired = item?.pairedItem;
  if (paired === undefined) return [];
  if (typeof paired === 'number') return [{ item: paired }];
  return Array.isArray(paired) ? paired.map((p) => (typeof p === 'number' ? { item: p } : p)) : [paired];
}

/** Items with every json key renamed `<key>_<suffix>` ("Always Add Input Number to Field Names"). */
export function withSuffix(items: readonly INodeExecutionData[], suffix: string): INodeExecutionData[] {
  return items.map((item) => {
    const json: IDataObject = {};
    for (const key of Object.keys(item.json)) setOwn(json, `${key}_${suffix}`, ownValue(item.json, key));
    return { ...item, json };
  });
}

/** The clash options of the node (`options.clashHandling.values`), `{}` when not set. */
export function clashOptionsOf(read: (path: string, fallback: unknown) => unknown): ClashOptions {
  const values = read('options.clashHandling.values', {});
  return values !== null && typeof values === 'object' ? (values as ClashOptions) : {};
}
