/**
 * A stand-in for the slice of Airtable's Web API the Airtable node uses, on 127.0.0.1:
 * `Authorization: Bearer <token>` (401 `{ error: { type: 'AUTHENTICATION_REQUIRED' } }`
 * otherwise); the meta API (`/v0/meta/whoami`, `/v0/meta/bases` and a base's tables, paged
 * with `offset`); records under `/v0/<base>/<table>` (table by ID or name): list with
 * `pageSize` / `offset` / `maxRecords` / `fields[]` or `fields[n]` / `sort[n][field]` / a small
 * `filterByFormula` subset (`{Field} = 'value'`, `AND(...)`), get, create (one or
 * `records`), PATCH with `records` and `performUpsert.fieldsToMergeOn`, delete (one, or up
 * to 10 by `records[]` or `records[n]`); errors as Airtable's `{ error: { type, message } }`, and 429 (no
 * Retry-After, as Airtable) while `tooManyRequests` counts down.
 */
import type { IDataObject } from '@sdk/workflow';
import { sendJson, startLocalServer, type LocalServer } from '../../http-request/testing/local-server';

export const AIRTABLE_TEST_TOKEN = 'pat-test-token';

export interface AirtableCall {
  method: string;
  path: string;
  query: Record<string, string[]>;
  body?: IDataObject;
}

interface Table {
  id: string;
  name: string;
  fields: Array<{ id: string; name: string; type: string }>;
  views: Array<{ id: string; name: string; type: string }>;
  records: IDataObject[];
}

export interface AirtableServer extends LocalServer {
  calls: AirtableCall[];
  tooManyRequests: { count: number };
  tables: Table[];
}

/** Most records / bases one page holds here (Airtable's is 100; small so lists page). */
const PAGE = 2;

const BASES = [
  { id: 'appSales', name: 'Sales CRM', permissionLevel: 'create' },
  { id: 'appHR', name: 'Hiring', permissionLevel: 'read' },
  { id: 'appOps', name: 'Operations', permissionLevel: 'edit' },
];

function initialTables(): Table[] {
  const record = (id: string, fields: IDataObject) => ({ id, createdTime: '2026-11-01T10:00:00.000Z', fields });
  return [
    {
      id: 'tblContacts',
      name: 'Contacts',
      fields: [
        { id: 'fldName', name: 'Name', type: 'singleLineText' },
        { id: 'fldEmail', name: 'Email', type: 'email' },
        { id: 'fldScore', name: 'Score', type: 'number' },
        { id: 'fldCard', name: 'Card', type: 'multipleAttachments' },
      ],
      views: [{ id: 'viwAll', name: 'All contacts', type: 'grid' }],
      records: [
        record('rec001', { Name: 'Ada', Email: 'ada@example.com', Score: 9 }),
        record('rec002', { Name: 'Grace', Email: 'grace@example.com', Score: 7 }),
        record('rec003', { Name: 'Linus', Email: 'linus@example.com', Score: 5 }),
      ],
    },
    { id: 'tblDeals', name: 'Deals', fields: [{ id: 'fldTitle', name: 'Title', type: 'singleLineText' }], views: [], records: [] },
  ];
}

const fail = (status: number, type: string, message: string): [number, IDataObject] => [status, { error: { type, message } }];

function paged<T>(list: T[], query: URLSearchParams, size = PAGE): { page: T[]; offset?: string } {
  const start = Number(query.get('offset') ?? 0) || 0;
  const page = list.slice(start, start + size);
  return start + size < list.length ? { page, offset: String(start + size) } : { page };
}

/** A list parameter in either bracket form Airtable reads: `name[]=…` or `name[0]=…&name[1]=…`. */
function listParam(query: URLSearchParams, name: string): string[] {
  const pattern = new RegExp(`^${name}\\[\\d*\\]$`);
  return [...query.entries()].filter(([key]) => pattern.test(key)).map(([, value]) => value);
}

/** The part of Airtable's formula language the tests use: `{F} = 'v'`, joined by AND(...). */
function matches(record: IDataObject, formula: string): boolean {
  const fields = record['fields'] as IDataObject;
  const conditions = [...formula.matchAll(/\{([^}]+)\}\s*=\s*'([^']*)'/g)];
  if (conditions.length === 0) return true;
  return conditions.every(([, field, value]) => String(fields[field!] ?? '') === value);
}

function listRecords(table: Table, query: URLSearchParams): IDataObject {
  let list = table.records.filter((record) => matches(record, query.get('filterByFormula') ?? ''));
  const sortField = query.get('sort[0][field]');
  if (sortField) {
    const direction = query.get('sort[0][direction]') === 'desc' ? -1 : 1;
    const key = (record: IDataObject) => String((record['fields'] as IDataObject)[sortField] ?? '');
    // Empty cells sort last either way, as in Airtable.
    list = [...list].sort((a, b) =>
      key(a) === '' ? 1 : key(b) === '' ? -1 : direction * key(a).localeCompare(key(b), undefined, { numeric: true }),
    );
  }
  const maxRecords = Number(query.get('maxRecords') ?? 0);
  if (maxRecords > 0) list = list.slice(0, maxRecords);
  const wanted = listParam(query, 'fields');
  const shown =
    wanted.length === 0
      ? list
      : list.map((record) => ({
          ...record,
          fields: Object.fromEntries(Object.entries(record['fields'] as IDataObject).filter(([key]) => wanted.includes(key))),
        }));
  const { page, offset } = paged(shown, query, Math.min(Number(query.get('pageSize') ?? 100), PAGE));
  return { records: page, ...(offset ? { offset } : {}) };
}

function upsert(table: Table, body: IDataObject, nextId: () => string): [number, IDataObject] {
  const merge = (body['performUpsert'] as IDataObject | undefined)?.['fieldsToMergeOn'] as string[] | undefined;
  const records = (body['records'] ?? []) as IDataObject[];
  if (!Array.isArray(records) || records.length === 0 || records.length > 10)
    return fail(
      422,
      'INVALID_RECORDS',
      'You must provide an array of up to 10 record objects, each with an "id" field and a "fields" object',
    );
  const out: IDataObject[] = [];
  for (const entry of records) {
    const fields = (entry['fields'] ?? {}) as IDataObject;
    let found: IDataObject | undefined;
    if (merge) {
      const hits = table.records.filter((record) => merge.every((key) => (record['fields'] as IDataObject)[key] === fields[key]));
      if (hits.length > 1) return fail(422, 'INVALID_VALUE_FOR_COLUMN', 'Cannot update more than one record');
      found = hits[0];
    } else {
      found = table.records.find((record) => record['id'] === entry['id']);
      if (!found) return fail(404, 'NOT_FOUND', 'Could not find what you are looking for');
    }
    if (found) found['fields'] = { ...(found['fields'] as IDataObject), ...fields };
    else {
      found = { id: nextId(), createdTime: '2026-11-29T12:00:00.000Z', fields };
      table.records.push(found);
    }
    out.push(found);
  }
  return [200, { records: out }];
}

/** `DELETE <table>?records[]=…` (or `records[n]`): up to 10 records by ID, all or none. */
function deleteMany(table: Table, ids: string[]): [number, IDataObject] {
  if (ids.length === 0 || ids.length > 10) return fail(422, 'INVALID_RECORDS', 'You must provide an array of up to 10 record IDs');
  if (ids.some((id) => !table.records.some((record) => record['id'] === id)))
    return fail(404, 'NOT_FOUND', 'Could not find what you are looking for');
  table.records = table.records.filter((record) => !ids.includes(String(record['id'])));
  return [200, { records: ids.map((id) => ({ id, deleted: true })) }];
}

function recordsRoute(
  server: AirtableServer,
  method: string,
  table: Table,
  recordId: string | undefined,
  query: URLSearchParams,
  body: IDataObject,
): [number, IDataObject] {
  let counter = server.calls.length;
  const nextId = () => `rec${String(100 + counter++)}`;
  const record = recordId ? table.records.find((r) => r['id'] === recordId) : undefined;
  if (recordId && !record) return fail(404, 'NOT_FOUND', 'Could not find what you are looking for');
  if (method === 'GET') return [200, record ?? listRecords(table, query)];
  if (method === 'DELETE' && record) {
    table.records = table.records.filter((r) => r !== record);
    return [200, { id: recordId!, deleted: true }];
  }
  if (method === 'POST' && !recordId) {
    const entries = Array.isArray(body['records']) ? (body['records'] as IDataObject[]) : [{ fields: body['fields'] }];
    if (entries.some((entry) => entry['fields'] === null || typeof entry['fields'] !== 'object'))
      return fail(422, 'INVALID_REQUEST_MISSING_FIELDS', 'Could not find field "fields" in the request body');
    const created = entries.map((entry) => ({
      id: nextId(),
      createdTime: '2026-11-29T12:00:00.000Z',
      fields: entry['fields'] as IDataObject,
    }));
    table.records.push(...created);
    return [200, Array.isArray(body['records']) ? { records: created } : created[0]!];
  }
  if (method === 'PATCH' && !recordId) return upsert(table, body, nextId);
  if (method === 'DELETE' && !recordId) return deleteMany(table, listParam(query, 'records'));
  return fail(404, 'NOT_FOUND', 'Could not find what you are looking for');
}

function route(server: AirtableServer, method: string, path: string, query: URLSearchParams, body: IDataObject): [number, IDataObject] {
  if (path === '/v0/meta/whoami')
    return [200, { id: 'usrSwitchyard', scopes: ['data.records:read', 'data.records:write', 'schema.bases:read'] }];
  if (path === '/v0/meta/bases') {
    const { page, offset } = paged(BASES, query);
    return [200, { bases: page, ...(offset ? { offset } : {}) }];
  }
  const tables = /^\/v0\/meta\/bases\/(\w+)\/tables$/.exec(path);
  if (tables) {
    if (!BASES.some((base) => base.id === tables[1])) return fail(404, 'NOT_FOUND', 'Could not find what you are looking for');
    return [200, { tables: server.tables.map(({ records: _records, ...table }) => ({ ...table, primaryFieldId: table.fields[0]?.id })) }];
  }
  const records = /^\/v0\/(\w+)\/([^/]+)(?:\/(\w+))?$/.exec(path);
  if (!records || !BASES.some((base) => base.id === records[1])) return fail(404, 'NOT_FOUND', 'Could not find what you are looking for');
  const name = decodeURIComponent(records[2]!);
  const table = server.tables.find((t) => t.id === name || t.name === name);
  if (!table) return fail(404, 'TABLE_NOT_FOUND', `Could not find table ${name} in application ${records[1]!}`);
  return recordsRoute(server, method, table, records[3], query, body);
}

/** Starts the stand-in with fresh tables. */
export async function startAirtableServer(): Promise<AirtableServer> {
  const extra = { calls: [] as AirtableCall[], tooManyRequests: { count: 0 }, tables: initialTables() };
  const server = (await startLocalServer((request, response) => {
    const query: Record<string, string[]> = {};
    for (const [key, value] of request.query) (query[key] ??= []).push(value);
    const body = request.body.length > 0 ? (JSON.parse(request.body.toString('utf8')) as IDataObject) : undefined;
    extra.calls.push({ method: request.method, path: request.path, query, ...(body ? { body } : {}) });
    if (extra.tooManyRequests.count > 0) {
      extra.tooManyRequests.count--;
      return sendJson(response, 429, { errors: [{ error: 'RATE_LIMIT_REACHED', message: 'Rate limit exceeded. Please try again later' }] });
    }
    if (request.headers.authorization !== `Bearer ${AIRTABLE_TEST_TOKEN}`)
      return sendJson(response, 401, { error: { type: 'AUTHENTICATION_REQUIRED', message: 'Authentication required' } });
    const [status, answer] = route(server, request.method, request.path, request.query, body ?? {});
    sendJson(response, status, answer);
  })) as AirtableServer;
  return Object.assign(server, extra);
}
