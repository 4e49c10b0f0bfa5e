/** The execution routes (docs/server.md "Executions"). */
import type { FastifyInstance } from 'fastify';
import { registerChatReplyRoute } from './chat-reply';
import { registerCurrentExecutionRoutes } from './current';
import { registerExecutionListRoutes } from './list';
import { registerExecutionMiscRoutes } from './misc';
import { registerRetryRoute } from './retry';
import { registerRunRoute } from './run';

/** Registers every execution route under the REST base. */
export function registerExecutionRoutes(app: FastifyInstance): void {
  const rest = `/${app.switchyard.config.endpointRest}`;
  registerRunRoute(app, rest);
  registerCurrentExecutionRoutes(app, rest);
  registerExecutionListRoutes(app, rest);
  registerRetryRoute(app, rest);
  registerChatReplyRoute(app, rest);
  registerExecutionMiscRoutes(app, rest);
}
