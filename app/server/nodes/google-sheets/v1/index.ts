/**
 * Google Sheets 1 and 2 (description: ./description.ts), n8n's range-based node. Sheet
 * operations (sheet-operations.ts) work on the spreadsheet `sheetId` over the A1 `range`;
 * `create` adds a sheet (per item; "Simplify" merges the new sheet's properties into the
 * answer), `remove` deletes the sheet `id` (per item; Google's answer without its replies);
 * the spreadsheet resource creates documents (per item; Google's answer). Values go RAW and
 * come back unformatted unless the options say otherwise. With "Continue On Fail" an error
 * becomes one `{ error }` item (an `{ error }` entry per failed item where the operation
 * runs per item). Version 1 signs in with a service account unless told otherwise, 2 with
 * OAuth2.
 */
import type { IDataObject, INodeExecutionData, INodePropertyOptions } from '@sdk/workflow';
import { NodeOperationError, type IExecuteFunctions, type ILoadOptionsFunctions, type INodeType } from '../../../engine/node-interface';
import type { GoogleSession } from '../../shared/google/google-request';
import { rgb } from '../sheet-structure';
import { SheetsDocument, sheetsSession, type ValueInput } from '../sheets-client';
import { googleSheetsV1Description } from './description';
import { appendV1, clearV1, deleteV1, lookupV1, readV1, updateV1, type RangeSetup } from './sheet-operations';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

function session(fn: IExecuteFunctions | ILoadOptionsFunctions, version: number, authentication?: unknown): Promise<GoogleSession> {
  return sheetsSession(fn, String(authentication ?? (version >= 2 ? 'oAuth2' : 'serviceAccount')));
}

/** Runs `one` for every item; with Continue On Fail a failed item gives `{ error }`. */
async function perItem(fn: IExecuteFunctions, one: (i: number) => Promise<IDataObject>): Promise<INodeExecutionData[][]> {
  const out: INodeExecutionData[] = [];
  for (let i = 0; i < fn.getInputData().length; i++) {
    try {
      out.push({ json: await one(i), pairedItem: { item: i } });
    } catch (error) {
      if (!fn.continueOnFail()) throw error;
      out.push({ json: { error: errorText(error) }, pairedItem: { item: i } });
    }
  }
  return [out];
}

function documentOf(fn: IExecuteFunctions, google: GoogleSession, i: number): SheetsDocument {
  const id = String(fn.getNodeParameter('sheetId', i, '') ?? '').trim();
  if (id === '') throw new NodeOperationError(fn.getNode(), 'Set the spreadsheet ID ("Spreadsheet ID")', { itemIndex: i });
  return new SheetsDocument(google, id);
}

async function createSheet(fn: IExecuteFunctions, google: GoogleSession, i: number): Promise<IDataObject> {
  const properties: IDataObject = { ...((fn.getNodeParameter('options', i, {}) ?? {}) as IDataObject) };
  if (properties['tabColor']) {
    const color = rgb(String(properties['tabColor']));
    if (!color) throw new NodeOperationError(fn.getNode(), `"${String(properties['tabColor'])}" is not a hex colour`, { itemIndex: i });
    properties['tabColor'] = color;
  }
  const answer = await documentOf(fn, google, i).batch([{ addSheet: { properties } }]);
  if (fn.getNodeParameter('simple', 0, true) !== true) return answer;
  const { replies, ...rest } = answer;
  const added = (((replies as IDataObject[] | undefined)?.[0]?.['addSheet'] ?? {}) as IDataObject)['properties'] as IDataObject | undefined;
  return { ...rest, ...added };
}

async function removeSheet(fn: IExecuteFunctions, google: GoogleSession, i: number): Promise<IDataObject> {
  const answer = await documentOf(fn, google, i).batch([{ deleteSheet: { sheetId: fn.getNodeParameter('id', i, '') } }]);
  const { replies: _replies, ...rest } = answer;
  return rest;
}

async function createSpreadsheet(fn: IExecuteFunctions, google: GoogleSession, i: number): Promise<IDataObject> {
  const options = (fn.getNodeParameter('options', i, {}) ?? {}) as IDataObject;
  const sheets = (((fn.getNodeParameter('sheetsUi', i, {}) ?? {}) as IDataObject)['sheetValues'] ?? []) as IDataObject[];
  const properties: IDataObject = { title: fn.getNodeParameter('title', i, '') };
  if (options['autoRecalc']) properties['autoRecalc'] = options['autoRecalc'];
  if (options['locale']) properties['locale'] = options['locale'];
  const body = {
    properties,
    sheets: sheets.filter((sheet) => sheet['propertiesUi']).map((sheet) => ({ properties: sheet['propertiesUi'] })),
  };
  return (await google.request({ method: 'POST', service: 'sheets', path: '/v4/spreadsheets', body })) as IDataObject;
}

const RANGE_OPERATIONS: Readonly<Record<string, (fn: IExecuteFunctions, setup: RangeSetup) => Promise<INodeExecutionData[] | undefined>>> =
  {
    append: appendV1,
    clear: clearV1,
    delete: deleteV1,
    lookup: lookupV1,
    read: readV1,
    update: (fn, setup) => updateV1(fn, setup, false),
    upsert: (fn, setup) => updateV1(fn, setup, true),
  };

async function rangeOperation(fn: IExecuteFunctions, google: GoogleSession, operation: string): Promise<INodeExecutionData[][]> {
  const run = Object.hasOwn(RANGE_OPERATIONS, operation) ? RANGE_OPERATIONS[operation]! : undefined;
  if (!run) throw new NodeOperationError(fn.getNode(), `The operation "${operation}" is not supported`);
  try {
    const options = (fn.getNodeParameter('options', 0, {}) ?? {}) as IDataObject;
    const setup: RangeSetup = {
      document: documentOf(fn, google, 0),
      range: operation === 'delete' ? '' : String(fn.getNodeParameter('range', 0, 'A:F')),
      options,
      input: (options['valueInputMode'] || 'RAW') as ValueInput,
      render: String(options['valueRenderMode'] || 'UNFORMATTED_VALUE'),
    };
    const out = await run(fn, setup);
    return out === undefined ? [] : [out];
  } catch (error) {
    if (!fn.continueOnFail()) throw error;
    return [[{ json: { error: errorText(error) }, pairedItem: { item: 0 } }]];
  }
}

async function execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
  const version = this.getNode().typeVersion;
  const google = await session(this, version, this.getNodeParameter('authentication', 0, undefined));
  const resource = String(this.getNodeParameter('resource', 0, 'sheet'));
  const operation = String(this.getNodeParameter('operation', 0, resource === 'sheet' ? 'read' : 'create'));
  if (resource === 'spreadsheet') {
    if (operation !== 'create') throw new NodeOperationError(this.getNode(), `The operation "${operation}" is not supported`);
    return perItem(this, (i) => createSpreadsheet(this, google, i));
  }
  if (resource !== 'sheet') throw new NodeOperationError(this.getNode(), `The resource "${resource}" is not supported`);
  if (operation === 'create') return perItem(this, (i) => createSheet(this, google, i));
  if (operation === 'remove') return perItem(this, (i) => removeSheet(this, google, i));
  return rangeOperation(this, google, operation);
}

/** The spreadsheet's grid sheets (chart sheets left out) for "To Delete". */
async function getSheets(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
  const id = String(this.getCurrentNodeParameter('sheetId') ?? '').trim();
  if (id === '') return [];
  const google = await session(this, this.getNode().typeVersion, this.getNodeParameter('authentication', undefined));
  const sheets = await new SheetsDocument(google, id).sheets();
  return sheets.filter((sheet) => sheet.sheetType === 'GRID').map((sheet) => ({ name: sheet.title, value: sheet.sheetId }));
}

export const googleSheetsV1Node: INodeType = {
  description: googleSheetsV1Description,
  methods: { loadOptions: { getSheets } },
  execute,
};
