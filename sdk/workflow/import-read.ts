/**
 * Reading untrusted workflow JSON (a file, a URL response, the clipboard)
 * into normalised n8n shapes, still keyed by node name: the first half of
 * import and paste. Structural problems throw a {@link WorkflowImportError};
 * anything that can be repaired is repaired and reported as an
 * {@link ImportWarning}.
 *
 * @module
 */
import type { IConnection, IConnections, NodeConnectionType } from './connection-types';
import type { INodeExecutionData } from './data-types';
import { normalizeNodeCredentials } from './node-credentials';
import type { INode } from './node-types';
import { normalizePinData } from './pin-data';

/** Why the input is not a workflow. */
export type WorkflowImportErrorReason = 'invalid-json' | 'not-an-object' | 'nodes-not-array' | 'node-invalid' | 'duplicate-node-name';

/** Thrown when the input cannot be read as a workflow at all. */
export class WorkflowImportError extends Error {
  constructor(
    message: string,
    /** What is wrong, for callers that branch on it. */
    readonly reason: WorkflowImportErrorReason,
    /** Index of the offending node in `nodes`, where one is to blame. */
    readonly nodeIndex?: number,
  ) {
    super(message);
    this.name = 'WorkflowImportError';
  }
}

/** Kinds of repair an import made. */
export type ImportWarningCode =
  | 'node-id-duplicate'
  | 'node-type-version-invalid'
  | 'node-position-invalid'
  | 'node-parameters-invalid'
  | 'node-credentials-invalid'
  | 'connection-source-unknown'
  | 'connection-target-unknown'
  | 'connection-invalid'
  | 'connection-duplicate'
  | 'pin-data-node-unknown'
  | 'pin-data-too-large'
  | 'node-max-reached'
  | 'credentials-removed';

/** Something the import repaired or dropped. */
export interface ImportWarning {
  /** What kind of repair it was. */
  readonly code: ImportWarningCode;
  /** A sentence for the user or the log. */
  readonly message: string;
  /** The node concerned, by name. */
  readonly node?: string;
}

/** Workflow JSON after reading: normalised, still keyed by node name. */
export interface ReadWorkflow {
  /** The source object (parsed when a string was given). */
  readonly raw: Readonly<Record<string, unknown>>;
  /** Nodes with ids, versions, positions and parameters in place. */
  readonly nodes: INode[];
  /** Connections between known nodes; empty or null output slots as `[]`. */
  readonly connections: IConnections;
  /** Pinned items per known node name, each wrapped as `{ json }`. */
  readonly pinData: Record<string, INodeExecutionData[]>;
  /** The repairs made. */
  readonly warnings: ImportWarning[];
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** A new unique id from the platform's crypto (browser and Node alike). */
export function generateNodeId(): string {
  return globalThis.crypto.randomUUID();
}

function readNode(raw: unknown, index: number, usedIds: Set<string>, warnings: ImportWarning[], newId: () => string): INode {
  if (!isObject(raw)) throw new WorkflowImportError(`Node ${index} is not an object`, 'node-invalid', index);
  const { name, type } = raw;
  if (typeof name !== 'string' || name === '') throw new WorkflowImportError(`Node ${index} has no name`, 'node-invalid', index);
  if (typeof type !== 'string' || type === '') throw new WorkflowImportError(`Node "${name}" has no type`, 'node-invalid', index);
  const warn = (code: ImportWarningCode, message: string) => warnings.push({ code, message, node: name });

  let id = typeof raw['id'] === 'string' ? raw['id'] : typeof raw['id'] === 'number' ? String(raw['id']) : '';
  if (id !== '' && usedIds.has(id)) {
    warn('node-id-duplicate', `Node "${name}" had the same id as another node and got a new one`);
    id = '';
  }
  if (id === '') id = newId();
  usedIds.add(id);

  let typeVersion = typeof raw['typeVersion'] === 'string' ? Number(raw['typeVersion']) : raw['typeVersion'];
  if (typeof typeVersion !== 'number' || !Number.isFinite(typeVersion)) {
    warn('node-type-version-invalid', `Node "${name}" had no valid typeVersion; 1 is used`);
    typeVersion = 1;
  }
  const pos = raw['position'];
  let position: [number, number] = [0, 0];
  if (Array.isArray(pos) && pos.length >= 2 && pos.slice(0, 2).every((n) => typeof n === 'number' && Number.isFinite(n))) {
    position = [pos[0] as number, pos[1] as number];
  } else warn('node-position-invalid', `Node "${name}" had no valid position; [0, 0] is used`);
  let parameters = raw['parameters'];
  if (!isObject(parameters)) {
    if (parameters !== undefined) warn('node-parameters-invalid', `Node "${name}" had invalid parameters; they were cleared`);
    parameters = {};
  }
  const node: Record<string, unknown> = { ...raw, id, name, type, typeVersion, position, parameters };
  // Old exports write notesInFlow as a string; n8n reads "true" as true.
  if (typeof node['notesInFlow'] === 'string') node['notesInFlow'] = node['notesInFlow'].trim().toLowerCase() === 'true';
  for (const key of ['notes', 'notesInFlow', 'disabled', 'color', 'webhookId', 'onError']) if (node[key] === null) delete node[key];
  if (raw['credentials'] !== undefined) {
    const credentials = normalizeNodeCredentials(raw['credentials']);
    if (credentials) node['credentials'] = credentials;
    else {
      delete node['credentials'];
      warn('node-credentials-invalid', `Node "${name}" had invalid credentials; they were dropped`);
    }
  }
  return node as unknown as INode;
}

function readConnections(raw: unknown, names: ReadonlySet<string>, warnings: ImportWarning[]): IConnections {
  const out: IConnections = {};
  if (raw === undefined || raw === null) return out;
  if (!isObject(raw)) {
    warnings.push({ code: 'connection-invalid', message: 'The connections were not an object and were dropped' });
    return out;
  }
  for (const [source, byType] of Object.entries(raw)) {
    if (!names.has(source)) {
      warnings.push({ code: 'connection-source-unknown', message: `Connections from unknown node "${source}" were dropped`, node: source });
      continue;
    }
    if (!isObject(byType)) {
      warnings.push({ code: 'connection-invalid', message: `Connections of "${source}" were invalid and dropped`, node: source });
      continue;
    }
    const types: Record<string, IConnection[][]> = {};
    for (const [type, slots] of Object.entries(byType)) {
      if (!Array.isArray(slots)) {
        warnings.push({
          code: 'connection-invalid',
          message: `"${type}" connections of "${source}" were invalid and dropped`,
          node: source,
        });
        continue;
      }
      types[type] = slots.map((slot: unknown) => readSlot(slot, source, names, warnings));
    }
    out[source] = types;
  }
  return out;
}

function readSlot(slot: unknown, source: string, names: ReadonlySet<string>, warnings: ImportWarning[]): IConnection[] {
  if (slot === null || slot === undefined) return [];
  if (!Array.isArray(slot)) {
    warnings.push({ code: 'connection-invalid', message: `An output of "${source}" was invalid and cleared`, node: source });
    return [];
  }
  const targets: IConnection[] = [];
  for (const t of slot) {
    if (!isObject(t) || typeof t['node'] !== 'string') {
      warnings.push({ code: 'connection-invalid', message: `An invalid connection of "${source}" was dropped`, node: source });
      continue;
    }
    const node = t['node'];
    if (!names.has(node)) {
      warnings.push({
        code: 'connection-target-unknown',
        message: `The connection from "${source}" to unknown node "${node}" was dropped`,
        node: source,
      });
      continue;
    }
    const type = (typeof t['type'] === 'string' && t['type'] !== '' ? t['type'] : 'main') as NodeConnectionType;
    const index = typeof t['index'] === 'number' && Number.isInteger(t['index']) && t['index'] >= 0 ? t['index'] : 0;
    if (targets.some((o) => o.node === node && o.type === type && o.index === index)) {
      warnings.push({
        code: 'connection-duplicate',
        message: `A duplicate connection from "${source}" to "${node}" was dropped`,
        node: source,
      });
      continue;
    }
    targets.push({ ...t, node, type, index });
  }
  return targets;
}

function readPinData(raw: unknown, names: ReadonlySet<string>, warnings: ImportWarning[]): Record<string, INodeExecutionData[]> {
  const out: Record<string, INodeExecutionData[]> = {};
  if (!isObject(raw)) return out;
  for (const [name, data] of Object.entries(raw)) {
    if (!names.has(name)) {
      warnings.push({ code: 'pin-data-node-unknown', message: `Pinned data of unknown node "${name}" was dropped`, node: name });
      continue;
    }
    out[name] = normalizePinData(data);
  }
  return out;
}

/**
 * Reads workflow JSON (an object, or a JSON string): checks its structure,
 * gives nodes without a usable id a new one (`newId`, default a random
 * UUID), repairs versions (decimal strings like "1.1" become numbers),
 * positions, parameters and old name-only credentials, keeps connections
 * and pinned data of known nodes only, and reports every repair.
 *
 * @throws {@link WorkflowImportError} when the input is not an object, has no
 * `nodes` list, has a node without name or type, or repeats a node name.
 */
export function readWorkflowJson(json: unknown, newId: () => string = generateNodeId): ReadWorkflow {
  let value = json;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      throw new WorkflowImportError('The text is not valid JSON', 'invalid-json');
    }
  }
  if (!isObject(value)) throw new WorkflowImportError('A workflow must be a JSON object', 'not-an-object');
  if (!Array.isArray(value['nodes'])) throw new WorkflowImportError('A workflow must have a "nodes" list', 'nodes-not-array');
  const warnings: ImportWarning[] = [];
  const usedIds = new Set<string>();
  const names = new Set<string>();
  const nodes = (value['nodes'] as unknown[]).map((raw, index) => {
    const node = readNode(raw, index, usedIds, warnings, newId);
    if (names.has(node.name)) throw new WorkflowImportError(`Two nodes are named "${node.name}"`, 'duplicate-node-name', index);
    names.add(node.name);
    return node;
  });
  return {
    raw: value,
    nodes,
    connections: readConnections(value['connections'], names, warnings),
    pinData: readPinData(value['pinData'], names, warnings),
    warnings,
  };
}
