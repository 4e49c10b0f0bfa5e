/**
 * What every route may need about the running server, attached to the fastify instance as
 * `app.switchyard` so routes added later (workflows, webhooks, OAuth) read one source.
 */
import type { AuthServices } from './auth';
import type { LdapService } from './auth/ldap';
import type { SamlService } from './auth/saml';
import type { ICommunityPackagesService } from './community-packages';
import type { ServerConfig } from './config';
import type { CredentialServices } from './credentials';
import type { DatabaseHandle, Repositories } from './db';
import type { EventBus, LogStreamingService } from './eventbus';
import type { ExecutionService } from './engine/execution-service';
import type { NodeTypeRegistry } from './engine/node-type-registry';
import type { InstanceInfo } from './instance';
import type { PushService } from './push';
import type { QueueModeServices } from './scaling';
import type { ChatReplies } from './webhooks/chat-replies';
import type { WebhookService } from './webhooks/webhook-service';
import type { WorkflowService } from './workflows/workflow-service';
import type { WorkflowHistoryService } from './workflows/workflow-history-service';
import type { CollabService } from './collab';

/** The running server's configuration and identity. */
export interface ServerContext {
  readonly config: ServerConfig;
  readonly instance: InstanceInfo;
  /** Product version (package.json). */
  readonly version: string;
  /** Folder the built editor is served from. */
  readonly staticDir: string;
  /** The open, migrated database. */
  readonly database: DatabaseHandle;
  /** Repositories over {@link database}. */
  readonly repositories: Repositories;
  /** Sessions, the default user, sign-in limits and mail (see auth/index.ts). */
  readonly auth: AuthServices;
  /** Workflows with their permission checks (see workflows/workflow-service.ts). */
  readonly workflows: WorkflowService;
  /** Saved versions of workflows (see workflows/workflow-history-service.ts). */
  readonly workflowHistory: WorkflowHistoryService;
  /** Live collaboration sessions, one per open workflow (see collab/, docs/collaboration.md). */
  readonly collab: CollabService;
  /** The editor tabs' server-sent event streams: `push.send(pushRef | 'broadcast', {type, data})`. */
  readonly push: PushService;
  /** Credentials: encryption, types, permission-checked access, tests and OAuth (see credentials/index.ts). */
  readonly credentials: CredentialServices;
  /** Node types by name and version (see engine/node-interface.ts, nodes/index.ts). */
  readonly nodeTypes: NodeTypeRegistry;
  /** Starts, tracks, stops and stores executions (see engine/execution-service.ts). */
  readonly executions: ExecutionService;
  /** Production and test webhooks (see webhooks/webhook-service.ts). */
  readonly webhooks: WebhookService;
  /** Chat replies to Respond to Chat nodes that wait for one (see webhooks/chat-replies.ts). */
  readonly chatReplies: ChatReplies;
  /** Audit and workflow events (see eventbus/event-bus.ts). */
  readonly events: EventBus;
  /** Log-streaming destinations and delivery (see eventbus/log-streaming-service.ts). */
  readonly logStreaming: LogStreamingService;
  /** LDAP settings, sync and sign-in (see auth/ldap/ldap-service.ts). */
  readonly ldap: LdapService;
  /** SAML settings and sign-in (see auth/saml/saml-service.ts). */
  readonly saml: SamlService;
  /** Queue mode's bus, queue, leadership and worker; absent in regular mode (see scaling/). */
  readonly scaling?: QueueModeServices | undefined;
  /** Community node packages; absent when N8N_COMMUNITY_PACKAGES_ENABLED=false (see community-packages/). */
  readonly communityPackages?: { readonly service: ICommunityPackagesService; readonly npmAvailable: () => Promise<boolean> } | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The running server's configuration and identity. */
    switchyard: ServerContext;
  }
}
