/**
 * What every vector store node shares (n8n's `createVectorStoreNode` layout): the operation
 * modes, the slots and output each mode has, and the mode fields (tool name and description,
 * batch size, prompt, limit, metadata). A store node adds its own fields per mode.
 */
import type { INodeInputConfiguration, INodeProperties, INodeTypeDescription } from '@sdk/workflow';

const EMBEDDING = { type: 'ai_embedding', displayName: 'Embedding', required: true, maxConnections: 1 } as const;
const DOCUMENT = { type: 'ai_document', displayName: 'Document', required: true, maxConnections: 1 } as const;

/** The modes: "Get Many", "Insert Documents", and the two that supply retrieval. */
export type VectorStoreMode = 'load' | 'insert' | 'retrieve' | 'retrieve-as-tool';

/** The inputs of a mode: Embedding always; main for insert/load; Document for insert. */
export function vectorStoreInputs(mode: unknown): Array<'main' | INodeInputConfiguration> {
  if (mode === 'retrieve-as-tool' || mode === 'retrieve' || mode === undefined) return [EMBEDDING];
  return mode === 'insert' ? [EMBEDDING, 'main', DOCUMENT] : [EMBEDDING, 'main'];
}

/** Shows a field only in `modes` (and under `extra` conditions). */
export const showFor = (modes: VectorStoreMode[], extra: Record<string, unknown> = {}) => ({ show: { mode: modes, ...extra } });

const modeProperty: INodeProperties = {
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
};

function toolProperties(placeholder: string): INodeProperties[] {
  return [
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
      placeholder: `e.g. ${placeholder}`,
      displayOptions: showFor(['retrieve-as-tool']),
    },
  ];
}

const batchSizeProperty: INodeProperties = {
  displayName: 'Embedding Batch Size',
  name: 'embeddingBatchSize',
  type: 'number',
  default: 200,
  description: 'Number of documents to embed in a single batch',
  displayOptions: showFor(['insert'], { '@version': [{ _cnd: { gte: 1.1 } }] }),
};

const searchProperties: INodeProperties[] = [
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
];

/** Fields a store adds, shown where n8n shows them. */
export interface VectorStoreFields {
  /** Every mode, after the tool fields. */
  shared: INodeProperties[];
  /** Insert Documents, after the batch size. */
  insert: INodeProperties[];
  /** Get Many, after the search fields. */
  load: INodeProperties[];
  /** Both retrieve modes, after the search fields. */
  retrieve: INodeProperties[];
}

/** Names each field block for its modes (a store's own field with the same name per mode, as n8n's `options`). */
function forModes(fields: INodeProperties[], modes: VectorStoreMode[]): INodeProperties[] {
  return fields.map((field) => ({
    ...field,
    displayOptions: { ...field.displayOptions, show: { ...field.displayOptions?.show, mode: modes } },
  }));
}

/** A vector store node's description: `meta` plus the shared modes and fields, then the store's own. */
export function vectorStoreDescription(
  meta: Omit<INodeTypeDescription, 'inputs' | 'outputs' | 'properties' | 'group' | 'codex'> & { toolPlaceholder: string },
  fields: VectorStoreFields,
): INodeTypeDescription {
  const { toolPlaceholder, ...rest } = meta;
  return {
    ...rest,
    group: ['transform'],
    codex: { categories: ['AI'], subcategories: { AI: ['Vector Stores', 'Tools', 'Root Nodes'], Tools: ['Other Tools'] } },
    inputs: `={{ ${JSON.stringify({ insert: vectorStoreInputs('insert'), load: vectorStoreInputs('load') })}[$parameter.mode] ?? [${JSON.stringify(EMBEDDING)}] }}`,
    outputs: `={{ $parameter.mode === 'retrieve-as-tool' ? [{ "type": "ai_tool", "displayName": "Tool" }] : ($parameter.mode === 'retrieve' || $parameter.mode === undefined) ? [{ "type": "ai_vectorStore", "displayName": "Vector Store" }] : ["main"] }}`,
    properties: [
      modeProperty,
      ...toolProperties(toolPlaceholder),
      ...fields.shared,
      batchSizeProperty,
      ...forModes(fields.insert, ['insert']),
      ...searchProperties,
      ...forModes(fields.load, ['load']),
      ...forModes(fields.retrieve, ['retrieve', 'retrieve-as-tool']),
    ],
  };
}
