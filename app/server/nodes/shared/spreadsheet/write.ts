/**
 * Writing items to a spreadsheet file, shared by Convert To File and Spreadsheet File:
 * each item's JSON flattened to dotted column names (`address.city`, `tags.0`), as n8n
 * does, then written by SheetJS in the chosen format.
 */
import { utils as sheetUtils, write as writeWorkbook, type WritingOptions } from '@e965/xlsx';
import type { IDataObject } from '@sdk/workflow';
import type { SpreadsheetFormat } from './read';

/** n8n's "Options" of writing. */
export interface WriteSpreadsheetOptions {
  headerRow?: boolean;
  compression?: boolean;
  sheetName?: string;
  delimiter?: string;
}

/**
 * Nested objects and arrays become dotted keys; dates become their string.
 *
 * @param data - one item's JSON
 * @returns a flat object
 */
export function flattenObject(data: IDataObject): IDataObject {
  const flat: IDataObject = {};
  for (const [key, value] of Object.entries(data)) {
    if (value instanceof Date) flat[key] = value.toString();
    else if (value !== null && typeof value === 'object') {
      for (const [inner, innerValue] of Object.entries(flattenObject(value as IDataObject))) {
        if (innerValue !== undefined) flat[`${key}.${inner}`] = innerValue;
      }
    } else flat[key] = value;
  }
  return flat;
}

/**
 * @param rows - the items' JSON
 * @param format - the file format
 * @param options - n8n's writing options
 * @returns the file's content
 */
export function writeSpreadsheet(rows: readonly IDataObject[], format: SpreadsheetFormat, options: WriteSpreadsheetOptions): Buffer {
  const sheet = sheetUtils.json_to_sheet(rows.map(flattenObject), options.headerRow === false ? { skipHeader: true } : undefined);
  const writing: WritingOptions = { bookType: format, bookSST: false, type: 'buffer' };
  if (format === 'csv' && options.delimiter) writing.FS = options.delimiter;
  if ((format === 'xlsx' || format === 'ods') && options.compression) writing.compression = true;
  const sheetName = options.sheetName || 'Sheet';
  return writeWorkbook({ SheetNames: [sheetName], Sheets: { [sheetName]: sheet } }, writing) as Buffer;
}
