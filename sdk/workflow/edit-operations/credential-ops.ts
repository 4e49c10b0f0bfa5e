/**
 * The undoable credential choice of a node: `node.credentials[type] = { id, name }`,
 * or the entry removed.
 * One op may set entries of several types at once; `invert` restores the
 * exact previous entries.
 *
 * @module
 */
import { jsonEqual, op, type OperationDefinition } from '@core/document/operation';
import type { DocNode, NodeId } from '@core/document/types';
import type { INodeCredentialsDetails } from '../types';

/** Op type name. */
export const SET_NODE_CREDENTIALS_OP = 'ndv.setNodeCredentials';

/**
 * Payload: per credential type the new `{ id, name }`, or null to clear it. A plain name
 * string (old exports) is accepted so undo restores such an entry exactly.
 */
export interface SetNodeCredentialsPayload {
  readonly nodeId: NodeId;
  readonly credentials: Readonly<Record<string, INodeCredentialsDetails | string | null>>;
  /**
   * What the node's `credentials` field holds when the op leaves no entry: set by `invert` when the
   * field held no entry before and was there (an empty map or null, as imported), so undo puts it
   * back exactly. Absent: the field is removed.
   */
  readonly emptyAs?: unknown;
}

const currentOf = (node: DocNode): Record<string, unknown> => {
  const value = node['credentials'];
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
};

/** Sets (or clears) credentials of a node. */
export const setNodeCredentials: OperationDefinition<SetNodeCredentialsPayload> = {
  type: SET_NODE_CREDENTIALS_OP,
  label: (p, doc) => `Change ${doc.nodes.get(p.nodeId)?.name ?? 'node'} credentials`,
  touches: (p) => Object.keys(p.credentials).map((type) => ['node', p.nodeId, 'credentials', type]),
  validate(doc, p) {
    if (!doc.nodes.has(p.nodeId)) return `Node ${p.nodeId} does not exist`;
    for (const [type, entry] of Object.entries(p.credentials)) {
      if (type === '') return 'A credential type is needed';
      if (
        entry !== null &&
        typeof entry !== 'string' &&
        (typeof entry.name !== 'string' || (entry.id !== null && typeof entry.id !== 'string'))
      )
        return `Credential of type "${type}" needs an id and a name`;
    }
    return null;
  },
  apply(doc, p) {
    const node = doc.nodes.get(p.nodeId);
    if (!node) return doc;
    const next: Record<string, unknown> = { ...currentOf(node) };
    for (const [type, entry] of Object.entries(p.credentials)) {
      if (entry === null) delete next[type];
      else next[type] = typeof entry === 'string' ? entry : { id: entry.id, name: entry.name };
    }
    if (jsonEqual(next, currentOf(node))) return doc;
    const updated: Record<string, unknown> = { ...node };
    // an empty map is dropped, as n8n exports nodes without credentials
    if (Object.keys(next).length > 0) updated['credentials'] = next;
    else if (p.emptyAs !== undefined) updated['credentials'] = p.emptyAs;
    else delete updated['credentials'];
    return { ...doc, nodes: doc.nodes.set(node.id, updated as unknown as DocNode) };
  },
  invert(p, before) {
    const node = before.nodes.get(p.nodeId);
    if (!node) return [];
    const current = currentOf(node);
    const previous = Object.fromEntries(
      Object.keys(p.credentials).map((type) => [
        type,
        Object.hasOwn(current, type) ? (current[type] as INodeCredentialsDetails | string) : null,
      ]),
    );
    if (jsonEqual(previous, p.credentials)) return [];
    const held = node['credentials'];
    const emptyAs = Object.keys(current).length === 0 && held !== undefined ? { emptyAs: held } : {};
    return [op(SET_NODE_CREDENTIALS_OP, { nodeId: p.nodeId, credentials: previous, ...emptyAs })];
  },
};
