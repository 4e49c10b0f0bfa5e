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
