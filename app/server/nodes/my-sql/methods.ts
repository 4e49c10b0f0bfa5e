/**
 * The editor lookups of the MySQL node (n8n's method names): the tables of the credential's
 * database for the table resource locator (`searchTables`, filtered by the typed text) and
 * a table's columns for column pickers. Each opens one connection.
 */
import type { INodeListSearchResult, INodePropertyOptions } from '@sdk/workflow';
import type { ILoadOptionsFunctions } from '../../engine/node-interface';
import { locatorName } from '../shared/sql/locator';
import { queryRows, withConnection } from './transport';

const lookup = { version: 2.4 };

/** `%filter%` for LIKE, with the filter's own wildcards escaped. */
function likePattern(filter: string | undefined): string {
  return `%${(filter ?? '').trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function searchTables(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
  const credential = await this.getCredentials('mySql');
  const rows = await withConnection(credential, lookup, (connection) =>
    queryRows(
      connection,
      'SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name LIKE ? ORDER BY table_name',
      [likePattern(filter)],
    ),
  );
  return { results: rows.map((row) => ({ name: String(row['name']), value: String(row['name']) })) };
}

async function columnsOf(fn: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
  const table = locatorName(fn.getNodeParameter('table', ''));
  if (table === '') return [];
  const credential = await fn.getCredentials('mySql');
  const rows = await withConnection(credential, lookup, (connection) =>
    queryRows(
      connection,
      'SELECT column_name AS name, data_type AS type, is_nullable AS nullable FROM information_schema.columns WHERE table_schema = DATABASE() AND table_name = ? ORDER BY ordinal_position',
      [table],
    ),
  );
  return rows.map((row) => ({
    name: String(row['name']),
    value: String(row['name']),
    description: `type: ${String(row['type']).toUpperCase()}, nullable: ${String(row['nullable'])}`,
  }));
}

export async function getColumns(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
  return columnsOf(this);
}

/** Output Columns (none chosen: every column). */
export async function getColumnsMultiOptions(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
  return columnsOf(this);
}

/** The columns an update may set: all but the column it matches on. */
export async function getColumnsWithoutColumnToMatchOn(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
  const match = String(this.getNodeParameter('columnToMatchOn', '') ?? '');
  return (await columnsOf(this)).filter((column) => column.value !== match);
}
