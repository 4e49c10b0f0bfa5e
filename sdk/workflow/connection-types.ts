/**
 * Connections between nodes, in n8n's JSON shape: keyed by source node
 * name, then connection type, then output index, then a list of targets.
 *
 * @module
 */

/** The connection types nodes can expose; `main` carries items. */
export const NodeConnectionTypes = {
  Main: 'main',
  AiAgent: 'ai_agent',
  AiChain: 'ai_chain',
  AiDocument: 'ai_document',
  AiEmbedding: 'ai_embedding',
  AiLanguageModel: 'ai_languageModel',
  AiMemory: 'ai_memory',
  AiOutputParser: 'ai_outputParser',
  AiRetriever: 'ai_retriever',
  AiReranker: 'ai_reranker',
  AiTextSplitter: 'ai_textSplitter',
  AiTool: 'ai_tool',
  AiVectorStore: 'ai_vectorStore',
} as const;

/** A connection type name, e.g. `'main'`. */
export type NodeConnectionType = (typeof NodeConnectionTypes)[keyof typeof NodeConnectionTypes];

/** One connection target. */
export interface IConnection {
  /** Name of the destination node. */
  node: string;
  /** Input type on the destination node (usually `'main'`). */
  type: NodeConnectionType;
  /** Input index on the destination node. */
  index: number;
}

/**
 * Targets per output index. An entry may be `null` (or an empty list) when
 * that output is not connected, e.g. the middle output of a Switch node.
 */
export type NodeInputConnections = Array<IConnection[] | null>;

/** One source node's outgoing connections keyed by connection type. */
export interface INodeConnections {
  [connectionType: string]: NodeInputConnections;
}

/**
 * All connections of a workflow:
 * source node name → connection type → output index → targets.
 */
export interface IConnections {
  [sourceNodeName: string]: INodeConnections;
}
