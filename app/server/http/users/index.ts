/**
 * User management routes (docs/server.md "Accounts"): list, invite, delete.
 */
import type { FastifyInstance } from 'fastify';
import { registerDeleteUserRoute } from './delete';
import { registerInviteRoutes } from './invite';
import { registerListUsersRoute } from './list';

export { MAX_INVITES_PER_REQUEST } from './invite';
export type { InviteResult } from './invite';

/** Registers every route of this folder under `/rest`. */
export function registerUserRoutes(app: FastifyInstance): void {
  const rest = `/${app.switchyard.config.endpointRest}`;
  registerListUsersRoute(app, rest);
  registerInviteRoutes(app, rest);
  registerDeleteUserRoute(app, rest);
}
