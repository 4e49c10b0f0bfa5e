/**
 * Google Sheets 3 and 4–4.7 (description: ./description.ts; versions 1 and 2, the range-based
 * node, are ./v1). Version 3 is n8n's same node
 * before the column mapper: its write operations take `dataMode`/`fieldsUi` and
 * `columnToMatchOn`/`valueToMatchOn` (sheet-write-v3.ts), output their input items, and
 * send values RAW unless told otherwise, as 4.0 does. Each run opens one Google session
 * (OAuth2 or service account) and runs the operation over all items: rows are written
 * (sheet-write.ts), read (sheet-read.ts), or the sheet's shape and the documents changed
 * (sheet-structure.ts). With Continue On Fail an error becomes one `{ error }` item.
 */
import type { INodeExecutionData } from '@sdk/workflow';
import { NodeApiError, NodeOperationError, type IExecuteFunctions, type INodeType } from '../../engine/node-interface';
import { googleSheetsDescription } from './description';
import {
  getMappingColumns,
  getSheetHeaderRow,
  getSheetHeaderRowAndAddColumn,
  getSheetHeaderRowAndSkipEmpty,
  getSheetHeaderRowWithGeneratedColumnNames,
  sheetsSearch,
  spreadSheetsSearch,
} from './methods';
import { readRowsOperation } from './sheet-read';
import {
  clearOperation,
  createSheetOperation,
  createSpreadsheetOperation,
  deleteDimensionOperation,
  deleteSpreadsheetOperation,
  removeSheetOperation,
} from './sheet-structure';
import { appendRowsOperation, updateRowsOperation } from './sheet-write';
import { documentIdOf, resolveSheet, SheetsDocument, sheetsSession } from './sheets-client';

async function runSheetOperation(fn: IExecuteFunctions, document: SheetsDocument, operation: string): Promise<INodeExecutionData[]> {
  const version = fn.getNode().typeVersion;
  if (operation === 'create') return createSheetOperation(fn, document);
  const sheet = await resolveSheet(fn, document, fn.getNodeParameter('sheetName', 0, ''));
  switch (operation) {
    case 'append':
      return appendRowsOperation(fn, document, sheet, version);
    case 'update':
      return updateRowsOperation(fn, document, sheet, version, false);
    case 'appendOrUpdate':
      return updateRowsOperation(fn, document, sheet, version, true);
    case 'read':
      return readRowsOperation(fn, document, sheet, version);
    case 'clear':
      return clearOperation(fn, document, sheet);
    case 'delete':
      return deleteDimensionOperation(fn, document, sheet);
    case 'remove':
      return removeSheetOperation(fn, document, sheet);
    default:
      throw new NodeOperationError(fn.getNode(), `The operation "${operation}" is not supported`);
  }
}

async function run(fn: IExecuteFunctions): Promise<INodeExecutionData[]> {
  const session = await sheetsSession(fn, String(fn.getNodeParameter('authentication', 0, 'oAuth2')));
  const resource = String(fn.getNodeParameter('resource', 0, 'sheet'));
  if (resource === 'spreadsheet') {
    const operation = String(fn.getNodeParameter('operation', 0, 'create'));
    if (operation === 'create') return createSpreadsheetOperation(fn, session);
    if (operation === 'deleteSpreadsheet') return deleteSpreadsheetOperation(fn, session);
    throw new NodeOperationError(fn.getNode(), `The operation "${operation}" is not supported`);
  }
  const documentId = documentIdOf(fn.getNodeParameter('documentId', 0, ''));
  if (documentId === '') throw new NodeOperationError(fn.getNode(), 'Choose a document ("Document")');
  return runSheetOperation(fn, new SheetsDocument(session, documentId), String(fn.getNodeParameter('operation', 0, 'read')));
}

async function execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
  try {
    return [await run(this)];
  } catch (error) {
    if (!this.continueOnFail()) {
      if (error instanceof NodeApiError || error instanceof NodeOperationError) throw error;
      throw new NodeOperationError(this.getNode(), error instanceof Error ? error : String(error));
    }
    return [[{ json: { error: error instanceof Error ? error.message : String(error) }, pairedItem: { item: 0 } }]];
  }
}

export const googleSheetsNode: INodeType = {
  description: googleSheetsDescription,
  methods: {
    listSearch: { spreadSheetsSearch, sheetsSearch },
    loadOptions: {
      getSheetHeaderRow,
      getSheetHeaderRowAndAddColumn,
      getSheetHeaderRowAndSkipEmpty,
      getSheetHeaderRowWithGeneratedColumnNames,
    },
    resourceMapping: { getMappingColumns },
  },
  execute,
};
