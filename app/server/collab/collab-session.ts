/**
 * One live session: everyone who has one workflow open (docs/collaboration.md). Wraps the
 * authority (core/collab) with the people in it, their presence, the read-only rule and saving
 * after a quiet period.
 */
import { randomUUID } from 'node:crypto';
import { CollabAuthority, type CollabStep } from '@core/collab/authority';
import type { OperationRegistry } from '@core/document/operation-registry';
import { sameWorkflowContent } from '@core/document/same-content';
import type { WorkflowDocument } from '@core/document/types';
import { exportWorkflow } from '@sdk/workflow/export-workflow';
import type { ClientMessage, PeerPresence } from './messages';

/** What the session needs of a socket. */
export interface PeerSocket {
  send(text: string): void;
  close(code: number, reason: string): void;
}

/** Someone joining. */
export interface PeerInit {
  readonly user: { readonly id: string; readonly name: string };
  readonly canEdit: boolean;
  readonly socket: PeerSocket;
}

/** Saves the session's document; resolves to the stored version id. `author` is the user id of the last editor. */
export type SessionSaver = (doc: WorkflowDocument, authorId: string) => Promise<string>;

interface Peer extends PeerInit {
  presence: PeerPresence;
}

/** Colours of people in a session, in the order they are given out. */
export const PEER_COLORS: readonly string[] = [
  '#e8590c',
  '#1c7ed6',
  '#2f9e44',
  '#ae3ec9',
  '#f08c00',
  '#0c8599',
  '#e03131',
  '#5f3dc4',
  '#66a80f',
  '#c2255c',
];

/** How long no step must arrive before the session saves, in ms. */
export const DEFAULT_QUIET_MS = 1_500;

/** One workflow's live session. */
export class CollabSession {
  /** Changes when a session starts afresh, so a client from an earlier one knows to resync. */
  readonly epoch = randomUUID();
  private readonly peers = new Map<string, Peer>();
  private readonly authority: CollabAuthority;
  private saveTimer: NodeJS.Timeout | undefined;
  /** Who made the last unsaved step; undefined when everything is saved. */
  private unsavedBy: string | undefined;
  /**
   * Whether a step was ordered while two or more editors were in since the last save. Only then
   * does the session save by itself: one person alone saves with Save as before (the unsaved
   * changes guard, the concurrent-change confirm), and leaving without saving leaves nothing saved.
   */
  private shared = false;
  private saving: Promise<void> = Promise.resolve();

  constructor(
    readonly workflowId: string,
    registry: OperationRegistry,
    doc: WorkflowDocument,
    private readonly saver: SessionSaver,
    private readonly options: { quietMs: number; onSaveError: (error: unknown) => void },
  ) {
    this.authority = new CollabAuthority(registry, doc);
  }

  /** The session's document (the truth while the session lasts). */
  get doc(): WorkflowDocument {
    return this.authority.doc;
  }

  /** The number of ordered steps. */
  get version(): number {
    return this.authority.version;
  }

  /** How many connections are in. */
  get size(): number {
    return this.peers.size;
  }

  /** Lets someone in and answers their hello: the steps they missed, or the whole document. */
  join(init: PeerInit, hello: { client?: string | undefined; epoch?: string | undefined; version?: number | undefined }): string {
    const client = this.clientIdFor(init, hello.client);
    const used = new Set([...this.peers.values()].map((p) => p.presence.color));
    const color = PEER_COLORS.find((c) => !used.has(c)) ?? (PEER_COLORS[this.peers.size % PEER_COLORS.length] as string);
    const presence: PeerPresence = { client, user: init.user, color, canEdit: init.canEdit, selection: [], pointer: null, ndv: null };
    const peer: Peer = { ...init, presence };
    const steps = hello.epoch === this.epoch && hello.version !== undefined ? this.authority.since(hello.version) : null;
    this.peers.set(client, peer);
    this.sendTo(peer, {
      t: 'welcome',
      epoch: this.epoch,
      you: client,
      canEdit: init.canEdit,
      version: this.authority.version,
      peers: [...this.peers.values()].map((p) => p.presence),
      ...(steps !== null ? { steps } : { workflow: exportWorkflow(this.authority.doc) }),
    });
    this.broadcast({ t: 'presence', peer: presence }, client);
    return client;
  }

  /**
   * The id the editor asked for, unless another person holds it. The same person reconnecting
   * before the old connection was noticed as gone takes their id over from it.
   */
  private clientIdFor(init: PeerInit, wanted: string | undefined): string {
    if (wanted === undefined) return randomUUID();
    const holder = this.peers.get(wanted);
    if (holder === undefined) return wanted;
    if (holder.user.id !== init.user.id) return randomUUID();
    this.peers.delete(wanted);
    holder.socket.close(4000, 'Replaced by a new connection');
    return wanted;
  }

  /** Handles a message of someone in the session. */
  receive(client: string, message: ClientMessage): void {
    const peer = this.peers.get(client);
    if (peer === undefined) return;
    if (message.t === 'batch') this.onBatch(peer, message);
    else if (message.t === 'presence') this.onPresence(peer, message);
    else if (message.t === 'save') this.onSaveNow(peer);
    else this.sendTo(peer, { t: 'error', message: 'Already in the session: hello is only the first message.' });
  }

  private onBatch(peer: Peer, message: Extract<ClientMessage, { t: 'batch' }>): void {
    // Refused here, not only hidden in the editor: a read-only sharee's socket cannot edit.
    if (!peer.canEdit) {
      this.sendTo(peer, { t: 'refused', batch: message.batch, reason: 'You can only view this workflow; your changes are not sent.' });
      return;
    }
    const result = this.authority.submit(peer.presence.client, message.batch, message.base, message.ops);
    if (result.kind === 'duplicate') return;
    if (result.kind === 'invalid') {
      this.sendTo(peer, { t: 'error', message: result.reason });
      return;
    }
    if (result.kind === 'too-old') {
      this.sendTo(peer, { t: 'resync', epoch: this.epoch, version: this.authority.version, workflow: exportWorkflow(this.authority.doc) });
      return;
    }
    this.broadcastStep(result.step);
    if (result.step.ops.length === 0) return;
    if ([...this.peers.values()].filter((p) => p.canEdit).length >= 2) this.shared = true;
    this.unsavedBy = peer.user.id;
    if (this.shared) this.scheduleSave();
  }

  private broadcastStep(step: CollabStep): void {
    this.broadcast({ t: 'step', v: step.v, client: step.client, batch: step.batch, ops: step.ops });
  }

  private onPresence(peer: Peer, message: Extract<ClientMessage, { t: 'presence' }>): void {
    peer.presence = {
      ...peer.presence,
      ...(message.selection !== undefined ? { selection: message.selection } : {}),
      ...(message.pointer !== undefined ? { pointer: message.pointer } : {}),
      ...(message.ndv !== undefined ? { ndv: message.ndv } : {}),
    };
    this.broadcast({ t: 'presence', peer: peer.presence }, peer.presence.client);
  }

  private onSaveNow(peer: Peer): void {
    if (!peer.canEdit) {
      this.sendTo(peer, { t: 'refused', reason: 'You can only view this workflow.' });
      return;
    }
    if (this.unsavedBy === undefined) {
      this.sendTo(peer, { t: 'saved', versionId: null, v: this.authority.version });
      return;
    }
    this.shared = true;
    void this.saveNow();
  }

  /** Takes someone out (left or connection lost); tells the others at once. */
  leave(client: string, socket?: PeerSocket): void {
    const peer = this.peers.get(client);
    // A connection replaced by the same person's newer one leaves nothing behind.
    if (peer === undefined || (socket !== undefined && peer.socket !== socket)) return;
    this.peers.delete(client);
    this.broadcast({ t: 'left', client });
  }

  private scheduleSave(): void {
    if (this.saveTimer !== undefined) clearTimeout(this.saveTimer);
    this.saveTimer = setTimeout(() => void this.saveNow(), this.options.quietMs);
    this.saveTimer.unref();
  }

  /** Saves what is unsaved now (one workflow-history version) if it was edited together; resolves once stored. */
  saveNow(): Promise<void> {
    if (this.saveTimer !== undefined) clearTimeout(this.saveTimer);
    this.saveTimer = undefined;
    // Saves run one after the other: a second one starts from what the first left unsaved.
    this.saving = this.saving.then(async () => {
      const author = this.unsavedBy;
      if (author === undefined || !this.shared) return;
      this.unsavedBy = undefined;
      this.shared = false;
      const doc = this.authority.doc;
      const version = this.authority.version;
      try {
        const versionId = await this.saver(doc, author);
        this.broadcast({ t: 'saved', versionId, v: version });
      } catch (error) {
        this.unsavedBy ??= author;
        this.options.onSaveError(error);
        this.broadcast({
          t: 'error',
          message: `The workflow could not be saved: ${error instanceof Error ? error.message : String(error)}`,
        });
      }
    });
    return this.saving;
  }

  /**
   * A save made outside the session while two or more editors are in it (a version restored, a
   * save through the API) becomes the session's document, and everyone starts over from it keeping
   * their own unconfirmed edits; otherwise the session's next save would overwrite it. One editor
   * alone saves with Save, which asks before overwriting another change, as without a session.
   */
  adopt(doc: WorkflowDocument): void {
    const editors = [...this.peers.values()].filter((peer) => peer.canEdit).length;
    if (editors < 2 || sameWorkflowContent(doc, this.authority.doc)) return;
    if (this.saveTimer !== undefined) clearTimeout(this.saveTimer);
    this.saveTimer = undefined;
    this.unsavedBy = undefined;
    this.shared = false;
    this.authority.replace(doc);
    this.broadcast({ t: 'resync', epoch: this.epoch, version: this.authority.version, workflow: exportWorkflow(this.authority.doc) });
  }

  /** Ends every connection (the server is closing). */
  closeAll(): void {
    for (const peer of this.peers.values()) peer.socket.close(1001, 'Server closing');
    this.peers.clear();
  }

  private sendTo(peer: Peer, message: object): void {
    peer.socket.send(JSON.stringify(message));
  }

  private broadcast(message: object, except?: string): void {
    const text = JSON.stringify(message);
    for (const [client, peer] of this.peers) if (client !== except) peer.socket.send(text);
  }
}
