/** Extract From File description (`n8n-nodes-base.extractFromFile` v1, n8n's names and options). */
import type { INodeProperties, INodeTypeDescription } from '@sdk/workflow';
import { ENCODING_OPTIONS } from '../shared/encodings';
import { readOptions } from '../shared/spreadsheet/descriptions';

/** The operations read as spreadsheets. */
export const SPREADSHEET_OPERATIONS = ['csv', 'html', 'rtf', 'ods', 'xls', 'xlsx'] as const;
/** The operations that move the file's text (or base64) into a field. */
export const MOVE_OPERATIONS = ['binaryToPropery', 'fromIcs', 'fromJson', 'text', 'xml'] as const;

const operation: INodeProperties = {
  displayName: 'Operation',
  name: 'operation',
  type: 'options',
  noDataExpression: true,
  options: [
    { name: 'Extract From CSV', value: 'csv', action: 'Extract from CSV', description: 'Transform a CSV file into output items' },
    {
      name: 'Extract From HTML',
      value: 'html',
      action: 'Extract from HTML',
      description: 'Transform a table in an HTML file into output items',
    },
    {
      name: 'Extract From ICS',
      value: 'fromIcs',
      action: 'Extract from ICS',
      description: 'Transform an ICS file into output items',
    },
    { name: 'Extract From JSON', value: 'fromJson', action: 'Extract from JSON', description: 'Transform a JSON file into output items' },
    { name: 'Extract From ODS', value: 'ods', action: 'Extract from ODS', description: 'Transform an ODS file into output items' },
    {
      name: 'Extract From PDF',
      value: 'pdf',
      action: 'Extract from PDF',
      description: 'Extracts the content and metadata from a PDF file',
    },
    {
      name: 'Extract From RTF',
      value: 'rtf',
      action: 'Extract from RTF',
      description: 'Transform a table in an RTF file into output items',
    },
    { name: 'Extract From Text File', value: 'text', action: 'Extract from text file', description: 'Extracts the content of a text file' },
    { name: 'Extract From XML', value: 'xml', action: 'Extract from XML', description: 'Extracts the content of an XML file' },
    { name: 'Extract From XLS', value: 'xls', action: 'Extract from XLS', description: 'Transform an Excel file into output items' },
    { name: 'Extract From XLSX', value: 'xlsx', action: 'Extract from XLSX', description: 'Transform an Excel file into output items' },
    {
      name: 'Move File to Base64 String',
      value: 'binaryToPropery',
      action: 'Move file to base64 string',
      description: 'Convert a file into a base64-encoded string',
    },
  ],
  default: 'csv',
};

const inputField: INodeProperties = {
  displayName: 'Input Binary Field',
  name: 'binaryPropertyName',
  type: 'string',
  default: 'data',
  required: true,
  placeholder: 'e.g data',
  hint: 'The name of the input field containing the file data to be processed',
};

const spreadsheetShow = { show: { operation: [...SPREADSHEET_OPERATIONS] } };
const pdfShow = { show: { operation: ['pdf'] } };

const keepSource: INodeProperties = {
  displayName: 'Keep Source',
  name: 'keepSource',
  type: 'options',
  default: 'json',
  options: [
    { name: 'JSON', value: 'json', description: 'Include JSON data of the input item' },
    { name: 'Binary', value: 'binary', description: 'Include binary data of the input item' },
    { name: 'Both', value: 'both', description: 'Include both JSON and binary data of the input item' },
  ],
};

/** Extract From PDF's fields (n8n's names and defaults). */
const pdfProperties: INodeProperties[] = [
  { ...inputField, displayOptions: pdfShow },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    displayOptions: pdfShow,
    options: [
      {
        displayName: 'Join Pages',
        name: 'joinPages',
        type: 'boolean',
        default: true,
        description: 'Whether to join the text from all pages or return an array of text from each page',
      },
      keepSource,
      { displayName: 'Max Pages', name: 'maxPages', type: 'number', default: 0, description: 'Maximum number of pages to include' },
      {
        displayName: 'Password',
        name: 'password',
        type: 'string',
        typeOptions: { password: true },
        default: '',
        description: 'Prowide password, if the PDF is encrypted',
      },
    ],
  },
];
const moveShow = { show: { operation: [...MOVE_OPERATIONS] } };

export const extractFromFileDescription: INodeTypeDescription = {
  displayName: 'Extract from File',
  name: 'n8n-nodes-base.extractFromFile',
  icon: 'fa:file-export',
  group: ['input'],
  version: 1,
  description: 'Convert binary data to JSON',
  defaults: { name: 'Extract from File', color: '#4a6fd1' },
  inputs: ['main'],
  outputs: ['main'],
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Files', 'Data Transformation'] },
    alias: [
      'CSV',
      'Spreadsheet',
      'Excel',
      'xls',
      'xlsx',
      'ods',
      'tabular',
      'decode',
      'decoding',
      'Move Binary Data',
      'Binary',
      'File',
      'JSON',
      'HTML',
      'ICS',
      'iCal',
      'txt',
      'Text',
      'RTF',
      'XML',
      '64',
      'Base64',
      'Convert',
    ],
  },
  properties: [
    operation,
    { ...inputField, displayOptions: spreadsheetShow },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      displayOptions: spreadsheetShow,
      options: readOptions('operation'),
    },
    ...pdfProperties,
    { ...inputField, displayOptions: moveShow },
    {
      displayName: 'Destination Output Field',
      name: 'destinationKey',
      type: 'string',
      default: 'data',
      required: true,
      placeholder: 'e.g data',
      description: 'The name of the output field that will contain the extracted data',
      displayOptions: moveShow,
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      displayOptions: moveShow,
      options: [
        {
          displayName: 'File Encoding',
          name: 'encoding',
          type: 'options',
          options: ENCODING_OPTIONS,
          default: 'utf8',
          description: 'Specify the encoding of the file, defaults to UTF-8',
        },
        {
          displayName: 'Strip BOM',
          name: 'stripBOM',
          displayOptions: { show: { encoding: ['utf8', 'cesu8', 'ucs2'] } },
          type: 'boolean',
          default: true,
          description: 'Whether to strip the BOM (Byte Order Mark) from the file',
        },
        keepSource,
      ],
    },
  ],
};
