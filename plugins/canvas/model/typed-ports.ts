/**
 * Typed (non-main) ports of AI cluster nodes: a root node's slots (Chat Model,
 * Memory, Tool, Output Parser, ...) along its bottom edge and a sub-node's
 * output on its top edge. Read from the type description when known, computed
 * from `={{ }}` port expressions against the node's parameters (n8n's Agent
 * does this for its output-parser slot), and always completed from the
 * connections themselves so a workflow whose types are unknown still shows
 * every sub-node connection.
 */
import { slotLabel, type INodeTypeDescription, type NodeId, type WorkflowDocument } from '@sdk';
import { evaluateExpression, isExpression } from '@sdk/expressions';

/** One slot (typed input) of a root node. */
export interface SlotSpec {
  /** Connection type, e.g. 'ai_languageModel'. */
  readonly type: string;
  /** Label drawn under the slot ('Chat Model'). */
  readonly label: string;
  /** Must be connected for the root node to run. */
  readonly required: boolean;
  /** Most connections the slot takes; undefined for any number. */
  readonly maxConnections?: number | undefined;
  /** Node types the slot accepts; undefined for any with the same output type. */
  readonly filterNodes?: readonly string[] | undefined;
}

/** A slot with how many sub-nodes are connected to it. */
export interface SlotState extends SlotSpec {
  readonly connected: number;
}

/** Typed ports of a node as read from its description. */
export interface TypedPorts {
  readonly slots: readonly SlotSpec[];
  /** Non-main output types (a sub-node's output, e.g. ['ai_tool']). */
  readonly subOutputs: readonly string[];
  /** Main inputs and outputs, when the ports were computed (expression ports). */
  readonly mainInputs: number;
  readonly mainOutputs: number;
}

/** Where the slots of each type sit, left to right (n8n's order: model, memory, tool, parser, ...). */
const SLOT_ORDER = [
  'ai_languageModel',
  'ai_memory',
  'ai_tool',
  'ai_outputParser',
  'ai_retriever',
  'ai_vectorStore',
  'ai_embedding',
  'ai_document',
  'ai_textSplitter',
];

type PortEntry = string | { type: string; displayName?: string; required?: boolean; maxConnections?: number; filter?: { nodes: string[] } };

function portList(ports: unknown, parameters: Record<string, unknown>): PortEntry[] | null {
  if (Array.isArray(ports)) return ports as PortEntry[];
  if (typeof ports === 'string' && isExpression(ports)) {
    try {
      const value = evaluateExpression(ports, { $parameter: parameters });
      return Array.isArray(value) ? (value as PortEntry[]) : null;
    } catch {
      // A port expression that fails is drawn as no typed ports; the connections still add theirs.
      return null;
    }
  }
  return null;
}

/** The typed ports a description declares for a node with these parameters; null when it declares none. */
export function describedTypedPorts(
  description: Pick<INodeTypeDescription, 'inputs' | 'outputs'>,
  parameters: Record<string, unknown>,
): TypedPorts | null {
  const inputs = portList(description.inputs, parameters);
  const outputs = portList(description.outputs, parameters);
  const slots: SlotSpec[] = [];
  let mainInputs = 0;
  for (const p of inputs ?? []) {
    const type = typeof p === 'string' ? p : p.type;
    if (type === 'main') {
      mainInputs++;
      continue;
    }
    const c: Partial<Exclude<PortEntry, string>> = typeof p === 'string' ? {} : p;
    slots.push({
      type,
      label: c.displayName ?? slotLabel(type),
      required: c.required === true,
      maxConnections: c.maxConnections,
      filterNodes: c.filter?.nodes,
    });
  }
  const subOutputs: string[] = [];
  let mainOutputs = 0;
  for (const p of outputs ?? []) {
    const type = typeof p === 'string' ? p : p.type;
    if (type === 'main') mainOutputs++;
    else subOutputs.push(type);
  }
  if (slots.length === 0 && subOutputs.length === 0 && typeof description.inputs !== 'string' && typeof description.outputs !== 'string')
    return null;
  return { slots: sortSlots(slots), subOutputs, mainInputs, mainOutputs };
}

function sortSlots<T extends { type: string }>(slots: T[]): T[] {
  const rank = (t: string) => {
    const i = SLOT_ORDER.indexOf(t);
    return i < 0 ? SLOT_ORDER.length : i;
  };
  return slots
    .map((s, i) => [s, i] as const)
    .sort((a, b) => rank(a[0].type) - rank(b[0].type) || a[1] - b[1])
    .map(([s]) => s);
}

/** Non-main connection types that end at and start from each node, from the connections alone. */
export interface ConnectedTypes {
  /** Target node id -> connection type -> how many connections. */
  readonly incoming: Map<NodeId, Map<string, number>>;
  /** Source node id -> non-main output types it uses. */
  readonly outgoing: Map<NodeId, Set<string>>;
}

/** Scans a document's connections once for the non-main ones (cheap: main-only workflows add nothing). */
export function connectedTypes(doc: WorkflowDocument): ConnectedTypes {
  const incoming = new Map<NodeId, Map<string, number>>();
  const outgoing = new Map<NodeId, Set<string>>();
  for (const [sourceId, byType] of doc.connections) {
    for (const type in byType) {
      if (type === 'main') continue;
      for (const targets of byType[type] ?? []) {
        for (const t of targets ?? []) {
          let out = outgoing.get(sourceId);
          if (!out) outgoing.set(sourceId, (out = new Set()));
          out.add(type);
          let inc = incoming.get(t.nodeId);
          if (!inc) incoming.set(t.nodeId, (inc = new Map()));
          inc.set(t.type, (inc.get(t.type) ?? 0) + 1);
        }
      }
    }
  }
  return { incoming, outgoing };
}

/**
 * The slots to draw: the described ones with their connection counts, plus one per connected
 * type the description lacks (or all of them when the type is unknown), so no connection is dropped.
 */
export function slotStates(described: readonly SlotSpec[] | undefined, incoming: ReadonlyMap<string, number> | undefined): SlotState[] {
  const out: SlotState[] = (described ?? []).map((s) => ({ ...s, connected: incoming?.get(s.type) ?? 0 }));
  for (const [type, count] of incoming ?? []) {
    if (type === 'main' || out.some((s) => s.type === type)) continue;
    out.push({ type, label: slotLabel(type), required: false, connected: count });
  }
  return sortSlots(out);
}

/** Whether a slot takes one more connection from a node of this type and output type. */
export function slotAccepts(slot: SlotState, sourceType: string, outputType: string): boolean {
  if (outputType !== slot.type) return false;
  if (slot.maxConnections !== undefined && slot.connected >= slot.maxConnections) return false;
  return !slot.filterNodes || slot.filterNodes.includes(sourceType);
}
