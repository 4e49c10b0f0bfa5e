/**
 * Merge's combinations that pair items without looking at them: every pairing (v2
 * "Multiplex", v3 "All Possible Combinations") and by position (v2 on two inputs, v3 on
 * any number of inputs), as n8n's MergeV2/MergeV3 do them.
 */
import type { INodeExecutionData, IPairedItemData } from '@sdk/workflow';
import { combinedItem, mergeBinary, objectMerger, pairedList, withSuffix, type ClashOptions } from './combine';

function pair(a: INodeExecutionData, b: INodeExecutionData, merge: ReturnType<typeof objectMerger>): INodeExecutionData {
  return combinedItem(merge(a.json, b.json), mergeBinary(a.binary, b.binary), [...pairedList(a), ...pairedList(b)]);
}

/**
 * Every item of input 1 with every item of input 2. "Prefer Input 1" runs the pairing the
 * other way round (input 2's items outside), so input 1's values are merged last.
 */
export function combineAll(inputs: INodeExecutionData[][], clash: ClashOptions): INodeExecutionData[] {
  let [first = [], second = []] = inputs;
  if (clash.resolveClash === 'preferInput1') [first, second] = [second, first];
  if (clash.resolveClash === 'addSuffix') [first, second] = [withSuffix(first, '1'), withSuffix(second, '2')];
  const merge = objectMerger(clash);
  return first.flatMap((a) => second.map((b) => pair(a, b, merge)));
}

/**
 * v2 "Merge By Position": when an input has no items the other passes through; otherwise
 * item i of input 1 with item i of input 2, the unpaired rest kept only on request.
 */
export function combineByPositionV2(inputs: INodeExecutionData[][], clash: ClashOptions, includeUnpaired: boolean): INodeExecutionData[] {
  let [first = [], second = []] = inputs;
  if (first.length === 0 || second.length === 0) return [...first, ...second];
  if (clash.resolveClash === 'preferInput1') [first, second] = [second, first];
  if (clash.resolveClash === 'addSuffix') [first, second] = [withSuffix(first, '1'), withSuffix(second, '2')];
  const count = includeUnpaired ? Math.max(first.length, second.length) : Math.min(first.length, second.length);
  const merge = objectMerger(clash);
  const out: INodeExecutionData[] = [];
  for (let i = 0; i < count; i++) {
    const a = first[i];
    const b = second[i];
    out.push(a && b ? pair(a, b, merge) : (a ?? b)!);
  }
  return out;
}

/**
 * v3 "Position" over all inputs: item i of every input merged, the preferred input (input 1
 * for "Use Earliest Version" / "Prefer Input 1", else the last) merged last once more. As in
 * n8n, the preferred input is taken before "Add Input Number" renames the fields, so its
 * fields also come unrenamed. Without "Include Any Unpaired Items" the shortest input sets
 * the count.
 */
export function combineByPositionV3(inputs: INodeExecutionData[][], clash: ClashOptions, includeUnpaired: boolean): INodeExecutionData[] {
  const resolve = clash.resolveClash ?? '';
  const preferredIndex = resolve.includes('preferInput') ? Number(resolve.replace('preferInput', '')) - 1 : inputs.length - 1;
  const preferred = inputs[preferredIndex] ?? [];
  const sources = resolve === 'addSuffix' ? inputs.map((items, i) => withSuffix(items, String(i + 1))) : inputs;
  const lengths = [...sources.map((items) => items.length), preferred.length];
  const count = includeUnpaired ? Math.max(...lengths) : Math.min(...lengths);
  const merge = objectMerger(clash);
  const out: INodeExecutionData[] = [];
  for (let i = 0; i < count; i++) {
    const entries = [...sources.map((items) => items[i]), preferred[i]];
    const json = merge({}, ...entries.map((e) => e?.json ?? {}));
    const pairedItem: IPairedItemData[] = entries.flatMap(pairedList);
    out.push(combinedItem(json, mergeBinary(...entries.map((e) => e?.binary)), pairedItem));
  }
  return out;
}
