/** Convert To File description (`n8n-nodes-base.convertToFile` v1, v1.1, n8n's names and options). */
import { icalProperties } from './ical-description';
import type { INodeProperties, INodeTypeDescription } from '@sdk/workflow';
import { ENCODING_OPTIONS } from '../shared/encodings';
import { writeOptions } from '../shared/spreadsheet/descriptions';

/** The operations written as spreadsheets. */
export const SPREADSHEET_OPERATIONS = ['csv', 'html', 'rtf', 'ods', 'xls', 'xlsx'] as const;

const outputField = (operations: string[]): INodeProperties => ({
  displayName: 'Put Output File in Field',
  name: 'binaryPropertyName',
  type: 'string',
  default: 'data',
  required: true,
  placeholder: 'e.g data',
  hint: 'The name of the output binary field to put the file in',
  displayOptions: { show: { operation: operations } },
});

const mode = (operations: string[]): INodeProperties => ({
  displayName: 'Mode',
  name: 'mode',
  type: 'options',
  noDataExpression: true,
  options: [
    { name: 'All Items to One File', value: 'once' },
    { name: 'Each Item to Separate File', value: 'each' },
  ],
  default: 'once',
  displayOptions: { show: { operation: operations } },
});

const addBom: INodeProperties = {
  displayName: 'Add Byte Order Mark (BOM)',
  name: 'addBOM',
  type: 'boolean',
  default: false,
  description:
    'Whether to add special marker at the start of your text file. This marker helps some programs understand how to read the file correctly.',
  displayOptions: { show: { encoding: ['utf8', 'cesu8', 'ucs2'] } },
};

export const convertToFileDescription: INodeTypeDescription = {
  displayName: 'Convert to File',
  name: 'n8n-nodes-base.convertToFile',
  icon: 'fa:file-import',
  group: ['input'],
  version: [1, 1.1],
  description: 'Convert JSON data to binary data',
  defaults: { name: 'Convert to File', color: '#4a6fd1' },
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
      'encode',
      'encoding',
      'Move Binary Data',
      'Binary',
      'File',
      'JSON',
      'HTML',
      'ICS',
      'RTF',
      '64',
      'Base64',
    ],
  },
  properties: [
    {
      displayName: 'Operation',
      name: 'operation',
      type: 'options',
      noDataExpression: true,
      options: [
        { name: 'Convert to CSV', value: 'csv', action: 'Convert to CSV', description: 'Transform input data into a CSV file' },
        {
          name: 'Convert to HTML',
          value: 'html',
          action: 'Convert to HTML',
          description: 'Transform input data into a table in an HTML file',
        },
        {
          name: 'Convert to JSON',
          value: 'toJson',
          action: 'Convert to JSON',
          description: 'Transform input data into a single or multiple JSON files',
        },
        { name: 'Convert to ICS', value: 'iCal', action: 'Convert to ICS', description: 'Converts each input item to an ICS event file' },
        { name: 'Convert to ODS', value: 'ods', action: 'Convert to ODS', description: 'Transform input data into an ODS file' },
        { name: 'Convert to RTF', value: 'rtf', action: 'Convert to RTF', description: 'Transform input data into a table in an RTF file' },
        {
          name: 'Convert to Text File',
          value: 'toText',
          action: 'Convert to text file',
          description: 'Transform input data string into a file',
        },
        { name: 'Convert to XLS', value: 'xls', action: 'Convert to XLS', description: 'Transform input data into an Excel file' },
        { name: 'Convert to XLSX', value: 'xlsx', action: 'Convert to XLSX', description: 'Transform input data into an Excel file' },
        {
          name: 'Move Base64 String to File',
          value: 'toBinary',
          action: 'Move base64 string to file',
          description: 'Convert a base64-encoded string into its original file format',
        },
      ],
      default: 'csv',
    },
    outputField([...SPREADSHEET_OPERATIONS]),
    ...icalProperties,
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      displayOptions: { show: { operation: [...SPREADSHEET_OPERATIONS] } },
      options: writeOptions('operation'),
    },
    mode(['toJson']),
    outputField(['toJson']),
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      displayOptions: { show: { operation: ['toJson'] } },
      options: [
        addBom,
        {
          displayName: 'Format',
          name: 'format',
          type: 'boolean',
          default: false,
          description: 'Whether to format the JSON data for easier reading',
        },
        {
          displayName: 'Encoding',
          name: 'encoding',
          type: 'options',
          options: ENCODING_OPTIONS,
          default: 'utf8',
          description: 'Choose the character set to use to encode the data',
        },
        {
          displayName: 'File Name',
          name: 'fileName',
          type: 'string',
          default: '',
          placeholder: 'e.g. myFile.json',
          description: 'Name of the output file',
        },
      ],
    },
    {
      displayName: 'Text Input Field',
      name: 'sourceProperty',
      type: 'string',
      default: '',
      required: true,
      placeholder: 'e.g data',
      requiresDataPath: 'single',
      description:
        "The name of the input field that contains a string to convert to a file. To reference nested fields, use dot notation, e.g. 'level1.level2.currentKey'.",
      displayOptions: { show: { operation: ['toText'] } },
    },
    outputField(['toText']),
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      displayOptions: { show: { operation: ['toText'] } },
      options: [
        addBom,
        {
          displayName: 'Encoding',
          name: 'encoding',
          type: 'options',
          options: ENCODING_OPTIONS,
          default: 'utf8',
          description: 'Choose the character set to use to encode the data',
        },
        {
          displayName: 'File Name',
          name: 'fileName',
          type: 'string',
          default: '',
          placeholder: 'e.g. myFile.txt',
          description: 'Name of the output file',
        },
      ],
    },
    {
      displayName: 'Base64 Input Field',
      name: 'sourceProperty',
      type: 'string',
      default: '',
      required: true,
      placeholder: 'e.g data',
      requiresDataPath: 'single',
      description:
        "The name of the input field that contains the base64 string to convert to a file. Use dot-notation for deep fields (e.g. 'level1.level2.currentKey').",
      displayOptions: { show: { operation: ['toBinary'] } },
    },
    outputField(['toBinary']),
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      displayOptions: { show: { operation: ['toBinary'] } },
      options: [
        {
          displayName: 'File Name',
          name: 'fileName',
          type: 'string',
          default: '',
          placeholder: 'e.g. myFile',
          description: 'Name of the output file',
        },
        {
          displayName: 'MIME Type',
          name: 'mimeType',
          type: 'string',
          default: '',
          placeholder: 'e.g text/plain',
          description: 'The MIME type of the output file',
        },
      ],
    },
  ],
};
