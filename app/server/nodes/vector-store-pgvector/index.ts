/**
 * Postgres PGVector Store (description: ./description.ts): every vector store's modes
 * (../shared/ai/vector-store/node.ts) over a pgvector table (./pg-store.ts) reached with the
 * node's `postgres` credential.
 */
import type { ICredentialDataDecryptedObject, IDataObject } from '@sdk/workflow';
import { NodeOperationError } from '../../engine/node-interface';
import { createVectorStoreNode, type VectorStoreBackend, type VectorStoreContext } from '../shared/ai/vector-store/node';
import { vectorStorePGVectorDescription } from './description';
import { MissingVectorExtensionError, pgVectorStore, type PgVectorSettings } from './pg-store';

const text = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback);

function settingsOf(context: VectorStoreContext, itemIndex: number): PgVectorSettings {
  const collection = (context.getNodeParameter('options.collection.values', 0, {}) ?? {}) as IDataObject;
  const columns = (context.getNodeParameter('options.columnNames.values', 0, {}) ?? {}) as IDataObject;
  const filters = (context.getNodeParameter('options.metadata.metadataValues', itemIndex, []) ?? []) as Array<{
    name?: unknown;
    value?: unknown;
  }>;
  const tableName = String(context.getNodeParameter('tableName', itemIndex, 'n8n_vectors', { extractValue: true }) ?? '').trim();
  if (tableName === '') throw new NodeOperationError(context.getNode(), 'Enter a table name', { itemIndex });
  return {
    tableName,
    createExtension: context.getNodeParameter('createExtension', itemIndex, false) === true,
    columns: {
      id: text(columns['idColumnName'], 'id'),
      vector: text(columns['vectorColumnName'], 'embedding'),
      content: text(columns['contentColumnName'], 'text'),
      metadata: text(columns['metadataColumnName'], 'metadata'),
    },
    ...(collection['useCollection'] === true
      ? {
          collection: {
            name: text(collection['collectionName'], 'n8n'),
            tableName: text(collection['collectionTableName'], 'n8n_vector_collections'),
          },
        }
      : {}),
    distanceStrategy: String(context.getNodeParameter('options.distanceStrategy', 0, 'cosine') ?? 'cosine'),
    filter: Object.fromEntries(
      (Array.isArray(filters) ? filters : [])
        .filter((f) => typeof f.name === 'string' && f.name !== '')
        .map((f) => [f.name as string, String(f.value ?? '')]),
    ),
  };
}

async function pgBackend(context: VectorStoreContext, itemIndex: number): Promise<VectorStoreBackend> {
  const credential = await context.getCredentials<ICredentialDataDecryptedObject>('postgres', itemIndex);
  const store = pgVectorStore(credential, settingsOf(context, itemIndex));
  const node = context.getNode();
  // Database errors name the node; the missing extension says how to get it.
  const named = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof NodeOperationError) throw error;
      const description = error instanceof MissingVectorExtensionError ? undefined : 'The PostgreSQL server refused the query.';
      throw new NodeOperationError(node, (error as Error).message, { itemIndex, ...(description ? { description } : {}) });
    }
  };
  return {
    add: (documents, clear) => named(() => store.add(documents, clear)),
    search: (vector, k) => named(() => store.search(vector, k)),
  };
}

export const vectorStorePGVectorNode = createVectorStoreNode(vectorStorePGVectorDescription, pgBackend);
