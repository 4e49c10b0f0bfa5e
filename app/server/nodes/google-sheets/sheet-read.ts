/**
 * `read` (Get Row(s)), versions 4+: the sheet (or an A1 range, or header/first-data rows)
 * as one item per row keyed by the header row (`col_<n>` for an empty header cell) with its
 * `row_number`. Filters compare a column with a value as text, combined with OR before 4.3
 * and AND from 4.3 (`combineFilters`). Before 4.5 filters give the first match unless
 * "Return All Matches"; from 4.5 everything unless "Return only First Matching Row". From
 * 4.2 the read runs once per input item.
 */
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import { NodeOperationError, type IExecuteFunctions } from '../../engine/node-interface';
import { regionBounds, splitRange } from '../shared/google/a1';
import { rangeOf, type Cell, type SheetRef, type SheetsDocument } from './sheets-client';
import { ROW_NUMBER } from './sheet-write';

interface Filter {
  lookupColumn?: string;
  lookupValue?: unknown;
}

/** Header cells as keys: an empty one becomes `col_<n>`. */
export function headerKeys(header: Cell[]): string[] {
  return header.map((cell, j) => (String(cell ?? '') === '' ? `col_${j + 1}` : String(cell)));
}

interface Layout {
  range: string;
  /** Sheet row number of the range's first row, less one. */
  offset: number;
  headerIndex: number;
  firstDataIndex: number;
}

function layoutOf(sheet: SheetRef, options: IDataObject): Layout {
  const location = ((options['dataLocationOnSheet'] as IDataObject | undefined)?.['values'] ?? {}) as IDataObject;
  if (location['rangeDefinition'] === 'specifyRangeA1' && String(location['range'] ?? '') !== '') {
    const region = splitRange(String(location['range'])).region;
    return { range: rangeOf(sheet, region), offset: regionBounds(region)?.rowStart ?? 0, headerIndex: 0, firstDataIndex: 1 };
  }
  if (location['rangeDefinition'] === 'specifyRange') {
    const headerIndex = Math.max(1, Number(location['headerRow'] ?? 1)) - 1;
    return {
      range: rangeOf(sheet),
      offset: 0,
      headerIndex,
      firstDataIndex: Math.max(headerIndex + 1, Number(location['firstDataRow'] ?? 2) - 1),
    };
  }
  return { range: rangeOf(sheet), offset: 0, headerIndex: 0, firstDataIndex: 1 };
}

async function rowsOf(document: SheetsDocument, sheet: SheetRef, options: IDataObject): Promise<IDataObject[]> {
  const formatting = ((options['outputFormatting'] as IDataObject | undefined)?.['values'] ?? {}) as IDataObject;
  const layout = layoutOf(sheet, options);
  const data = await document.values(
    layout.range,
    String(formatting['general'] ?? 'UNFORMATTED_VALUE'),
    String(formatting['date'] ?? 'FORMATTED_STRING'),
  );
  const keys = headerKeys(data[layout.headerIndex] ?? []);
  const rows: IDataObject[] = [];
  for (let r = layout.firstDataIndex; r < data.length; r++) {
    const row = data[r] ?? [];
    if (row.every((cell) => cell === '' || cell === null)) continue;
    rows.push({ [ROW_NUMBER]: layout.offset + r + 1, ...Object.fromEntries(keys.map((key, j) => [key, row[j] ?? ''])) });
  }
  return rows;
}

function filtered(fn: IExecuteFunctions, rows: IDataObject[], i: number, version: number): IDataObject[] {
  const options = (fn.getNodeParameter('options', i, {}) ?? {}) as IDataObject;
  const filters = ((fn.getNodeParameter('filtersUI.values', i, []) ?? []) as Filter[]).filter((f) => String(f.lookupColumn ?? '') !== '');
  const firstOnly =
    version >= 4.5 ? options['returnFirstMatch'] === true : filters.length > 0 && options['returnAllMatches'] !== 'returnAllMatches';
  if (filters.length === 0) return firstOnly ? rows.slice(0, 1) : rows;
  const columns = new Set(rows.flatMap((row) => Object.keys(row)));
  for (const filter of filters)
    if (rows.length > 0 && !columns.has(String(filter.lookupColumn)))
      throw new NodeOperationError(fn.getNode(), `Column ${String(filter.lookupColumn)} not found in the sheet`, { itemIndex: i });
  const all = fn.getNodeParameter('combineFilters', i, version >= 4.3 ? 'AND' : 'OR') === 'AND';
  const test = (row: IDataObject, filter: Filter) => String(row[String(filter.lookupColumn)] ?? '') === String(filter.lookupValue ?? '');
  const matches = rows.filter((row) => (all ? filters.every((f) => test(row, f)) : filters.some((f) => test(row, f))));
  return firstOnly ? matches.slice(0, 1) : matches;
}

/** `read`. */
export async function readRowsOperation(
  fn: IExecuteFunctions,
  document: SheetsDocument,
  sheet: SheetRef,
  version: number,
): Promise<INodeExecutionData[]> {
  const runs = version > 4.1 ? fn.getInputData().length : 1;
  const out: INodeExecutionData[] = [];
  for (let i = 0; i < runs; i++) {
    const rows = await rowsOf(document, sheet, (fn.getNodeParameter('options', i, {}) ?? {}) as IDataObject);
    for (const json of filtered(fn, rows, i, version)) out.push({ json, pairedItem: { item: i } });
  }
  return out;
}
