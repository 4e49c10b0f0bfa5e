/**
 * A vector store in a PostgreSQL table with the pgvector extension, in LangChain's
 * PGVectorStore layout (what n8n writes, so either product reads the other's table):
 * `id uuid`, `text text`, `metadata jsonb`, `embedding vector` (column names configurable),
 * and with a collection a `collection_id uuid` referencing `n8n_vector_collections(uuid)`
 * whose rows are `(uuid, name, cmetadata)`. Tables are created when missing. Each call uses a
 * short-lived connection (../postgres/transport.ts). Search orders by the distance strategy's
 * operator (cosine `<=>`, inner product `<#>`, euclidean `<->`) and scores with the distance,
 * as LangChain does; a metadata filter compares each named field's text.
 */
import { randomUUID } from 'node:crypto';
import type { Client } from 'pg';
import type { ICredentialDataDecryptedObject } from '@sdk/workflow';
import type { ScoredDocument } from '../shared/ai/contracts';
import type { EmbeddedDocument, VectorStoreBackend } from '../shared/ai/vector-store/node';
import { quoteIdentifier, withClient } from '../postgres/transport';

/** The pgvector type is missing: the message says how to get it. */
export class MissingVectorExtensionError extends Error {
  constructor() {
    super('The pgvector extension is not installed in this database: turn on "Create Extension", or run CREATE EXTENSION vector');
    this.name = 'MissingVectorExtensionError';
  }
}

/** Serializes `CREATE EXTENSION` of concurrent runs against a fresh database (any fixed key does). */
const CREATE_EXTENSION_LOCK = 979021312;

const OPERATORS: Readonly<Record<string, string>> = { cosine: '<=>', innerProduct: '<#>', euclidean: '<->' };

export interface PgVectorSettings {
  tableName: string;
  createExtension: boolean;
  columns: { id: string; vector: string; content: string; metadata: string };
  collection?: { name: string; tableName: string };
  distanceStrategy: string;
  /** Metadata fields a document must have (text equality). */
  filter: Record<string, string>;
}

/** `schema.table` or `table`, each part quoted. */
function qualified(name: string): string {
  return name
    .split('.')
    .map((part) => quoteIdentifier(part.trim()))
    .join('.');
}

/** A vector as pgvector's text input: `[1,2,3]`. */
const vectorText = (vector: readonly number[]) => `[${vector.map((n) => (Number.isFinite(n) ? n : 0)).join(',')}]`;

async function ensureExtension(client: Client, create: boolean): Promise<void> {
  const found = await client.query(`SELECT 1 FROM pg_type WHERE typname = 'vector'`);
  if (found.rowCount !== 0) return;
  if (!create) throw new MissingVectorExtensionError();
  await client.query('BEGIN');
  try {
    await client.query('SELECT pg_advisory_xact_lock($1)', [CREATE_EXTENSION_LOCK]);
    await client.query('CREATE EXTENSION IF NOT EXISTS vector');
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

async function ensureTables(client: Client, settings: PgVectorSettings): Promise<void> {
  const { columns: c, collection } = settings;
  if (collection) {
    await client.query(
      `CREATE TABLE IF NOT EXISTS ${qualified(collection.tableName)} (uuid uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY, name character varying, cmetadata jsonb)`,
    );
  }
  const collectionColumn = collection
    ? `, collection_id uuid REFERENCES ${qualified(collection.tableName)}(uuid) ON DELETE CASCADE ON UPDATE CASCADE`
    : '';
  await client.query(
    `CREATE TABLE IF NOT EXISTS ${qualified(settings.tableName)} (${quoteIdentifier(c.id)} uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY, ${quoteIdentifier(c.content)} text, ${quoteIdentifier(c.metadata)} jsonb, ${quoteIdentifier(c.vector)} vector${collectionColumn})`,
  );
}

/** The collection's uuid, created when `create` and missing; undefined when missing. */
async function collectionId(client: Client, collection: { name: string; tableName: string }, create: boolean): Promise<string | undefined> {
  const table = qualified(collection.tableName);
  const found = await client.query<{ uuid: string }>(`SELECT uuid FROM ${table} WHERE name = $1 ORDER BY name LIMIT 1`, [collection.name]);
  if (found.rows[0]) return found.rows[0].uuid;
  if (!create) return undefined;
  const made = await client.query<{ uuid: string }>(`INSERT INTO ${table} (name, cmetadata) VALUES ($1, '{}') RETURNING uuid`, [
    collection.name,
  ]);
  return made.rows[0]?.uuid;
}

async function insertDocuments(client: Client, settings: PgVectorSettings, documents: EmbeddedDocument[]): Promise<void> {
  const { columns: c } = settings;
  const collection = settings.collection ? await collectionId(client, settings.collection, true) : undefined;
  const names = [c.id, c.content, c.metadata, c.vector].map(quoteIdentifier);
  if (collection !== undefined) names.push('collection_id');
  const sql = `INSERT INTO ${qualified(settings.tableName)} (${names.join(', ')}) VALUES ($1, $2, $3, $4${collection !== undefined ? ', $5' : ''})`;
  await client.query('BEGIN');
  try {
    for (const doc of documents) {
      const values: unknown[] = [randomUUID(), doc.pageContent, JSON.stringify(doc.metadata ?? {}), vectorText(doc.embedding)];
      if (collection !== undefined) values.push(collection);
      await client.query(sql, values);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

async function searchDocuments(client: Client, settings: PgVectorSettings, vector: number[], k: number): Promise<ScoredDocument[]> {
  const { columns: c } = settings;
  const operator = OPERATORS[settings.distanceStrategy] ?? OPERATORS['cosine']!;
  const values: unknown[] = [vectorText(vector)];
  const where: string[] = [];
  for (const [name, value] of Object.entries(settings.filter)) {
    values.push(name, value);
    where.push(`${quoteIdentifier(c.metadata)}->>$${values.length - 1} = $${values.length}`);
  }
  if (settings.collection) {
    const id = await collectionId(client, settings.collection, false);
    if (id === undefined) return [];
    values.push(id);
    where.push(`collection_id = $${values.length}`);
  }
  values.push(k);
  const rows = await client.query<{ content: string | null; metadata: Record<string, unknown> | null; distance: number }>(
    `SELECT ${quoteIdentifier(c.content)} AS content, ${quoteIdentifier(c.metadata)} AS metadata, ${quoteIdentifier(c.vector)} ${operator} $1 AS distance FROM ${qualified(settings.tableName)}${where.length > 0 ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY distance ASC LIMIT $${values.length}`,
    values,
  );
  return rows.rows.map((row): ScoredDocument => [{ pageContent: row.content ?? '', metadata: row.metadata ?? {} }, Number(row.distance)]);
}

/** The store behind a PGVector node's parameters. */
export function pgVectorStore(credential: ICredentialDataDecryptedObject, settings: PgVectorSettings): VectorStoreBackend {
  const prepared = async (client: Client) => {
    await ensureExtension(client, settings.createExtension);
    await ensureTables(client, settings);
  };
  return {
    add: (documents, clear) =>
      withClient(credential, async (client) => {
        await prepared(client);
        if (clear) await client.query(`DELETE FROM ${qualified(settings.tableName)}`);
        if (documents.length > 0) await insertDocuments(client, settings, documents);
      }),
    search: (vector, k) =>
      withClient(credential, async (client) => {
        await prepared(client);
        return searchDocuments(client, settings, vector, k);
      }),
  };
}
