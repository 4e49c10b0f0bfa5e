/**
 * Adding a node with n8n's placement rules, as the operations of one
 * transaction (one undo step), behind `ICanvasService.addNode` (which the node
 * creator calls too):
 * - into a connection (insert between): right of the connection's source, the
 *   connection replaced by two, the target and what is downstream of it pushed
 *   right when too close;
 * - after an output (the '+' stub, a connection dropped on empty canvas): at
 *   the requested point, connected;
 * - after the selected node (the last selected is the anchor; not for
 *   triggers, not after a sticky note): right of it on a free spot, connected;
 * - for a root node's slot (an AI sub-node): under the slot, connected to it
 *   with the slot's connection type;
 * - a regular node on an empty canvas: a Manual Trigger (typeVersion 1) is
 *   added before it and connected;
 * - otherwise alone, at the requested point or on a free spot near its position.
 * The name is made unique in the workflow.
 */
import {
  addConnectionOp,
  addNodeOp,
  listNodes,
  uniqueNodeName,
  type DocNode,
  type NodeId,
  type Operation,
  type WorkflowDocument,
} from '@sdk';
import type { NodeCreatorRequest } from '../api';
import { GRID_SIZE, NODE_SIZE, snapToGrid } from '../model/geometry';
import { STICKY_NODE_TYPE } from '../model/node-type-info';
import { addAfterOps, insertBetweenOps } from './node-edits';

/** The Manual Trigger type added in front of a first regular node. */
export const MANUAL_TRIGGER_TYPE = 'n8n-nodes-base.manualTrigger';
/** The Manual Trigger's name in n8n. */
export const MANUAL_TRIGGER_NAME = 'When clicking ‘Execute workflow’';
/** Horizontal distance between a node and the one added after it. */
export const NEXT_NODE_GAP = NODE_SIZE + 5 * GRID_SIZE;
/** Vertical step of the free-spot search (a node and its labels). */
export const FREE_SPOT_STEP = 8 * GRID_SIZE;

/** What {@link planAddNode} needs besides the document and the node. */
export interface AddNodeContext {
  /** Why the node is added (a canvas gesture), if it is. */
  readonly request?: NodeCreatorRequest | undefined;
  /** The selected node ids; the last one is the anchor for "add after". */
  readonly selection: ReadonlySet<NodeId>;
  /** Whether a node type starts workflows. */
  readonly isTrigger: (type: string) => boolean;
  /** Makes node ids. */
  readonly newId: () => string;
}

/** The planned edit: the operations of one transaction, and the new node (to select afterwards). */
export interface PlannedAdd {
  readonly ops: Operation[];
  readonly nodeId: NodeId;
}

const snap = (p: readonly [number, number]): [number, number] => [snapToGrid(p[0]), snapToGrid(p[1])];

/** Whether a node (not a sticky note) already sits about at `position`. */
function occupied(doc: WorkflowDocument, position: readonly [number, number]): boolean {
  return listNodes(doc).some(
    (n) =>
      n.type !== STICKY_NODE_TYPE &&
      Math.abs(n.position[0] - position[0]) < NEXT_NODE_GAP / 2 &&
      Math.abs(n.position[1] - position[1]) < FREE_SPOT_STEP / 2,
  );
}

/** The first spot at or below `start` (snapped) where no node sits, so new nodes never stack. */
export function freeSpot(doc: WorkflowDocument, start: readonly [number, number]): [number, number] {
  let position = snap(start);
  for (let i = 0; i < 50 && occupied(doc, position); i++) position = [position[0], position[1] + FREE_SPOT_STEP];
  return position;
}

/** Plans adding `input` (its position is used when no request or anchor places it). */
export function planAddNode(doc: WorkflowDocument, input: DocNode, ctx: AddNodeContext): PlannedAdd {
  const { request } = ctx;
  const trigger = ctx.isTrigger(input.type);
  const sticky = input.type === STICKY_NODE_TYPE;
  const base: DocNode = { ...input, name: uniqueNodeName(input.name, doc.nameIndex.keys()) };
  const at = (position: readonly [number, number]): DocNode => ({ ...base, position: [position[0], position[1]] });
  const requested = request ? snap([request.position.x, request.position.y]) : null;

  if (request?.insertBetween && !trigger && !sticky) {
    const { connection } = request.insertBetween;
    const source = doc.nodes.get(connection.source.nodeId);
    if (source && doc.nodes.has(connection.target.nodeId)) {
      const node = at(snap([source.position[0] + NEXT_NODE_GAP, source.position[1]]));
      return { ops: insertBetweenOps(doc, connection, node), nodeId: node.id };
    }
  }

  // A sub-node for a root's slot ('+' under the slot): at the requested point, connected to the slot.
  if (request?.slot && requested && doc.nodes.has(request.slot.nodeId)) {
    const node = at(freeSpot(doc, requested));
    const { type, nodeId } = request.slot;
    const link = { source: { nodeId: node.id, type, index: 0 }, target: { nodeId, type, index: 0 } };
    return { ops: [addNodeOp(node), addConnectionOp(link)], nodeId: node.id };
  }

  if (request?.source && requested && !trigger && !sticky && doc.nodes.has(request.source.nodeId)) {
    const node = at(requested);
    return { ops: addAfterOps(request.source.nodeId, request.source.outputIndex, node), nodeId: node.id };
  }

  const anchorId = [...ctx.selection].pop();
  const anchor = anchorId === undefined ? undefined : doc.nodes.get(anchorId);
  if (anchor && anchor.type !== STICKY_NODE_TYPE && !trigger && !sticky) {
    const node = at(requested ?? freeSpot(doc, [anchor.position[0] + NEXT_NODE_GAP, anchor.position[1]]));
    return { ops: addAfterOps(anchor.id, 0, node), nodeId: node.id };
  }

  const realNodes = listNodes(doc).filter((n) => n.type !== STICKY_NODE_TYPE);
  if (realNodes.length === 0 && !trigger && !sticky) {
    const node = at(requested ?? snap(input.position));
    const manual: DocNode = {
      id: ctx.newId(),
      name: uniqueNodeName(MANUAL_TRIGGER_NAME, [node.name, ...doc.nameIndex.keys()]),
      type: MANUAL_TRIGGER_TYPE,
      typeVersion: 1,
      position: [node.position[0] - NEXT_NODE_GAP, node.position[1]],
      parameters: {},
    };
    const link = { source: { nodeId: manual.id, type: 'main', index: 0 }, target: { nodeId: node.id, type: 'main', index: 0 } };
    return { ops: [addNodeOp(manual), addNodeOp(node), addConnectionOp(link)], nodeId: node.id };
  }

  // Sticky notes go where asked: they sit behind nodes on purpose.
  const node = at(requested ?? (sticky ? input.position : freeSpot(doc, input.position)));
  return { ops: [addNodeOp(node)], nodeId: node.id };
}
