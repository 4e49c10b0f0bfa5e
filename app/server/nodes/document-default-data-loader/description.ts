/**
 * Default Data Loader (`@n8n/n8n-nodes-langchain.documentDefaultDataLoader` 1 and 1.1,
 * n8n's parameter names): turns the root node's input items into documents, from their
 * JSON (all of it, or an expression's value) or their files, with metadata, split by the
 * connected text splitter (1.1's "Simple" splitting uses n8n's default instead).
 */
import type { INodeInputConfiguration, INodeTypeDescription } from '@sdk/workflow';
import { AI_PACKAGE } from '../shared/ai/prompt-properties';

const TEXT_SPLITTER_INPUT: INodeInputConfiguration = {
  type: 'ai_textSplitter',
  displayName: 'Text Splitter',
  maxConnections: 1,
  required: true,
};

/** The Text Splitter slot: always before 1.1 (no `textSplittingMode`); from 1.1 only in "Custom" splitting. */
export function dataLoaderInputs(typeVersion: number, textSplittingMode: unknown): INodeInputConfiguration[] {
  return typeVersion < 1.1 || textSplittingMode === 'custom' ? [TEXT_SPLITTER_INPUT] : [];
}

export const documentDefaultDataLoaderDescription: INodeTypeDescription = {
  displayName: 'Default Data Loader',
  name: `${AI_PACKAGE}.documentDefaultDataLoader`,
  icon: 'fa:file-import',
  group: ['transform'],
  version: [1, 1.1],
  defaultVersion: 1.1,
  description: 'Load data from previous step in the workflow',
  defaults: { name: 'Default Data Loader' },
  // The editor draws slots from this expression over the parameters alone; the engine asks `inputsOf`.
  inputs: `={{ $parameter.textSplittingMode === 'simple' ? [] : [${JSON.stringify(TEXT_SPLITTER_INPUT)}] }}`,
  outputs: ['ai_document'],
  outputNames: ['Document'],
  codex: { categories: ['AI'], subcategories: { AI: ['Document Loaders'] } },
  properties: [
    {
      displayName: 'Type of Data',
      name: 'dataType',
      type: 'options',
      default: 'json',
      required: true,
      noDataExpression: true,
      options: [
        { name: 'JSON', value: 'json', description: 'Process JSON data from previous step in the workflow' },
        { name: 'Binary', value: 'binary', description: 'Process binary data from previous step in the workflow' },
      ],
    },
    {
      displayName: 'Mode',
      name: 'jsonMode',
      type: 'options',
      default: 'allInputData',
      required: true,
      displayOptions: { show: { dataType: ['json'] } },
      options: [
        { name: 'Load All Input Data', value: 'allInputData', description: 'Use all JSON data that flows into the parent agent or chain' },
        {
          name: 'Load Specific Data',
          value: 'expressionData',
          description: 'Load a subset of data, and/or data from any previous step in the workflow',
        },
      ],
    },
    {
      displayName: 'Mode',
      name: 'binaryMode',
      type: 'options',
      default: 'allInputData',
      required: true,
      displayOptions: { show: { dataType: ['binary'] } },
      options: [
        {
          name: 'Load All Input Data',
          value: 'allInputData',
          description: 'Use all Binary data that flows into the parent agent or chain',
        },
        { name: 'Load Specific Data', value: 'specificField', description: 'Load data from a specific field in the parent agent or chain' },
      ],
    },
    {
      displayName: 'Data Format',
      name: 'loader',
      type: 'options',
      default: 'auto',
      required: true,
      displayOptions: { show: { dataType: ['binary'] } },
      options: [
        { name: 'Automatically Detect by Mime Type', value: 'auto', description: 'Uses the mime type to detect the format' },
        { name: 'CSV', value: 'csvLoader', description: 'Load CSV files' },
        { name: 'Docx', value: 'docxLoader', description: 'Load Docx documents' },
        { name: 'EPub', value: 'epubLoader', description: 'Load EPub files' },
        { name: 'JSON', value: 'jsonLoader', description: 'Load JSON files' },
        { name: 'PDF', value: 'pdfLoader', description: 'Load PDF documents' },
        { name: 'Text', value: 'textLoader', description: 'Load plain text files' },
      ],
    },
    {
      displayName: 'Data',
      name: 'jsonData',
      type: 'string',
      typeOptions: { rows: 6 },
      default: '',
      required: true,
      description: 'Drag and drop fields from the input pane, or use an expression',
      displayOptions: { show: { dataType: ['json'], jsonMode: ['expressionData'] } },
    },
    {
      displayName: 'Input Data Field Name',
      name: 'binaryDataKey',
      type: 'string',
      default: 'data',
      required: true,
      description: 'The name of the field in the agent or chain’s input that contains the binary file to be processed',
      displayOptions: { show: { dataType: ['binary'], binaryMode: ['specificField'] } },
    },
    {
      displayName: 'Text Splitting',
      name: 'textSplittingMode',
      type: 'options',
      default: 'simple',
      required: true,
      noDataExpression: true,
      displayOptions: { show: { '@version': [{ _cnd: { gte: 1.1 } }] } },
      options: [
        { name: 'Simple', value: 'simple', description: 'Splits every 1000 characters with a 200 character overlap' },
        { name: 'Custom', value: 'custom', description: 'Connect a custom text-splitting sub-node' },
      ],
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add Option',
      default: {},
      options: [
        {
          displayName: 'JSON Pointers',
          name: 'pointers',
          type: 'string',
          default: '',
          description: 'Pointers to extract from JSON, e.g. "/text" or "/text, /meta/title"',
          displayOptions: { show: { '/loader': ['jsonLoader', 'auto'] } },
        },
        {
          displayName: 'CSV Separator',
          name: 'separator',
          type: 'string',
          description: 'Separator to use for CSV',
          default: ',',
          displayOptions: { show: { '/loader': ['csvLoader', 'auto'] } },
        },
        {
          displayName: 'CSV Column',
          name: 'column',
          type: 'string',
          default: '',
          description: 'Column to extract from CSV',
          displayOptions: { show: { '/loader': ['csvLoader', 'auto'] } },
        },
        {
          displayName: 'Split Pages in PDF',
          description: 'Whether to split PDF pages into separate documents',
          name: 'splitPages',
          type: 'boolean',
          default: true,
          displayOptions: { show: { '/loader': ['pdfLoader', 'auto'] } },
        },
        {
          displayName: 'Metadata',
          name: 'metadata',
          type: 'fixedCollection',
          description: 'Metadata to add to each document. Could be used for filtering during retrieval',
          placeholder: 'Add property',
          typeOptions: { multipleValues: true },
          default: {},
          options: [
            {
              name: 'metadataValues',
              displayName: 'Fields to Set',
              values: [
                { displayName: 'Name', name: 'name', type: 'string', default: '', required: true },
                { displayName: 'Value', name: 'value', type: 'string', default: '' },
              ],
            },
          ],
        },
      ],
    },
  ],
};
