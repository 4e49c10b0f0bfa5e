/**
 * Walking the id-keyed connection map of a workflow document: the nodes a
 * node feeds into (children) and the nodes feeding it (parents), through any
 * number of steps.
 *
 * @module
 */
import type { ConnectionMap, NodeId, OutgoingConnections } from '@core/document/types';

/** Connection type followed by default: `main` carries items. */
export const MAIN_CONNECTION_TYPE = 'main';

/** One connection type's outputs, read as an own property. */
function outputsOf(byType: OutgoingConnections, type: string): OutgoingConnections[string] | undefined {
  return Object.hasOwn(byType, type) ? byType[type] : undefined;
}

function walk(start: NodeId, next: (id: NodeId) => readonly NodeId[]): NodeId[] {
  const seen = new Set<NodeId>([start]);
  const out: NodeId[] = [];
  let frontier: NodeId[] = [start];
  while (frontier.length > 0) {
    const following: NodeId[] = [];
    for (const id of frontier) {
      for (const n of next(id)) {
        if (seen.has(n)) continue;
        seen.add(n);
        out.push(n);
        following.push(n);
      }
    }
    frontier = following;
  }
  return out;
}

/** Direct targets of the node's outputs of `type`, in output and list order. */
export function getDirectChildIds(connections: ConnectionMap, nodeId: NodeId, type: string = MAIN_CONNECTION_TYPE): NodeId[] {
  const byType = connections.get(nodeId);
  const outputs = byType === undefined ? undefined : outputsOf(byType, type);
  return (outputs ?? []).flatMap((targets) => targets.map((t) => t.nodeId));
}

/** Direct sources connected to the node's inputs of `type`. */
export function getDirectParentIds(connections: ConnectionMap, nodeId: NodeId, type: string = MAIN_CONNECTION_TYPE): NodeId[] {
  const out: NodeId[] = [];
  for (const [sourceId, byType] of connections) {
    if ((outputsOf(byType, type) ?? []).some((targets) => targets.some((t) => t.nodeId === nodeId))) out.push(sourceId);
  }
  return out;
}

/** Every node reachable from the node's outputs, nearest first, without the node itself. */
export function getChildNodeIds(connections: ConnectionMap, nodeId: NodeId, type: string = MAIN_CONNECTION_TYPE): NodeId[] {
  return walk(nodeId, (id) => getDirectChildIds(connections, id, type));
}

/** Every node the node is reachable from, nearest first, without the node itself. */
export function getParentNodeIds(connections: ConnectionMap, nodeId: NodeId, type: string = MAIN_CONNECTION_TYPE): NodeId[] {
  const parents = new Map<NodeId, NodeId[]>();
  for (const [sourceId, byType] of connections) {
    for (const targets of outputsOf(byType, type) ?? []) {
      for (const t of targets) {
        const list = parents.get(t.nodeId) ?? [];
        if (!list.includes(sourceId)) list.push(sourceId);
        parents.set(t.nodeId, list);
      }
    }
  }
  return walk(nodeId, (id) => parents.get(id) ?? []);
}
