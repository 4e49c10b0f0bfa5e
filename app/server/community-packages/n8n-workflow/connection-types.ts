/**
 * The connection type names node descriptions use for inputs and outputs (n8n's
 * `NodeConnectionType` enum and its newer `NodeConnectionTypes` object): packages read
 * them as values (`NodeConnectionType.Main`), so they must exist at run time.
 */
export const NODE_CONNECTION_TYPES = Object.freeze({
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
});
