/**
 * The editor's in-memory workflow document. Core knows only the fields its
 * seven operations touch; the sdk's n8n-compatible INode is a structural
 * superset, so documents built from imported JSON flow through unchanged.
 *
 * Nodes and connections are keyed by node id, never by name: names change on
 * rename, ids do not, so an operation recorded in history stays valid.
 */
import { isKeyed, Map as ImmutableMap, OrderedMap, type Collection } from 'immutable';
import { computeInbound } from './connections';

/** A node's stable identity (a UUID in n8n workflows); see DocNode.id. */
export type NodeId = string;

/**
 * A node as the document stores it. Only the fields core operations read are typed; any other n8n
 * node field (credentials, notes, webhookId, ...) rides along in the index signature and is
 * preserved by every operation.
 */
export interface DocNode {
  /** Stable identity. Operations, connections and pin data refer to a node by this, never by name. */
  readonly id: NodeId;
  /**
   * Display name, unique within the document (see `nameIndex`). Change it only through the
   * renameNode operation, which also rewrites expressions that mention it.
   */
  readonly name: string;
  /** Node type name, e.g. `n8n-nodes-base.set`. */
  readonly type: string;
  /** Version of the node type the parameters were written for. */
  readonly typeVersion: number;
  /** Canvas position `[x, y]`; changed by the moveNode operation. */
  readonly position: readonly [number, number];
  /**
   * Parameter values as configured on the node; core treats them as opaque except for rewriting
   * node-name references on rename.
   */
  readonly parameters: Readonly<Record<string, unknown>>;
  /** True when the node is switched off; flipped by the enableNodeToggle operation. Absent means enabled. */
  readonly disabled?: boolean;
  readonly [extra: string]: unknown;
}

/** One end of a connection: a node's input or output slot. */
export interface ConnectionEnd {
  /** The node at this end. */
  readonly nodeId: NodeId;
  /** Connection type, 'main' for data; AI-style types use other names. */
  readonly type: string;
  /** Zero-based slot index among the node's outputs (source end) or inputs (target end) of this type. */
  readonly index: number;
}

/** A single edge, flattened from the nested ConnectionMap. This is the shape connection operations take as payload. */
export interface DocConnection {
  /** The output the data leaves from. */
  readonly source: ConnectionEnd;
  /** The input the data arrives at. */
  readonly target: ConnectionEnd;
}

/**
 * One source node's outgoing connections: connection type -> output index -> targets. Small and
 * plain (a node has a handful of outputs); replaced as a whole when one of its connections changes.
 */
export type OutgoingConnections = Readonly<Record<string, ReadonlyArray<ReadonlyArray<ConnectionEnd>>>>;

/**
 * Every connection, keyed by source node id (a persistent map, in insertion order); see
 * OutgoingConnections for the value. Change it with the connection operations, or with
 * connectionAdded/connectionRemoved when writing an operation, so `inbound` stays in step.
 */
export type ConnectionMap = OrderedMap<NodeId, OutgoingConnections>;

/**
 * The reverse of ConnectionMap at node level: target node id -> source node id -> how many
 * connections run from that source to that target (any type or slot). Derived from
 * `connections` and kept in step by every operation, so a node's incoming connections are found
 * in O(its degree) instead of by scanning every connection. Entries never hold 0: a source with no
 * connection left is removed, and so is a target with no source left.
 */
export type InboundIndex = ImmutableMap<NodeId, ImmutableMap<NodeId, number>>;

/** The connection map as plain data (source node id -> OutgoingConnections): import input, documentToPlain output. */
export type PlainConnectionMap = Readonly<Record<NodeId, OutgoingConnections>>;

/** One pinned output item, in the n8n item shape (`json`, optionally `binary`, `pairedItem`, ...). */
export interface PinnedItem {
  /** The item's JSON data. */
  readonly json: unknown;
  readonly [extra: string]: unknown;
}

/**
 * The whole workflow being edited. Immutable: each operation returns a new document, which the
 * command bus publishes on `state$`. Change it only by dispatching operations, so history and
 * subscribers see every edit.
 *
 * The collections keyed by node id are persistent maps from `immutable` (structural sharing:
 * changing one node copies O(log n) of the map, not the whole map), so one edit costs the same at
 * 10 or 10,000 nodes. Read them through the helpers (getNode, getNodeByName, listNodes, nodeCount,
 * outgoing, incomingConnections, getPinData) or the maps' own `get`/`has`/`size`; build documents
 * with createEmptyDocument or documentWithNodes, which take plain arrays and records and derive
 * `nameIndex` and `inbound`; use documentToPlain for a plain copy (debugging, deep comparisons).
 */
export interface WorkflowDocument {
  /** null until the server has stored the workflow. */
  readonly id: string | null;
  /** Workflow name (trimmed on save, at most 128 characters). */
  readonly name: string;
  /**
   * Whether the workflow is activated on the server (its triggers run). Set from the server's
   * response, not by an operation.
   */
  readonly active: boolean;
  /**
   * Every node, keyed by id, in document order: import order, then added nodes at the end (undo of
   * a removal puts the node back at the end, as n8n does). Export writes nodes in this order.
   */
  readonly nodes: OrderedMap<NodeId, DocNode>;
  /** name -> id; kept in step with `nodes` by every operation. */
  readonly nameIndex: ImmutableMap<string, NodeId>;
  /** Connections keyed by source node id; see ConnectionMap. */
  readonly connections: ConnectionMap;
  /** Incoming connections per target node, derived from `connections`; see InboundIndex. */
  readonly inbound: InboundIndex;
  /** Pinned output per node id. */
  readonly pinData: OrderedMap<NodeId, ReadonlyArray<PinnedItem>>;
  /**
   * Workflow settings (timezone, error workflow, save-execution options, ...) as stored on the
   * server; opaque to core.
   */
  readonly settings: Readonly<Record<string, unknown>>;
  /** Tags attached to the workflow. */
  readonly tags: ReadonlyArray<{
    /** The tag's server id. */
    readonly id: string;
    /** The tag's display name. */
    readonly name: string;
  }>;
  /**
   * The server's version of the stored workflow, sent back with every update so concurrent edits
   * are detected; null until first saved.
   */
  readonly versionId: string | null;
  /** Free-form workflow metadata (e.g. the template it came from), carried through unchanged; opaque to core. */
  readonly meta: Readonly<Record<string, unknown>>;
}

/**
 * What createEmptyDocument takes: any document field, with the node-keyed collections either as
 * the document's persistent maps or as plain data. `nameIndex` and `inbound` are not given: they
 * are always derived from `nodes` and `connections`.
 */
export interface DocumentInit extends Partial<Omit<WorkflowDocument, 'nodes' | 'nameIndex' | 'connections' | 'inbound' | 'pinData'>> {
  /** Nodes as a persistent map, a list (keyed by each node's id, in list order) or a record keyed by id. */
  readonly nodes?: OrderedMap<NodeId, DocNode> | Iterable<DocNode> | Readonly<Record<NodeId, DocNode>>;
  /** Connections as the persistent map or a plain record keyed by source node id. */
  readonly connections?: ConnectionMap | PlainConnectionMap;
  /** Pinned data as the persistent map or a plain record keyed by node id. */
  readonly pinData?: OrderedMap<NodeId, ReadonlyArray<PinnedItem>> | Readonly<Record<NodeId, ReadonlyArray<PinnedItem>>>;
}

/**
 * A document as plain data (what documentToPlain returns): the persistent maps become records.
 * Records reorder integer-like keys ("1", "2") ahead of others, so use listNodes, not this, when
 * document order matters.
 */
export interface PlainWorkflowDocument extends Omit<WorkflowDocument, 'nodes' | 'nameIndex' | 'connections' | 'inbound' | 'pinData'> {
  /** Nodes keyed by id. */
  readonly nodes: Readonly<Record<NodeId, DocNode>>;
  /** name -> id. */
  readonly nameIndex: Readonly<Record<string, NodeId>>;
  /** Connections keyed by source node id. */
  readonly connections: PlainConnectionMap;
  /** target id -> source id -> number of connections. */
  readonly inbound: Readonly<Record<NodeId, Readonly<Record<NodeId, number>>>>;
  /** Pinned output per node id. */
  readonly pinData: Readonly<Record<NodeId, ReadonlyArray<PinnedItem>>>;
}

function isIterable(value: unknown): value is Iterable<unknown> {
  return typeof (value as { [Symbol.iterator]?: unknown } | null)?.[Symbol.iterator] === 'function';
}

function toNodeMap(nodes: DocumentInit['nodes']): OrderedMap<NodeId, DocNode> {
  if (nodes === undefined) return OrderedMap();
  if (OrderedMap.isOrderedMap(nodes)) return nodes as OrderedMap<NodeId, DocNode>;
  if (isKeyed(nodes)) return OrderedMap(nodes as Collection.Keyed<NodeId, DocNode>);
  if (isIterable(nodes)) {
    return OrderedMap<NodeId, DocNode>().withMutations((map) => {
      for (const node of nodes as Iterable<DocNode>) map.set(node.id, node);
    });
  }
  return OrderedMap(Object.entries(nodes as Readonly<Record<NodeId, DocNode>>));
}

function toOrderedMap<V>(value: OrderedMap<NodeId, V> | Readonly<Record<NodeId, V>> | undefined): OrderedMap<NodeId, V> {
  if (value === undefined) return OrderedMap();
  if (OrderedMap.isOrderedMap(value)) return value as OrderedMap<NodeId, V>;
  if (isKeyed(value)) return OrderedMap(value as Collection.Keyed<NodeId, V>);
  return OrderedMap(Object.entries(value as Readonly<Record<NodeId, V>>));
}

/**
 * A blank, unsaved document; fields in `init` override the defaults. Nodes, connections and pinned
 * data may be given as plain data; the name index and the inbound index are derived from them.
 */
export function createEmptyDocument(init: DocumentInit = {}): WorkflowDocument {
  const nodes = toNodeMap(init.nodes);
  const connections = toOrderedMap(init.connections);
  return {
    id: init.id ?? null,
    name: init.name ?? '',
    active: init.active ?? false,
    nodes,
    nameIndex: ImmutableMap<string, NodeId>().withMutations((index) => {
      for (const node of nodes.values()) index.set(node.name, node.id);
    }),
    connections,
    inbound: computeInbound(connections),
    pinData: toOrderedMap(init.pinData),
    settings: init.settings ?? {},
    tags: init.tags ?? [],
    versionId: init.versionId ?? null,
    meta: init.meta ?? {},
  };
}

/** Builds a document from a node list (kept in list order), deriving the name index; other fields from `init`. */
export function documentWithNodes(nodes: Iterable<DocNode>, init: Omit<DocumentInit, 'nodes'> = {}): WorkflowDocument {
  return createEmptyDocument({ ...init, nodes });
}

/** The node with this id; undefined when there is none. */
export function getNode(doc: WorkflowDocument, id: NodeId): DocNode | undefined {
  return doc.nodes.get(id);
}

/** Looks a node up by its current name through `nameIndex`; undefined when no node has that name. */
export function getNodeByName(doc: WorkflowDocument, name: string): DocNode | undefined {
  const id = doc.nameIndex.get(name);
  return id === undefined ? undefined : doc.nodes.get(id);
}

const nodeLists = new WeakMap<WorkflowDocument['nodes'], readonly DocNode[]>();

/**
 * Every node in document order. The array is built once per version of the node map and shared
 * by every caller (do not mutate it), so rendering the same document twice does not copy 10,000
 * nodes twice.
 */
export function listNodes(doc: WorkflowDocument): readonly DocNode[] {
  let list = nodeLists.get(doc.nodes);
  if (list === undefined) {
    list = Object.freeze([...doc.nodes.values()]);
    nodeLists.set(doc.nodes, list);
  }
  return list;
}

/** How many nodes the document holds. */
export function nodeCount(doc: WorkflowDocument): number {
  return doc.nodes.size;
}

/** The node's pinned output items; undefined when it has none pinned. */
export function getPinData(doc: WorkflowDocument, id: NodeId): ReadonlyArray<PinnedItem> | undefined {
  return doc.pinData.get(id);
}

/**
 * The document as plain data: every persistent map becomes a record (see PlainWorkflowDocument).
 * For debugging, snapshots and deep comparisons in tests (`toEqual` on two plain copies compares
 * content regardless of map order); nodes and other values are shared, not copied.
 */
export function documentToPlain(doc: WorkflowDocument): PlainWorkflowDocument {
  return {
    id: doc.id,
    name: doc.name,
    active: doc.active,
    nodes: Object.fromEntries(doc.nodes),
    nameIndex: Object.fromEntries(doc.nameIndex),
    connections: Object.fromEntries(doc.connections),
    inbound: Object.fromEntries([...doc.inbound].map(([target, sources]) => [target, Object.fromEntries(sources)])),
    pinData: Object.fromEntries(doc.pinData),
    settings: doc.settings,
    tags: doc.tags,
    versionId: doc.versionId,
    meta: doc.meta,
  };
}
