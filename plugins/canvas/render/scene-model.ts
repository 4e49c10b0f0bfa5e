/**
 * The scene's model of the document: per node its box, type facts and the
 * connections touching it; per connection its curve; both in spatial indexes
 * and grouped into chunks (square areas of the graph) so culling and redraws
 * touch only what is on screen or what changed.
 */
import { connectionsOfNode, outgoing, type DocConnection, type DocNode, type NodeId, type WorkflowDocument } from '@sdk';
import {
  connectionCurve,
  curveBounds,
  inputPortPosition,
  nodeHeight,
  outputPortPosition,
  rootWidth,
  slotCurve,
  slotPosition,
  SLOT_STUB,
  SUB_NODE_SIZE,
  subOutputPosition,
  unionRects,
  type Rect,
} from '../model/geometry';
import { connectedTypes, slotStates, type ConnectedTypes, type SlotState } from '../model/typed-ports';
import { isSticky, outputCount, stickySize } from '../model/layout';
import type { CanvasNodeType } from '../model/node-type-info';
import { SpatialIndex } from '../model/spatial-index';
import { connectionKey, type ConnectionEntry } from './connection-drawing';

const NO_TYPED_PORTS: Pick<NodeEntry, 'slots' | 'subOutputs' | 'subNode'> = { slots: [], subOutputs: [], subNode: false };

/** Side of a chunk in graph units. */
export const CHUNK_SIZE = 1600;
/** Room under a node for its labels, and right of it for stubs, counted into chunk bounds. */
const LABEL_ROOM = 50;
const STUB_ROOM = 90;

/** A node as the scene keeps it. */
export interface NodeEntry {
  node: DocNode;
  box: Rect;
  type: CanvasNodeType;
  outputs: number;
  sticky: boolean;
  chunk: string;
  readonly conns: Set<string>;
  /** Typed inputs (AI slots) along the bottom edge, with their connection counts; empty for most nodes. */
  slots: readonly SlotState[];
  /** Typed output types on the top edge (a sub-node's); empty for most nodes. */
  subOutputs: readonly string[];
  /** Drawn as a sub-node (small circle, no main ports). */
  subNode: boolean;
}

/** A connection as the scene keeps it, with its chunk. */
export interface SceneConnection extends ConnectionEntry {
  chunk: string;
}

/** The chunk a point falls in. */
export function chunkKeyOf(x: number, y: number): string {
  return `${Math.floor(x / CHUNK_SIZE)},${Math.floor(y / CHUNK_SIZE)}`;
}

/** Nodes and connections with their geometry; no display objects. */
export class SceneModel {
  readonly nodes = new Map<NodeId, NodeEntry>();
  readonly conns = new Map<string, SceneConnection>();
  readonly nodeIndex = new SpatialIndex<NodeId>();
  readonly connIndex = new SpatialIndex<string>();
  /** chunk key -> node ids in it. */
  readonly chunkNodes = new Map<string, Set<NodeId>>();
  /** chunk key -> connection keys drawn with it (a connection belongs to its source's chunk). */
  readonly chunkConns = new Map<string, Set<string>>();
  doc: WorkflowDocument | null = null;

  private member(map: Map<string, Set<string>>, chunk: string, key: string, add: boolean): void {
    let set = map.get(chunk);
    if (add) {
      if (!set) map.set(chunk, (set = new Set()));
      set.add(key);
    } else if (set) {
      set.delete(key);
      if (set.size === 0) map.delete(chunk);
    }
  }

  constructor(private readonly typeOf: (node: DocNode) => CanvasNodeType) {}

  /** Builds everything from a document (bulk-loading the indexes). */
  load(doc: WorkflowDocument): void {
    this.doc = doc;
    this.nodes.clear();
    this.conns.clear();
    this.chunkNodes.clear();
    this.chunkConns.clear();
    // One pass over the connections for the typed ones: nodes without any pay nothing more.
    const typed = connectedTypes(doc);
    for (const node of doc.nodes.values()) {
      const entry = this.entryFor(node, typed);
      this.nodes.set(node.id, entry);
      this.member(this.chunkNodes, entry.chunk, node.id, true);
    }
    for (const [sourceId, byType] of doc.connections) {
      for (const [type, outputs] of Object.entries(byType)) {
        outputs.forEach((targets, index) => {
          for (const target of targets) this.addConnection({ source: { nodeId: sourceId, type, index }, target }, false);
        });
      }
    }
    this.nodeIndex.load([...this.nodes].map(([id, e]) => [id, e.box] as const));
    this.connIndex.load([...this.conns.values()].map((c) => [c.key, curveBounds(c.curve)] as const));
  }

  // The type is looked up once per node and the box built from it (layout.ts's nodeBox, inlined:
  // opening 10,000 nodes called the type lookup several times per node and per connection end).
  private entryFor(node: DocNode, typed?: ConnectedTypes): NodeEntry {
    const type = this.typeOf(node);
    const sticky = isSticky(node);
    const { slots, subOutputs, subNode } = this.typedPorts(node, type, typed);
    const outputs = sticky || subNode ? 0 : outputCount(this.doc, node, type);
    const [x, y] = node.position;
    const box = sticky
      ? { x, y, ...stickySize(node) }
      : subNode
        ? { x, y, width: SUB_NODE_SIZE, height: SUB_NODE_SIZE }
        : { x, y, width: rootWidth(slots.length), height: nodeHeight(type.inputs, outputs) };
    return {
      slots,
      subOutputs,
      subNode,
      node,
      box,
      // A sub-node has no main ports even when its type is unknown (drawn with a main input otherwise).
      type: subNode && type.inputs > 0 ? { ...type, inputs: 0 } : type,
      outputs,
      sticky,
      chunk: chunkKeyOf(box.x, box.y),
      conns: this.nodes.get(node.id)?.conns ?? new Set(),
    };
  }

  /**
   * A node's typed ports: the type's, completed from the connections (an unknown type whose only
   * connections are typed outputs is a sub-node). Only nodes with typed ports or connections pay.
   */
  private typedPorts(node: DocNode, type: CanvasNodeType, typed?: ConnectedTypes): Pick<NodeEntry, 'slots' | 'subOutputs' | 'subNode'> {
    let incoming: Map<string, number> | undefined;
    let outgoingTypes: Set<string> | undefined;
    if (typed) {
      incoming = typed.incoming.get(node.id);
      outgoingTypes = typed.outgoing.get(node.id);
    } else if (this.doc && (type.slots || type.subOutputs || this.doc.connections.has(node.id) || this.doc.inbound.has(node.id))) {
      for (const c of connectionsOfNode(this.doc, node.id)) {
        if (c.source.type === 'main') continue;
        if (c.target.nodeId === node.id) (incoming ??= new Map()).set(c.target.type, (incoming.get(c.target.type) ?? 0) + 1);
        if (c.source.nodeId === node.id) (outgoingTypes ??= new Set()).add(c.source.type);
      }
    }
    if (!type.slots && !type.subOutputs && !incoming && !outgoingTypes) return NO_TYPED_PORTS;
    const slots = slotStates(type.slots, incoming);
    const subOutputs = [...new Set([...(type.subOutputs ?? []), ...(outgoingTypes ?? [])])];
    const mainOut = this.doc ? (outgoing(this.doc, node.id)?.['main']?.some((t) => (t?.length ?? 0) > 0) ?? false) : false;
    const subNode = type.subNode === true || (!type.known && subOutputs.length > 0 && !mainOut && !this.doc?.inbound.has(node.id));
    return { slots, subOutputs, subNode };
  }

  /** The curve of a connection from the current boxes; null when an end is missing. */
  curveOf(c: DocConnection): ConnectionEntry['curve'] | null {
    const s = this.nodes.get(c.source.nodeId);
    const t = this.nodes.get(c.target.nodeId);
    if (c.source.type !== 'main') {
      if (!s || !t || s.sticky || t.sticky) return null;
      const slot = t.slots.findIndex((x) => x.type === c.target.type);
      const to = slot < 0 ? { x: t.box.x + t.box.width / 2, y: t.box.y + t.box.height } : slotPosition(t.box, slot, t.slots.length);
      return slotCurve(subOutputPosition(s.box), to);
    }
    if (!s || !t || !this.doc || s.sticky || c.source.index < 0 || c.source.index >= s.outputs) return null;
    const from = outputPortPosition(s.box, c.source.index, s.outputs);
    const to =
      !t.sticky && c.target.index >= 0 && c.target.index < t.type.inputs
        ? inputPortPosition(t.box, c.target.index, t.type.inputs)
        : { x: t.box.x, y: t.box.y + t.box.height / 2 };
    return connectionCurve(from, to);
  }

  private addConnection(c: DocConnection, index = true): SceneConnection | null {
    // Typed (AI) connections go from a sub-node's output to a root's slot of the same type.
    if ((c.source.type === 'main') !== (c.target.type === 'main')) return null;
    const curve = this.curveOf(c);
    const source = this.nodes.get(c.source.nodeId);
    if (!curve || !source) return null;
    const key = connectionKey(c);
    const entry: SceneConnection = {
      key,
      connection: c,
      curve,
      ...(c.source.type !== 'main' ? { dashed: true } : {}),
      chunk: source.chunk,
    };
    this.conns.set(key, entry);
    this.member(this.chunkConns, entry.chunk, key, true);
    source.conns.add(key);
    this.nodes.get(c.target.nodeId)?.conns.add(key);
    if (index) this.connIndex.set(key, curveBounds(curve));
    return entry;
  }

  private removeConnection(key: string): SceneConnection | undefined {
    const entry = this.conns.get(key);
    if (!entry) return undefined;
    this.conns.delete(key);
    this.member(this.chunkConns, entry.chunk, key, false);
    this.connIndex.delete(key);
    this.nodes.get(entry.connection.source.nodeId)?.conns.delete(key);
    this.nodes.get(entry.connection.target.nodeId)?.conns.delete(key);
    return entry;
  }

  /**
   * Brings the given nodes (and their connections) up to `doc`. Returns the chunks whose content
   * changed, the ids whose visual must be redrawn or removed, and the connections gone.
   */
  update(
    doc: WorkflowDocument,
    ids: Iterable<NodeId>,
  ): {
    chunks: Set<string>;
    nodes: Set<NodeId>;
    removedNodes: Set<NodeId>;
    removedConns: SceneConnection[];
  } {
    this.doc = doc;
    const chunks = new Set<string>();
    const nodes = new Set<NodeId>();
    const removedNodes = new Set<NodeId>();
    const removedConns: SceneConnection[] = [];
    const touched = new Set(ids);
    for (const id of touched) {
      const node = doc.nodes.get(id);
      const old = this.nodes.get(id);
      if (old) chunks.add(old.chunk);
      if (!node) {
        if (old) {
          for (const key of [...old.conns]) {
            const gone = this.removeConnection(key);
            if (gone) {
              removedConns.push(gone);
              chunks.add(gone.chunk);
              // The other end may show its '+' stub again.
              nodes.add(gone.connection.source.nodeId === id ? gone.connection.target.nodeId : gone.connection.source.nodeId);
            }
          }
          this.nodes.delete(id);
          this.member(this.chunkNodes, old.chunk, id, false);
          this.nodeIndex.delete(id);
          removedNodes.add(id);
        }
        continue;
      }
      const entry = this.entryFor(node);
      if (old) this.member(this.chunkNodes, old.chunk, id, false);
      this.member(this.chunkNodes, entry.chunk, id, true);
      this.nodes.set(id, entry);
      this.nodeIndex.set(id, entry.box);
      chunks.add(entry.chunk);
      nodes.add(id);
    }
    // Connections of touched nodes: drop the ones gone, add new ones, re-curve the rest.
    for (const id of touched) {
      const entry = this.nodes.get(id);
      if (!entry) continue;
      const current = new Map(connectionsOfNode(doc, id).map((c) => [connectionKey(c), c]));
      for (const key of [...entry.conns]) {
        if (!current.has(key)) {
          const gone = this.removeConnection(key);
          if (gone) {
            removedConns.push(gone);
            chunks.add(gone.chunk);
            nodes.add(gone.connection.source.nodeId === id ? gone.connection.target.nodeId : gone.connection.source.nodeId);
          }
        }
      }
      for (const [key, c] of current) {
        const existing = this.conns.get(key);
        if (existing) {
          chunks.add(existing.chunk);
          const curve = this.curveOf(c);
          if (curve) existing.curve = curve;
          const chunk = this.nodes.get(c.source.nodeId)?.chunk ?? existing.chunk;
          if (chunk !== existing.chunk) {
            this.member(this.chunkConns, existing.chunk, key, false);
            existing.chunk = chunk;
            this.member(this.chunkConns, chunk, key, true);
          }
          this.connIndex.set(key, curveBounds(existing.curve));
          chunks.add(existing.chunk);
        } else {
          const added = this.addConnection(c);
          if (added) {
            chunks.add(added.chunk);
            nodes.add(c.source.nodeId === id ? c.target.nodeId : c.source.nodeId);
          }
        }
      }
    }
    for (const id of nodes) if (!doc.nodes.has(id)) nodes.delete(id);
    return { chunks, nodes, removedNodes, removedConns };
  }

  /** Bit i set when output i of the node has no connection (the '+' stub shows there). */
  stubMask(entry: NodeEntry): number {
    if (entry.sticky || !this.doc) return 0;
    const outs = outgoing(this.doc, entry.node.id)?.['main'] ?? [];
    let mask = 0;
    for (let i = 0; i < entry.outputs; i++) if ((outs[i]?.length ?? 0) === 0) mask |= 1 << i;
    return mask;
  }

  /** The bounds of everything drawn for a chunk's nodes and connections. */
  chunkBounds(nodeIds: Iterable<NodeId>, connKeys: Iterable<string>): Rect | null {
    const rects: Rect[] = [];
    for (const id of nodeIds) {
      const e = this.nodes.get(id);
      if (e)
        rects.push({
          x: e.box.x - 10,
          y: e.box.y - 10,
          width: e.box.width + STUB_ROOM + 20,
          height: e.box.height + LABEL_ROOM + (e.slots.length > 0 ? SLOT_STUB + 20 : 0) + 20,
        });
    }
    for (const key of connKeys) {
      const c = this.conns.get(key);
      if (c) rects.push(curveBounds(c.curve));
    }
    return unionRects(rects);
  }
}
