/**
 * What the input and output panels show, computed from run data items:
 * table columns and rows, the schema view, paging, branch tab labels, and
 * the expression a dragged field maps to.
 *
 * @module
 */
import { isCompletableName } from '@sdk/expressions';
import { RUN_DATA_AUTO_ALL_MAX_ITEMS, RUN_DATA_DISPLAY_MAX_BYTES, type INodeExecutionData } from '@sdk';

/** Display modes: input defaults to schema, output to table. */
export type DisplayMode = 'schema' | 'table' | 'json' | 'binary';

/** Page sizes offered. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;

/** Page-size options: the fixed sizes, plus 'All' (every item) while there are at most 250 items. */
export function pageSizeOptions(total: number): Array<{ readonly value: number; readonly label: string }> {
  const options = PAGE_SIZES.map((size) => ({ value: size as number, label: `${size} / page` }));
  if (total <= RUN_DATA_AUTO_ALL_MAX_ITEMS && !(PAGE_SIZES as readonly number[]).includes(total))
    options.push({ value: total, label: 'All' });
  return options;
}

/** Characters of the shown items' JSON, which decides whether they are drawn at once. */
export function displayDataSize(items: readonly INodeExecutionData[]): number {
  return JSON.stringify(items.map((item) => item.json)).length;
}

/** Whether items are too large to draw before the user asks ('Display data?'); 204,800 characters. */
export function isTooMuchData(size: number): boolean {
  return size >= RUN_DATA_DISPLAY_MAX_BYTES;
}

/** The 'Display data?' prompt's message, with the size in MB as n8n states it. */
export function tooMuchDataMessage(size: number): string {
  const mb = (size / 1024 / 1000).toLocaleString('en-US', { maximumFractionDigits: 2 });
  return `The node contains ${mb} MB of data. Displaying it may cause problems. If you do decide to display it, avoid the JSON view.`;
}

/** The columns of a table: every top-level key, in first-seen order. */
export function tableColumns(items: readonly INodeExecutionData[]): string[] {
  const seen = new Set<string>();
  for (const item of items) for (const key of Object.keys(item.json ?? {})) seen.add(key);
  return [...seen];
}

/** A cell's text. */
export function cellText(value: unknown): string {
  if (value === undefined) return '';
  if (value === null) return 'null';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** One page of items. */
export function pageOf<T>(items: readonly T[], page: number, size: number): T[] {
  return items.slice((page - 1) * size, page * size);
}

/** Number of pages (at least 1). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The label of an output's tab, e.g. 'True Branch (2 items)'. */
export function branchLabel(outputName: string, count: number): string {
  const name = outputName.charAt(0).toUpperCase() + outputName.slice(1);
  return `${name} Branch (${count} item${count === 1 ? '' : 's'})`;
}

/** An access path for keys: `.a.b`, or `["Readable date"]` for keys that are not plain names. */
export function accessPath(keys: ReadonlyArray<string | number>): string {
  return keys.map((k) => (typeof k === 'number' ? `[${k}]` : isCompletableName(k) ? `.${k}` : `[${JSON.stringify(k)}]`)).join('');
}

/**
 * The plain field path a field-name parameter gets (Rename Keys' current key, a sort field):
 * `address.city`, `input[0]["hello.world"]["my count"]` — brackets wherever a dot would
 * name another field.
 */
export function fieldPath(keys: ReadonlyArray<string | number>): string {
  return accessPath(keys).replace(/^\./, '');
}

/**
 * The expression a field maps to: `$json…` from the direct parent,
 * `$node["X"].json…` from any other node.
 */
export function mappingExpression(keys: ReadonlyArray<string | number>, sourceNode: string, isDirectParent: boolean): string {
  return `${isDirectParent ? '$json' : `$node[${JSON.stringify(sourceNode)}].json`}${accessPath(keys)}`;
}

/** One row of the schema view. */
export interface SchemaField {
  readonly keys: ReadonlyArray<string | number>;
  readonly name: string;
  readonly type: string;
  readonly depth: number;
  readonly sample?: string;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** The schema of the first item, flattened depth first (arrays show their first element). */
export function schemaFields(json: unknown, keys: ReadonlyArray<string | number> = [], depth = 0): SchemaField[] {
  if (json === null || typeof json !== 'object' || depth > 8) return [];
  const entries: Array<[string | number, unknown]> = Array.isArray(json)
    ? json.length > 0
      ? [[0, json[0]]]
      : []
    : Object.entries(json as Record<string, unknown>);
  return entries.flatMap(([key, value]) => {
    const path = [...keys, key];
    const type = typeOf(value);
    const field: SchemaField = {
      keys: path,
      name: String(key),
      type,
      depth,
      ...(type !== 'object' && type !== 'array' ? { sample: cellText(value) } : {}),
    };
    return [field, ...schemaFields(value, path, depth + 1)];
  });
}
