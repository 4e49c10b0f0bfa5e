/**
 * The Airtable node's reading operations with n8n's outputs: get and search give records
 * flattened (`id`, `createdTime`, then the fields), with attachments of the chosen fields
 * downloaded as binary `<field>_<n>`; delete gives Airtable's `{ id, deleted }`; bases are
 * listed (every page, or up to the limit; by permission level) and a base's schema is its
 * tables.
 */
import type { IBinaryKeyData, IDataObject, INodeExecutionData } from '@sdk/workflow';
import type { IExecuteFunctions } from '../../engine/node-interface';
import { airtableRequest, airtableRequestAll, flatten } from './airtable-api';
import { locatorId } from './locators';

/** A record as given, with the attachments of `fields` downloaded as binary `<field>_<n>`. */
export async function withAttachments(fn: IExecuteFunctions, record: IDataObject, fields: string[]): Promise<INodeExecutionData> {
  const binary: IBinaryKeyData = {};
  for (const field of fields) {
    const attachments = ((record['fields'] as IDataObject | undefined)?.[field] ?? []) as IDataObject[];
    for (const [index, attachment] of attachments.entries()) {
      const data = (await fn.helpers.httpRequest({ method: 'GET', url: String(attachment['url']), encoding: 'arraybuffer' })) as Buffer;
      binary[`${field}_${index}`] = await fn.helpers.prepareBinaryData(
        Buffer.from(data),
        attachment['filename'] as string,
        attachment['type'] as string,
      );
    }
  }
  return Object.keys(binary).length > 0 ? { json: record, binary } : { json: record };
}

async function output(fn: IExecuteFunctions, records: IDataObject[], downloadFields: unknown): Promise<INodeExecutionData[]> {
  const fields = (Array.isArray(downloadFields) ? downloadFields : String(downloadFields ?? '').split(','))
    .map((f) => String(f).trim())
    .filter(Boolean);
  if (fields.length === 0) return records.map((record) => ({ json: flatten(record) }));
  return Promise.all(records.map((record) => withAttachments(fn, record, fields)));
}

export async function getRecord(fn: IExecuteFunctions, path: string, i: number): Promise<INodeExecutionData[]> {
  const id = String(fn.getNodeParameter('id', i, ''));
  const record = await airtableRequest(fn, { method: 'GET', path: `${path}/${encodeURIComponent(id)}`, recordId: id });
  return output(fn, [record], ((fn.getNodeParameter('options', 0, {}) ?? {}) as IDataObject)['downloadFields']);
}

export async function deleteRecord(fn: IExecuteFunctions, path: string, i: number): Promise<INodeExecutionData[]> {
  const id = String(fn.getNodeParameter('id', i, ''));
  return [{ json: await airtableRequest(fn, { method: 'DELETE', path: `${path}/${encodeURIComponent(id)}`, recordId: id }) }];
}

export async function search(fn: IExecuteFunctions, path: string, i: number): Promise<INodeExecutionData[]> {
  const options = (fn.getNodeParameter('options', i, {}) ?? {}) as IDataObject;
  const qs: IDataObject = {};
  const formula = String(fn.getNodeParameter('filterByFormula', i, '') ?? '');
  if (formula) qs['filterByFormula'] = formula;
  const fields = typeof options['fields'] === 'string' ? options['fields'].split(',').map((f) => f.trim()) : options['fields'];
  if (Array.isArray(fields) && fields.length > 0) qs['fields[]'] = fields;
  const rules = (((fn.getNodeParameter('sort', i, {}) ?? {}) as IDataObject)['property'] ?? []) as IDataObject[];
  rules.forEach((rule, index) => {
    qs[`sort[${index}][field]`] = rule['field'];
    qs[`sort[${index}][direction]`] = rule['direction'] ?? 'asc';
  });
  if (options['view']) qs['view'] = locatorId(options['view'], 2);
  let records: IDataObject[];
  if (fn.getNodeParameter('returnAll', i, true) === true) records = await airtableRequestAll(fn, path, qs);
  else
    records = ((await airtableRequest(fn, { method: 'GET', path, qs: { ...qs, maxRecords: fn.getNodeParameter('limit', i, 100) } }))[
      'records'
    ] ?? []) as IDataObject[];
  return output(fn, records, options['downloadFields']);
}

export async function baseOperation(fn: IExecuteFunctions, operation: string): Promise<IDataObject[]> {
  if (operation === 'getSchema') {
    const base = locatorId(fn.getNodeParameter('base', 0, ''), 0);
    return ((await airtableRequest(fn, { method: 'GET', path: `meta/bases/${base}/tables` }))['tables'] ?? []) as IDataObject[];
  }
  let bases =
    fn.getNodeParameter('returnAll', 0, true) === true
      ? await airtableRequestAll(fn, 'meta/bases', {}, 'bases')
      : (((await airtableRequest(fn, { method: 'GET', path: 'meta/bases' }))['bases'] ?? []) as IDataObject[]).slice(
          0,
          Number(fn.getNodeParameter('limit', 0, 100)),
        );
  const levels = (((fn.getNodeParameter('options', 0, {}) ?? {}) as IDataObject)['permissionLevel'] ?? []) as string[];
  if (levels.length > 0) bases = bases.filter((base) => levels.includes(String(base['permissionLevel'])));
  return bases;
}
