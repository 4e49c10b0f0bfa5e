/**
 * The editor lookups of the Postgres node: schemas and tables for the resource locators
 * (`listSearch`, filtered by the typed text) and a table's columns for column pickers
 * (`loadOptions`). Each opens one connection with the node's `postgres` credential.
 */
import type { INodeListSearchResult, INodePropertyOptions } from '@sdk/workflow';
import type { ILoadOptionsFunctions } from '../../engine/node-interface';
import { locatorName } from '../shared/sql/locator';
import { LOOKUP_CONNECTION_TIMEOUT_S, withClient } from './transport';

async function credential(fn: ILoadOptionsFunctions) {
  return fn.getCredentials('postgres');
}

/** `%filter%` for ILIKE, with the filter's own wildcards escaped. */
function likePattern(filter: string | undefined): string {
  return `%${(filter ?? '').trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function schemaSearch(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
  const rows = await withClient(
    await credential(this),
    async (client) =>
      (
        await client.query<{ schema_name: string }>(
          'SELECT schema_name FROM information_schema.schemata WHERE schema_name ILIKE $1 ORDER BY schema_name',
          [likePattern(filter)],
        )
      ).rows,
    LOOKUP_CONNECTION_TIMEOUT_S,
  );
  return { results: rows.map((r) => ({ name: r.schema_name, value: r.schema_name })) };
}

export async function tableSearch(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
  const schema = locatorName(this.getNodeParameter('schema', 'public')) || 'public';
  const rows = await withClient(
    await credential(this),
    async (client) =>
      (
        await client.query<{ table_name: string }>(
          'SELECT table_name FROM information_schema.tables WHERE table_schema = $1 AND table_name ILIKE $2 ORDER BY table_name',
          [schema, likePattern(filter)],
        )
      ).rows,
    LOOKUP_CONNECTION_TIMEOUT_S,
  );
  return { results: rows.map((r) => ({ name: r.table_name, value: r.table_name })) };
}

export async function getColumns(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
  const schema = locatorName(this.getNodeParameter('schema', 'public')) || 'public';
  const table = locatorName(this.getNodeParameter('table', ''));
  if (table === '') return [];
  const rows = await withClient(
    await credential(this),
    async (client) =>
      (
        await client.query<{ column_name: string; data_type: string; is_nullable: string }>(
          'SELECT column_name, data_type, is_nullable FROM information_schema.columns WHERE table_schema = $1 AND table_name = $2 ORDER BY ordinal_position',
          [schema, table],
        )
      ).rows,
    LOOKUP_CONNECTION_TIMEOUT_S,
  );
  return rows.map((r) => ({
    name: r.column_name,
    value: r.column_name,
    description: `Type: ${r.data_type.toUpperCase()}, Nullable: ${r.is_nullable}`,
  }));
}
