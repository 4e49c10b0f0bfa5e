import type { OperationDefinition } from '../operation';
import { addConnection } from './add-connection';
import { addNode } from './add-node';
import { enableNodeToggle } from './enable-node-toggle';
import { moveNode } from './move-node';
import { removeConnection } from './remove-connection';
import { removeNode } from './remove-node';
import { renameNode } from './rename-node';

export * from './add-connection';
export * from './add-node';
export * from './enable-node-toggle';
export * from './move-node';
export * from './remove-connection';
export * from './remove-node';
export * from './rename-node';

/** The seven undoable operations on a workflow document, registered by every bus. */
export const BUILT_IN_OPERATIONS: ReadonlyArray<OperationDefinition<never>> = [
  moveNode,
  addNode,
  removeNode,
  addConnection,
  removeConnection,
  enableNodeToggle,
  renameNode,
] as unknown as ReadonlyArray<OperationDefinition<never>>;
