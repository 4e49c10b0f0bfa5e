/**
 * Operations on a sheet's shape, as n8n's: `clear` (whole sheet, optionally keeping the first
 * row; rows; columns; an A1 range; passes the items on), `delete` (rows or columns;
 * `{ success: true }`), `create` (a new sheet in the document, skipped when the title is
 * taken; the new sheet's properties with the spreadsheet ID) and `remove` (the sheet;
 * `{ success: true }` per item). Documents: `create` and `deleteSpreadsheet` (through Drive).
 */
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import { NodeOperationError, type IExecuteFunctions } from '../../engine/node-interface';
import type { GoogleSession } from '../shared/google/google-request';
import { columnName, columnNumber, splitRange } from '../shared/google/a1';
import { documentIdOf, rangeOf, type SheetRef, type SheetsDocument } from './sheets-client';

const passOn = (fn: IExecuteFunctions) => fn.getInputData().map((item, i) => ({ json: item.json, pairedItem: { item: i } }));

function columnIndex(fn: IExecuteFunctions, letters: unknown, i: number): number {
  const number = columnNumber(String(letters ?? '').trim());
  if (Number.isNaN(number))
    throw new NodeOperationError(fn.getNode(), `"${String(letters)}" is not a column (A, B, ..., AA)`, { itemIndex: i });
  return number;
}

function clearRange(fn: IExecuteFunctions, sheet: SheetRef, i: number): string {
  switch (fn.getNodeParameter('clear', i, 'wholeSheet')) {
    case 'specificRows': {
      const start = Number(fn.getNodeParameter('startIndex', i, 1));
      return rangeOf(sheet, `${start}:${start + Number(fn.getNodeParameter('rowsToDelete', i, 1)) - 1}`);
    }
    case 'specificColumns': {
      const start = columnIndex(fn, fn.getNodeParameter('startIndex', i, 'A'), i);
      return rangeOf(sheet, `${columnName(start)}:${columnName(start + Number(fn.getNodeParameter('columnsToDelete', i, 1)) - 1)}`);
    }
    case 'specificRange':
      return rangeOf(sheet, splitRange(String(fn.getNodeParameter('range', i, 'A:F'))).region);
    default:
      return rangeOf(sheet);
  }
}

/** `clear`. */
export async function clearOperation(fn: IExecuteFunctions, document: SheetsDocument, sheet: SheetRef): Promise<INodeExecutionData[]> {
  for (let i = 0; i < fn.getInputData().length; i++) {
    const range = clearRange(fn, sheet, i);
    const keepFirstRow =
      fn.getNodeParameter('clear', i, 'wholeSheet') === 'wholeSheet' && fn.getNodeParameter('keepFirstRow', i, false) === true;
    const firstRow = keepFirstRow ? await document.values(rangeOf(sheet, '1:1')) : [];
    await document.clear(range);
    if (firstRow.length > 0) await document.update(rangeOf(sheet, 'A1'), firstRow, 'RAW');
  }
  return passOn(fn);
}

/** `delete` (rows or columns). */
export async function deleteDimensionOperation(
  fn: IExecuteFunctions,
  document: SheetsDocument,
  sheet: SheetRef,
): Promise<INodeExecutionData[]> {
  for (let i = 0; i < fn.getInputData().length; i++) {
    const rows = fn.getNodeParameter('toDelete', i, 'rows') === 'rows';
    const start = rows
      ? Number(fn.getNodeParameter('startIndex', i, 2)) - 1
      : columnIndex(fn, fn.getNodeParameter('startIndex', i, 'A'), i) - 1;
    const count = Math.max(1, Number(fn.getNodeParameter('numberToDelete', i, 1)));
    await document.batch([
      {
        deleteDimension: {
          range: { sheetId: sheet.sheetId, dimension: rows ? 'ROWS' : 'COLUMNS', startIndex: start, endIndex: start + count },
        },
      },
    ]);
  }
  return [{ json: { success: true }, pairedItem: { item: 0 } }];
}

/** A hex colour as Google's 0–1 RGB; undefined when it is not one. */
export function rgb(hex: string): IDataObject | undefined {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) return undefined;
  return { red: parseInt(match[1]!, 16) / 255, green: parseInt(match[2]!, 16) / 255, blue: parseInt(match[3]!, 16) / 255 };
}

/** `create` (a sheet within the document). */
export async function createSheetOperation(fn: IExecuteFunctions, document: SheetsDocument): Promise<INodeExecutionData[]> {
  const titles = (await document.sheets()).map((sheet) => sheet.title);
  const out: INodeExecutionData[] = [];
  for (let i = 0; i < fn.getInputData().length; i++) {
    const title = String(fn.getNodeParameter('title', i, 'n8n-sheet'));
    if (titles.includes(title)) continue;
    const properties: IDataObject = { ...((fn.getNodeParameter('options', i, {}) ?? {}) as IDataObject), title };
    if (typeof properties['tabColor'] === 'string') {
      const color = rgb(properties['tabColor']);
      if (color) properties['tabColor'] = color;
      else delete properties['tabColor'];
    }
    const answer = await document.batch([{ addSheet: { properties } }]);
    const reply = ((answer['replies'] as IDataObject[] | undefined)?.[0]?.['addSheet'] ?? {}) as IDataObject;
    titles.push(title);
    out.push({
      json: { spreadsheetId: answer['spreadsheetId'], ...((reply['properties'] ?? {}) as IDataObject) },
      pairedItem: { item: i },
    });
  }
  return out;
}

/** `remove` (the sheet). */
export async function removeSheetOperation(
  fn: IExecuteFunctions,
  document: SheetsDocument,
  sheet: SheetRef,
): Promise<INodeExecutionData[]> {
  await document.batch([{ deleteSheet: { sheetId: sheet.sheetId } }]);
  return fn.getInputData().map((_, i) => ({ json: { success: true }, pairedItem: { item: i } }));
}

/** Spreadsheet `create`: the new document as Google answers it. */
export async function createSpreadsheetOperation(fn: IExecuteFunctions, session: GoogleSession): Promise<INodeExecutionData[]> {
  const out: INodeExecutionData[] = [];
  for (let i = 0; i < fn.getInputData().length; i++) {
    const options = (fn.getNodeParameter('options', i, {}) ?? {}) as IDataObject;
    const sheets = (((fn.getNodeParameter('sheetsUi', i, {}) ?? {}) as IDataObject)['sheetValues'] ?? []) as IDataObject[];
    const properties: IDataObject = { title: fn.getNodeParameter('title', i, '') };
    if (options['locale']) properties['locale'] = options['locale'];
    if (options['autoRecalc']) properties['autoRecalc'] = options['autoRecalc'];
    const body: IDataObject = { properties };
    if (sheets.length > 0)
      body['sheets'] = sheets.map((sheet) => ({ properties: { title: sheet['title'], hidden: sheet['hidden'] === true } }));
    out.push({
      json: (await session.request({ method: 'POST', service: 'sheets', path: '/v4/spreadsheets', body })) as IDataObject,
      pairedItem: { item: i },
    });
  }
  return out;
}

/** Spreadsheet `deleteSpreadsheet`: the document's Drive file goes. */
export async function deleteSpreadsheetOperation(fn: IExecuteFunctions, session: GoogleSession): Promise<INodeExecutionData[]> {
  const out: INodeExecutionData[] = [];
  for (let i = 0; i < fn.getInputData().length; i++) {
    const id = documentIdOf(fn.getNodeParameter('documentId', i, ''));
    await session.request({
      method: 'DELETE',
      service: 'drive',
      path: `/drive/v3/files/${encodeURIComponent(id)}`,
      qs: { supportsAllDrives: true },
    });
    out.push({ json: { success: true }, pairedItem: { item: i } });
  }
  return out;
}
