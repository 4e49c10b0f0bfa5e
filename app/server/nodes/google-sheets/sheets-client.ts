/**
 * The Sheets v4 calls the node makes, over a Google session (shared/google/google-request.ts):
 * a document's sheets, values read/written/appended/cleared by A1 range, structural
 * batch updates; and reading the document and sheet resource locators.
 */
import type { IDataObject } from '@sdk/workflow';
import { NodeOperationError, type IExecuteFunctions, type ILoadOptionsFunctions } from '../../engine/node-interface';
import { googleSession, type GoogleSession } from '../shared/google/google-request';
import { quoteSheetTitle } from '../shared/google/a1';
import { DRIVE_FILE_URL_REGEX, SHEET_URL_REGEX } from './locator-properties';

export const SHEETS_SCOPES = ['https://www.googleapis.com/auth/drive.file', 'https://www.googleapis.com/auth/spreadsheets'];

export type Cell = string | number | boolean;
export type ValueInput = 'RAW' | 'USER_ENTERED';

/** A session with the node's Sheets credential. */
export function sheetsSession(fn: IExecuteFunctions | ILoadOptionsFunctions, authentication: string): Promise<GoogleSession> {
  return googleSession(fn, authentication, 'googleSheetsOAuth2Api', SHEETS_SCOPES);
}

interface Locator {
  mode?: string;
  value?: unknown;
}

const asLocator = (raw: unknown): Locator => (raw !== null && typeof raw === 'object' ? (raw as Locator) : { value: raw });

/** The spreadsheet ID a `documentId` locator (or a plain string of older workflows) names. */
export function documentIdOf(raw: unknown): string {
  const { value } = asLocator(raw);
  const text = value === undefined || value === null ? '' : String(value as string).trim();
  return new RegExp(DRIVE_FILE_URL_REGEX).exec(text)?.[1] ?? text;
}

export interface SheetRef {
  sheetId: number;
  title: string;
  /** GRID, OBJECT (a chart sheet) or DATA_SOURCE. */
  sheetType?: string;
}

export class SheetsDocument {
  constructor(
    readonly session: GoogleSession,
    readonly spreadsheetId: string,
  ) {}

  private path(suffix = ''): string {
    return `/v4/spreadsheets/${encodeURIComponent(this.spreadsheetId)}${suffix}`;
  }

  private valuesPath(range: string, action = ''): string {
    return this.path(`/values/${encodeURIComponent(range)}${action}`);
  }

  async sheets(): Promise<SheetRef[]> {
    const book = (await this.session.request({
      method: 'GET',
      service: 'sheets',
      path: this.path(),
      qs: { fields: 'sheets.properties' },
    })) as IDataObject;
    return ((book['sheets'] ?? []) as IDataObject[]).map((sheet) => {
      const properties = (sheet['properties'] ?? {}) as IDataObject;
      return {
        sheetId: Number(properties['sheetId']),
        title: String(properties['title']),
        sheetType: String(properties['sheetType'] ?? 'GRID'),
      };
    });
  }

  async values(range: string, render = 'FORMATTED_VALUE', dates = 'FORMATTED_STRING'): Promise<Cell[][]> {
    const answer = (await this.session.request({
      method: 'GET',
      service: 'sheets',
      path: this.valuesPath(range),
      qs: { valueRenderOption: render, dateTimeRenderOption: dates },
    })) as IDataObject;
    return (answer['values'] ?? []) as Cell[][];
  }

  async update(range: string, values: Cell[][], input: ValueInput): Promise<IDataObject> {
    return (await this.session.request({
      method: 'PUT',
      service: 'sheets',
      path: this.valuesPath(range),
      qs: { valueInputOption: input },
      body: { range, majorDimension: 'ROWS', values },
    })) as IDataObject;
  }

  /** `insert`: rows inserted for the new data (4+), or Google's default of writing over what follows (1 and 2). */
  async append(
    range: string,
    values: Cell[][],
    input: ValueInput,
    insert: 'INSERT_ROWS' | 'OVERWRITE' = 'INSERT_ROWS',
  ): Promise<IDataObject> {
    return (await this.session.request({
      method: 'POST',
      service: 'sheets',
      path: this.valuesPath(range, ':append'),
      qs: { valueInputOption: input, insertDataOption: insert },
      body: { range, majorDimension: 'ROWS', values },
    })) as IDataObject;
  }

  async updateCells(data: Array<{ range: string; values: Cell[][] }>, input: ValueInput): Promise<void> {
    if (data.length === 0) return;
    await this.session.request({
      method: 'POST',
      service: 'sheets',
      path: this.path('/values:batchUpdate'),
      body: { valueInputOption: input, data },
    });
  }

  async clear(range: string): Promise<void> {
    await this.session.request({ method: 'POST', service: 'sheets', path: this.valuesPath(range, ':clear'), body: {} });
  }

  async batch(requests: IDataObject[]): Promise<IDataObject> {
    return (await this.session.request({
      method: 'POST',
      service: 'sheets',
      path: this.path(':batchUpdate'),
      body: { requests },
    })) as IDataObject;
  }
}

/**
 * The sheet a `sheetName` locator names: by title (`name` mode), else by its gid (list, ID,
 * URL; `gid=0` as n8n's lists store it). A plain string (older workflows) is tried as a gid,
 * then as a title.
 */
export async function resolveSheet(fn: IExecuteFunctions, document: SheetsDocument, raw: unknown): Promise<SheetRef> {
  const { mode, value } = asLocator(raw);
  const text = value === undefined || value === null ? '' : String(value as string).trim();
  const sheets = await document.sheets();
  const byTitle = () => sheets.find((sheet) => sheet.title === text);
  const gid = mode === 'url' ? (new RegExp(SHEET_URL_REGEX).exec(text)?.[1] ?? text) : text.replace(/^gid=/, '');
  const found =
    mode === 'name'
      ? byTitle()
      : (sheets.find((sheet) => String(sheet.sheetId) === gid) ??
        (mode === 'id' || mode === 'list' || mode === 'url' ? undefined : byTitle()));
  if (found) return found;
  throw new NodeOperationError(fn.getNode(), mode === 'name' ? `Sheet with name ${text} not found` : `Sheet with ID ${gid} not found`);
}

/** `Title!region` (the whole sheet without a region). */
export function rangeOf(sheet: SheetRef, region?: string): string {
  return region ? `${quoteSheetTitle(sheet.title)}!${region}` : quoteSheetTitle(sheet.title);
}
