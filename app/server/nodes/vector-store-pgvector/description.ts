/**
 * Postgres PGVector Store (`@n8n/n8n-nodes-langchain.vectorStorePGVector` 1 to 1.3, n8n's
 * parameter names): documents and their embeddings in a PostgreSQL table with the pgvector
 * extension, reached with a `postgres` credential. The modes and slots are every vector
 * store's (../shared/ai/vector-store/properties.ts); this store adds the table, "Create
 * Extension", and per mode the collection, column names, distance strategy and metadata filter.
 */
import type { INodeProperties, INodeTypeDescription } from '@sdk/workflow';
import { AI_PACKAGE } from '../shared/ai/prompt-properties';
import { vectorStoreDescription } from '../shared/ai/vector-store/properties';

const sharedFields: INodeProperties[] = [
  {
    displayName: 'Table Name',
    name: 'tableName',
    type: 'string',
    default: 'n8n_vectors',
    description: 'The table name to store the vectors in. If table does not exist, it will be created.',
  },
  {
    displayName: 'Create Extension',
    name: 'createExtension',
    type: 'boolean',
    default: false,
    description:
      "Whether to create the pgvector (vector) extension if it doesn't already exist. Requires superuser privileges. Off by default.",
  },
];

const collectionField: INodeProperties = {
  displayName: 'Collection',
  name: 'collection',
  type: 'fixedCollection',
  description: 'Collection of vectors',
  default: { values: { useCollection: false, collectionName: 'n8n', collectionTable: 'n8n_vector_collections' } },
  placeholder: 'Add Collection Settings',
  options: [
    {
      name: 'values',
      displayName: 'Collection Settings',
      values: [
        { displayName: 'Use Collection', name: 'useCollection', type: 'boolean', default: false },
        {
          displayName: 'Collection Name',
          name: 'collectionName',
          type: 'string',
          default: 'n8n',
          required: true,
          displayOptions: { show: { useCollection: [true] } },
        },
        {
          displayName: 'Collection Table Name',
          name: 'collectionTableName',
          type: 'string',
          default: 'n8n_vector_collections',
          required: true,
          displayOptions: { show: { useCollection: [true] } },
        },
      ],
    },
  ],
};

const columnNamesField: INodeProperties = {
  displayName: 'Column Names',
  name: 'columnNames',
  type: 'fixedCollection',
  description: 'The names of the columns in the PGVector table',
  default: { values: { idColumnName: 'id', vectorColumnName: 'embedding', contentColumnName: 'text', metadataColumnName: 'metadata' } },
  placeholder: 'Set Column Names',
  options: [
    {
      name: 'values',
      displayName: 'Column Name Settings',
      values: [
        { displayName: 'ID Column Name', name: 'idColumnName', type: 'string', default: 'id', required: true },
        { displayName: 'Vector Column Name', name: 'vectorColumnName', type: 'string', default: 'embedding', required: true },
        { displayName: 'Content Column Name', name: 'contentColumnName', type: 'string', default: 'text', required: true },
        { displayName: 'Metadata Column Name', name: 'metadataColumnName', type: 'string', default: 'metadata', required: true },
      ],
    },
  ],
};

const distanceStrategyField: INodeProperties = {
  displayName: 'Distance Strategy',
  name: 'distanceStrategy',
  type: 'options',
  default: 'cosine',
  description: 'The method to calculate the distance between two vectors',
  options: [
    { name: 'Cosine', value: 'cosine' },
    { name: 'Inner Product', value: 'innerProduct' },
    { name: 'Euclidean', value: 'euclidean' },
  ],
};

const metadataFilterField: INodeProperties = {
  displayName: 'Metadata Filter',
  name: 'metadata',
  type: 'fixedCollection',
  description: 'Metadata to filter the document by',
  typeOptions: { multipleValues: true },
  default: {},
  placeholder: 'Add filter field',
  options: [
    {
      name: 'metadataValues',
      displayName: 'Fields to Set',
      values: [
        { displayName: 'Name', name: 'name', type: 'string', default: '', required: true },
        { displayName: 'Value', name: 'value', type: 'string', default: '' },
      ],
    },
  ],
};

const options = (fields: INodeProperties[]): INodeProperties => ({
  displayName: 'Options',
  name: 'options',
  type: 'collection',
  placeholder: 'Add Option',
  default: {},
  options: fields,
});

export const vectorStorePGVectorDescription: INodeTypeDescription = vectorStoreDescription(
  {
    displayName: 'Postgres PGVector Store',
    name: `${AI_PACKAGE}.vectorStorePGVector`,
    icon: 'fa:database',
    iconColor: 'azure',
    version: [1, 1.1, 1.2, 1.3],
    defaultVersion: 1.3,
    description: 'Work with your data in Postgresql with the PGVector extension',
    defaults: { name: 'Postgres PGVector Store' },
    credentials: [{ name: 'postgres', required: true }],
    toolPlaceholder: 'Work with your data in Postgresql with the PGVector extension',
  },
  {
    shared: sharedFields,
    insert: [options([collectionField, columnNamesField])],
    load: [options([distanceStrategyField, collectionField, columnNamesField, metadataFilterField])],
    retrieve: [options([distanceStrategyField, collectionField, columnNamesField, metadataFilterField])],
  },
);
