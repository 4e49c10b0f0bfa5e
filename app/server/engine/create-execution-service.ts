/** Builds the server's {@link ExecutionService} from its parts. */
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { CredentialServices } from '../credentials';
import type { DatabaseHandle, Repositories } from '../db';
import { ExecutionRepository } from '../db/repositories/execution-repository';
import type { PushService } from '../push';
import { boundPort, resolvePublicUrls } from '../urls';
import { ExecutionService } from './execution-service';
import type { NodeTypeRegistry } from './node-type-registry';

/** Creates the execution service of a server. */
export function createExecutionService(parts: {
  config: ServerConfig;
  database: DatabaseHandle;
  repositories: Repositories;
  push: PushService;
  nodeTypes: NodeTypeRegistry;
  credentials: CredentialServices;
  server: FastifyInstance;
}): ExecutionService {
  const { config } = parts;
  return new ExecutionService({
    config,
    repositories: parts.repositories,
    executions: new ExecutionRepository(parts.database.db, parts.database.dialect),
    push: parts.push,
    nodeTypes: parts.nodeTypes,
    credentials: parts.credentials,
    urls: () => {
      const urls = resolvePublicUrls(config, boundPort(parts.server.server));
      return {
        restApiUrl: `${urls.editorBase}/${config.endpointRest}`,
        instanceBaseUrl: urls.editorBase,
        webhookWaitingBaseUrl: `${urls.webhookBase}webhook-waiting`,
      };
    },
  });
}
