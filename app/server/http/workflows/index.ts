/**
 * Workflow routes (docs/server.md "Workflows"): list, read, create, update, delete,
 * share, a new name, import from a URL. Permission checks live in WorkflowService.
 */
import type { FastifyInstance } from 'fastify';
import { registerWorkflowReadRoutes } from './read';
import { registerWorkflowShareRoute } from './share';
import { registerWorkflowWriteRoutes } from './write';

/** Registers every route of this folder under `/rest`. */
export function registerWorkflowRoutes(app: FastifyInstance): void {
  const rest = `/${app.switchyard.config.endpointRest}`;
  registerWorkflowReadRoutes(app, rest);
  registerWorkflowWriteRoutes(app, rest);
  registerWorkflowShareRoute(app, rest);
}
