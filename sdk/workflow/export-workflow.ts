/**
 * Exporting the editor's id-keyed {@link WorkflowDocument} as n8n workflow
 * JSON: nodes in document order, connections and pinned data keyed by node
 * name.
 *
 * @module
 */
import { listNodes, type ConnectionMap, type DocNode, type WorkflowDocument } from '@core/document/types';
import { deepCopy } from '../values';
import type { IConnection, IConnections, NodeConnectionType } from './connection-types';
import type { IPinData } from './data-types';
import type { INode } from './node-types';
import { normalizePinData } from './pin-data';
import type { ITag, IWorkflowMeta, IWorkflowSettings } from './workflow-types';

/**
 * Workflow JSON as export writes it (the shape of n8n's `IWorkflowBase`
 * download). Its normal form: `name`, `nodes`, `connections`, `active`,
 * `settings`, `pinData` (possibly `{}`) and `tags` (possibly `[]`) are always
 * present; `meta` only when not empty; `versionId` and `id` only when set.
 */
export interface ExportedWorkflow {
  /** Stored workflow id; absent for an unsaved workflow. */
  id?: string;
  /** Workflow name. */
  name: string;
  /** Nodes in document order. */
  nodes: INode[];
  /** Source node name → type → output index → targets. */
  connections: IConnections;
  /** Whether triggers are active. */
  active: boolean;
  /** Workflow settings. */
  settings: IWorkflowSettings;
  /** Pinned items per node name. */
  pinData: IPinData;
  /** Editor metadata (only when not empty). */
  meta?: IWorkflowMeta;
  /** Tags. */
  tags: ITag[];
  /** Version id of the stored workflow. */
  versionId?: string;
}

/** Options of {@link exportWorkflow}. */
export interface ExportWorkflowOptions {
  /** Write the workflow id; default: when the document has one. */
  readonly includeId?: boolean;
  /** Write pinned data; default true (`pinData: {}` otherwise). */
  readonly includePinData?: boolean;
  /** Maps each node before it is written (save rules use this). */
  readonly mapNode?: (node: INode, docNode: DocNode) => INode;
}

/** A document node as an n8n `INode` (deep copy, position as a plain array). */
export function docNodeToINode(node: DocNode): INode {
  const copy = deepCopy({ ...node }) as Record<string, unknown>;
  copy['position'] = [node.position[0], node.position[1]];
  return copy as unknown as INode;
}

/** Converts the id-keyed connection map to n8n's name-keyed connections; ends at unknown nodes are left out. */
export function mapToConnections(connections: ConnectionMap, nodes: WorkflowDocument['nodes']): IConnections {
  const out: IConnections = {};
  for (const [sourceId, byType] of connections) {
    const source = nodes.get(sourceId);
    if (!source) continue;
    const types: Record<string, IConnection[][]> = {};
    for (const [type, slots] of Object.entries(byType)) {
      types[type] = slots.map((slot) =>
        slot.flatMap((t) => {
          const target = nodes.get(t.nodeId);
          return target ? [{ node: target.name, type: t.type as NodeConnectionType, index: t.index }] : [];
        }),
      );
    }
    out[source.name] = types;
  }
  return out;
}

/** Exports the document as n8n workflow JSON in the normal form of {@link ExportedWorkflow}. */
export function exportWorkflow(document: WorkflowDocument, options: ExportWorkflowOptions = {}): ExportedWorkflow {
  const nodes = listNodes(document).map((node) => {
    const plain = docNodeToINode(node);
    return options.mapNode ? options.mapNode(plain, node) : plain;
  });
  const pinData: IPinData = {};
  if (options.includePinData !== false) {
    for (const [id, items] of document.pinData) {
      const node = document.nodes.get(id);
      if (node) pinData[node.name] = normalizePinData(deepCopy(items));
    }
  }
  // Keys in the order n8n writes a downloaded workflow.
  const head = {
    name: document.name,
    nodes,
    pinData,
    connections: mapToConnections(document.connections, document.nodes),
    active: document.active,
    settings: deepCopy({ ...document.settings }) as IWorkflowSettings,
  };
  const meta = Object.keys(document.meta).length > 0 ? { meta: deepCopy({ ...document.meta }) } : {};
  return {
    ...head,
    ...(document.versionId !== null ? { versionId: document.versionId } : {}),
    ...meta,
    ...(document.id !== null && options.includeId !== false ? { id: document.id } : {}),
    tags: document.tags.map((tag) => ({ ...tag })),
  };
}
