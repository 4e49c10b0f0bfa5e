/**
 * Simple Vector Store (`@n8n/n8n-nodes-langchain.vectorStoreInMemory` 1 to 1.3, n8n's
 * parameter names): documents and their embeddings kept in the server's memory per workflow
 * and memory key. The modes and their slots are every vector store's
 * (../shared/ai/vector-store/properties.ts); this store adds the memory key and "Clear Store".
 */
import type { INodeProperties, INodeTypeDescription } from '@sdk/workflow';
import { AI_PACKAGE } from '../shared/ai/prompt-properties';
import { vectorStoreDescription } from '../shared/ai/vector-store/properties';

const memoryKey: INodeProperties[] = [
  {
    displayName: 'Memory Key',
    name: 'memoryKey',
    type: 'string',
    default: 'vector_store_key',
    description:
      'The key to use to store the vector memory in the workflow data. The key will be prefixed with the workflow ID to avoid collisions.',
    displayOptions: { show: { '@version': [{ _cnd: { lte: 1.1 } }] } },
  },
  {
    displayName: 'Memory Key',
    name: 'memoryKey',
    type: 'resourceLocator',
    required: true,
    default: { mode: 'list', value: 'vector_store_key' },
    description: 'The key to use to store the vector memory in the workflow data. These keys are shared between workflows.',
    displayOptions: { show: { '@version': [{ _cnd: { gte: 1.2 } }] } },
    modes: [
      { displayName: 'From List', name: 'list', type: 'list', typeOptions: { searchListMethod: 'vectorStoresSearch', searchable: true } },
      { displayName: 'Manual', name: 'id', type: 'string', placeholder: 'vector_store_key' },
    ],
  },
];

export const vectorStoreInMemoryDescription: INodeTypeDescription = vectorStoreDescription(
  {
    displayName: 'Simple Vector Store',
    name: `${AI_PACKAGE}.vectorStoreInMemory`,
    icon: 'fa:database',
    iconColor: 'black',
    version: [1, 1.1, 1.2, 1.3],
    defaultVersion: 1.3,
    description: "Work with your data in a Simple Vector Store. Don't use this for production usage.",
    defaults: { name: 'Simple Vector Store' },
    toolPlaceholder: "Work with your data in a Simple Vector Store. Don't use this for production usage.",
  },
  {
    shared: memoryKey,
    insert: [
      {
        displayName: 'Clear Store',
        name: 'clearStore',
        type: 'boolean',
        default: false,
        description: 'Whether to clear the store before inserting new data',
      },
    ],
    load: [],
    retrieve: [],
  },
);
