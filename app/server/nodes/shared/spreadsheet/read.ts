/**
 * Reading rows from a spreadsheet file, shared by Extract From File and Spreadsheet File
 * (one implementation, as n8n shares it): CSV with csv-parse (every value a string, as
 * n8n reads CSV since Spreadsheet File v2), everything else (and CSV in Spreadsheet File
 * v1) with SheetJS, the library n8n uses, so cell types, dates and ranges read the same.
 */
import { read as readWorkbook, utils as sheetUtils, type ParsingOptions, type Sheet2JSONOpts } from '@e965/xlsx';
import { parse as parseCsv } from 'csv-parse/sync';
import type { IDataObject } from '@sdk/workflow';

/** The spreadsheet formats files are read from and written to. */
export type SpreadsheetFormat = 'csv' | 'html' | 'ods' | 'rtf' | 'xls' | 'xlsx';

/** n8n's "Options" of reading (names as in its parameters). */
export interface ReadSpreadsheetOptions {
  delimiter?: string;
  encoding?: BufferEncoding;
  enableBOM?: boolean;
  relaxQuotes?: boolean;
  headerRow?: boolean;
  includeEmptyCells?: boolean;
  maxRowCount?: number;
  fromLine?: number;
  range?: string | number;
  rawData?: boolean;
  readAsString?: boolean;
  sheetName?: string;
}

/** A file that cannot be read as asked (the message is the user's to read). */
export class SpreadsheetReadError extends Error {}

function csvRows(buffer: Buffer, options: ReadSpreadsheetOptions): unknown[] {
  const maxRowCount = options.maxRowCount ?? -1;
  const records = parseCsv(buffer, {
    delimiter: options.delimiter || ',',
    from_line: options.fromLine && options.fromLine > 0 ? options.fromLine : 1,
    encoding: options.encoding ?? 'utf-8',
    bom: options.enableBOM === true,
    to: maxRowCount > -1 ? maxRowCount : undefined,
    columns: options.headerRow !== false,
    relax_quotes: options.relaxQuotes === true,
    skip_empty_lines: false,
  }) as Array<Record<string, string> | string[]>;
  if (options.includeEmptyCells || options.headerRow === false) return records;
  return records.map((record) => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== '')));
}

function sheetRows(buffer: Buffer, options: ReadSpreadsheetOptions): unknown[] {
  const parsing: ParsingOptions = { raw: options.rawData === true, dense: false };
  const workbook = options.readAsString
    ? readWorkbook(buffer.toString(), { ...parsing, type: 'string' })
    : readWorkbook(buffer, { ...parsing, type: 'buffer' });
  if (workbook.SheetNames.length === 0) throw new SpreadsheetReadError('Spreadsheet does not have any sheets!');
  let sheetName = workbook.SheetNames[0]!;
  if (options.sheetName) {
    if (!workbook.SheetNames.includes(options.sheetName))
      throw new SpreadsheetReadError(`Spreadsheet does not contain sheet called "${options.sheetName}"!`);
    sheetName = options.sheetName;
  }
  const toJson: Sheet2JSONOpts = {};
  if (options.range !== undefined && options.range !== '')
    toJson.range = Number.isNaN(Number(options.range)) ? options.range : parseInt(String(options.range), 10);
  if (options.includeEmptyCells) toJson.defval = '';
  if (options.headerRow === false) toJson.header = 1;
  return sheetUtils.sheet_to_json(workbook.Sheets[sheetName]!, toJson);
}

/**
 * @param buffer - the file's content
 * @param format - how to read it
 * @param options - n8n's reading options
 * @param csvWithSheetJs - read CSV as Spreadsheet File v1 did (typed cells)
 * @returns one JSON object per row; `{row: [...]}` per row when there is no header row
 */
export function readSpreadsheetRows(
  buffer: Buffer,
  format: SpreadsheetFormat,
  options: ReadSpreadsheetOptions,
  csvWithSheetJs = false,
): IDataObject[] {
  const rows = format === 'csv' && !csvWithSheetJs ? csvRows(buffer, options) : sheetRows(buffer, options);
  return options.headerRow === false ? rows.map((row) => ({ row }) as IDataObject) : (rows as IDataObject[]);
}
