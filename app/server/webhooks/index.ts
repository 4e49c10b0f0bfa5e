/**
 * Builds the server's webhook and trigger services from the parts built before them:
 * production and test webhooks, the active workflows (triggers and webhooks registered
 * around saves and deletes), resumption of waiting executions and multi-page forms. The
 * app layer registers their routes and runs {@link WebhookServices.start} once the server
 * is ready and {@link WebhookServices.close} before it closes.
 */
import type { ServerConfig } from '../config';
import type { Repositories } from '../db';
import type { ExecutionService } from '../engine/execution-service';
import type { NodeTypeRegistry } from '../engine/node-type-registry';
import type { PushService } from '../push';
import { ActiveWorkflows, startsOnItsOwnBy } from '../triggers/active-workflows';
import { resolvePublicUrls } from '../urls';
import type { WorkflowActivationHooks } from '../workflows/workflow-service';
import type { FormWaitingDeps } from './form-waiting';
import { ResumeSigner } from '../engine/resume-signature';
import { FormWaitingSigner } from './form-waiting-signature';
import { WaitingExecutions } from './waiting-executions';
import { ChatReplies } from './chat-replies';
import { WebhookService } from './webhook-service';

/** What {@link createWebhookServices} needs. */
export interface WebhookServiceParts {
  config: ServerConfig;
  repositories: Repositories;
  executions: ExecutionService;
  nodeTypes: NodeTypeRegistry;
  push: PushService;
  /** The key that signs the links of multi-page forms' waiting executions. */
  formWaitingKey: Buffer;
  /** The port the server listens on; undefined before it listens. */
  boundPort(): number | undefined;
  /** Whether this process starts triggers and polling (queue mode: the leading main only); always when left out. */
  runsTriggers?(): boolean;
}

/** The webhook and trigger services of one server. */
export interface WebhookServices {
  webhooks: WebhookService;
  active: ActiveWorkflows;
  waiting: WaitingExecutions;
  /** Chat replies to Respond to Chat nodes that wait for one. */
  chatReplies: ChatReplies;
  formWaiting: FormWaitingDeps;
  /** What the workflow service calls around saves and deletes of workflows. */
  activationHooks: WorkflowActivationHooks;
  /** Activates the stored active workflows and resumes waiting executions (server ready). */
  start(): Promise<void>;
  /** Stops timers, test webhooks and triggers (server closing). */
  close(): Promise<void>;
}

/** Creates the webhook and trigger services (after the execution service exists). */
export function createWebhookServices(parts: WebhookServiceParts): WebhookServices {
  const { config, executions, nodeTypes, push, repositories } = parts;
  // Asked on every webhook call; once the server listens the answer no longer changes, so
  // it is kept rather than read from the socket each time.
  let boundWebhookBase: string | undefined;
  const webhookBase = () => {
    if (boundWebhookBase !== undefined) return boundWebhookBase;
    const port = parts.boundPort();
    const base = resolvePublicUrls(config, port).webhookBase;
    if (port !== undefined) boundWebhookBase = base;
    return base;
  };
  const signer = new FormWaitingSigner(parts.formWaitingKey);
  const waiting = new WaitingExecutions({
    executions,
    nodeTypes,
    config,
    webhookBase,
    resumeSigner: new ResumeSigner(parts.formWaitingKey),
  });
  const chatReplies = new ChatReplies({ executions, waiting });
  const webhooks = new WebhookService({
    executions,
    nodeTypes,
    push,
    endpoints: { webhook: config.endpointWebhook, webhookTest: config.endpointWebhookTest },
    webhookBase,
    formWaitingPath: (executionId) => signer.path(executionId),
    chatReplies,
  });
  const active = new ActiveWorkflows({
    executions,
    nodeTypes,
    webhooks,
    listActiveIds: async () => (await repositories.workflows.list({ active: true })).map((w) => w.id),
    ...(parts.runsTriggers !== undefined ? { runsTriggers: parts.runsTriggers } : {}),
  });
  return {
    webhooks,
    active,
    waiting,
    chatReplies,
    formWaiting: { executions, nodeTypes, waiting, signer, webhookBase },
    activationHooks: {
      afterSave: async (id, isActive) => {
        if (isActive) await active.activate(id, 'update');
        else await active.deactivate(id);
      },
      beforeDelete: (id) => active.remove(id),
      startsOnItsOwn: startsOnItsOwnBy(nodeTypes),
    },
    start: async () => {
      await active.init();
      await waiting.start();
    },
    close: async () => {
      waiting.close();
      webhooks.close();
      await active.close();
    },
  };
}
