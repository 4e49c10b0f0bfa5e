/**
 * Builds the Switchyard HTTP server without listening, so the CLI and the integration
 * tests start the very same app (tests listen on port 0).
 */
import Fastify, { LogController } from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { createAuthServices, registerAuthentication } from './auth';
import { LdapService } from './auth/ldap';
import { SamlService } from './auth/saml';
import { CredentialCipher } from './credentials/cipher';
import { registerLdapRoutes } from './http/ldap';
import { registerSamlRoutes } from './http/sso';
import type { ServerConfig } from './config';
import { BUILT_IN_TEMPLATES_PATH, loadConfig } from './config';
import type { ServerContext } from './context';
import { createCredentialServices } from './credentials';
import { createDatabase, createRepositories, migrate } from './db';
import type { DatabaseHandle } from './db';
import { registerAuthRoutes } from './http/auth';
import { registerCredentialRoutes } from './http/credentials';
import { registerCurlRoutes } from './http/curl';
import { handleFrameworkError, registerErrorHandler, registerNotFoundHandler } from './http/errors';
import { registerJsonBodyParser } from './http/json-body';
import { restBodyMaxDepth } from './config/limits';
import { registerMeRoutes } from './http/me';
import { registerNodeTypeRoutes } from './http/node-types';
import { registerExecutionRoutes } from './http/executions';
import { createExecutionService } from './engine/create-execution-service';
import { createCoreNodeTypes } from './nodes';
import { customNodeFolders, loadCustomNodes } from './custom-nodes';
import { CommunityPackagesService, communityNodesFolder, installN8nWorkflowAlias, npmAvailable } from './community-packages';
import { registerCommunityPackageRoutes } from './http/community-packages';
import { publicApiBasePath, registerPublicApi } from './http/public-api';
import { trackRoutes } from './http/route-table';
import { registerPushRoute } from './http/push';
import { registerCollaborationRoute, registerWebSocketSupport } from './http/collaboration';
import { CollabService } from './collab';
import { registerSettingsRoutes } from './http/settings';
import { registerTemplatesHostRoutes } from './http/templates';
import { createTemplateCatalogue } from './templates';
import { registerSecurityHeaders } from './http/security-headers';
import { editorConnectOrigins } from './http/editor-origins';
import { registerStatic } from './http/static';
import { registerTagRoutes } from './http/tags';
import { registerUserRoutes } from './http/users';
import { registerUsageRoutes } from './http/usage';
import { registerEventBusRoutes } from './http/eventbus';
import { createLogStreaming, EventBus } from './eventbus';
import { registerWorkflowRoutes } from './http/workflows';
import { loadInstance } from './instance';
import { createMailer } from './mail';
import type { InstanceInfo } from './instance';
import { DEFAULT_STATIC_DIR, productVersion } from './paths';
import { boundPort, resolvePublicUrls } from './urls';
import { PushService } from './push';
import { configureOutboundPolicy } from './outbound/ssrf';
import { CodeSandbox } from './sandbox';
import { WorkflowService } from './workflows/workflow-service';
import { WorkflowHistoryService } from './workflows/workflow-history-service';
import { WorkflowVersionRecorder } from './workflows/version-recorder';
import { registerWorkflowHistoryRoutes } from './http/workflow-history';
import { createWebhookServices } from './webhooks';
import { WebhookResponseChannel } from './webhooks/response-channel';
import { registerWebhookRoutes } from './http/webhooks';
import { ExecutionRepository } from './db/repositories/execution-repository';
import { busPushSender, busResponseSender, createQueueMode } from './scaling';
import type { ProcessRole, QueueModeServices } from './scaling';
import { attachQueueMode, sharedActivationHooks, startQueueModeListening } from './scaling/attach';
import { registerHealthRoutes } from './scaling/health';
import { WORKER_SAVE_RETRY } from './engine/save-retry';

/** `make`'s promise, made on the first call and reused after. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}

/** Options of {@link createServer}. */
export interface CreateServerOptions {
  /** Configuration; read from `process.env` when omitted. */
  config?: ServerConfig;
  /** Folder of the built editor; `dist/web` when omitted. */
  staticDir?: string;
  /** Fastify logger options; off by default so tests stay quiet. */
  logger?: FastifyServerOptions['logger'];
  /**
   * An open database to use; the caller keeps ownership and closes it. When omitted the
   * server opens the configured one and closes it when the server closes.
   */
  database?: DatabaseHandle;
  /**
   * Which process of a queue-mode instance this is (docs/scaling.md): `main` (default) serves
   * everything; `worker` runs queued executions and serves only health and metrics;
   * `webhook` serves production webhooks only. Regular mode is always `main`.
   */
  role?: ProcessRole;
}

/**
 * Creates the server: loads the instance identity from the user folder, opens the
 * database and applies pending migrations, creates the default user on a new instance,
 * then registers authentication, error handling, the REST routes and the editor's
 * static files.
 */
export async function createServer(options: CreateServerOptions = {}): Promise<FastifyInstance> {
  const config = options.config ?? loadConfig();
  const instance = await loadInstance(config.userFolder);
  const database = options.database ?? (await createDatabase(config));
  const ownsDatabase = options.database === undefined;
  try {
    await migrate(database);
    return await buildApp(options, config, instance, database, ownsDatabase);
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }
}

async function buildApp(
  options: CreateServerOptions,
  config: ServerConfig,
  instance: InstanceInfo,
  database: DatabaseHandle,
  ownsDatabase: boolean,
): Promise<FastifyInstance> {
  const staticDir = options.staticDir ?? DEFAULT_STATIC_DIR;

  const app: FastifyInstance = Fastify({
    logger: options.logger ?? false,
    // A request log line per call would drown the one "ready" line; errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.bodyLimitBytes,
    frameworkErrors: handleFrameworkError,
  });

  const repositories = createRepositories(database.db);
  // Services emit audit and workflow events here; log streaming listens when licensed.
  const events = new EventBus();
  const auth = createAuthServices(config, repositories, createMailer(config.smtp));
  // Loads (or makes) the encryption key and refuses a key the database was not saved with.
  const credentials = await createCredentialServices(config, repositories, {
    instanceApiBaseUrl: () => `${resolvePublicUrls(config, boundPort(app.server)).editorBase}${publicApiBasePath(app)}`,
    events,
  });
  const nodeTypes = createCoreNodeTypes(config.nodesExclude);
  const packageLogger = { info: (message: string) => app.log.info(message), warn: (message: string) => app.log.warn(message) };
  // Custom and community node code may require('n8n-workflow'): Switchyard's own answers it.
  installN8nWorkflowAlias({ ...packageLogger, error: (message) => app.log.error(message), debug: (message) => app.log.debug(message) });
  // Custom nodes join the core ones before anything reads the registries; broken files
  // are logged and skipped.
  await loadCustomNodes({
    folders: customNodeFolders(config),
    nodeTypes,
    credentialTypes: credentials.types,
    logger: { info: (message) => app.log.info(message), warn: (message) => app.log.warn(message) },
  });
  // Installed community packages load after the custom nodes; one that fails is reported and skipped.
  const communityPackages = config.communityNodesEnabled
    ? {
        service: new CommunityPackagesService({
          nodesFolder: communityNodesFolder(config.userFolder),
          npm: { command: 'npm', timeoutMs: 5 * 60_000 },
          registries: { nodeTypes, credentialTypes: credentials.types },
          logger: packageLogger,
        }),
        // Asked on the first settings request, not at start: spawning npm costs every start a few hundred ms.
        npmAvailable: once(() => npmAvailable({ command: 'npm', timeoutMs: 15_000 })),
      }
    : undefined;
  await communityPackages?.service.loadInstalled();
  const push = new PushService();
  const role: ProcessRole = config.scaling.mode === 'queue' ? (options.role ?? 'main') : 'main';
  const logError = (error: unknown, message: string) => app.log.error({ err: error }, message);
  const scaling: QueueModeServices | undefined =
    config.scaling.mode === 'queue'
      ? createQueueMode({ config, role, repository: new ExecutionRepository(database.db, database.dialect), logError })
      : undefined;
  const webhookResponses = new WebhookResponseChannel();
  // The Code node's workers load only the modules settings.allowedModules names; they start
  // on the first Code node run and stop when this server closes.
  const codeSandbox = new CodeSandbox({
    allowedModules: config.allowedModules,
    workers: config.codeSandbox.workers,
    isolatesPerWorker: config.codeSandbox.isolatesPerWorker,
    limits: { timeoutMs: config.codeSandbox.timeoutMs, memoryMb: config.codeSandbox.memoryMb },
    maxLimits: { timeoutMs: config.codeSandbox.timeoutMs, memoryMb: config.codeSandbox.memoryMb },
  });
  const executions = createExecutionService({
    config,
    database,
    repositories,
    // A worker's runs belong to tabs and webhook calls held by other processes.
    push: scaling?.role === 'worker' ? busPushSender(scaling.bus, logError) : push,
    nodeTypes,
    credentials,
    server: app,
    codeSandbox,
    webhookResponses: scaling?.role === 'worker' ? busResponseSender(scaling.bus, logError) : webhookResponses,
    events,
    queue: scaling?.queue,
    localRuns: scaling?.localRuns,
    // A worker's finished run survives a brief database outage (docs/scaling.md).
    saveRetry: scaling?.role === 'worker' ? { ...WORKER_SAVE_RETRY, warn: (message) => app.log.warn(message) } : undefined,
  });
  if (scaling !== undefined) attachQueueMode(app, scaling, { push, responses: webhookResponses });
  const webhookServices = createWebhookServices({
    config,
    repositories,
    executions,
    nodeTypes,
    push,
    formWaitingKey: credentials.formWaitingKey,
    boundPort: () => boundPort(app.server),
    ...(scaling !== undefined ? { runsTriggers: () => scaling.leadership?.isLeader === true } : {}),
  });
  const shared = scaling === undefined ? undefined : sharedActivationHooks(scaling, webhookServices.activationHooks, logError);
  const versionRecorder = new WorkflowVersionRecorder(config.workflowHistoryDays);
  const workflows = new WorkflowService(
    repositories,
    database.db,
    { sharingEnabled: config.enterpriseFeatures.includes('sharing') },
    shared?.hooks ?? webhookServices.activationHooks,
    versionRecorder,
    events,
  );
  const context: ServerContext = {
    config,
    instance,
    version: productVersion(),
    staticDir,
    database,
    repositories,
    auth,
    workflows,
    workflowHistory: new WorkflowHistoryService(workflows, repositories, versionRecorder),
    collab: new CollabService(workflows, repositories, {
      onSaveError: (error) => logError(error, 'collaboration save failed'),
      events,
    }),
    push,
    credentials,
    nodeTypes,
    executions,
    webhooks: webhookServices.webhooks,
    chatReplies: webhookServices.chatReplies,
    events,
    logStreaming: createLogStreaming({
      bus: events,
      db: database.db,
      destinationKey: credentials.destinationKey,
      config: config.eventBus,
      release: productVersion(),
      logger: { warn: (details, message) => app.log.warn(details, message) },
    }),
    communityPackages,
    scaling,
    ldap: new LdapService(database.db, repositories, new CredentialCipher(credentials.ldapKey)),
    saml: new SamlService(database.db, repositories),
  };
  app.decorate('switchyard', context);
  // Workflows' outbound requests (HTTP Request, import from URL): a process-wide policy set
  // once at start-up from the configuration.
  configureOutboundPolicy(config.outbound);
  // Open push streams would keep the server from closing: end them first.
  app.addHook('preClose', async () => {
    context.push.closeAll();
    // Live sessions save what their last quiet period left unsaved.
    await context.collab.closeAll();
    await context.executions.active.stopAll();
  });
  // Stored active workflows start listening, and waiting executions resume, once the server is ready.
  if (scaling === undefined)
    app.addHook('onReady', async () => {
      await webhookServices.start();
    });
  else startQueueModeListening(app, scaling, webhookServices, shared?.from);
  // Destinations get events (and what a previous run left undelivered) only with the feature on.
  if (config.enterpriseFeatures.includes('logStreaming')) {
    app.addHook('onReady', async () => {
      await context.logStreaming.start();
    });
  }
  // Periodic LDAP sync (when turned on in its settings) only with the feature on.
  if (config.enterpriseFeatures.includes('ldap')) {
    app.addHook('onReady', async () => {
      context.ldap.startSchedule(60_000, (error) => app.log.warn({ err: error }, 'LDAP sync failed'));
    });
    app.addHook('preClose', async () => {
      context.ldap.stopSchedule();
    });
  }
  // After the hook above (fastify runs hooks in the order they were added): runs are stopped first.
  app.addHook('preClose', async () => {
    await webhookServices.close();
  });
  // After runs stopped, so their last events are queued; what is not delivered stays queued.
  app.addHook('preClose', async () => {
    await context.logStreaming.stop();
  });
  // Runs after in-flight requests have finished, so no query is cut off; mails still
  // being sent in the background get to finish first.
  app.addHook('onClose', async () => {
    await auth.background.settle();
    await auth.mailer.close();
    await codeSandbox.dispose();
    communityPackages?.service.dispose();
    if (ownsDatabase) await database.close();
  });

  // A new instance gets its default user; sessions that ran out while it was down go.
  await auth.state.ensureDefaultUser();
  await auth.sessions.prune();
  // Executions a crashed process left running will never finish. In queue mode others may
  // still be running on workers: BullMQ's stalled-job check finds those whose worker died, and
  // the local-run leases those a dead process ran itself (scaling/local-runs.ts).
  if (scaling === undefined) await context.executions.recoverCrashed();

  trackRoutes(app);
  // Before any route: fastify binds each route to the error handler set when it is added.
  registerErrorHandler(app);
  // JSON bodies nesting deeper than the limit are refused with 400 before they are parsed.
  registerJsonBodyParser(app, restBodyMaxDepth(config.limits));
  // Workflow answers are sandboxed away from the editor's origin; the editor gets its CSP.
  registerSecurityHeaders(app, {
    segments: [config.endpointWebhook, config.endpointWebhookTest, 'webhook-waiting', 'form', 'form-test', 'form-waiting'],
    editorConnectOrigins: editorConnectOrigins(config),
  });
  await registerWebSocketSupport(app);
  registerAuthentication(app);
  registerHealthRoutes(app, scaling);
  if (role === 'worker') return finishRoutes(app, staticDir);
  if (role === 'webhook') {
    registerWebhookRoutes(app, webhookServices, true);
    return finishRoutes(app, staticDir);
  }
  registerSettingsRoutes(app);
  registerAuthRoutes(app);
  registerUserRoutes(app);
  registerMeRoutes(app);
  registerWorkflowRoutes(app);
  registerWorkflowHistoryRoutes(app);
  registerTagRoutes(app);
  registerPushRoute(app);
  registerCollaborationRoute(app);
  registerCredentialRoutes(app);
  registerPublicApi(app);
  registerNodeTypeRoutes(app, `/${config.endpointRest}`);
  registerExecutionRoutes(app);
  registerCurlRoutes(app);
  registerUsageRoutes(app);
  registerEventBusRoutes(app);
  registerLdapRoutes(app);
  registerSamlRoutes(app);
  registerWebhookRoutes(app, webhookServices);
  registerTemplatesHostRoutes(app, createTemplateCatalogue(app.switchyard.nodeTypes));
  registerCommunityPackageRoutes(app);
  return finishRoutes(app, staticDir, true);
}

/** The not-found answer, with the editor's pages behind it on a main process. */
async function finishRoutes(app: FastifyInstance, staticDir: string, editor = false): Promise<FastifyInstance> {
  if (!editor) {
    registerNotFoundHandler(app, {});
    return app;
  }
  const { config } = app.switchyard;
  const notFoundFallback = await registerStatic(app, {
    staticDir,
    reservedSegments: [
      config.endpointRest,
      config.endpointWebhook,
      config.endpointWebhookTest,
      config.endpointPublicApi,
      'healthz',
      'metrics',
      'types',
      'icons',
      BUILT_IN_TEMPLATES_PATH,
    ],
  });
  registerNotFoundHandler(app, { notFoundFallback });
  return app;
}
