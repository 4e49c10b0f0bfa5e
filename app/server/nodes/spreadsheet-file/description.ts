/**
 * Spreadsheet File descriptions (`n8n-nodes-base.spreadsheetFile` v1 and v2, n8n's names
 * and defaults). Hidden in the node creator, as in n8n, where Extract From File and
 * Convert To File replaced it; older workflows still run.
 */
import type { INodeProperties, INodeTypeDescription } from '@sdk/workflow';
import { readOptions, writeOptions } from '../shared/spreadsheet/descriptions';

const FORMATS = [
  { name: 'CSV', value: 'csv', description: 'Comma-separated values' },
  { name: 'HTML', value: 'html', description: 'HTML Table' },
  { name: 'ODS', value: 'ods', description: 'OpenDocument Spreadsheet' },
  { name: 'RTF', value: 'rtf', description: 'Rich Text Format' },
  { name: 'XLS', value: 'xls', description: 'Excel' },
  { name: 'XLSX', value: 'xlsx', description: 'Excel' },
];

const fromFile = { show: { operation: ['fromFile'] } };
const toFile = { show: { operation: ['toFile'] } };

function properties(version: 1 | 2): INodeProperties[] {
  // v1 reads every format with SheetJS and has no CSV-only options.
  const csvOnly = new Set(['delimiter', 'encoding', 'enableBOM', 'relaxQuotes', 'maxRowCount', 'fromLine']);
  const reading = readOptions('fileFormat')
    .filter((option) => version === 2 || !csvOnly.has(option.name))
    .map((option) => (version === 1 ? { ...option, displayOptions: undefined } : option));
  return [
    {
      displayName: 'Operation',
      name: 'operation',
      type: 'options',
      noDataExpression: true,
      options: [
        {
          name: 'Read From File',
          value: 'fromFile',
          description: 'Reads data from a spreadsheet file',
          action: 'Read data from a spreadsheet file',
        },
        {
          name: 'Write to File',
          value: 'toFile',
          description: 'Writes the workflow data to a spreadsheet file',
          action: 'Write data to a spreadsheet file',
        },
      ],
      default: 'fromFile',
    },
    {
      displayName: 'Input Binary Field',
      name: 'binaryPropertyName',
      type: 'string',
      default: 'data',
      required: true,
      placeholder: '',
      hint: 'The name of the input field containing the file data to be processed',
      displayOptions: fromFile,
    },
    ...(version === 2
      ? [
          {
            displayName: 'File Format',
            name: 'fileFormat',
            type: 'options',
            options: [{ name: 'Autodetect', value: 'autodetect' }, ...FORMATS],
            default: 'autodetect',
            description: 'The format of the binary data to read from',
            displayOptions: fromFile,
          } satisfies INodeProperties,
        ]
      : []),
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      displayOptions: fromFile,
      options: reading,
    },
    {
      displayName: 'File Format',
      name: 'fileFormat',
      type: 'options',
      options: FORMATS,
      default: 'xls',
      displayOptions: toFile,
      description: 'The format of the file to save the data as',
    },
    {
      displayName: 'Put Output File in Field',
      name: 'binaryPropertyName',
      type: 'string',
      default: 'data',
      required: true,
      displayOptions: toFile,
      placeholder: '',
      hint: 'The name of the output binary field to put the file in',
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      displayOptions: toFile,
      options: writeOptions('fileFormat').filter((option) => option.name !== 'delimiter'),
    },
  ];
}

const base = {
  displayName: 'Spreadsheet File',
  name: 'n8n-nodes-base.spreadsheetFile',
  hidden: true,
  icon: 'fa:table',
  group: ['transform'],
  description: 'Reads and writes data from a spreadsheet file like CSV, XLS, ODS, etc',
  defaults: { name: 'Spreadsheet File', color: '#2244FF' },
  inputs: ['main'],
  outputs: ['main'],
} satisfies Partial<INodeTypeDescription>;

export const spreadsheetFileV1Description: INodeTypeDescription = { ...base, version: 1, properties: properties(1) };
export const spreadsheetFileV2Description: INodeTypeDescription = { ...base, version: 2, properties: properties(2) };
