import {
  addConnectionOp,
  addNodeOp,
  listNodes,
  moveNodeOp,
  removeConnectionOp,
  uniqueNodeName,
  type DocConnection,
  type DocNode,
  type INodeTypeDescription,
  type NodeId,
  type Operation,
  type WorkflowDocument,
} from '@sdk';
import { defaultVersionOf, MANUAL_TRIGGER_NODE_TYPE } from '@plugins/node-types/api';
import type { GraphPoint, NodeCreatorRequest } from '@plugins/canvas/api';

/** Canvas grid: positions snap to it. */
export const GRID = 20;
/** Horizontal distance between a node and the one added after it. */
export const NODE_GAP_X = 200;
/** Vertical step used to find a free spot below an occupied one. */
const FREE_STEP_Y = 160;

/** What a placement needs besides the document. */
export interface PlacementContext {
  /** Why the creator was opened (canvas gesture), if it was. */
  readonly request?: NodeCreatorRequest;
  /** Selected node ids; the last is the anchor for "add after". */
  readonly selection: ReadonlySet<NodeId>;
  /** Where a node without any other hint goes. */
  readonly viewportCenter: GraphPoint;
  /** Whether a type starts workflows. */
  readonly isTrigger: (type: string) => boolean;
  /** The Manual Trigger description, when installed (added before a first regular node). */
  readonly manualTrigger: INodeTypeDescription | null;
  /** Makes node ids. */
  readonly newId: () => string;
}

/** The planned edit: operations for one transaction, and the node to select afterwards. */
export interface PlannedAdd {
  readonly ops: Operation[];
  readonly nodeId: NodeId;
}

const snap = (v: number) => Math.round(v / GRID) * GRID;

/** A new node of a type, named after its default name, unique in `used`. */
export function newNodeFor(description: INodeTypeDescription, used: Iterable<string>, id: string, position: readonly [number, number]): DocNode {
  const node: Record<string, unknown> = {
    id,
    name: uniqueNodeName(description.defaults?.name ?? description.displayName, used),
    type: description.name,
    typeVersion: defaultVersionOf(description),
    position: [snap(position[0]), snap(position[1])],
    parameters: {},
  };
  // Webhook-based triggers need their own path id, as n8n gives them.
  if (description.webhooks && description.webhooks.length > 0) node['webhookId'] = id;
  return node as DocNode;
}

function occupied(doc: WorkflowDocument, position: readonly [number, number]): boolean {
  return listNodes(doc).some((n) => Math.abs(n.position[0] - position[0]) < NODE_GAP_X / 2 && Math.abs(n.position[1] - position[1]) < FREE_STEP_Y / 2);
}

function freeSpot(doc: WorkflowDocument, start: readonly [number, number]): [number, number] {
  let position: [number, number] = [snap(start[0]), snap(start[1])];
  for (let i = 0; i < 50 && occupied(doc, position); i++) position = [position[0], position[1] + FREE_STEP_Y];
  return position;
}

function link(sourceId: NodeId, outputIndex: number, targetId: NodeId): DocConnection {
  return { source: { nodeId: sourceId, type: 'main', index: outputIndex }, target: { nodeId: targetId, type: 'main', index: 0 } };
}

/** Every node reachable downstream of `start` (start included). */
function downstream(doc: WorkflowDocument, start: NodeId): Set<NodeId> {
  const seen = new Set<NodeId>([start]);
  const queue = [start];
  while (queue.length > 0) {
    const id = queue.shift() as NodeId;
    const outgoing = doc.connections.get(id) ?? {};
    for (const slots of Object.values(outgoing)) {
      for (const slot of slots) {
        for (const end of slot) {
          if (!seen.has(end.nodeId)) {
            seen.add(end.nodeId);
            queue.push(end.nodeId);
          }
        }
      }
    }
  }
  return seen;
}

/**
 * Plans adding a node of `description` per n8n's rules, as ONE transaction:
 * - into a connection (insert between): the connection is replaced by two,
 *   and the downstream nodes move right to make room;
 * - after an output (`request.source`) or after the selected node, connected;
 * - a regular node on an empty canvas brings a Manual Trigger before it;
 * - otherwise alone at the requested point or the viewport centre, on a free spot.
 */
export function planAdd(doc: WorkflowDocument, description: INodeTypeDescription, ctx: PlacementContext): PlannedAdd {
  const used = new Set(doc.nameIndex.keys());
  const request = ctx.request;
  const trigger = ctx.isTrigger(description.name);
  const id = ctx.newId();
  const at = (p: readonly [number, number]) => newNodeFor(description, used, id, p);

  if (request?.insertBetween && !trigger) {
    const { connection } = request.insertBetween;
    const source = doc.nodes.get(connection.source.nodeId);
    const target = doc.nodes.get(connection.target.nodeId);
    if (source && target) {
      const node = at([source.position[0] + NODE_GAP_X, source.position[1]]);
      const ops: Operation[] = [removeConnectionOp(connection), addNodeOp(node)];
      ops.push(addConnectionOp(link(source.id, connection.source.index, node.id)));
      ops.push(addConnectionOp({ source: { nodeId: node.id, type: 'main', index: 0 }, target: connection.target }));
      const room = node.position[0] + NODE_GAP_X - target.position[0];
      if (room > 0) {
        for (const nodeId of downstream(doc, target.id)) {
          const n = doc.nodes.get(nodeId);
          if (n && nodeId !== source.id) ops.push(moveNodeOp(nodeId, [n.position[0] + room, n.position[1]]));
        }
      }
      return { ops, nodeId: node.id };
    }
  }

  if (request?.source && !trigger && doc.nodes.has(request.source.nodeId)) {
    const node = at([request.position.x, request.position.y]);
    return { ops: [addNodeOp(node), addConnectionOp(link(request.source.nodeId, request.source.outputIndex, node.id))], nodeId: node.id };
  }

  const anchorId = [...ctx.selection].pop();
  const anchor = anchorId === undefined ? undefined : doc.nodes.get(anchorId);
  if (anchor && !trigger && anchor.type !== 'n8n-nodes-base.stickyNote') {
    const node = at(freeSpot(doc, [anchor.position[0] + NODE_GAP_X, anchor.position[1]]));
    return { ops: [addNodeOp(node), addConnectionOp(link(anchor.id, 0, node.id))], nodeId: node.id };
  }

  const point: [number, number] = request ? [request.position.x, request.position.y] : [ctx.viewportCenter.x, ctx.viewportCenter.y];
  const realNodes = listNodes(doc).filter((n) => n.type !== 'n8n-nodes-base.stickyNote');
  if (realNodes.length === 0 && !trigger && ctx.manualTrigger && description.name !== 'n8n-nodes-base.stickyNote') {
    const triggerNode = newNodeFor(ctx.manualTrigger, used, ctx.newId(), [point[0] - NODE_GAP_X, point[1]]);
    used.add(triggerNode.name);
    const node = at(point);
    return { ops: [addNodeOp(triggerNode), addNodeOp(node), addConnectionOp(link(triggerNode.id, 0, node.id))], nodeId: node.id };
  }
  return { ops: [addNodeOp(at(request ? point : freeSpot(doc, point)))], nodeId: id };
}

/** The Manual Trigger type name (re-exported for callers that look it up). */
export const MANUAL_TRIGGER = MANUAL_TRIGGER_NODE_TYPE;
