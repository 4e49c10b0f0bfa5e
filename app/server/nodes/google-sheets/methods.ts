/**
 * The editor lookups of the Google Sheets node (n8n's method names): the account's
 * spreadsheets from Drive (`spreadSheetsSearch`, filtered by name, paged with Drive's
 * page token), the document's sheets (`sheetsSearch`), the header row as resource-mapper
 * columns (`getMappingColumns`) and as options for column pickers.
 */
import type { IDataObject, INodeListSearchResult, INodePropertyOptions, ResourceMapperField, ResourceMapperFields } from '@sdk/workflow';
import { NodeOperationError, type ILoadOptionsFunctions } from '../../engine/node-interface';
import { headerKeys } from './sheet-read';
import { ROW_NUMBER } from './sheet-write';
import { documentIdOf, rangeOf, SheetsDocument, sheetsSession, type SheetRef } from './sheets-client';

const SPREADSHEET_MIME = 'application/vnd.google-apps.spreadsheet';
const PAGE_SIZE = 50;

const authenticationOf = (fn: ILoadOptionsFunctions) => String(fn.getNodeParameter('authentication', 'oAuth2'));

/** Drive's query-string quoting: backslash and single quote escaped. */
const driveQuoted = (text: string) => `'${text.replace(/[\\']/g, (c) => `\\${c}`)}'`;

export async function spreadSheetsSearch(
  this: ILoadOptionsFunctions,
  filter?: string,
  paginationToken?: string,
): Promise<INodeListSearchResult> {
  const session = await sheetsSession(this, authenticationOf(this));
  const q = [`mimeType = '${SPREADSHEET_MIME}'`, 'trashed = false'];
  if (filter?.trim()) q.push(`name contains ${driveQuoted(filter.trim())}`);
  const answer = (await session.request({
    method: 'GET',
    service: 'drive',
    path: '/drive/v3/files',
    qs: {
      q: q.join(' and '),
      fields: 'nextPageToken, files(id, name, webViewLink)',
      orderBy: 'modifiedByMeTime desc,name_natural',
      pageSize: PAGE_SIZE,
      includeItemsFromAllDrives: true,
      supportsAllDrives: true,
      ...(paginationToken ? { pageToken: paginationToken } : {}),
    },
  })) as IDataObject;
  const files = (answer['files'] ?? []) as IDataObject[];
  return {
    results: files.map((file) => ({ name: String(file['name']), value: String(file['id']), url: String(file['webViewLink'] ?? '') })),
    ...(typeof answer['nextPageToken'] === 'string' ? { paginationToken: answer['nextPageToken'] } : {}),
  };
}

async function documentOf(fn: ILoadOptionsFunctions): Promise<SheetsDocument | undefined> {
  const id = documentIdOf(fn.getNodeParameter('documentId', ''));
  if (id === '') return undefined;
  return new SheetsDocument(await sheetsSession(fn, authenticationOf(fn)), id);
}

export async function sheetsSearch(this: ILoadOptionsFunctions): Promise<INodeListSearchResult> {
  const document = await documentOf(this);
  if (!document) return { results: [] };
  const sheets = await document.sheets();
  return {
    results: sheets.map((sheet) => ({
      name: sheet.title,
      value: String(sheet.sheetId),
      url: `https://docs.google.com/spreadsheets/d/${document.spreadsheetId}/edit#gid=${sheet.sheetId}`,
    })),
  };
}

/** The chosen sheet's header row (row 1), or undefined before a document and sheet are chosen. */
async function headerRow(fn: ILoadOptionsFunctions): Promise<string[] | undefined> {
  const document = await documentOf(fn);
  const locator = fn.getNodeParameter('sheetName', '') as { mode?: string; value?: unknown } | string;
  const raw = typeof locator === 'object' && locator !== null ? locator : { value: locator };
  const value = String(raw.value ?? '').replace(/^gid=/, '');
  if (!document || value === '') return undefined;
  const sheets = await document.sheets();
  const sheet: SheetRef | undefined =
    raw.mode === 'name'
      ? sheets.find((s) => s.title === value)
      : (sheets.find((s) => String(s.sheetId) === value) ?? sheets.find((s) => s.title === value));
  if (!sheet) throw new NodeOperationError(fn.getNode(), `Sheet ${value} not found in the document`);
  return ((await document.values(rangeOf(sheet, '1:1')))[0] ?? []).map(String);
}

export async function getMappingColumns(this: ILoadOptionsFunctions): Promise<ResourceMapperFields> {
  const header = await headerRow(this);
  if (header === undefined) return { fields: [] };
  const fields: ResourceMapperField[] = header
    .filter((column) => column !== '')
    .map((column) => ({
      id: column,
      displayName: column,
      required: false,
      defaultMatch: false,
      display: true,
      type: 'string',
      canBeUsedToMatch: true,
    }));
  // Update can also find its row by number.
  if (this.getNodeParameter('operation', 'read') === 'update')
    fields.push({
      id: ROW_NUMBER,
      displayName: ROW_NUMBER,
      required: false,
      defaultMatch: false,
      display: true,
      type: 'number',
      canBeUsedToMatch: true,
      readOnly: true,
      removed: true,
    });
  if (fields.length === 0)
    return { fields, emptyFieldsNotice: 'The sheet has no header row yet: the first row appended names the columns.' };
  return { fields };
}

const asOptions = (names: string[]): INodePropertyOptions[] => names.map((name) => ({ name, value: name }));

export async function getSheetHeaderRow(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
  return asOptions((await headerRow(this)) ?? []);
}

export async function getSheetHeaderRowAndSkipEmpty(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
  return asOptions(((await headerRow(this)) ?? []).filter((name) => name !== ''));
}

/** Version 3's "Values to Send" columns: the header row less the match column, and "New column ...". */
export async function getSheetHeaderRowAndAddColumn(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
  const match = this.getNodeParameter('columnToMatchOn', '');
  return [...asOptions((await headerRow(this)) ?? []), { name: 'New column ...', value: 'newColumn' }].filter(
    (option) => option.value !== match,
  );
}

export async function getSheetHeaderRowWithGeneratedColumnNames(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
  return asOptions(headerKeys((await headerRow(this)) ?? []));
}
