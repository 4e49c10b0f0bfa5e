/**
 * The only place that knows how values look inside each database, so repositories never
 * branch on the dialect:
 *
 * | value     | SQLite                          | PostgreSQL                       | in code          |
 * |-----------|---------------------------------|----------------------------------|------------------|
 * | JSON      | TEXT                            | json (kept as text, see below)   | {@link toJson} / {@link fromJson} |
 * | timestamp | TEXT, ISO 8601 UTC with ms      | timestamptz(3)                   | {@link toDbTime} / {@link fromDbTime} |
 * | boolean   | INTEGER 0/1 (bound by the driver) | boolean                        | `true`/`false`, read with {@link fromDbBool} |
 * | count(*)  | number                          | bigint, arrives as a string      | {@link fromDbCount} |
 *
 * JSON is stored as text on both databases (PostgreSQL's `json`, not `jsonb`): `jsonb`
 * reorders object keys and rejects `\u0000`, so a workflow would not come back byte for
 * byte. The PostgreSQL pool hands `json` values over unparsed, so both dialects return
 * the same string and {@link fromJson} parses it once.
 */
import type { ColumnType } from 'kysely';

declare const jsonBrand: unique symbol;

/** JSON text of a `T`, as stored in a JSON column. Made by {@link toJson}. */
export type JsonText<T> = string & { readonly [jsonBrand]?: T };

/** A JSON column holding a `T`. */
export type JsonColumn<T> = ColumnType<JsonText<T>, JsonText<T>, JsonText<T>>;

/** A nullable JSON column holding a `T`; SQL NULL means "not set". */
export type NullableJsonColumn<T> = ColumnType<JsonText<T> | null, JsonText<T> | null, JsonText<T> | null>;

/** A timestamp as read (Date from PostgreSQL, ISO text from SQLite) and written (ISO text). */
export type DbTime = ColumnType<Date | string, string, string>;

/** A timestamp the database fills with the current time when an insert leaves it out. */
export type DbTimeDefaultNow = ColumnType<Date | string, string | undefined, string>;

/** A nullable timestamp. */
export type NullableDbTime = ColumnType<Date | string | null, string | null, string | null>;

/** A boolean as read (0/1 from SQLite, true/false from PostgreSQL) and written; false unless set. */
export type DbBool = ColumnType<boolean | number, boolean | undefined, boolean>;

/**
 * Serialises a value for a JSON column. `undefined` becomes SQL NULL ("not set"), while
 * `null` is stored as the JSON text `null`, so both come back as they went in.
 */
export function toJson<T>(value: T): JsonText<T>;
export function toJson<T>(value: T | undefined): JsonText<T> | null;
export function toJson<T>(value: T | undefined): JsonText<T> | null {
  if (value === undefined) return null;
  return JSON.stringify(value) as JsonText<T>;
}

/** Parses a JSON column; SQL NULL gives `undefined`. */
export function fromJson<T>(text: JsonText<T>): T;
export function fromJson<T>(text: JsonText<T> | null | undefined): T | undefined;
export function fromJson<T>(text: JsonText<T> | null | undefined): T | undefined {
  if (text === null || text === undefined) return undefined;
  if (typeof text !== 'string') {
    // A driver that parsed the JSON itself (a pool not made by createDatabase).
    return text as T;
  }
  return JSON.parse(text) as T;
}

/** The current time in the stored form. */
export function nowDbTime(): string {
  return new Date().toISOString();
}

/**
 * A time in the stored form: ISO 8601 in UTC with milliseconds, which sorts correctly as
 * text on SQLite and is accepted by PostgreSQL's timestamptz.
 */
export function toDbTime(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a valid time: ${String(value)}`);
  return date.toISOString();
}

/** A stored time as an ISO 8601 UTC string. */
export function fromDbTime(value: Date | string): string;
export function fromDbTime(value: Date | string | null): string | null;
export function fromDbTime(value: Date | string | null): string | null {
  if (value === null) return null;
  return toDbTime(value);
}

/** A stored boolean. */
export function fromDbBool(value: boolean | number | bigint): boolean {
  return value === true || value === 1 || value === 1n;
}

/** A `count(*)` result (a string for PostgreSQL's bigint). */
export function fromDbCount(value: string | number | bigint | null | undefined): number {
  if (value === null || value === undefined) return 0;
  return Number(value);
}

/**
 * `text` with LIKE wildcards escaped, for `like ... escape '\'` (the same on both
 * dialects).
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
