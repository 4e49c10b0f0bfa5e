/**
 * Sign-in, set-up, password reset and sign-up routes (docs/server.md "Accounts").
 */
import type { FastifyInstance } from 'fastify';
import { registerLoginRoutes } from './login';
import { registerOwnerRoutes } from './owner';
import { registerPasswordResetRoutes } from './password-reset';
import { registerSignupRoutes } from './signup';

export { WRONG_CREDENTIALS_MESSAGE } from './login';

/** Registers every route of this folder under `/rest`. */
export function registerAuthRoutes(app: FastifyInstance): void {
  const rest = `/${app.switchyard.config.endpointRest}`;
  registerLoginRoutes(app, rest);
  registerOwnerRoutes(app, rest);
  registerPasswordResetRoutes(app, rest);
  registerSignupRoutes(app, rest);
}
