/**
 * The Sheets v4 slice of the Google stand-in: spreadsheets get/create/batchUpdate (addSheet,
 * deleteSheet, deleteDimension, appendDimension) and values get/update/append/batchUpdate/
 * clear, with A1 ranges, valueInputOption (RAW, USER_ENTERED) and valueRenderOption
 * (FORMATTED_VALUE, UNFORMATTED_VALUE), grid limits and Google's error shape.
 */
import type { IDataObject } from '@sdk/workflow';
import { columnName, quoteSheetTitle, regionBounds, splitRange, type Bounds } from '../a1';

export type Cell = string | number | boolean | null;

export interface StandInSheet {
  sheetId: number;
  title: string;
  index: number;
  rowCount: number;
  columnCount: number;
  hidden?: boolean;
  rows: Cell[][];
}

export interface StandInSpreadsheet {
  spreadsheetId: string;
  title: string;
  locale: string;
  sheets: StandInSheet[];
}

export type Answer = [number, unknown];

export const googleError = (code: number, status: string, message: string): Answer => [code, { error: { code, message, status } }];

const sheetProperties = (sheet: StandInSheet) => ({
  sheetId: sheet.sheetId,
  title: sheet.title,
  index: sheet.index,
  sheetType: 'GRID',
  gridProperties: { rowCount: sheet.rowCount, columnCount: sheet.columnCount },
  ...(sheet.hidden ? { hidden: true } : {}),
});

export const spreadsheetJson = (book: StandInSpreadsheet) => ({
  spreadsheetId: book.spreadsheetId,
  properties: { title: book.title, locale: book.locale, autoRecalc: 'ON_CHANGE', timeZone: 'Etc/GMT' },
  sheets: book.sheets.map((sheet) => ({ properties: sheetProperties(sheet) })),
  spreadsheetUrl: `https://docs.google.com/spreadsheets/d/${book.spreadsheetId}/edit`,
});

/** A new sheet with Google's default grid (1000 × 26). */
export function newSheet(sheetId: number, title: string, index: number, rows: Cell[][] = []): StandInSheet {
  return { sheetId, title, index, rowCount: Math.max(1000, rows.length), columnCount: 26, rows };
}

interface Located {
  sheet: StandInSheet;
  bounds: Bounds;
}

function locate(book: StandInSpreadsheet, range: string): Located | Answer {
  const { sheet: title, region } = splitRange(range);
  const byTitle = title !== undefined ? book.sheets.find((s) => s.title === title) : undefined;
  // A bare name is a sheet title when one has it, else a region of the first sheet.
  const bare = title === undefined ? book.sheets.find((s) => s.title === region) : undefined;
  const sheet = byTitle ?? bare ?? (title === undefined ? book.sheets[0] : undefined);
  const bounds = regionBounds(bare ? undefined : region);
  if (!sheet || !bounds) return googleError(400, 'INVALID_ARGUMENT', `Unable to parse range: ${range}`);
  return { sheet, bounds };
}

const isAnswer = (value: Located | Answer): value is Answer => Array.isArray(value);

function a1(sheet: StandInSheet, rowStart: number, rowEnd: number, colStart: number, colEnd: number): string {
  return `${quoteSheetTitle(sheet.title)}!${columnName(colStart + 1)}${rowStart + 1}:${columnName(colEnd)}${rowEnd}`;
}

function rendered(value: Cell, option: string): Cell {
  if (option !== 'FORMATTED_VALUE' || value === null) return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return String(value);
}

function entered(value: unknown, option: string): Cell {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  if (option !== 'USER_ENTERED') return text;
  if (/^-?\d+(\.\d+)?$/.test(text.trim())) return Number(text);
  if (/^(true|false)$/i.test(text.trim())) return text.trim().toUpperCase() === 'TRUE';
  return text;
}

const trimRow = (row: Cell[]) => {
  let end = row.length;
  while (end > 0 && (row[end - 1] === '' || row[end - 1] === null || row[end - 1] === undefined)) end--;
  return row.slice(0, end);
};

function readValues(book: StandInSpreadsheet, range: string, query: URLSearchParams): Answer {
  const found = locate(book, range);
  if (isAnswer(found)) return found;
  const { sheet, bounds } = found;
  const rowEnd = Math.min(bounds.rowEnd ?? sheet.rowCount, sheet.rowCount);
  const colEnd = Math.min(bounds.colEnd ?? sheet.columnCount, sheet.columnCount);
  const option = query.get('valueRenderOption') ?? 'FORMATTED_VALUE';
  const values = sheet.rows
    .slice(bounds.rowStart, rowEnd)
    .map((row) => trimRow(row.slice(bounds.colStart, colEnd).map((value) => rendered(value ?? '', option))));
  while (values.length > 0 && values[values.length - 1]!.length === 0) values.pop();
  return [
    200,
    {
      range: a1(sheet, bounds.rowStart, rowEnd, bounds.colStart, colEnd),
      majorDimension: 'ROWS',
      ...(values.length > 0 ? { values } : {}),
    },
  ];
}

function write(sheet: StandInSheet, rowStart: number, colStart: number, values: unknown[][], option: string) {
  values.forEach((row, r) => {
    const target = (sheet.rows[rowStart + r] ??= []);
    row.forEach((value, c) => {
      while (target.length < colStart + c) target.push('');
      target[colStart + c] = entered(value, option);
    });
  });
  for (let r = 0; r < sheet.rows.length; r++) sheet.rows[r] ??= [];
  const width = Math.max(0, ...values.map((row) => row.length));
  return {
    updatedRange: a1(sheet, rowStart, rowStart + values.length, colStart, colStart + width),
    updatedRows: values.length,
    updatedColumns: width,
    updatedCells: values.reduce((n, row) => n + row.length, 0),
  };
}

function valuesOf(body: IDataObject): unknown[][] | undefined {
  const values = body['values'];
  return Array.isArray(values) && values.every(Array.isArray) ? (values as unknown[][]) : undefined;
}

function updateValues(book: StandInSpreadsheet, range: string, values: unknown[][] | undefined, option: string): Answer {
  if (!values) return googleError(400, 'INVALID_ARGUMENT', "Invalid value at 'data.values'");
  const found = locate(book, range);
  if (isAnswer(found)) return found;
  const { sheet, bounds } = found;
  const lastRow = bounds.rowStart + values.length;
  const lastCol = bounds.colStart + Math.max(0, ...values.map((row) => row.length));
  if (lastRow > sheet.rowCount || lastCol > sheet.columnCount)
    return googleError(
      400,
      'INVALID_ARGUMENT',
      `Range (${quoteSheetTitle(sheet.title)}!${columnName(lastCol)}${lastRow}) exceeds grid limits. Max rows: ${sheet.rowCount}, max columns: ${sheet.columnCount}`,
    );
  return [200, { spreadsheetId: book.spreadsheetId, ...write(sheet, bounds.rowStart, bounds.colStart, values, option) }];
}

function appendValues(book: StandInSpreadsheet, range: string, body: IDataObject, option: string): Answer {
  const values = valuesOf(body);
  if (!values) return googleError(400, 'INVALID_ARGUMENT', "Invalid value at 'data.values'");
  const found = locate(book, range);
  if (isAnswer(found)) return found;
  const { sheet, bounds } = found;
  // The table is the filled rows; appended rows go after its last one.
  let last = sheet.rows.length;
  while (last > 0 && trimRow(sheet.rows[last - 1]!).length === 0) last--;
  const start = Math.max(last, bounds.rowStart);
  sheet.rowCount = Math.max(sheet.rowCount, start + values.length);
  const updates = write(sheet, start, bounds.colStart, values, option);
  return [
    200,
    {
      spreadsheetId: book.spreadsheetId,
      tableRange: a1(sheet, 0, Math.max(last, 1), 0, Math.max(1, ...sheet.rows.map((row) => row.length))),
      updates: { spreadsheetId: book.spreadsheetId, ...updates },
    },
  ];
}

function clearValues(book: StandInSpreadsheet, range: string): Answer {
  const found = locate(book, range);
  if (isAnswer(found)) return found;
  const { sheet, bounds } = found;
  const rowEnd = Math.min(bounds.rowEnd ?? sheet.rowCount, sheet.rows.length);
  for (let r = bounds.rowStart; r < rowEnd; r++) {
    const row = sheet.rows[r]!;
    const end = Math.min(bounds.colEnd ?? row.length, row.length);
    for (let c = bounds.colStart; c < end; c++) row[c] = '';
  }
  return [
    200,
    {
      spreadsheetId: book.spreadsheetId,
      clearedRange: a1(sheet, bounds.rowStart, bounds.rowEnd ?? sheet.rowCount, bounds.colStart, bounds.colEnd ?? sheet.columnCount),
    },
  ];
}

function applyRequest(book: StandInSpreadsheet, request: IDataObject): IDataObject | string {
  const sheetById = (id: unknown) => book.sheets.find((sheet) => sheet.sheetId === Number(id));
  if (request['addSheet']) {
    const properties = ((request['addSheet'] as IDataObject)['properties'] ?? {}) as IDataObject;
    const title = String(properties['title'] ?? `Sheet${book.sheets.length + 1}`);
    if (book.sheets.some((sheet) => sheet.title === title))
      return `A sheet with the name "${title}" already exists. Please enter another name.`;
    const sheetId = Number(properties['sheetId'] ?? Math.max(0, ...book.sheets.map((sheet) => sheet.sheetId)) + 1);
    const sheet = newSheet(sheetId, title, book.sheets.length);
    if (properties['hidden'] === true) sheet.hidden = true;
    book.sheets.push(sheet);
    return { addSheet: { properties: sheetProperties(sheet) } };
  }
  if (request['deleteSheet']) {
    const sheet = sheetById((request['deleteSheet'] as IDataObject)['sheetId']);
    if (!sheet) return `No grid with id: ${String((request['deleteSheet'] as IDataObject)['sheetId'])}`;
    book.sheets = book.sheets.filter((s) => s !== sheet);
    return {};
  }
  const dimension = (request['deleteDimension'] ?? request['appendDimension']) as IDataObject | undefined;
  if (!dimension) return `Unsupported request: ${Object.keys(request).join(', ')}`;
  const range = (dimension['range'] ?? dimension) as IDataObject;
  const sheet = sheetById(range['sheetId']);
  if (!sheet) return `No grid with id: ${String(range['sheetId'])}`;
  const rows = range['dimension'] === 'ROWS';
  if (request['appendDimension']) {
    if (rows) sheet.rowCount += Number(dimension['length'] ?? 0);
    else sheet.columnCount += Number(dimension['length'] ?? 0);
    return {};
  }
  const start = Number(range['startIndex']);
  const count = Number(range['endIndex']) - start;
  if (rows) {
    sheet.rows.splice(start, count);
    sheet.rowCount -= count;
  } else {
    for (const row of sheet.rows) row.splice(start, count);
    sheet.columnCount -= count;
  }
  return {};
}

function batchUpdate(book: StandInSpreadsheet, body: IDataObject): Answer {
  const requests = Array.isArray(body['requests']) ? (body['requests'] as IDataObject[]) : [];
  const replies: IDataObject[] = [];
  for (const request of requests) {
    const reply = applyRequest(book, request);
    if (typeof reply === 'string') return googleError(400, 'INVALID_ARGUMENT', `Invalid requests[${replies.length}]: ${reply}`);
    replies.push(reply);
  }
  return [200, { spreadsheetId: book.spreadsheetId, replies }];
}

function valuesBatchUpdate(book: StandInSpreadsheet, body: IDataObject): Answer {
  const option = String(body['valueInputOption'] ?? '');
  if (option !== 'RAW' && option !== 'USER_ENTERED') return googleError(400, 'INVALID_ARGUMENT', "Invalid valueInputOption: ''");
  const responses: unknown[] = [];
  for (const entry of (Array.isArray(body['data']) ? body['data'] : []) as IDataObject[]) {
    const [status, answer] = updateValues(book, String(entry['range'] ?? ''), valuesOf(entry), option);
    if (status !== 200) return [status, answer];
    responses.push(answer);
  }
  return [200, { spreadsheetId: book.spreadsheetId, totalUpdatedRows: responses.length, responses }];
}

/** A Sheets route: `/v4/spreadsheets...` with the books kept by the stand-in. */
export function sheetsRoute(
  books: Map<string, StandInSpreadsheet>,
  method: string,
  path: string,
  query: URLSearchParams,
  body: IDataObject,
  newId: () => string,
): Answer {
  if (method === 'POST' && path === '/v4/spreadsheets') {
    const properties = (body['properties'] ?? {}) as IDataObject;
    // As Google: a document asked for without sheets gets one (Sheet1).
    const sheets = (Array.isArray(body['sheets']) && body['sheets'].length > 0 ? body['sheets'] : [{}]) as IDataObject[];
    const book: StandInSpreadsheet = {
      spreadsheetId: newId(),
      title: String(properties['title'] ?? 'Untitled spreadsheet'),
      locale: String(properties['locale'] ?? 'en_US'),
      sheets: sheets.map((entry, index) => {
        const p = (entry['properties'] ?? {}) as IDataObject;
        const sheet = newSheet(index === 0 ? 0 : 1000 + index, String(p['title'] ?? `Sheet${index + 1}`), index);
        if (p['hidden'] === true) sheet.hidden = true;
        return sheet;
      }),
    };
    books.set(book.spreadsheetId, book);
    return [200, spreadsheetJson(book)];
  }
  const match = /^\/v4\/spreadsheets\/([^/:]+)(?::batchUpdate|\/values:batchUpdate|\/values\/([^/]+))?$/.exec(path);
  const book = match ? books.get(decodeURIComponent(match[1]!)) : undefined;
  if (!match) return googleError(404, 'NOT_FOUND', `No route for ${method} ${path}`);
  if (!book) return googleError(404, 'NOT_FOUND', 'Requested entity was not found.');
  if (path.endsWith('/values:batchUpdate') && method === 'POST') return valuesBatchUpdate(book, body);
  if (path.endsWith(':batchUpdate') && method === 'POST') return batchUpdate(book, body);
  if (match[2] === undefined)
    return method === 'GET' ? [200, spreadsheetJson(book)] : googleError(405, 'INVALID_ARGUMENT', 'Method not allowed');
  const raw = decodeURIComponent(match[2]);
  const option = query.get('valueInputOption') ?? '';
  if (raw.endsWith(':append') && method === 'POST') return appendValues(book, raw.slice(0, -':append'.length), body, option);
  if (raw.endsWith(':clear') && method === 'POST') return clearValues(book, raw.slice(0, -':clear'.length));
  if (method === 'GET') return readValues(book, raw, query);
  if (method === 'PUT') return updateValues(book, raw, valuesOf(body), option);
  return googleError(405, 'INVALID_ARGUMENT', 'Method not allowed');
}
