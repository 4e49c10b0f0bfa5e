/**
 * Simple Vector Store (`@n8n/n8n-nodes-langchain.vectorStoreInMemory` 1 to 1.3, n8n's
 * parameter names): documents and their embeddings kept in the server's memory per workflow
 * and memory key. Modes: "Get Many" (load: search with a prompt), "Insert Documents",
 * "Retrieve Documents (As Vector Store for Chain/Tool)" (retrieve: supplies a retriever's
 * store) and "Retrieve Documents (As Tool for AI Agent)" (retrieve-as-tool). Its slots and
 * output follow the mode, as n8n's do.
 */
import type { INodeInputConfiguration, INodeProperties, INodeTypeDescription } from '@sdk/workflow';
import { AI_PACKAGE } from '../shared/ai/prompt-properties';

const EMBEDDING = { type: 'ai_embedding', displayName: 'Embedding', required: true, maxConnections: 1 } as const;
const DOCUMENT = { type: 'ai_document', displayName: 'Document', required: true, maxConnections: 1 } as const;

/** The inputs of a mode: Embedding always; main for insert/load; Document for insert. */
export function vectorStoreInputs(mode: unknown): Array<'main' | INodeInputConfiguration> {
  if (mode === 'retrieve-as-tool' || mode === 'retrieve' || mode === undefined) return [EMBEDDING];
  return mode === 'insert' ? [EMBEDDING, 'main', DOCUMENT] : [EMBEDDING, 'main'];
}

const showFor = (modes: string[], extra: Record<string, unknown> = {}) => ({ show: { mode: modes, ...extra } });

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

export const vectorStoreInMemoryDescription: INodeTypeDescription = {
  displayName: 'Simple Vector Store',
  name: `${AI_PACKAGE}.vectorStoreInMemory`,
  icon: 'fa:database',
  iconColor: 'black',
  group: ['transform'],
  version: [1, 1.1, 1.2, 1.3],
  defaultVersion: 1.3,
  description: "Work with your data in a Simple Vector Store. Don't use this for production usage.",
  defaults: { name: 'Simple Vector Store' },
  codex: { categories: ['AI'], subcategories: { AI: ['Vector Stores', 'Tools', 'Root Nodes'], Tools: ['Other Tools'] } },
  inputs: `={{ ${JSON.stringify({ insert: vectorStoreInputs('insert'), load: vectorStoreInputs('load') })}[$parameter.mode] ?? [${JSON.stringify(EMBEDDING)}] }}`,
  outputs: `={{ $parameter.mode === 'retrieve-as-tool' ? [{ "type": "ai_tool", "displayName": "Tool" }] : ($parameter.mode === 'retrieve' || $parameter.mode === undefined) ? [{ "type": "ai_vectorStore", "displayName": "Vector Store" }] : ["main"] }}`,
  properties: [
    {
      displayName: 'Operation Mode',
      name: 'mode',
      type: 'options',
      noDataExpression: true,
      default: 'retrieve',
      options: [
        {
          name: 'Get Many',
          value: 'load',
          description: 'Get many ranked documents from vector store for query',
          action: 'Get ranked documents from vector store',
        },
        {
          name: 'Insert Documents',
          value: 'insert',
          description: 'Insert documents into vector store',
          action: 'Add documents to vector store',
        },
        {
          name: 'Retrieve Documents (As Vector Store for Chain/Tool)',
          value: 'retrieve',
          description: 'Retrieve documents from vector store to be used as vector store with AI nodes',
          action: 'Retrieve documents for Chain/Tool as Vector Store',
        },
        {
          name: 'Retrieve Documents (As Tool for AI Agent)',
          value: 'retrieve-as-tool',
          description: 'Retrieve documents from vector store to be used as tool with AI nodes',
          action: 'Retrieve documents for AI Agent as Tool',
        },
      ],
    },
    {
      displayName: 'Name',
      name: 'toolName',
      type: 'string',
      default: '',
      required: true,
      description: 'Name of the vector store',
      placeholder: 'e.g. company_knowledge_base',
      displayOptions: showFor(['retrieve-as-tool'], { '@version': [{ _cnd: { lte: 1.2 } }] }),
    },
    {
      displayName: 'Description',
      name: 'toolDescription',
      type: 'string',
      default: '',
      required: true,
      typeOptions: { rows: 2 },
      description:
        'Explain to the LLM what this tool does, a good, specific description would allow LLMs to produce expected results much more often',
      placeholder: "e.g. Work with your data in a Simple Vector Store. Don't use this for production usage.",
      displayOptions: showFor(['retrieve-as-tool']),
    },
    ...memoryKey,
    {
      displayName: 'Embedding Batch Size',
      name: 'embeddingBatchSize',
      type: 'number',
      default: 200,
      description: 'Number of documents to embed in a single batch',
      displayOptions: showFor(['insert'], { '@version': [{ _cnd: { gte: 1.1 } }] }),
    },
    {
      displayName: 'Clear Store',
      name: 'clearStore',
      type: 'boolean',
      default: false,
      description: 'Whether to clear the store before inserting new data',
      displayOptions: showFor(['insert']),
    },
    {
      displayName: 'Prompt',
      name: 'prompt',
      type: 'string',
      default: '',
      required: true,
      description: 'Search prompt to retrieve matching documents from the vector store using similarity-based ranking',
      displayOptions: showFor(['load']),
    },
    {
      displayName: 'Limit',
      name: 'topK',
      type: 'number',
      default: 4,
      description: 'Number of top results to fetch from vector store',
      displayOptions: showFor(['load', 'retrieve-as-tool']),
    },
    {
      displayName: 'Include Metadata',
      name: 'includeDocumentMetadata',
      type: 'boolean',
      default: true,
      description: 'Whether or not to include document metadata',
      displayOptions: showFor(['load', 'retrieve-as-tool']),
    },
  ],
};
