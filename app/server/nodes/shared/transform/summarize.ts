/**
 * Summarize: a pivot table of the items, aggregations (count, sum, append ...) per group of
 * the split-by fields. The one implementation behind the Summarize node
 * (`n8n-nodes-base.summarize`) and Item Lists' "Summarize".
 *
 * Output fields are named like n8n's (`count_name`, `unique_count_id`, `appended_tags`,
 * `concatenated_city`), with brackets and quotes dropped and dots and spaces made `_`.
 */
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import { NodeOperationError, type IExecuteFunctions } from '../../../engine/node-interface';
import { valueGetter, type ValueGetter } from './fields';
import { ownEntry, setOwn } from '@sdk/values';

/** How a node version groups. */
export interface SummarizeVariant {
  /**
   * `original`: group values keep their type (Summarize 1.1); `string`: they become text
   * (Summarize 1); `objectOrder`: text, and numeric groups come first in ascending order,
   * as plain-object keys do (Item Lists).
   */
  groupKeys: 'original' | 'string' | 'objectOrder';
  /** Summarize 1.1 and Item Lists 2.1+ never fail on a field missing from every item. */
  neverFailOnMissingField?: boolean;
  /** Item Lists 2.0: with "Continue if Field Not Found" a missing field gives one empty item (elsewhere the summary goes on). */
  emptyItemWhenFieldMissing?: boolean;
}

interface Aggregation {
  aggregation: string;
  field: string;
  includeEmpty?: boolean;
  separateBy?: string;
  customSeparator?: string;
}

const PREFIXES: Record<string, string> = {
  append: 'appended_',
  average: 'average_',
  concatenate: 'concatenated_',
  count: 'count_',
  countUnique: 'unique_count_',
  max: 'max_',
  min: 'min_',
  sum: 'sum_',
};

const INDEX = Symbol('itemIndex');
type Row = IDataObject & { [INDEX]: number };

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';
const normalizeName = (name: string) => name.replace(/[\]["]/g, '').replace(/[ .]/g, '_');

function aggregate(rows: Row[], entry: Aggregation, get: ValueGetter): unknown {
  const { aggregation, field } = entry;
  let data = rows;
  if (aggregation === 'average' || aggregation === 'sum') data = data.filter((row) => typeof get(row, field) === 'number');
  const values = () => data.map((row) => get(row, field));
  const nonEmpty = () => values().filter((value) => !isEmpty(value));
  switch (aggregation) {
    case 'append':
      return entry.includeEmpty ? values() : nonEmpty();
    case 'concatenate': {
      const separator = entry.separateBy === 'other' ? (entry.customSeparator ?? '') : (entry.separateBy ?? ',');
      return (entry.includeEmpty ? values() : nonEmpty())
        .map((value) => (value === undefined ? 'undefined' : typeof value === 'object' ? JSON.stringify(value) : String(value)))
        .join(separator);
    }
    case 'average':
      return (values() as number[]).reduce((sum, value) => sum + value, 0) / data.length;
    case 'sum':
      return (values() as number[]).reduce((sum, value) => sum + value, 0);
    case 'min':
    case 'max': {
      let best: unknown;
      for (const value of nonEmpty()) {
        if (best === undefined || (aggregation === 'min' ? (value as number) < (best as number) : (value as number) > (best as number)))
          best = value;
      }
      return best ?? null;
    }
    case 'countUnique':
      return new Set(entry.includeEmpty ? values() : nonEmpty()).size;
    default:
      return entry.includeEmpty ? data.length : nonEmpty().length;
  }
}

interface Leaf {
  json: IDataObject;
  rows: Row[];
}
type Tree = Leaf | { field: string; groups: Map<unknown, Tree> };

const isIndexKey = (key: unknown) => typeof key === 'string' && /^(0|[1-9]\d*)$/.test(key) && Number(key) < 2 ** 32 - 1;

function orderedGroups(groups: Map<unknown, Tree>, variant: SummarizeVariant): Array<[unknown, Tree]> {
  const entries = [...groups.entries()];
  if (variant.groupKeys !== 'objectOrder') return entries;
  return [
    ...entries.filter(([key]) => isIndexKey(key)).sort(([a], [b]) => Number(a) - Number(b)),
    ...entries.filter(([key]) => !isIndexKey(key)),
  ];
}

function split(
  rows: Row[],
  keys: string[],
  aggregations: Aggregation[],
  skipEmpty: boolean,
  get: ValueGetter,
  variant: SummarizeVariant,
): Tree {
  if (!keys.length) {
    const json: IDataObject = {};
    for (const entry of aggregations)
      setOwn(json, normalizeName(`${ownEntry(PREFIXES, entry.aggregation) ?? 'count_'}${entry.field}`), aggregate(rows, entry, get));
    return { json, rows };
  }
  const [field, ...rest] = keys as [string, ...string[]];
  const grouped = new Map<unknown, Row[]>();
  for (const row of rows) {
    let value = get(row, field);
    if (value && typeof value === 'object') value = JSON.stringify(value);
    if (variant.groupKeys !== 'original') value = String(value);
    if (skipEmpty && typeof value !== 'number' && !value) continue;
    const group = grouped.get(value);
    if (group) group.push(row);
    else grouped.set(value, [row]);
  }
  const groups = new Map<unknown, Tree>();
  for (const [value, members] of grouped) groups.set(value, split(members, rest, aggregations, skipEmpty, get, variant));
  return { field, groups };
}

function toObject(tree: Tree, variant: SummarizeVariant): IDataObject {
  if ('json' in tree) return tree.json;
  const out: IDataObject = {};
  for (const [key, value] of orderedGroups(tree.groups, variant)) setOwn(out, String(key), toObject(value, variant));
  return out;
}

function toLeaves(tree: Tree, variant: SummarizeVariant): Leaf[] {
  if ('json' in tree) return [tree];
  return orderedGroups(tree.groups, variant).flatMap(([value, inner]) =>
    toLeaves(inner, variant).map((leaf) => {
      setOwn(leaf.json, normalizeName(tree.field), value);
      return leaf;
    }),
  );
}

/** The summary items. */
export function summarizeItems(fn: IExecuteFunctions, items: INodeExecutionData[], variant: SummarizeVariant): INodeExecutionData[] {
  const options = fn.getNodeParameter('options', 0, {}) as {
    continueIfFieldNotFound?: boolean;
    disableDotNotation?: boolean;
    outputFormat?: string;
    skipEmptySplitFields?: boolean;
  };
  const keys = (fn.getNodeParameter('fieldsToSplitBy', 0, '') as string)
    .split(',')
    .map((field) => field.trim())
    .filter((field) => field);
  const aggregations = (fn.getNodeParameter('fieldsToSummarize.values', 0, []) as Aggregation[]) ?? [];
  if (!aggregations.some((entry) => entry.field !== '')) {
    throw new NodeOperationError(fn.getNode(), "You need to add at least one aggregation to 'Fields to Summarize' with non empty 'Field'");
  }
  const get = valueGetter(!options.disableDotNotation);
  const rows = items.map(({ json }, index) => Object.assign({ ...json }, { [INDEX]: index }) as Row);
  if (!variant.neverFailOnMissingField) {
    const missing = aggregations.find(({ field }) => field !== '' && !rows.some((row) => get(row, field) !== undefined));
    if (missing && options.continueIfFieldNotFound && variant.emptyItemWhenFieldMissing)
      return [{ json: {}, pairedItem: items.map((_, item) => ({ item })) }];
    if (missing && !options.continueIfFieldNotFound)
      throw new NodeOperationError(fn.getNode(), `The field '${missing.field}' does not exist in any items`);
  }
  const tree = split(rows, keys, aggregations, options.skipEmptySplitFields === true, get, variant);
  if (options.outputFormat === 'singleItem') return [{ json: toObject(tree, variant), pairedItem: items.map((_, item) => ({ item })) }];
  return toLeaves(tree, variant).map((leaf) => ({ json: leaf.json, pairedItem: leaf.rows.map((row) => ({ item: row[INDEX] })) }));
}
