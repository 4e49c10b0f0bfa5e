/**
 * The signed-in user's own account routes (docs/server.md "Accounts").
 */
import type { FastifyInstance } from 'fastify';
import { registerApiKeyRoutes } from './api-key';
import { registerProfileRoutes } from './profile';

export { MAX_SURVEY_BYTES } from './profile';

/** Registers every route of this folder under `/rest`. */
export function registerMeRoutes(app: FastifyInstance): void {
  const rest = `/${app.switchyard.config.endpointRest}`;
  registerProfileRoutes(app, rest);
  registerApiKeyRoutes(app, rest);
}
