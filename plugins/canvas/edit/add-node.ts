/**
 * Adding a node chosen in the node creator, with n8n's placement rules, as one
 * transaction: into a connection (insert between), after an output (the '+'
 * stub, a dropped connection), after the selected node, or alone; a regular
 * node on an empty canvas brings a Manual Trigger connected before it.
 */
import { addConnectionOp, addNodeOp, listNodes, uniqueNodeName, type DocNode, type NodeId, type Operation, type WorkflowDocument } from '@sdk';
import type { NodeCreatorRequest } from '../api';
import { GRID_SIZE, NODE_SIZE, snapToGrid } from '../model/geometry';
import { addAfterOps, insertBetweenOps } from './node-edits';

/** The Manual Trigger type added in front of a first regular node. */
export const MANUAL_TRIGGER_TYPE = 'n8n-nodes-base.manualTrigger';
/** Gap between a node and the one added after it. */
export const NEXT_NODE_GAP = NODE_SIZE + 5 * GRID_SIZE;

/** What {@link addNodeOps} needs besides the document. */
export interface AddNodeContext {
  /** Whether a node type starts workflows. */
  readonly isTrigger: (type: string) => boolean;
  /** The currently selected node ids (the last one is the anchor). */
  readonly selection: ReadonlySet<NodeId>;
  /** Makes node ids. */
  readonly newId: () => string;
}

/** The operations to add `node` per the request and rules, and the id of the node to select. */
export function addNodeOps(
  doc: WorkflowDocument,
  input: DocNode,
  request: NodeCreatorRequest | undefined,
  ctx: AddNodeContext,
): { ops: Operation[]; selectId: NodeId } {
  const name = uniqueNodeName(input.name, doc.nameIndex.keys());
  let node: DocNode = { ...input, name };
  if (request)
    node = {
      ...node,
      position: [snapToGrid(request.position.x), snapToGrid(request.position.y)],
    };
  if (request?.insertBetween)
    return {
      ops: insertBetweenOps(doc, request.insertBetween.connection, node),
      selectId: node.id,
    };
  if (request?.source && doc.nodes.has(request.source.nodeId)) {
    return {
      ops: addAfterOps(request.source.nodeId, request.source.outputIndex, node),
      selectId: node.id,
    };
  }
  const anchorId = [...ctx.selection].pop();
  const anchor = anchorId === undefined ? undefined : doc.nodes.get(anchorId);
  if (anchor && anchor.type !== 'n8n-nodes-base.stickyNote' && !ctx.isTrigger(node.type)) {
    if (!request)
      node = {
        ...node,
        position: [anchor.position[0] + NEXT_NODE_GAP, anchor.position[1]],
      };
    return { ops: addAfterOps(anchor.id, 0, node), selectId: node.id };
  }
  const realNodes = listNodes(doc).filter((n) => n.type !== 'n8n-nodes-base.stickyNote');
  if (realNodes.length === 0 && !ctx.isTrigger(node.type) && node.type !== 'n8n-nodes-base.stickyNote') {
    const trigger: DocNode = {
      id: ctx.newId(),
      name: uniqueNodeName('When clicking ‘Execute workflow’', [name, ...doc.nameIndex.keys()]),
      type: MANUAL_TRIGGER_TYPE,
      typeVersion: 1,
      position: [node.position[0] - NEXT_NODE_GAP, node.position[1]],
      parameters: {},
    };
    return {
      ops: [
        addNodeOp(trigger),
        addNodeOp(node),
        addConnectionOp({
          source: { nodeId: trigger.id, type: 'main', index: 0 },
          target: { nodeId: node.id, type: 'main', index: 0 },
        }),
      ],
      selectId: node.id,
    };
  }
  return { ops: [addNodeOp(node)], selectId: node.id };
}
