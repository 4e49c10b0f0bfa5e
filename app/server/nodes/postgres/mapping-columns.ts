/**
 * The Postgres node's resource mapper fields (2.2+ "Columns"): one field per column of the
 * chosen table, typed for the editor's input, as n8n describes them: a column is required
 * when it is not nullable, has no default and is not generated; an enum column offers its
 * labels; on upsert only columns with a unique index (or primary key) can be matched on; a
 * column named `id` is the default match.
 */
import type { ResourceMapperField, ResourceMapperFieldType, ResourceMapperFields } from '@sdk/workflow';
import type { Client } from 'pg';
import type { ILoadOptionsFunctions } from '../../engine/node-interface';
import { locatorName } from '../shared/sql/locator';
import { LOOKUP_CONNECTION_TIMEOUT_S, withClient } from './transport';

interface ColumnRow {
  column_name: string;
  data_type: string;
  udt_name: string;
  is_nullable: string;
  column_default: string | null;
  is_generated: string | null;
  identity_generation: string | null;
}

const TYPE_OF: ReadonlyMap<string, ResourceMapperFieldType> = new Map([
  ...['text', 'varchar', 'character varying', 'character', 'char'].map((t) => [t, 'string'] as const),
  ...['integer', 'smallint', 'bigint', 'decimal', 'numeric', 'real', 'double precision', 'smallserial', 'serial', 'bigserial'].map(
    (t) => [t, 'number'] as const,
  ),
  ['boolean', 'boolean'],
  ...['timestamp', 'date', 'timestampz', 'timestamp without time zone', 'timestamp with time zone'].map((t) => [t, 'dateTime'] as const),
  ...['time', 'time without time zone', 'time with time zone'].map((t) => [t, 'time'] as const),
  ...['json', 'jsonb'].map((t) => [t, 'object'] as const),
  ['ARRAY', 'array'],
  ['USER-DEFINED', 'options'],
]);

/** The editor type of a PostgreSQL `data_type` (text for anything else, as n8n). */
export function fieldTypeOf(dataType: string): ResourceMapperFieldType {
  return TYPE_OF.get(dataType) ?? 'string';
}

async function columnsOf(client: Client, schema: string, table: string): Promise<ColumnRow[]> {
  const result = await client.query<ColumnRow>(
    `SELECT column_name, data_type, udt_name, is_nullable, column_default, is_generated, identity_generation
       FROM information_schema.columns WHERE table_schema = $1 AND table_name = $2 ORDER BY ordinal_position`,
    [schema, table],
  );
  return result.rows;
}

/** Columns covered by a one-column unique index or the primary key. */
async function uniqueColumnsOf(client: Client, schema: string, table: string): Promise<Set<string>> {
  const result = await client.query<{ attname: string }>(
    `SELECT a.attname FROM pg_index i
       JOIN pg_class c ON c.oid = i.indrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = ANY(i.indkey)
      WHERE n.nspname = $1 AND c.relname = $2 AND i.indisunique AND i.indnkeyatts = 1`,
    [schema, table],
  );
  return new Set(result.rows.map((r) => r.attname));
}

/** Labels of each enum type used by `columns`, by type name. */
async function enumLabelsOf(client: Client, columns: ColumnRow[]): Promise<Map<string, string[]>> {
  const names = [...new Set(columns.filter((c) => c.data_type === 'USER-DEFINED').map((c) => c.udt_name))];
  if (names.length === 0) return new Map();
  const result = await client.query<{ typname: string; enumlabel: string }>(
    `SELECT t.typname, e.enumlabel FROM pg_enum e JOIN pg_type t ON t.oid = e.enumtypid
      WHERE t.typname = ANY($1) ORDER BY t.typname, e.enumsortorder`,
    [names],
  );
  const labels = new Map<string, string[]>();
  for (const row of result.rows) labels.set(row.typname, [...(labels.get(row.typname) ?? []), row.enumlabel]);
  return labels;
}

/** One column as a mapper field. */
export function columnField(column: ColumnRow, canBeUsedToMatch: boolean, enumLabels: string[] | undefined): ResourceMapperField {
  const type = fieldTypeOf(column.data_type);
  const generated =
    column.is_generated === 'ALWAYS' || column.identity_generation === 'ALWAYS' || column.identity_generation === 'BY DEFAULT';
  const optional = column.is_nullable === 'YES' || Boolean(column.column_default) || generated;
  return {
    id: column.column_name,
    displayName: column.column_name,
    required: !optional,
    defaultMatch: column.column_name === 'id' && canBeUsedToMatch,
    display: true,
    type,
    canBeUsedToMatch,
    ...(type === 'options' ? { options: (enumLabels ?? []).map((label) => ({ name: label, value: label })) } : {}),
    ...(column.is_generated === 'ALWAYS' ? { readOnly: true } : {}),
  };
}

/** `methods.resourceMapping.getMappingColumns`. */
export async function getMappingColumns(this: ILoadOptionsFunctions): Promise<ResourceMapperFields> {
  const schema = locatorName(this.getNodeParameter('schema', 'public')) || 'public';
  const table = locatorName(this.getNodeParameter('table', ''));
  const operation = String(this.getNodeParameter('operation', 'insert'));
  if (table === '') return { fields: [] };
  const credential = await this.getCredentials('postgres');
  return withClient(
    credential,
    async (client) => {
      const columns = await columnsOf(client, schema, table);
      if (columns.length === 0)
        return { fields: [], emptyFieldsNotice: `The table "${schema}.${table}" has no columns or does not exist.` };
      const unique = operation === 'upsert' ? await uniqueColumnsOf(client, schema, table) : undefined;
      const enums = await enumLabelsOf(client, columns);
      return {
        fields: columns.map((column) => columnField(column, unique ? unique.has(column.column_name) : true, enums.get(column.udt_name))),
      };
    },
    LOOKUP_CONNECTION_TIMEOUT_S,
  );
}
