/**
 * Copy and paste of nodes: the clipboard format
 * `{ meta: { instanceId }, nodes, connections, pinData? }` built from a
 * selection, and the preparation of a paste into a document as core
 * operations that go into ONE transaction (one undo step).
 *
 * @module
 */
import type { TransactionInput } from '@core/bus/types';
import type { Operation } from '@core/document/operation';
import { addConnectionOp } from '@core/document/operations/add-connection';
import { addNodeOp } from '@core/document/operations/add-node';
import {
  createEmptyDocument,
  listNodes,
  type DocNode,
  type NodeId,
  type OutgoingConnections,
  type PinnedItem,
  type WorkflowDocument,
} from '@core/document/types';
import { toNodeTypeLookup, type NodeTypeSource } from '../nodes/node-type-lookup';
import type { IConnections } from './connection-types';
import type { IPinData } from './data-types';
import { exportWorkflow } from './export-workflow';
import { generateNodeId, readWorkflowJson, type ImportWarning } from './import-read';
import type { INode, INodeCredentials } from './node-types';
import { shiftPositions } from './node-positions';
import { checkPinDataSize } from './pin-data';
import { prepareNodeForSave } from './save-rules';
import { renameReferencesInValue, uniqueNodeName } from './unique-node-name';

/** What copy puts on the clipboard (as JSON text). */
export interface ClipboardData {
  /** The workflow's meta plus the copying instance's id. */
  meta: { instanceId: string; [key: string]: unknown };
  /** The selected nodes, in document order. */
  nodes: INode[];
  /** Connections between selected nodes only, keyed by name. */
  connections: IConnections;
  /** Pinned data of selected nodes, when any. */
  pinData?: IPinData;
}

/** Options of {@link buildClipboard}. */
export interface BuildClipboardOptions {
  /** Id of this instance, recorded so a paste can tell foreign credentials. */
  readonly instanceId: string;
  /** When given, nodes go through the save rules (as n8n copies them). */
  readonly nodeTypes?: NodeTypeSource;
}

/** The clipboard content for the selected node ids (unknown ids are ignored). */
export function buildClipboard(document: WorkflowDocument, nodeIds: Iterable<NodeId>, options: BuildClipboardOptions): ClipboardData {
  const selected = new Set(nodeIds);
  const isSelected = (_value: unknown, id: NodeId) => selected.has(id);
  // The selection as a document of its own, in document order, with only connections between selected nodes.
  const part = createEmptyDocument({
    ...document,
    nodes: document.nodes.filter(isSelected),
    connections: document.connections
      .filter(isSelected)
      .map((byType): OutgoingConnections =>
        Object.fromEntries(
          Object.entries(byType).map(([type, slots]) => [type, slots.map((s) => s.filter((t) => selected.has(t.nodeId)))]),
        ),
      ),
    pinData: document.pinData.filter(isSelected),
  });
  const lookup = options.nodeTypes ? toNodeTypeLookup(options.nodeTypes) : null;
  const exported = exportWorkflow(part, lookup ? { mapNode: (node) => prepareNodeForSave(node, lookup(node.type, node.typeVersion)) } : {});
  // Keep only sources with at least one target left, and trim trailing empty outputs.
  const kept: IConnections = {};
  for (const [source, byType] of Object.entries(exported.connections)) {
    const types: IConnections[string] = {};
    for (const [type, slots] of Object.entries(byType)) {
      const last = slots.reduce((acc, slot, i) => ((slot ?? []).length > 0 ? i : acc), -1);
      if (last >= 0) types[type] = slots.slice(0, last + 1);
    }
    if (Object.keys(types).length > 0) kept[source] = types;
  }
  const data: ClipboardData = { meta: { ...document.meta, instanceId: options.instanceId }, nodes: exported.nodes, connections: kept };
  if (Object.keys(exported.pinData).length > 0) data.pinData = exported.pinData;
  return data;
}

/** Inputs of {@link prepareForPaste}. */
export interface PasteOptions {
  /** Id of this instance: credentials copied elsewhere are foreign unless their id is available here. */
  readonly instanceId: string;
  /** Credentials the user can use here (ids, or objects with an id). */
  readonly credentialsAvailable: ReadonlyArray<string | { readonly id: string }>;
  /** Move the pasted nodes so the top-left one lands here. */
  readonly position?: readonly [number, number];
  /** Node types, for maxNodes limits: a node over its type's limit is not pasted. */
  readonly nodeTypes?: NodeTypeSource;
  /** Makes node and webhook ids; default `crypto.randomUUID`. */
  readonly generateId?: () => string;
}

/** The result of {@link prepareForPaste}. */
export interface PreparedPaste {
  /** addNode then addConnection operations, to dispatch together. */
  readonly operations: Operation[];
  /** The same operations as one user transaction labelled for history. */
  readonly transaction: TransactionInput;
  /** The nodes that will be added (new ids and names). */
  readonly nodes: DocNode[];
  /** Clipboard name → name in the document, for every pasted node. */
  readonly nameMap: Readonly<Record<string, string>>;
  /** What was left out or repaired. */
  readonly warnings: readonly ImportWarning[];
}

function keepCredentials(
  credentials: INodeCredentials | undefined,
  available: ReadonlySet<string>,
  foreign: boolean,
): INodeCredentials | undefined {
  if (!credentials) return undefined;
  const kept: INodeCredentials = {};
  for (const [type, details] of Object.entries(credentials)) {
    const known = details.id !== null && available.has(details.id);
    // An id that is not here is unknown; a name-only credential from another instance is foreign.
    if (known || (details.id === null && !foreign)) kept[type] = details;
  }
  return Object.keys(kept).length > 0 ? kept : undefined;
}

/**
 * Prepares clipboard JSON (object or text) for pasting into `document`:
 * names made unique against the document (and each other), expressions that
 * reference renamed pasted nodes rewritten, new node ids, webhook ids that
 * would clash renewed, credentials that are unknown here or foreign dropped,
 * positions shifted to `position`, pinned data kept while the workflow stays
 * within the pin data limit, and only connections between pasted nodes.
 *
 * @throws {@link WorkflowImportError} when the clipboard holds no workflow.
 */
export function prepareForPaste(clipboardJson: unknown, document: WorkflowDocument, options: PasteOptions): PreparedPaste {
  const newId = options.generateId ?? generateNodeId;
  const read = readWorkflowJson(clipboardJson, newId);
  const warnings: ImportWarning[] = [...read.warnings];
  const meta = read.raw['meta'];
  const sourceInstance = meta !== null && typeof meta === 'object' ? (meta as { instanceId?: unknown }).instanceId : undefined;
  const foreign = sourceInstance !== options.instanceId;
  const available = new Set(options.credentialsAvailable.map((c) => (typeof c === 'string' ? c : c.id)));
  const lookup = options.nodeTypes ? toNodeTypeLookup(options.nodeTypes) : null;
  const existing = listNodes(document);
  const typeCounts = new Map<string, number>();
  for (const n of existing) typeCounts.set(n.type, (typeCounts.get(n.type) ?? 0) + 1);
  const usedNames = new Set(document.nameIndex.keys());
  const usedWebhookIds = new Set(existing.map((n) => n.webhookId).filter((w): w is string => typeof w === 'string'));

  const nameMap: Record<string, string> = {};
  const accepted: INode[] = [];
  for (const node of read.nodes) {
    const maxNodes = lookup?.(node.type, node.typeVersion)?.maxNodes;
    const count = typeCounts.get(node.type) ?? 0;
    if (maxNodes !== undefined && count >= maxNodes) {
      warnings.push({
        code: 'node-max-reached',
        message: `"${node.name}" was not pasted: the workflow already has the most nodes of its type`,
        node: node.name,
      });
      continue;
    }
    typeCounts.set(node.type, count + 1);
    const name = uniqueNodeName(node.name, usedNames);
    usedNames.add(name);
    nameMap[node.name] = name;
    accepted.push(node);
  }

  let nodes: DocNode[] = accepted.map((node) => {
    const { credentials, ...rest } = node;
    const next: Record<string, unknown> = {
      ...rest,
      id: newId(),
      name: nameMap[node.name] ?? node.name,
      parameters: renameReferencesInValue(node.parameters, nameMap),
    };
    const kept = keepCredentials(credentials, available, foreign);
    if (kept) next['credentials'] = kept;
    else if (credentials && Object.keys(credentials).length > 0) {
      warnings.push({
        code: 'credentials-removed',
        message: `Credentials of "${node.name}" are not available here and were removed`,
        node: node.name,
      });
    }
    if (typeof node.webhookId === 'string') {
      if (usedWebhookIds.has(node.webhookId)) {
        next['webhookId'] = newId();
        // A path that is the generated id follows the new id, so the copy does not listen on the original's path.
        const parameters = next['parameters'] as Record<string, unknown>;
        if (parameters['path'] === node.webhookId) next['parameters'] = { ...parameters, path: next['webhookId'] };
      }
      usedWebhookIds.add(next['webhookId'] as string);
    }
    return next as DocNode;
  });
  if (options.position) nodes = shiftPositions(nodes, options.position);

  const idByOldName = new Map(accepted.map((node, i) => [node.name, nodes[i]?.id ?? '']));
  const operations: Operation[] = [];
  const currentPins: Record<string, unknown> = {};
  for (const [id, items] of document.pinData) {
    const owner = document.nodes.get(id);
    if (owner) currentPins[owner.name] = items;
  }
  for (const [i, node] of nodes.entries()) {
    const oldName = accepted[i]?.name ?? '';
    const items = Object.hasOwn(read.pinData, oldName) ? read.pinData[oldName] : undefined;
    let pins: PinnedItem[] | undefined;
    if (items) {
      if (checkPinDataSize({ ...currentPins, [node.name]: items }).tooLarge) {
        warnings.push({
          code: 'pin-data-too-large',
          message: `Pinned data of "${node.name}" was left out: the workflow would exceed the pin data limit`,
          node: node.name,
        });
      } else {
        currentPins[node.name] = items;
        pins = items.map((item) => ({ ...item }));
      }
    }
    operations.push(addNodeOp(node, pins));
  }
  for (const [sourceName, byType] of Object.entries(read.connections)) {
    const sourceId = idByOldName.get(sourceName);
    if (sourceId === undefined) continue;
    for (const [type, slots] of Object.entries(byType)) {
      slots.forEach((slot, index) => {
        for (const t of slot ?? []) {
          const targetId = idByOldName.get(t.node);
          if (targetId === undefined) continue;
          operations.push(
            addConnectionOp({ source: { nodeId: sourceId, type, index }, target: { nodeId: targetId, type: t.type, index: t.index } }),
          );
        }
      });
    }
  }
  const label = nodes.length === 1 ? `Paste ${nodes[0]?.name ?? 'node'}` : `Paste ${nodes.length} nodes`;
  return { operations, transaction: { ops: operations, meta: { origin: 'user', label } }, nodes, nameMap, warnings };
}
