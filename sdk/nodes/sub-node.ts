/**
 * AI sub-nodes (chat models, memories, tools, output parsers): node types whose outputs are
 * all typed (`ai_*`) connections. They supply their root node and run only when it runs, so
 * the editor offers no 'Execute step' for them.
 */
import type { INodeTypeDescription } from '../workflow';

/** Why a sub-node has no run of its own (the node details view's disabled 'Execute step'). */
export const SUB_NODE_RUN_REASON = 'Sub-nodes run when their root node runs';

/** Whether a node type is an AI sub-node: declared outputs, none of them main. */
export function isSubNodeDescription(description: Pick<INodeTypeDescription, 'outputs'> | null | undefined): boolean {
  const outputs = description?.outputs;
  if (!Array.isArray(outputs) || outputs.length === 0) return false;
  return outputs.every((o) => (typeof o === 'string' ? o : o.type) !== 'main');
}

/** Slot labels by connection type (n8n's wording), for slots whose description gives none. */
const SLOT_LABELS: Readonly<Record<string, string>> = {
  ai_languageModel: 'Model',
  ai_memory: 'Memory',
  ai_tool: 'Tool',
  ai_outputParser: 'Output Parser',
  ai_document: 'Document',
  ai_embedding: 'Embedding',
  ai_vectorStore: 'Vector Store',
  ai_retriever: 'Retriever',
  ai_textSplitter: 'Text Splitter',
  ai_agent: 'Agent',
  ai_chain: 'Chain',
};

/** The label of a root node's slot of this connection type ('ai_memory' → 'Memory'). */
export function slotLabel(type: string): string {
  return SLOT_LABELS[type] ?? type.replace(/^ai_/, '').replace(/([a-z])([A-Z])/g, '$1 $2');
}
