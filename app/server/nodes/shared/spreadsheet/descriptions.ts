/**
 * n8n's spreadsheet reading and writing options, as Spreadsheet File shows them, and
 * the helper that shows them for other operations (Extract From File, Convert To File).
 */
import type { INodeProperties } from '@sdk/workflow';

const csvOnly = (formatParameter: string) => ({ show: { [`/${formatParameter}`]: ['csv'] } });
const sheetsOnly = (formatParameter: string) => ({ show: { [`/${formatParameter}`]: ['ods', 'xls', 'xlsx'] } });

/** The reading options; `formatParameter` names the parameter that holds the format. */
export function readOptions(formatParameter: string): INodeProperties[] {
  return [
    {
      displayName: 'Delimiter',
      name: 'delimiter',
      type: 'string',
      displayOptions: csvOnly(formatParameter),
      default: ',',
      placeholder: 'e.g. ,',
      description: 'Set the field delimiter, usually a comma',
    },
    {
      displayName: 'Encoding',
      name: 'encoding',
      type: 'options',
      displayOptions: csvOnly(formatParameter),
      options: [
        { name: 'ASCII', value: 'ascii' },
        { name: 'Latin1', value: 'latin1' },
        { name: 'UCS-2', value: 'ucs-2' },
        { name: 'UCS2', value: 'ucs2' },
        { name: 'UTF-8', value: 'utf-8' },
        { name: 'UTF16LE', value: 'utf16le' },
        { name: 'UTF8', value: 'utf8' },
      ],
      default: 'utf-8',
    },
    {
      displayName: 'Exclude Byte Order Mark (BOM)',
      name: 'enableBOM',
      type: 'boolean',
      displayOptions: csvOnly(formatParameter),
      default: false,
      description: 'Whether to detect and exclude the byte-order-mark from the CSV Input if present',
    },
    {
      displayName: 'Preserve Quotes',
      name: 'relaxQuotes',
      type: 'boolean',
      displayOptions: csvOnly(formatParameter),
      default: false,
      description: "Whether to handle unclosed quotes in CSV fields as part of the field's content instead of throwing a parsing error",
    },
    {
      displayName: 'Header Row',
      name: 'headerRow',
      type: 'boolean',
      default: true,
      description: 'Whether the first row of the file contains the header names',
    },
    {
      displayName: 'Include Empty Cells',
      name: 'includeEmptyCells',
      type: 'boolean',
      default: false,
      description: 'Whether to include empty cells when reading from file. They will be filled with an empty string.',
    },
    {
      displayName: 'Max Number of Rows to Load',
      name: 'maxRowCount',
      type: 'number',
      displayOptions: csvOnly(formatParameter),
      default: -1,
      placeholder: 'e.g. 10',
      description: 'Stop handling records after the requested number of rows are read. Use -1 if you want to load all rows.',
    },
    {
      displayName: 'Range',
      name: 'range',
      type: 'string',
      displayOptions: sheetsOnly(formatParameter),
      default: '',
      description:
        'The range to read from the table. If set to a number it will be the starting row. If set to string it will be used as A1-style notation range.',
    },
    {
      displayName: 'RAW Data',
      name: 'rawData',
      type: 'boolean',
      default: false,
      description: 'Whether to return RAW data, instead of parsing it',
    },
    {
      displayName: 'Read As String',
      name: 'readAsString',
      type: 'boolean',
      default: false,
      description:
        'In some cases and file formats, it is necessary to read as string to ensure special characters are interpreted correctly',
    },
    {
      displayName: 'Sheet Name',
      name: 'sheetName',
      type: 'string',
      displayOptions: sheetsOnly(formatParameter),
      default: 'Sheet',
      placeholder: 'e.g. mySheet',
      description: 'Name of the sheet to read from in the spreadsheet',
    },
    {
      displayName: 'Starting Line',
      name: 'fromLine',
      type: 'number',
      displayOptions: csvOnly(formatParameter),
      default: 0,
      placeholder: 'e.g. 0',
      description: 'Start handling records from the requested line number. Starts at 0.',
    },
  ];
}

/** The writing options; `formatParameter` names the parameter that holds the format. */
export function writeOptions(formatParameter: string): INodeProperties[] {
  return [
    {
      displayName: 'Compression',
      name: 'compression',
      type: 'boolean',
      displayOptions: { show: { [`/${formatParameter}`]: ['xlsx', 'ods'] } },
      default: false,
      description: 'Whether to reduce the output file size',
    },
    {
      displayName: 'Delimiter',
      name: 'delimiter',
      type: 'string',
      displayOptions: csvOnly(formatParameter),
      default: ',',
      description: 'The character to use to separate fields',
    },
    { displayName: 'File Name', name: 'fileName', type: 'string', default: '', description: 'Name of the output file' },
    {
      displayName: 'Header Row',
      name: 'headerRow',
      type: 'boolean',
      default: true,
      description: 'Whether the first row of the file contains the header names',
    },
    {
      displayName: 'Sheet Name',
      name: 'sheetName',
      type: 'string',
      displayOptions: sheetsOnly(formatParameter),
      default: 'Sheet',
      placeholder: 'e.g. mySheet',
      description: 'Name of the sheet to create in the spreadsheet',
    },
  ];
}
