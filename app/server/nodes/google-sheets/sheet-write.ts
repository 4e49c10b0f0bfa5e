/**
 * Writing rows (versions 3 and 4+): append, update, append or update. Rows are mapped to
 * the header row: auto-map takes each item's fields by column name; "define below" takes
 * the resource mapper's `columns.value` (4+) or version 3's `fieldsUi` list; "nothing"
 * (version 3) writes nothing. An empty sheet gets a header row from the data first. Update
 * matches on `columns.matchingColumns[0]` (4+: a column, or `row_number`) or version 3's
 * `columnToMatchOn` and `valueToMatchOn`, and writes only the mapped cells of every
 * matching row.
 *
 * Outputs as n8n's: the input items (version 3, or auto-map) or the mapped values.
 */
import type { IDataObject, INodeExecutionData, ResourceMapperField } from '@sdk/workflow';
import { NodeOperationError, type IExecuteFunctions } from '../../engine/node-interface';
import { columnName } from '../shared/google/a1';
import { matchColumnOf, v3AppendFields, v3UpdateFields } from './sheet-write-v3';
import { rangeOf, type Cell, type SheetRef, type SheetsDocument, type ValueInput } from './sheets-client';

export const ROW_NUMBER = 'row_number';

type WriteOperation = 'append' | 'update' | 'appendOrUpdate';

interface WriteSetup {
  operation: WriteOperation;
  version: number;
  options: IDataObject;
  keyRow: number;
  firstDataRow: number;
  autoMap: boolean;
  /** Version 3's "Nothing" data mode. */
  nothing: boolean;
  input: ValueInput;
  /** Columns a version 3 "New column ..." entry names; the header row gains those it lacks. */
  newColumns: Set<string>;
}

function setup(fn: IExecuteFunctions, version: number, operation: WriteOperation): WriteSetup {
  const options = (fn.getNodeParameter('options', 0, {}) ?? {}) as IDataObject;
  const location = ((options['locationDefine'] as IDataObject | undefined)?.['values'] ?? {}) as IDataObject;
  const keyRow = Math.max(1, Number(location['headerRow'] ?? 1) || 1);
  const mode =
    version < 4 ? fn.getNodeParameter('dataMode', 0, 'defineBelow') : fn.getNodeParameter('columns.mappingMode', 0, 'defineBelow');
  return {
    operation,
    version,
    options,
    keyRow,
    firstDataRow: Math.max(keyRow + 1, Number(location['firstDataRow'] ?? keyRow + 1) || keyRow + 1),
    autoMap: mode === 'autoMapInputData',
    nothing: mode === 'nothing',
    newColumns: new Set(),
    // Before 4.1 values went in as they are; later Google formats them as if typed.
    input: (options['cellFormat'] as ValueInput | undefined) ?? (version < 4.1 ? 'RAW' : 'USER_ENTERED'),
  };
}

function cellOf(value: unknown): Cell {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return value as Cell;
}

function records(fn: IExecuteFunctions, write: WriteSetup, match = ''): IDataObject[] {
  return fn.getInputData().map((item, i) => {
    if (write.autoMap) return item.json;
    if (write.version >= 4) return { ...((fn.getNodeParameter('columns.value', i, {}) ?? {}) as IDataObject) };
    return write.operation === 'append' ? v3AppendFields(fn, i) : v3UpdateFields(fn, i, match, write.newColumns);
  });
}

/** From 4.4: a mapping made against columns the sheet no longer has is refused rather than written wrongly. */
function checkSchema(fn: IExecuteFunctions, header: string[], version: number, autoMap: boolean): void {
  if (version < 4.4 || autoMap) return;
  const schema = (fn.getNodeParameter('columns.schema', 0, []) ?? []) as ResourceMapperField[];
  const missing = schema.filter((field) => field.id !== ROW_NUMBER && field.removed !== true && !header.includes(field.id));
  if (missing.length > 0)
    throw new NodeOperationError(fn.getNode(), "Column names were updated after the node's setup", {
      description: `Refresh the columns list in the "Columns" parameter: the sheet has no column ${missing.map((f) => `"${f.id}"`).join(', ')}.`,
    });
}

/** The header row, with columns added for new fields where the sheet is empty or the options ask for it. */
async function headerFor(
  fn: IExecuteFunctions,
  document: SheetsDocument,
  sheet: SheetRef,
  current: string[],
  data: IDataObject[],
  write: WriteSetup,
): Promise<string[]> {
  const fields = [...new Set(data.flatMap((record) => Object.keys(record)))].filter((key) => key !== ROW_NUMBER);
  const extra = fields.filter((key) => !current.includes(key));
  const named = [...write.newColumns].filter((key) => !current.includes(key));
  if (current.length > 0 && !write.autoMap && named.length > 0) return writeHeader(document, sheet, [...current, ...named], write);
  if (current.length > 0 && (extra.length === 0 || !write.autoMap)) return current;
  if (current.length > 0) {
    // As n8n's: fields without a column get one unless the options say otherwise.
    const handling = write.options['handlingExtraData'] ?? 'insertInNewColumn';
    if (handling === 'error')
      throw new NodeOperationError(fn.getNode(), 'Unexpected fields in node input', {
        description: `The input has fields the sheet has no column for: ${extra.join(', ')}`,
      });
    if (handling !== 'insertInNewColumn') return current;
  }
  return writeHeader(document, sheet, [...current, ...extra], write);
}

async function writeHeader(document: SheetsDocument, sheet: SheetRef, header: string[], write: WriteSetup): Promise<string[]> {
  await document.update(rangeOf(sheet, `A${write.keyRow}`), [header], 'RAW');
  return header;
}

async function appendRows(document: SheetsDocument, sheet: SheetRef, rows: Cell[][], lastFilled: number, write: WriteSetup) {
  if (rows.length === 0) return;
  if (write.options['useAppend'] === true) {
    await document.append(rangeOf(sheet, `A${write.keyRow}`), rows, write.input);
    return;
  }
  // The grid grows first, so writing after the last row never exceeds its limits.
  await document.batch([{ appendDimension: { sheetId: sheet.sheetId, dimension: 'ROWS', length: rows.length } }]);
  await document.update(rangeOf(sheet, `A${lastFilled + 1}`), rows, write.input);
}

function output(fn: IExecuteFunctions, data: IDataObject[], write: WriteSetup): INodeExecutionData[] {
  const items = fn.getInputData();
  if (write.version < 4 || write.autoMap) return items.map((item, i) => ({ json: item.json, pairedItem: { item: i } }));
  return data.map((json, i) => ({ json, pairedItem: { item: i } }));
}

/** `append`. */
export async function appendRowsOperation(fn: IExecuteFunctions, document: SheetsDocument, sheet: SheetRef, version: number) {
  const write = setup(fn, version, 'append');
  if (write.nothing) return [];
  const sheetData = await document.values(rangeOf(sheet));
  if (sheetData.length === 0) write.autoMap = true;
  const current = (sheetData[write.keyRow - 1] ?? []).map(String);
  checkSchema(fn, current, version, write.autoMap);
  const data = records(fn, write);
  const header = await headerFor(fn, document, sheet, current, data, write);
  const rows = data.map((record) => header.map((column) => cellOf(record[column])));
  await appendRows(document, sheet, rows, Math.max(sheetData.length, write.keyRow), write);
  return output(fn, data, write);
}

/** `update` and `appendOrUpdate` (`upsert`: rows that match nothing are appended). */
export async function updateRowsOperation(
  fn: IExecuteFunctions,
  document: SheetsDocument,
  sheet: SheetRef,
  version: number,
  upsert: boolean,
) {
  const write = setup(fn, version, upsert ? 'appendOrUpdate' : 'update');
  if (write.nothing) return output(fn, [], write);
  const match = matchColumnOf(fn, version);
  const sheetData = await document.values(rangeOf(sheet));
  // Nothing to match in an empty sheet: an upsert appends (with a header row from the data).
  if (sheetData.length === 0 && upsert) return appendRowsOperation(fn, document, sheet, version);
  const current = (sheetData[write.keyRow - 1] ?? []).map(String);
  checkSchema(fn, current, version, write.autoMap);
  if (match !== ROW_NUMBER && !current.includes(match))
    throw new NodeOperationError(fn.getNode(), `The column "${match}" to match on is not in the sheet's header row`);
  const data = records(fn, write, match);
  const header = await headerFor(fn, document, sheet, current, data, write);
  const matchColumn = header.indexOf(match);
  const cells: Array<{ range: string; values: Cell[][] }> = [];
  const added: Cell[][] = [];
  for (const record of data) {
    const wanted = String(record[match] ?? '');
    const rows: number[] = [];
    if (match === ROW_NUMBER) rows.push(Number(wanted));
    else
      for (let r = write.firstDataRow - 1; r < sheetData.length; r++)
        if (String(sheetData[r]?.[matchColumn] ?? '') === wanted) rows.push(r + 1);
    if (rows.length === 0 && upsert) added.push(header.map((column) => cellOf(record[column])));
    for (const row of rows)
      for (const [key, value] of Object.entries(record)) {
        const column = header.indexOf(key);
        if (key === match || key === ROW_NUMBER || column < 0) continue;
        cells.push({ range: rangeOf(sheet, `${columnName(column + 1)}${row}`), values: [[cellOf(value)]] });
      }
  }
  await document.updateCells(cells, write.input);
  await appendRows(document, sheet, added, Math.max(sheetData.length, write.keyRow), write);
  return output(fn, data, write);
}
