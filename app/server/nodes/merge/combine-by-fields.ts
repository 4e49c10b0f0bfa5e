/**
 * Merge's combine by matching fields (v2 "Merge By Fields", v3 "Matching Fields"): inner,
 * outer, left and right joins and the non-matches, as n8n's MergeV2/MergeV3 do them, in
 * their order (merged items first, then the unmatched ones), with their answers when an
 * input has no items.
 */
import type { IBinaryKeyData, IDataObject, INodeExecutionData, IPairedItemData } from '@sdk/workflow';
import { getPath } from '@sdk/values';
import { valueComparer } from '../compare-datasets/fuzzy-compare';
import { combinedItem, objectMerger, pairedList, withSuffix, type ClashOptions } from './combine';

/** One pair of fields to match (input 1's field, input 2's field). */
export interface FieldPair {
  field1: string;
  field2: string;
}

/** The settings of a combine by fields. */
export interface FieldsSettings {
  fields: FieldPair[];
  joinMode: string;
  outputDataFrom: string;
  clash: ClashOptions;
  fuzzyCompare: boolean;
  disableDotNotation: boolean;
  multipleMatches: string;
  /** v2 names "prefer input 2" `preferInput2`, v3 `preferLast`. */
  preferLast: 'preferInput2' | 'preferLast';
  /** Merge 2.0 fails when a match field is on no item of an input (2.1 and later match nothing). */
  requireFields: boolean;
}

interface Matched {
  entry: INodeExecutionData;
  matches: INodeExecutionData[];
}

/** Why the node cannot run, as n8n words it. */
export class FieldsError extends Error {}

/** The field pairs, refused as n8n refuses them (none given, or one side of a pair empty). */
export function checkFieldPairs(pairs: FieldPair[]): FieldPair[] {
  if (pairs.length === 1 && pairs[0]!.field1 === '' && pairs[0]!.field2 === '')
    throw new FieldsError('You need to define at least one pair of fields in "Fields to Match" to match on');
  pairs.forEach((pair, index) => {
    if (pair.field1 === '' || pair.field2 === '')
      throw new FieldsError(
        `You need to define both fields in "Fields to Match" for pair ${index + 1},\n\t\t\t\t field 1 = '${pair.field1}'\n\t\t\t\t field 2 = '${pair.field2}'`,
      );
  });
  return pairs;
}

function requirePresent(items: readonly INodeExecutionData[], fields: string[], dotNotation: boolean, label: string): void {
  for (const field of fields) {
    const present = items.some((item) => (dotNotation ? getPath(item.json, field) !== undefined : Object.hasOwn(item.json, field)));
    if (!present) throw new FieldsError(`Field '${field}' is not present in any of items in '${label}'`);
  }
}

function findMatches(input1: readonly INodeExecutionData[], input2: readonly INodeExecutionData[], s: FieldsSettings) {
  const equal = valueComparer(s.fuzzyCompare, 1);
  const dot = !s.disableDotNotation;
  const result = { matched: [] as Matched[], matched2: [] as INodeExecutionData[], unmatched1: [] as INodeExecutionData[] };
  const unmatched2: INodeExecutionData[] = [];
  const used2 = new Set<number>();
  for (const entry of input1) {
    // Keyed by input 2's field, as n8n's lookup object is (a repeated field2 keeps the last value).
    const lookup = new Map<string, unknown>();
    for (const pair of s.fields) lookup.set(pair.field2, getPath(entry.json, pair.field1, dot));
    if ([...lookup.values()].some((v) => v === undefined)) {
      result.unmatched1.push(entry);
      continue;
    }
    const isMatch = (other: INodeExecutionData) => [...lookup].every(([field, value]) => equal(value, getPath(other.json, field, dot)));
    const indexes: number[] = [];
    for (let i = 0; i < input2.length; i++) {
      if (!isMatch(input2[i]!)) continue;
      indexes.push(i);
      if (s.multipleMatches === 'first') break;
    }
    indexes.forEach((i) => used2.add(i));
    const matches = indexes.map((i) => input2[i]!);
    if (matches.length === 0) result.unmatched1.push(entry);
    else if (s.outputDataFrom === 'both' || s.joinMode === 'enrichInput1' || s.joinMode === 'enrichInput2')
      matches.forEach((match) => result.matched.push({ entry, matches: [match] }));
    else result.matched.push({ entry, matches });
  }
  input2.forEach((item, i) => (used2.has(i) ? result.matched2 : unmatched2).push(item));
  return { ...result, unmatched2 };
}

/** Each match merged into one item per the clash options (n8n's mergeMatched). */
function mergeMatched(matched: Matched[], clash: ClashOptions, preferLast: string, joinMode?: string): INodeExecutionData[] {
  const merge = objectMerger(clash);
  // Unset, input 2 wins, except when enriching input 2, where input 1 does.
  const resolve = clash.resolveClash ?? (joinMode === 'enrichInput2' ? 'preferInput1' : preferLast);
  return matched.map(({ entry, matches }) => {
    let order: INodeExecutionData[] = [];
    if (resolve === 'addSuffix') order = [...withSuffix([entry], '1'), ...withSuffix(matches, '2')];
    else if (resolve === 'preferInput1') order = [...matches, entry];
    else if (resolve === preferLast) order = [entry, ...matches];
    // Any other value (another version's name) merges nothing, as in n8n.
    if (order.length === 0) return { json: {}, pairedItem: [] };
    const [first, ...rest] = order;
    const json = merge(first!.json, ...rest.map((item) => item.json));
    const binary = merge({}, ...order.map((item) => (item.binary ?? {}) as IDataObject)) as unknown as IBinaryKeyData;
    const pairedItem: IPairedItemData[] = order.flatMap(pairedList);
    return combinedItem(json, binary, pairedItem);
  });
}

const withSource = (items: INodeExecutionData[], source: string) =>
  items.map((item) => ({ ...item, json: { ...item.json, _source: source } }));

/** Combines input 1 and input 2 by their matching fields. */
export function combineByFields(input1: INodeExecutionData[], input2: INodeExecutionData[], s: FieldsSettings): INodeExecutionData[] {
  const { joinMode, outputDataFrom } = s;
  if (s.requireFields) {
    requirePresent(
      input1,
      s.fields.map((f) => f.field1),
      !s.disableDotNotation,
      'Input 1',
    );
    requirePresent(
      input2,
      s.fields.map((f) => f.field2),
      !s.disableDotNotation,
      'Input 2',
    );
  }
  if (input1.length === 0 || input2.length === 0) {
    if (joinMode === 'keepNonMatches' && outputDataFrom === 'input1' && input1.length === 0) return [];
    if (joinMode === 'keepNonMatches' && outputDataFrom === 'input2' && input2.length === 0) return [];
    if (joinMode === 'keepMatches') return [];
    if (joinMode === 'enrichInput1' && input1.length === 0) return [];
    if (joinMode === 'enrichInput2' && input2.length === 0) return [];
    // Otherwise whichever input has items passes through as it is.
    return [...input1, ...input2];
  }
  if (s.fields.length === 0) return ['keepMatches', 'keepEverything', 'enrichInput2'].includes(joinMode) ? [] : input1;
  const found = findMatches(input1, input2, s);
  const suffixed = s.clash.resolveClash === 'addSuffix';
  if (joinMode === 'keepMatches' || joinMode === 'keepEverything') {
    const output =
      outputDataFrom === 'input1'
        ? found.matched.map((m) => m.entry)
        : outputDataFrom === 'input2'
          ? found.matched2
          : outputDataFrom === 'both'
            ? mergeMatched(found.matched, s.clash, s.preferLast)
            : [];
    if (joinMode === 'keepMatches') return output;
    const rest1 = suffixed ? withSuffix(found.unmatched1, '1') : found.unmatched1;
    const rest2 = suffixed ? withSuffix(found.unmatched2, '2') : found.unmatched2;
    return [...output, ...rest1, ...rest2];
  }
  if (joinMode === 'keepNonMatches') {
    if (outputDataFrom === 'input1') return found.unmatched1;
    if (outputDataFrom === 'input2') return found.unmatched2;
    return outputDataFrom === 'both' ? [...withSource(found.unmatched1, 'input1'), ...withSource(found.unmatched2, 'input2')] : [];
  }
  if (joinMode === 'enrichInput1' || joinMode === 'enrichInput2') {
    const merged = mergeMatched(found.matched, s.clash, s.preferLast, joinMode);
    const [rest, suffix] = joinMode === 'enrichInput1' ? [found.unmatched1, '1'] : [found.unmatched2, '2'];
    return [...merged, ...(suffixed ? withSuffix(rest, suffix) : rest)];
  }
  return [];
}
