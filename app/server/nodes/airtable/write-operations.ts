/**
 * The Airtable node's writing record operations with n8n's rules and outputs (the records
 * Airtable answers, fields nested): create; update matched on the record ID or on a
 * column (the table read once for it; the first match, or every match with "Update All
 * Matches"); upsert through Airtable's `performUpsert.fieldsToMergeOn` (on `id`: update,
 * or create when the ID is unknown). Columns come from the resource mapper, or from the
 * item ("Map Automatically", less "Ignore Fields From Input").
 */
import type { IDataObject } from '@sdk/workflow';
import { NodeApiError, NodeOperationError, type IExecuteFunctions } from '../../engine/node-interface';
import { airtableRequest, airtableRequestAll } from './airtable-api';

/** Records one PATCH may carry (Airtable's limit). */
const BATCH = 10;

function fieldsOf(fn: IExecuteFunctions, i: number): IDataObject {
  const options = (fn.getNodeParameter('options', i, {}) ?? {}) as IDataObject;
  if (fn.getNodeParameter('columns.mappingMode', 0, 'defineBelow') !== 'autoMapInputData')
    return { ...((fn.getNodeParameter('columns.value', i, {}) ?? {}) as IDataObject) };
  const ignored = String(options['ignoreFields'] ?? '')
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean);
  return Object.fromEntries(Object.entries(fn.getInputData()[i]?.json ?? {}).filter(([key]) => !ignored.includes(key)));
}

const typecastOf = (fn: IExecuteFunctions, i: number) =>
  ((fn.getNodeParameter('options', i, {}) ?? {}) as IDataObject)['typecast'] === true;
const matchingColumns = (fn: IExecuteFunctions) => ((fn.getNodeParameter('columns.matchingColumns', 0, []) ?? []) as string[]).map(String);

async function patch(fn: IExecuteFunctions, path: string, body: IDataObject, records: IDataObject[]): Promise<IDataObject[]> {
  const out: IDataObject[] = [];
  for (let start = 0; start < records.length; start += BATCH) {
    const answer = await airtableRequest(fn, {
      method: 'PATCH',
      path,
      body: { ...body, records: records.slice(start, start + BATCH) },
      recordId: String(records[0]?.['id'] ?? ''),
    });
    out.push(...((answer['records'] ?? []) as IDataObject[]));
  }
  return out;
}

export async function create(fn: IExecuteFunctions, path: string, i: number): Promise<IDataObject[]> {
  return [await airtableRequest(fn, { method: 'POST', path, body: { typecast: typecastOf(fn, i), fields: fieldsOf(fn, i) } })];
}

/** Reads the match column of every record once per run (update on a column). */
export function tableReader(fn: IExecuteFunctions, path: string): () => Promise<IDataObject[]> {
  let table: Promise<IDataObject[]> | undefined;
  return () => (table ??= airtableRequestAll(fn, path, { 'fields[]': matchingColumns(fn)[0] }));
}

export async function update(
  fn: IExecuteFunctions,
  path: string,
  i: number,
  readTable: () => Promise<IDataObject[]>,
): Promise<IDataObject[]> {
  const column = matchingColumns(fn)[0] ?? 'id';
  const { id, ...rest } = fieldsOf(fn, i);
  if (column === 'id') {
    if (!id) throw new NodeOperationError(fn.getNode(), 'The record ID to update is missing', { itemIndex: i });
    return patch(fn, path, { typecast: typecastOf(fn, i) }, [{ id: String(id), fields: rest }]);
  }
  const fields: IDataObject = { ...rest, ...(id !== undefined ? { id } : {}) };
  const value = fields[column];
  if (fn.getNodeParameter('columns.mappingMode', 0, 'defineBelow') !== 'autoMapInputData') delete fields[column];
  const all = (await readTable()).filter((record) => (record['fields'] as IDataObject | undefined)?.[column] === value);
  if (all.length === 0) throw new NodeOperationError(fn.getNode(), `No record found where: ${column} = ${String(value)}`, { itemIndex: i });
  const updateAll = ((fn.getNodeParameter('options', i, {}) ?? {}) as IDataObject)['updateAllMatches'] === true;
  const targets = updateAll ? all : all.slice(0, 1);
  return patch(
    fn,
    path,
    { typecast: typecastOf(fn, i) },
    targets.map((record) => ({ id: record['id'], fields })),
  );
}

export async function upsert(fn: IExecuteFunctions, path: string, i: number): Promise<IDataObject[]> {
  const columns = matchingColumns(fn);
  const { id, ...fields } = fieldsOf(fn, i);
  const body: IDataObject = { typecast: typecastOf(fn, i) };
  if (columns.includes('id')) {
    try {
      return await patch(fn, path, body, [{ id: String(id ?? ''), fields }]);
    } catch (error) {
      // An unknown ID: the record does not exist yet, so it is created.
      if (!(error instanceof NodeApiError) || (error.httpCode !== '404' && error.httpCode !== '422')) throw error;
      return ((await airtableRequest(fn, { method: 'POST', path, body: { ...body, records: [{ fields }] } }))['records'] ??
        []) as IDataObject[];
    }
  }
  const all: IDataObject = { ...fields, ...(id !== undefined ? { id } : {}) };
  try {
    return await patch(fn, path, { ...body, performUpsert: { fieldsToMergeOn: columns } }, [{ fields: all }]);
  } catch (error) {
    if (!(error instanceof NodeApiError) || !String(error.description ?? '').includes('Cannot update more than one record')) throw error;
    // Several records match: update the first, or all of them, by ID.
    const formula = `AND(${columns.map((column) => `{${column}} = '${String(all[column] ?? '').replace(/'/g, "\\'")}'`).join(',')})`;
    const matches = await airtableRequestAll(fn, path, { 'fields[]': columns, filterByFormula: formula });
    const updateAll = ((fn.getNodeParameter('options', i, {}) ?? {}) as IDataObject)['updateAllMatches'] === true;
    return patch(
      fn,
      path,
      body,
      (updateAll ? matches : matches.slice(0, 1)).map((record) => ({ id: record['id'], fields: all })),
    );
  }
}
