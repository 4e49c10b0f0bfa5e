/**
 * Credential routes (docs/server.md "Credentials" and "OAuth"): the credential REST
 * calls the editor makes, the credential type file and the OAuth connect flows.
 */
import type { FastifyInstance } from 'fastify';
import { registerOAuthRoutes } from './oauth';
import { registerCredentialReadRoutes } from './read';
import { registerCredentialTypeRoutes } from './types';
import { registerCredentialWriteRoutes } from './write';

/** Registers every route of this folder. */
export function registerCredentialRoutes(app: FastifyInstance): void {
  const rest = `/${app.switchyard.config.endpointRest}`;
  registerCredentialTypeRoutes(app, rest);
  registerCredentialReadRoutes(app, rest);
  registerCredentialWriteRoutes(app, rest);
  registerOAuthRoutes(app, rest);
}
