/**
 * Airtable 2 and 2.1 (description: ./description.ts). Record operations run per item
 * (search: 2.1 per item, 2 once); base operations once. Continue On Fail gives
 * `{ message, error }` per item (get: `{ error }`), as n8n. Version 1 is its own node (./v1).
 */
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import { NodeApiError, NodeOperationError, type IExecuteFunctions, type INodeType } from '../../engine/node-interface';
import { airtableDescription } from './description';
import { locatorId } from './locators';
import { listSearch, loadOptions, resourceMapping } from './methods';
import { baseOperation, deleteRecord, getRecord, search } from './read-operations';
import { create, tableReader, update, upsert } from './write-operations';

const asJson = (records: IDataObject[]): INodeExecutionData[] => records.map((json) => ({ json }));

function recordRunner(fn: IExecuteFunctions, operation: string, path: string) {
  const readTable = tableReader(fn, path);
  return async (i: number): Promise<INodeExecutionData[]> => {
    switch (operation) {
      case 'create':
        return asJson(await create(fn, path, i));
      case 'update':
        return asJson(await update(fn, path, i, readTable));
      case 'upsert':
        return asJson(await upsert(fn, path, i));
      case 'get':
        return getRecord(fn, path, i);
      case 'deleteRecord':
        return deleteRecord(fn, path, i);
      case 'search':
        return search(fn, path, i);
      default:
        throw new NodeOperationError(fn.getNode(), `The operation "${operation}" is not supported`, { itemIndex: i });
    }
  };
}

function failed(fn: IExecuteFunctions, error: unknown, operation: string, i: number): INodeExecutionData {
  if (!fn.continueOnFail()) {
    if (error instanceof NodeApiError || error instanceof NodeOperationError) throw error;
    throw new NodeOperationError(fn.getNode(), error instanceof Error ? error : String(error), { itemIndex: i });
  }
  const message = error instanceof Error ? error.message : String(error);
  const description = error instanceof NodeApiError ? error.description : undefined;
  const json: IDataObject =
    operation === 'get' ? { error: message } : { message, error: { message, ...(description ? { description } : {}) } };
  return { json, pairedItem: { item: i } };
}

async function execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
  const resource = String(this.getNodeParameter('resource', 0, 'record'));
  const operation = String(this.getNodeParameter('operation', 0, ''));
  const items = this.getInputData();
  if (resource === 'base') {
    const paired = items.map((_item, item) => ({ item }));
    return [(await baseOperation(this, operation)).map((json) => ({ json, pairedItem: paired }))];
  }
  const path = `${locatorId(this.getNodeParameter('base', 0, ''), 0)}/${encodeURIComponent(locatorId(this.getNodeParameter('table', 0, ''), 1))}`;
  const run = recordRunner(this, operation, path);
  // Version 2 searches once for all items, as n8n's does.
  const count = operation === 'search' && this.getNode().typeVersion < 2.1 ? Math.min(items.length, 1) : items.length;
  const out: INodeExecutionData[] = [];
  for (let i = 0; i < count; i++) {
    try {
      for (const item of await run(i)) out.push({ ...item, pairedItem: { item: i } });
    } catch (error) {
      out.push(failed(this, error, operation, i));
    }
  }
  return [out];
}

export const airtableNode: INodeType = {
  description: airtableDescription,
  methods: { listSearch, loadOptions, resourceMapping },
  execute,
};
