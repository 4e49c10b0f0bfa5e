import { Map as ImmutableMap } from 'immutable';
import type { ConnectionEnd, ConnectionMap, DocConnection, InboundIndex, NodeId, OutgoingConnections, WorkflowDocument } from './types';

type Targets = ReadonlyArray<ConnectionEnd>;
type Outputs = ReadonlyArray<Targets>;

/** The outputs of one connection type, read as an own property (a type named like an Object.prototype member is data). */
function outputsOf(byType: OutgoingConnections | undefined, type: string): Outputs | undefined {
  return byType !== undefined && Object.hasOwn(byType, type) ? byType[type] : undefined;
}

/** Whether two ends name the same node, connection type and slot index. */
export function sameEnd(a: ConnectionEnd, b: ConnectionEnd): boolean {
  return a.nodeId === b.nodeId && a.type === b.type && a.index === b.index;
}

/** Whether two connections join the same output to the same input. */
export function sameConnection(a: DocConnection, b: DocConnection): boolean {
  return sameEnd(a.source, b.source) && sameEnd(a.target, b.target);
}

/** Whether the map already holds this exact connection. */
export function hasConnection(map: ConnectionMap, c: DocConnection): boolean {
  const slot = outputsOf(map.get(c.source.nodeId), c.source.type)?.[c.source.index];
  return slot !== undefined && slot.some((t) => sameEnd(t, c.target));
}

/** Where the target sits in its output's list of targets; -1 when the connection does not exist. */
export function connectionPosition(map: ConnectionMap, c: DocConnection): number {
  const slot = outputsOf(map.get(c.source.nodeId), c.source.type)?.[c.source.index];
  return slot === undefined ? -1 : slot.findIndex((t) => sameEnd(t, c.target));
}

/**
 * Appends the target to its output, or inserts it at `position` (undo puts a target back where it
 * was); the output list is padded with empty slots to at least `slots` (undo puts back the trailing
 * empty slots a removal took away). Returns the same map when the connection exists already. Map
 * level only: in a document use connectionAdded, which also updates `inbound`.
 */
export function addToMap(map: ConnectionMap, c: DocConnection, position?: number, slots = 0): ConnectionMap {
  if (hasConnection(map, c)) return map;
  const byType = map.get(c.source.nodeId) ?? {};
  const outputs = [...(outputsOf(byType, c.source.type) ?? [])];
  while (outputs.length <= c.source.index || outputs.length < slots) outputs.push([]);
  const targets = [...(outputs[c.source.index] ?? [])];
  targets.splice(position ?? targets.length, 0, c.target);
  outputs[c.source.index] = targets;
  return map.set(c.source.nodeId, { ...byType, [c.source.type]: outputs });
}

/**
 * What of a connection's source entry existed before an add: adding may have
 * to create the entry, the type and empty slots up to the output index.
 */
export interface OutputShape {
  /** The source node already had an entry in the map. */
  readonly source: boolean;
  /** That entry already had this connection type. */
  readonly type: boolean;
  /** How many output slots of this type existed. */
  readonly slots: number;
}

/**
 * Records what of the connection's source entry exists in `map` now, so an undo can remove exactly
 * what a later add creates.
 */
export function outputShape(map: ConnectionMap, c: DocConnection): OutputShape {
  const byType = map.get(c.source.nodeId);
  const outputs = outputsOf(byType, c.source.type);
  return { source: byType !== undefined, type: outputs !== undefined, slots: outputs?.length ?? 0 };
}

/**
 * Removes the connection. Its output slot stays (empty) so other outputs keep
 * their index, unless `shape` says what existed before the connection was
 * added: then the entry, type and trailing slots the add created go too.
 * Map level only: in a document use connectionRemoved, which also updates `inbound`.
 */
export function removeFromMap(map: ConnectionMap, c: DocConnection, shape?: OutputShape): ConnectionMap {
  if (!hasConnection(map, c)) return map;
  const byType = map.get(c.source.nodeId) ?? {};
  const outputs = [...(outputsOf(byType, c.source.type) ?? [])];
  outputs[c.source.index] = (outputs[c.source.index] ?? []).filter((t) => !sameEnd(t, c.target));
  if (!shape) return map.set(c.source.nodeId, { ...byType, [c.source.type]: outputs });
  while (outputs.length > shape.slots && outputs[outputs.length - 1]?.length === 0) outputs.pop();
  if (shape.type || outputs.length > 0) return map.set(c.source.nodeId, { ...byType, [c.source.type]: outputs });
  const { [c.source.type]: _type, ...otherTypes } = byType;
  if (shape.source || Object.keys(otherTypes).length > 0) return map.set(c.source.nodeId, otherTypes);
  return map.delete(c.source.nodeId);
}

/** Calls `visit` for every target of one source's outputs, in type, output and list order. */
function forEachTarget(
  byType: OutgoingConnections,
  visit: (target: ConnectionEnd, type: string, index: number, position: number) => void,
): void {
  for (const [type, outputs] of Object.entries(byType)) {
    outputs.forEach((targets, index) => targets.forEach((target, position) => visit(target, type, index, position)));
  }
}

/** One source's connections as a flat list, in type, output and list order. */
export function listOutgoing(sourceId: NodeId, byType: OutgoingConnections): DocConnection[] {
  const out: DocConnection[] = [];
  forEachTarget(byType, (target, type, index) => out.push({ source: { nodeId: sourceId, type, index }, target }));
  return out;
}

/** Every connection as a flat list, in map order. O(all connections): prefer outgoing/incomingConnections for one node. */
export function listConnections(map: ConnectionMap): DocConnection[] {
  const out: DocConnection[] = [];
  for (const [sourceId, byType] of map) out.push(...listOutgoing(sourceId, byType));
  return out;
}

/** The node's outgoing connections (type -> output index -> targets), as stored; undefined when it has no entry. */
export function outgoing(doc: WorkflowDocument, nodeId: NodeId): OutgoingConnections | undefined {
  return doc.connections.get(nodeId);
}

/**
 * Every connection that ends at the node, found through `inbound` in O(the node's degree): for each
 * source, in that source's type, output and list order. Includes a connection from the node to
 * itself.
 */
export function incomingConnections(doc: WorkflowDocument, nodeId: NodeId): DocConnection[] {
  const sources = doc.inbound.get(nodeId);
  if (sources === undefined) return [];
  const out: DocConnection[] = [];
  for (const sourceId of sources.keys()) {
    const byType = doc.connections.get(sourceId);
    if (byType === undefined) continue;
    forEachTarget(byType, (target, type, index) => {
      if (target.nodeId === nodeId) out.push({ source: { nodeId: sourceId, type, index }, target });
    });
  }
  return out;
}

/** Connections that start or end at the node (outgoing first; a self-connection once), in O(its degree). */
export function connectionsOfNode(doc: WorkflowDocument, nodeId: NodeId): DocConnection[] {
  const byType = doc.connections.get(nodeId);
  const out = byType === undefined ? [] : listOutgoing(nodeId, byType);
  for (const c of incomingConnections(doc, nodeId)) if (c.source.nodeId !== nodeId) out.push(c);
  return out;
}

/** Adds `count` connections from source to target to the inbound index. */
export function inboundAdd(inbound: InboundIndex, sourceId: NodeId, targetId: NodeId, count = 1): InboundIndex {
  if (count <= 0) return inbound;
  const sources = inbound.get(targetId) ?? ImmutableMap<NodeId, number>();
  return inbound.set(targetId, sources.set(sourceId, (sources.get(sourceId) ?? 0) + count));
}

/**
 * Takes `count` connections from source to target off the inbound index (all of them when `count`
 * is omitted), dropping entries that reach 0.
 */
export function inboundRemove(inbound: InboundIndex, sourceId: NodeId, targetId: NodeId, count = Infinity): InboundIndex {
  const sources = inbound.get(targetId);
  const current = sources?.get(sourceId);
  if (sources === undefined || current === undefined || count <= 0) return inbound;
  if (current > count) return inbound.set(targetId, sources.set(sourceId, current - count));
  const rest = sources.delete(sourceId);
  return rest.size === 0 ? inbound.delete(targetId) : inbound.set(targetId, rest);
}

/** The inbound index of a connection map (see InboundIndex); built once per loaded document. */
export function computeInbound(map: ConnectionMap): InboundIndex {
  const counts = new Map<NodeId, Map<NodeId, number>>();
  for (const [sourceId, byType] of map) {
    forEachTarget(byType, (target) => {
      let sources = counts.get(target.nodeId);
      if (sources === undefined) counts.set(target.nodeId, (sources = new Map()));
      sources.set(sourceId, (sources.get(sourceId) ?? 0) + 1);
    });
  }
  return ImmutableMap<NodeId, ImmutableMap<NodeId, number>>().withMutations((inbound) => {
    for (const [target, sources] of counts) inbound.set(target, ImmutableMap(sources));
  });
}

/** How many targets a source's outputs hold, all types together. */
function targetCount(outputs: OutgoingConnections | undefined): number {
  let n = 0;
  if (outputs !== undefined) forEachTarget(outputs, () => n++);
  return n;
}

/**
 * The document with the connection added (see addToMap) and `inbound` updated; the same document
 * when the connection exists already. For operations that add connections.
 */
export function connectionAdded(doc: WorkflowDocument, c: DocConnection, position?: number, slots?: number): WorkflowDocument {
  const connections = addToMap(doc.connections, c, position, slots);
  if (connections === doc.connections) return doc;
  return { ...doc, connections, inbound: inboundAdd(doc.inbound, c.source.nodeId, c.target.nodeId) };
}

/**
 * The document with the connection removed (see removeFromMap) and `inbound` updated; the same
 * document when there is no such connection. For operations that remove connections.
 */
export function connectionRemoved(doc: WorkflowDocument, c: DocConnection, shape?: OutputShape): WorkflowDocument {
  const connections = removeFromMap(doc.connections, c, shape);
  if (connections === doc.connections) return doc;
  // Imported JSON may hold the same target twice in one slot; removal takes every copy.
  const removed = targetCount(doc.connections.get(c.source.nodeId)) - targetCount(connections.get(c.source.nodeId));
  return { ...doc, connections, inbound: inboundRemove(doc.inbound, c.source.nodeId, c.target.nodeId, removed) };
}

/** The outputs with every target at `nodeId` left out; the same object when none pointed there. */
function withoutTargetsAt(byType: OutgoingConnections, nodeId: NodeId): OutgoingConnections {
  let next: Record<string, Outputs> | null = null;
  for (const [type, outputs] of Object.entries(byType)) {
    if (!outputs.some((targets) => targets.some((t) => t.nodeId === nodeId))) continue;
    next ??= { ...byType };
    next[type] = outputs.map((targets) =>
      targets.some((t) => t.nodeId === nodeId) ? targets.filter((t) => t.nodeId !== nodeId) : targets,
    );
  }
  return next ?? byType;
}

/**
 * The connections and inbound index without the node: its outgoing entry goes, and every target
 * pointing at it is taken out of its sources' lists (their slots stay, so other outputs keep their
 * index). O(the node's degree), through `inbound`.
 */
export function detachNode(doc: WorkflowDocument, nodeId: NodeId): Pick<WorkflowDocument, 'connections' | 'inbound'> {
  let { connections, inbound } = doc;
  const own = connections.get(nodeId);
  if (own !== undefined) {
    forEachTarget(own, (target) => {
      if (target.nodeId !== nodeId) inbound = inboundRemove(inbound, nodeId, target.nodeId);
    });
    connections = connections.delete(nodeId);
  }
  const sources = inbound.get(nodeId);
  if (sources !== undefined) {
    for (const sourceId of sources.keys()) {
      const byType = connections.get(sourceId);
      if (sourceId === nodeId || byType === undefined) continue;
      connections = connections.set(sourceId, withoutTargetsAt(byType, nodeId));
    }
    inbound = inbound.delete(nodeId);
  }
  return { connections, inbound };
}
