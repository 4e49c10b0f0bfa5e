/** Builds the server's {@link ExecutionService} from its parts. */
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { CredentialServices } from '../credentials';
import type { DatabaseHandle, Repositories } from '../db';
import { ExecutionRepository } from '../db/repositories/execution-repository';
import type { IExecutionQueue, ILocalRuns, IPushSender } from './execution-service';
import type { SaveRetryPolicy } from './save-retry';
import { boundPort, resolvePublicUrls } from '../urls';
import { ExecutionService } from './execution-service';
import type { NodeTypeRegistry } from './node-type-registry';
import type { IWebhookResponseChannel } from './run-types';
import type { ICodeSandbox } from '../sandbox/types';
import type { IEventSink } from '../eventbus/event-bus';

/** Creates the execution service of a server. */
export function createExecutionService(parts: {
  config: ServerConfig;
  database: DatabaseHandle;
  repositories: Repositories;
  push: IPushSender;
  nodeTypes: NodeTypeRegistry;
  credentials: CredentialServices;
  server: FastifyInstance;
  codeSandbox: ICodeSandbox;
  webhookResponses: IWebhookResponseChannel;
  events?: IEventSink;
  queue?: IExecutionQueue | undefined;
  localRuns?: ILocalRuns | undefined;
  saveRetry?: SaveRetryPolicy | undefined;
}): ExecutionService {
  const { config } = parts;
  let bound: { restApiUrl: string; instanceBaseUrl: string; webhookWaitingBaseUrl: string } | undefined;
  return new ExecutionService({
    config,
    repositories: parts.repositories,
    executions: new ExecutionRepository(parts.database.db, parts.database.dialect),
    push: parts.push,
    nodeTypes: parts.nodeTypes,
    credentials: parts.credentials,
    logger: parts.server.log,
    codeSandbox: parts.codeSandbox,
    webhookResponses: parts.webhookResponses,
    events: parts.events,
    queue: parts.queue,
    localRuns: parts.localRuns,
    saveRetry: parts.saveRetry,
    urls: () => {
      if (bound !== undefined) return bound;
      const port = boundPort(parts.server.server);
      const resolved = resolvePublicUrls(config, port);
      const urls = {
        restApiUrl: `${resolved.editorBase}/${config.endpointRest}`,
        instanceBaseUrl: resolved.editorBase,
        webhookWaitingBaseUrl: `${resolved.webhookBase}webhook-waiting`,
      };
      // Once the server listens its port no longer changes: every run (every webhook
      // call) then shares one object instead of asking the socket for its address.
      if (port !== undefined) bound = urls;
      return urls;
    },
  });
}
