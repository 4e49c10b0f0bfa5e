/**
 * Column types per dialect, for migrations. Migrations are the one place that may say
 * "text here, timestamptz there"; everything above them reads and writes through
 * `codec.ts` and never sees the difference.
 */
import { sql } from 'kysely';
import type { ColumnDefinitionBuilder, Expression, RawBuilder } from 'kysely';
import type { DialectName } from '../connection';

/** The column types and defaults of one dialect. */
export interface SchemaTypes {
  dialect: DialectName;
  /** JSON document: TEXT on SQLite, `json` on PostgreSQL (text kept as written). */
  json: Expression<unknown>;
  /** Point in time: ISO 8601 TEXT on SQLite, `timestamptz(3)` on PostgreSQL. */
  time: Expression<unknown>;
  /** Boolean: INTEGER 0/1 on SQLite, `boolean` on PostgreSQL. */
  bool: Expression<unknown>;
  /** Default for time columns: the current time in the stored form. */
  now: RawBuilder<unknown>;
  /** Makes a boolean column `not null default false`, with a 0/1 check on SQLite. */
  boolColumn(column: string): (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;
}

/** The column types of `dialect`. */
export function schemaTypes(dialect: DialectName): SchemaTypes {
  if (dialect === 'postgres') {
    return {
      dialect,
      json: sql`json`,
      time: sql`timestamptz(3)`,
      bool: sql`boolean`,
      now: sql`now()`,
      boolColumn: () => (col) => col.notNull().defaultTo(sql`false`),
    };
  }
  return {
    dialect,
    json: sql`text`,
    time: sql`text`,
    bool: sql`integer`,
    // Same shape as Date#toISOString(): 2024-01-31T12:00:00.000Z.
    now: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
    boolColumn: (column) => (col) =>
      col
        .notNull()
        .defaultTo(sql`0`)
        .check(sql`${sql.ref(column)} in (0, 1)`),
  };
}
