/**
 * The sheet operations of Google Sheets 1 and 2 over a spreadsheet's A1 `range`, making
 * n8n's version 1 calls: append (the key row read, then `values:append` of every item),
 * clear (`values:clear`), read and lookup (`values.get` with the render mode), update and
 * upsert (the key row and key column read, one `values:batchUpdate` of the cells that
 * change; upsert appends each item whose key is not found, one `values:append` each), delete
 * (rows and columns by sheet ID, one `batchUpdate`). Append, clear, delete, update and
 * upsert pass their input items on.
 */
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import { NodeOperationError, type IExecuteFunctions } from '../../../engine/node-interface';
import { columnName, columnNumber } from '../../shared/google/a1';
import type { Cell, SheetsDocument, ValueInput } from '../sheets-client';
import { lookupRows, rowOf, structureRows, type Lookup } from './range-rows';

export interface RangeSetup {
  document: SheetsDocument;
  range: string;
  options: IDataObject;
  input: ValueInput;
  render: string;
}

const int = (fn: IExecuteFunctions, name: string, fallback: number, i = 0) => parseInt(String(fn.getNodeParameter(name, i, fallback)), 10);
const passOn = (fn: IExecuteFunctions) => fn.getInputData().map((item, i) => ({ json: item.json, pairedItem: { item: i } }));
const asItems = (rows: IDataObject[]): INodeExecutionData[] => rows.map((json) => ({ json, pairedItem: { item: 0 } }));

/** `Sheet!` of a range ('' without one) and the rest. */
function sheetPart(range: string): { prefix: string; rest: string } {
  const bang = range.indexOf('!');
  return bang < 0 ? { prefix: '', rest: range } : { prefix: range.slice(0, bang + 1), rest: range.slice(bang + 1) };
}

/** The key row's cells over the range's columns (row `keyRow + 1`, spelt as n8n's version 1 builds it). */
async function keyRowCells(setup: RangeSetup, keyRow: number, render: string): Promise<Cell[] | undefined> {
  const { prefix, rest } = sheetPart(setup.range);
  const [start, end] = rest.split(':');
  // Appended to the range's own start and end as written (so `A1:F9` asks for `A11:F91`), as n8n does.
  return (await setup.document.values(`${prefix}${start}${keyRow + 1}:${String(end)}${keyRow + 1}`, render))[0];
}

async function appendItems(fn: IExecuteFunctions, setup: RangeSetup, items: IDataObject[], keyRow: number, usePath: boolean) {
  const keys = await keyRowCells(setup, keyRow, 'UNFORMATTED_VALUE');
  if (keys === undefined) throw new NodeOperationError(fn.getNode(), 'Could not retrieve the column data!');
  await setup.document.append(
    setup.range,
    items.map((item) => rowOf(item, keys, usePath)),
    setup.input,
    'OVERWRITE',
  );
}

export async function appendV1(fn: IExecuteFunctions, setup: RangeSetup): Promise<INodeExecutionData[]> {
  const items = fn.getInputData().map((item) => item.json);
  await appendItems(fn, setup, items, int(fn, 'keyRow', 0), setup.options['usePathForKeyRow'] === true);
  return passOn(fn);
}

export async function clearV1(fn: IExecuteFunctions, setup: RangeSetup): Promise<INodeExecutionData[]> {
  await setup.document.clear(setup.range);
  return passOn(fn);
}

export async function readV1(fn: IExecuteFunctions, setup: RangeSetup): Promise<INodeExecutionData[]> {
  const data = await setup.document.values(setup.range, setup.render);
  let rows: IDataObject[];
  if (data.length === 0) rows = [];
  else if (fn.getNodeParameter('rawData', 0, false) === true) rows = [{ [String(fn.getNodeParameter('dataProperty', 0, 'data'))]: data }];
  else rows = structureRows(data, int(fn, 'keyRow', 0), int(fn, 'dataStartRow', 1));
  if (rows.length === 0 && setup.options['continue'] === true) rows = [{}];
  return asItems(rows);
}

export async function lookupV1(fn: IExecuteFunctions, setup: RangeSetup): Promise<INodeExecutionData[] | undefined> {
  const data = await setup.document.values(setup.range, setup.render);
  // No values at all: no output, as n8n's version 1.
  if (data.length === 0) return undefined;
  const lookups: Lookup[] = fn.getInputData().map((_, i) => ({
    lookupColumn: String(fn.getNodeParameter('lookupColumn', i, '')),
    lookupValue: fn.getNodeParameter('lookupValue', i, ''),
  }));
  const all = setup.options['returnAllMatches'] === true;
  const go = setup.options['continue'] === true;
  const fail = (message: string): never => {
    throw new NodeOperationError(fn.getNode(), message);
  };
  let rows = lookupRows(data, int(fn, 'keyRow', 0), int(fn, 'dataStartRow', 1), lookups, all, fail);
  if (rows.length === 0 && go && all) rows = [{}];
  else if (rows.length === 1 && Object.keys(rows[0]!).length === 0 && !go && !all) rows = [];
  return asItems(rows);
}

/** `update` and `upsert`. */
export async function updateV1(fn: IExecuteFunctions, setup: RangeSetup, upsert: boolean): Promise<INodeExecutionData[]> {
  const items = fn.getInputData();
  if (fn.getNodeParameter('rawData', 0, false) === true) {
    const property = String(fn.getNodeParameter('dataProperty', 0, 'data'));
    await setup.document.updateCells(
      items.map((item) => ({ range: setup.range, values: item.json[property] as Cell[][] })),
      setup.input,
    );
    return passOn(fn);
  }
  const key = String(fn.getNodeParameter('key', 0, 'id'));
  const keyRow = int(fn, 'keyRow', 0);
  const dataStartRow = int(fn, 'dataStartRow', 1);
  const { prefix, rest } = sheetPart(setup.range);
  const [startRef, endRef] = rest.split(':');
  const start = /([a-zA-Z]{1,10})([0-9]{0,10})/.exec(startRef ?? '');
  const end = /([a-zA-Z]{1,10})([0-9]{0,10})/.exec(endRef ?? '');
  if (!start || !end) throw new NodeOperationError(fn.getNode(), `The range "${setup.range}" is not valid.`);
  const header = (await setup.document.values(`${prefix}${start[1]}${keyRow + 1}:${end[1]}${keyRow + 1}`, setup.render))[0];
  if (header === undefined) throw new NodeOperationError(fn.getNode(), 'Could not retrieve the key row!');
  const keyIndex = header.indexOf(key);
  if (keyIndex === -1) throw new NodeOperationError(fn.getNode(), `Could not find column for key "${key}"!`);
  const columnAt = (offset: number) => columnName(columnNumber(start[1]!) + offset);
  // The key column from the range's first row (or row `dataStartRow`), its first cell dropped, as n8n reads it.
  const keyColumn = columnAt(keyIndex);
  const column = await setup.document.values(`${prefix}${keyColumn}${start[2] || dataStartRow}:${keyColumn}${end[2] || ''}`, setup.render);
  if (column.length === 0) throw new NodeOperationError(fn.getNode(), 'Could not retrieve the key column!');
  const keyValues = column.slice(1).map((row) => row[0]);
  const cells: Array<{ range: string; values: Cell[][] }> = [];
  for (const { json } of items) {
    const found = json[key] === undefined || json[key] === null ? -1 : keyValues.indexOf(json[key] as Cell);
    if (found === -1) {
      if (upsert) await appendItems(fn, setup, [json], keyRow, false);
      continue;
    }
    for (const [c, name] of header.entries()) {
      const value = json[String(name)];
      if (name === key || value === undefined || value === null) continue;
      cells.push({ range: `${prefix}${columnAt(c)}${found + dataStartRow + 1}`, values: [[value as Cell]] });
    }
  }
  await setup.document.updateCells(cells, setup.input);
  return passOn(fn);
}

interface DeleteRange {
  sheetId?: unknown;
  startIndex?: unknown;
  amount?: unknown;
}

export async function deleteV1(fn: IExecuteFunctions, setup: RangeSetup): Promise<INodeExecutionData[]> {
  const toDelete = (fn.getNodeParameter('toDelete', 0, {}) ?? {}) as Record<string, DeleteRange[] | undefined>;
  const requests = (['columns', 'rows'] as const).flatMap((what) =>
    (toDelete[what] ?? []).map((entry) => ({
      deleteDimension: {
        range: {
          sheetId: entry.sheetId,
          dimension: what === 'rows' ? 'ROWS' : 'COLUMNS',
          startIndex: entry.startIndex,
          endIndex: parseInt(String(entry.startIndex), 10) + parseInt(String(entry.amount), 10),
        },
      },
    })),
  );
  await setup.document.batch(requests);
  return passOn(fn);
}
