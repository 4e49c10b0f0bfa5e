/**
 * The document operations beyond core's seven: node parameter, settings, pinned-data and
 * credential edits and sticky-note edits. The editor's plugins register them; the collaboration
 * server builds its registry from the same list, so both sides apply an op alike.
 *
 * @module
 */
import type { OperationDefinition } from '@core/document/operation';
import { OperationRegistry } from '@core/document/operation-registry';
import { setNodeCredentials } from './credential-ops';
import { NDV_OPERATIONS } from './node-ops';
import { updateSticky } from './sticky-op';

export * from './node-edit-types';
export * from './node-ops';
export * from './parameter-edits';
export * from './credential-ops';
export * from './sticky-op';

/** Every operation the editor's built-in plugins define. */
export const WORKFLOW_EDIT_OPERATIONS: ReadonlyArray<OperationDefinition<never>> = [
  ...NDV_OPERATIONS,
  setNodeCredentials,
  updateSticky,
] as unknown as ReadonlyArray<OperationDefinition<never>>;

/** A registry with core's operations and {@link WORKFLOW_EDIT_OPERATIONS}: what a collaboration session applies. */
export function createWorkflowOperationRegistry(): OperationRegistry {
  const registry = new OperationRegistry();
  for (const definition of WORKFLOW_EDIT_OPERATIONS) registry.define(definition);
  return registry;
}
