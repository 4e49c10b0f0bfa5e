/**
 * Importing n8n workflow JSON into the editor's id-keyed
 * {@link WorkflowDocument}: connections and pinned data move from node names
 * to node ids.
 *
 * @module
 */
import type { ConnectionEnd, ConnectionMap, DocNode, NodeId, PinnedItem, WorkflowDocument } from '@core/document/types';
import { createEmptyDocument } from '@core/document/types';
import { OrderedMap, type Map as ImmutableMap } from 'immutable';
import { PLACEHOLDER_EMPTY_WORKFLOW_ID } from '../settings/constants';
import type { IConnections } from './connection-types';
import { generateNodeId, readWorkflowJson, type ImportWarning } from './import-read';

/** The result of {@link importWorkflow}. */
export interface ImportedWorkflow {
  /** The document, ready for the bus's `load`. */
  readonly document: WorkflowDocument;
  /** What was repaired or dropped on the way. */
  readonly warnings: readonly ImportWarning[];
}

/** Options of {@link importWorkflow}. */
export interface ImportWorkflowOptions {
  /** Makes ids for nodes without one; default `crypto.randomUUID`. */
  readonly generateId?: () => string;
}

/** Ids that mark a workflow as not yet stored. */
const UNSAVED_IDS = new Set(['', 'new', PLACEHOLDER_EMPTY_WORKFLOW_ID]);

/**
 * Converts name-keyed n8n connections to the id-keyed map, sources in the order the JSON lists
 * them; ends whose name is not in `nameIndex` are left out.
 */
export function connectionsToMap(connections: IConnections, nameIndex: ImmutableMap<string, NodeId>): ConnectionMap {
  const idOf = (name: string) => nameIndex.get(name);
  const out: Array<[NodeId, Record<string, ConnectionEnd[][]>]> = [];
  for (const [sourceName, byType] of Object.entries(connections)) {
    const sourceId = idOf(sourceName);
    if (sourceId === undefined) continue;
    const types: Record<string, ConnectionEnd[][]> = {};
    for (const [type, slots] of Object.entries(byType)) {
      types[type] = slots.map((slot) =>
        (slot ?? []).flatMap((t) => {
          const nodeId = idOf(t.node);
          return nodeId === undefined ? [] : [{ nodeId, type: t.type, index: t.index }];
        }),
      );
    }
    out.push([sourceId, types]);
  }
  return OrderedMap(out);
}

/**
 * Imports workflow JSON (an object or a JSON string) as a document. Nodes
 * keep their order and every field; nodes without an id get one; old
 * name-only credentials become `{ id: null, name }`; output slots given as
 * null become empty; connections to or from unknown nodes and pinned data of
 * unknown nodes are dropped with a warning. The document id is null unless
 * the JSON carries a stored id (not empty, `new` or `__EMPTY__`).
 *
 * Nodes keep the order of the JSON's `nodes` list, ids that look like array
 * indexes ("1", "2") included: the document's node map is ordered by
 * insertion, not by JavaScript's key order.
 *
 * @throws {@link WorkflowImportError} for input that is not a workflow.
 */
export function importWorkflow(json: unknown, options: ImportWorkflowOptions = {}): ImportedWorkflow {
  const read = readWorkflowJson(json, options.generateId ?? generateNodeId);
  const { raw } = read;
  const nodes = read.nodes.map((n): DocNode => ({ ...n }));
  const base = createEmptyDocument({ nodes });
  const pinData: Array<[NodeId, PinnedItem[]]> = [];
  for (const [name, items] of Object.entries(read.pinData)) {
    const id = base.nameIndex.get(name);
    if (id !== undefined) pinData.push([id, items.map((item) => ({ ...item }))]);
  }
  const rawId = raw['id'];
  const id = typeof rawId === 'string' ? rawId : typeof rawId === 'number' ? String(rawId) : '';
  const tags = Array.isArray(raw['tags'])
    ? raw['tags'].flatMap((tag: unknown) => {
        if (typeof tag === 'string') return [{ id: tag, name: tag }];
        if (tag !== null && typeof tag === 'object' && typeof (tag as { id?: unknown }).id === 'string') {
          const t = tag as { id: string; name?: unknown };
          return [{ ...t, name: typeof t.name === 'string' ? t.name : t.id }];
        }
        return [];
      })
    : [];
  const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
  // createEmptyDocument derives the name and inbound indexes from the nodes and connections.
  const document: WorkflowDocument = createEmptyDocument({
    nodes: base.nodes,
    id: UNSAVED_IDS.has(id) ? null : id,
    name: typeof raw['name'] === 'string' ? raw['name'] : '',
    active: raw['active'] === true,
    connections: connectionsToMap(read.connections, base.nameIndex),
    pinData: OrderedMap(pinData),
    // Settings given as null (`errorWorkflow: null` in n8n exports) are left out, as unset.
    settings: isObject(raw['settings']) ? Object.fromEntries(Object.entries(raw['settings']).filter(([, value]) => value !== null)) : {},
    tags,
    versionId: typeof raw['versionId'] === 'string' ? raw['versionId'] : null,
    meta: isObject(raw['meta']) ? raw['meta'] : {},
  });
  return { document, warnings: read.warnings };
}
