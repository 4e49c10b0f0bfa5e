/**
 * The server's live sessions, one per open workflow (docs/collaboration.md): made when the first
 * person opens the workflow, saved and forgotten when the last one leaves.
 */
import type { OperationRegistry } from '@core/document/operation-registry';
import { createWorkflowOperationRegistry } from '@sdk/workflow/edit-operations';
import { exportWorkflow } from '@sdk/workflow/export-workflow';
import { importWorkflow } from '@sdk/workflow/import-workflow';
import { DomainError } from '../domain-error';
import type { Repositories, UserRecord } from '../db';

import type { WorkflowService } from '../workflows/workflow-service';
import { CollabSession, DEFAULT_QUIET_MS, type PeerSocket } from './collab-session';

/** Options of {@link CollabService}. */
export interface CollabServiceOptions {
  /** How long no step must arrive before a session saves, in ms. */
  readonly quietMs?: number;
  /** Where failed background saves are reported. */
  readonly onSaveError?: (error: unknown) => void;
  /** The server's events: a workflow saved outside a session (`n8n.audit.workflow.updated`) becomes that session's document. */
  readonly events?: { subscribe(listener: (message: { eventName: string; payload: Record<string, unknown> }) => void): () => void };
}

/** What a user may do in a workflow's session. */
export interface SessionAccess {
  readonly canEdit: boolean;
}

/** Keeps the live sessions. */
export class CollabService {
  private readonly sessions = new Map<string, Promise<CollabSession>>();
  private readonly registry: OperationRegistry = createWorkflowOperationRegistry();
  /** Workflows a session is saving now: their update events are the session's own. */
  private readonly ownSaves = new Set<string>();
  private readonly stopListening: () => void;
  /** How long no step must arrive before a session saves, in ms; tests may lower it before sessions start. */
  quietMs: number;

  constructor(
    private readonly workflows: WorkflowService,
    private readonly repositories: Repositories,
    private readonly options: CollabServiceOptions = {},
  ) {
    this.quietMs = options.quietMs ?? DEFAULT_QUIET_MS;
    this.stopListening =
      options.events?.subscribe((message) => {
        const id = message.payload['workflowId'];
        if (message.eventName === 'n8n.audit.workflow.updated' && typeof id === 'string')
          void this.adoptStored(id).catch(options.onSaveError);
      }) ?? (() => undefined);
  }

  /** A save of `workflowId` not made by its session: the session (if any) takes the stored workflow. */
  private async adoptStored(workflowId: string): Promise<void> {
    if (this.ownSaves.has(workflowId)) return;
    const session = this.sessions.get(workflowId);
    if (session === undefined) return;
    const stored = await this.repositories.workflows.get(workflowId);
    if (stored === undefined || this.ownSaves.has(workflowId)) return;
    (await session).adopt(importWorkflow(stored).document);
  }

  /** Checks that `user` may read the workflow (404/403 otherwise); editing needs `save`. */
  async access(user: UserRecord, workflowId: string): Promise<SessionAccess> {
    const { permissions } = await this.workflows.load(user, workflowId, 'read');
    return { canEdit: permissions.save };
  }

  /** The workflow's session, started from the stored workflow when nobody is in yet. */
  session(user: UserRecord, workflowId: string): Promise<CollabSession> {
    let session = this.sessions.get(workflowId);
    if (session === undefined) {
      session = this.start(user, workflowId);
      this.sessions.set(workflowId, session);
      session.catch(() => this.sessions.delete(workflowId));
    }
    return session;
  }

  private async start(user: UserRecord, workflowId: string): Promise<CollabSession> {
    const { workflow } = await this.workflows.load(user, workflowId, 'read');
    const { document } = importWorkflow(workflow);
    return new CollabSession(workflowId, this.registry, document, (doc, authorId) => this.save(workflowId, doc, authorId), {
      quietMs: this.quietMs,
      onSaveError: this.options.onSaveError ?? (() => undefined),
    });
  }

  private async save(workflowId: string, doc: CollabSession['doc'], authorId: string): Promise<string> {
    const author = await this.repositories.users.findById(authorId);
    if (author === undefined) throw new DomainError('not-found', 'The author of these changes no longer exists.');
    const { nodes, connections, pinData } = exportWorkflow(doc);
    this.ownSaves.add(workflowId);
    try {
      // Forced: while a session is open its document is the truth, so there is nothing to conflict with.
      const saved = await this.workflows.update(author, workflowId, { nodes, connections, pinData }, true, {
        versionLabel: 'Live collaboration',
      });
      return saved.versionId ?? '';
    } finally {
      this.ownSaves.delete(workflowId);
    }
  }

  /** Takes someone out; the last one out saves the session and ends it. */
  async leave(session: CollabSession, client: string, socket?: PeerSocket): Promise<void> {
    session.leave(client, socket);
    if (session.size > 0) return;
    await session.saveNow();
    // Someone may have joined while it saved.
    if (session.size === 0 && (await this.sessions.get(session.workflowId)) === session) this.sessions.delete(session.workflowId);
  }

  /** Saves every session and closes its connections (the server is closing). */
  async closeAll(): Promise<void> {
    this.stopListening();
    const sessions = await Promise.allSettled([...this.sessions.values()]);
    this.sessions.clear();
    for (const result of sessions) {
      if (result.status !== 'fulfilled') continue;
      result.value.closeAll();
      await result.value.saveNow();
    }
  }
}
