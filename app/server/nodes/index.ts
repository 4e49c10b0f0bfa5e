/**
 * The core node catalogue: every built-in node type, registered by type name and version.
 *
 * HOW TO ADD A NODE: build it in `app/server/nodes/<kebab-name>/` against the contract in
 * `app/server/engine/node-interface.ts` (see the comment at its top), then add one import
 * line below and its export name to CORE_NODE_TYPES. Keep the list sorted by folder name
 * within each block so parallel edits merge cleanly.
 */
import type { INodeType, IVersionedNodeType } from '../engine/node-interface';
import { NodeTypeRegistry } from '../engine/node-type-registry';
import { httpRequestNode } from './http-request';
import { manualTriggerNode } from './manual-trigger';

/** The built-in node types. */
export const CORE_NODE_TYPES: ReadonlyArray<INodeType | IVersionedNodeType> = [
  httpRequestNode,
  manualTriggerNode,
];

/** A registry holding the built-in node types. */
export function createCoreNodeTypes(): NodeTypeRegistry {
  return new NodeTypeRegistry(CORE_NODE_TYPES);
}
