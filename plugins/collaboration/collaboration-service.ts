/**
 * The editor side of live collaboration (docs/collaboration.md): joins the session of the saved
 * workflow the editor opens, carries the user's operations to it and the others' back through
 * the command bus (CollabBinding), keeps who is in and what they look at, and hands saving to the
 * session while it is live.
 */
import { BehaviorSubject, map, type Observable, type Subscription } from 'rxjs';
import {
  CollabBinding,
  importWorkflow,
  RESYNC_REASON,
  sameWorkflowContent,
  type CollabStep,
  type CommandBus,
  type History,
  type IDisposable,
  type IModalService,
  type INotificationService,
  type NodeId,
  type Operation,
  type WorkflowDocument,
} from '@sdk';
import type { GraphPoint, ICanvasService, NodeMark, NodeMarks, PeerPointer } from '@plugins/canvas/api';
import { NDV_MODAL_KEY } from '@plugins/ndv/api';
import type { IWorkflowEditorService } from '@plugins/workflow-editor/api';
import type { CollabPeer, CollabState, ICollaborationService } from './api';
import { SessionSocket } from './session-socket';

/** What the service works with. */
export interface CollaborationDeps {
  readonly bus: CommandBus;
  readonly history: History;
  readonly notifications: INotificationService;
  readonly editor?: IWorkflowEditorService | null;
  readonly canvas?: ICanvasService | null;
  readonly modals?: IModalService | null;
  /** The REST base, e.g. `/rest`. */
  readonly restBaseUrl: string;
}

type Message = { t: string } & Record<string, unknown>;

const OFF: CollabState = { status: 'off', you: null, peers: [] };

/** How long a save waits for the server to order my queued edits (a slow or lost connection). */
const CONFIRM_WAIT_MS = 5_000;

/** One tab's collaboration. */
export class CollaborationService implements ICollaborationService, IDisposable {
  private readonly subject = new BehaviorSubject<CollabState>(OFF);
  private readonly subscriptions: Subscription[] = [];
  private workflowId: string | null = null;
  private socket: SessionSocket | null = null;
  private binding: CollabBinding | null = null;
  /**
   * From joining until the welcome: the document the editor opened and the edits made on it since
   * (a debug session pinning data, a quick first edit), so none is lost while the socket connects.
   */
  private early: { base: WorkflowDocument; ops: Operation[]; subscription: Subscription } | null = null;
  private epoch: string | undefined;
  /** This tab's id in the session, kept across reconnects (the server recognises resent batches by it). */
  private clientId = '';
  private saveDelegation: IDisposable | null = null;
  private saveWaiters: Array<(saved: boolean) => void> = [];
  /** Saves waiting for the server to order my queued edits first. */
  private confirmWaiters: Array<(confirmed: boolean) => void> = [];
  private presence: { selection: NodeId[]; ndv: NodeId | null; pointer: [number, number] | null } = {
    selection: [],
    ndv: null,
    pointer: null,
  };

  constructor(private readonly deps: CollaborationDeps) {
    this.subscriptions.push(
      deps.bus.replaced$.subscribe(({ document, reason }) => {
        if (reason === RESYNC_REASON) return;
        this.leave();
        if (reason === 'open' && document.id !== null) this.join(document.id);
      }),
    );
    if (deps.canvas) {
      this.subscriptions.push(deps.canvas.selection$.subscribe((ids) => this.sendPresence({ selection: [...ids] })));
    }
    if (deps.modals) {
      this.subscriptions.push(
        deps.modals.stack$.subscribe((entries) => {
          const ndv = (entries.find((e) => e.key === NDV_MODAL_KEY)?.data as { nodeId?: NodeId } | undefined)?.nodeId ?? null;
          if (ndv !== this.presence.ndv) this.sendPresence({ ndv });
        }),
      );
    }
    const doc = deps.bus.getState();
    if (doc.id !== null) this.join(doc.id);
  }

  /** Cached so React hooks get a stable reference. */
  get state$(): Observable<CollabState> {
    return (this._state ??= this.subject.asObservable());
  }
  private _state?: Observable<CollabState>;

  get state(): CollabState {
    return this.subject.value;
  }

  get nodeMarks$(): Observable<NodeMarks> {
    return (this._marks ??= this.subject.pipe(map((state) => marksOf(state))));
  }
  private _marks?: Observable<NodeMarks>;

  get pointers$(): Observable<ReadonlyArray<PeerPointer>> {
    return (this._pointers ??= this.subject.pipe(map((state) => pointersOf(state))));
  }
  private _pointers?: Observable<ReadonlyArray<PeerPointer>>;

  setPointer(point: GraphPoint | null): void {
    this.sendPresence({ pointer: point === null ? null : [Math.round(point.x), Math.round(point.y)] });
  }

  private join(workflowId: string): void {
    this.workflowId = workflowId;
    const early = { base: this.deps.bus.getState(), ops: [] as Operation[] };
    this.early = {
      ...early,
      subscription: this.deps.bus.transactions$.subscribe((t) => {
        if (t.meta.origin !== 'remote') early.ops.push(...t.ops.filter((_, i) => t.effective[i] === true));
      }),
    };
    this.epoch = undefined;
    this.clientId = newClientId();
    this.patch({ status: 'connecting', you: null, peers: [] });
    const url = new URL(
      `${this.deps.restBaseUrl.replace(/\/+$/, '')}/collaboration/${encodeURIComponent(workflowId)}`,
      window.location.href,
    );
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    this.socket = new SessionSocket(url.toString(), {
      onOpen: () => this.hello(),
      onMessage: (message) => this.onMessage(message),
      onDrop: () => this.patch({ status: 'offline', peers: this.state.peers.filter((p) => p.client === this.state.you) }),
    });
  }

  private hello(): void {
    const client = this.binding?.client;
    this.socket?.send({
      t: 'hello',
      client: this.clientId,
      ...(this.epoch !== undefined && client ? { epoch: this.epoch, version: client.version } : {}),
    });
  }

  private leave(): void {
    this.takeEarly();
    this.socket?.close();
    this.socket = null;
    this.binding?.dispose();
    this.binding = null;
    this.saveDelegation?.dispose();
    this.saveDelegation = null;
    this.settleSaves(false);
    this.workflowId = null;
    this.patch(OFF);
  }

  private onMessage(message: Message): void {
    switch (message.t) {
      case 'welcome':
        return this.onWelcome(message);
      case 'step':
        this.binding?.receive(message as unknown as CollabStep);
        return this.settleConfirmed();
      case 'resync':
        this.epoch = message['epoch'] as string;
        return this.binding?.reset(this.documentOf(message['workflow']), message['version'] as number);
      case 'presence':
        return this.onPeer(message['peer'] as CollabPeer);
      case 'left':
        return this.patch({ peers: this.state.peers.filter((p) => p.client !== message['client']) });
      case 'saved':
        return this.onSaved(message);
      case 'save-failed':
        this.settleSaves(false);
        this.deps.notifications.showError(new Error(String(message['message'])), 'Problem saving workflow');
        return;
      case 'refused':
        this.deps.notifications.showMessage({
          title: 'Not sent',
          message: String(message['reason']),
          type: 'warning',
          key: 'collab-refused',
        });
        return;
      case 'error':
        this.deps.notifications.showMessage({ title: 'Live collaboration', message: String(message['message']), type: 'error' });
        return;
    }
  }

  private onWelcome(message: Message): void {
    this.epoch = message['epoch'] as string;
    const version = message['version'] as number;
    const you = message['you'] as string;
    const steps = message['steps'] as CollabStep[] | undefined;
    if (this.binding === null) {
      // The session's document may hold edits not saved yet: then it replaces what REST loaded.
      // Usually it is the same, and the editor (an open details view, the undo history) is left alone.
      const session = this.documentOf(message['workflow']);
      const early = this.takeEarly();
      // Edits made while connecting go to the session when it holds what the editor opened;
      // otherwise the session's unsaved edits replace the editor's document.
      const keepEarly = early !== null && early.ops.length > 0 && sameWorkflowContent(session, early.base);
      if (!keepEarly && !sameWorkflowContent(session, this.deps.bus.getState())) this.deps.bus.load(session, RESYNC_REASON);
      this.binding = new CollabBinding(this.deps.bus, this.deps.history, {
        clientId: this.clientId,
        version,
        send: (batch) => this.socket?.send({ t: 'batch', ...batch }),
        onDropped: (ops) => this.onDropped(ops),
        ...(keepEarly ? { early: { base: early.base, ops: early.ops } } : {}),
      });
    } else if (steps !== undefined) {
      // Back after a drop: catch up, then send again what the server did not confirm.
      for (const step of steps) this.binding.receive(step);
      this.binding.resend();
    } else {
      this.binding.reset(this.documentOf(message['workflow']), version);
    }
    this.patch({ status: 'live', you, peers: message['peers'] as CollabPeer[] });
    this.sendPresence({});
  }

  /** Stops collecting early edits; what was collected, or null when not joining. */
  private takeEarly(): { base: WorkflowDocument; ops: Operation[] } | null {
    const early = this.early;
    this.early = null;
    early?.subscription.unsubscribe();
    return early;
  }

  private documentOf(workflow: unknown): WorkflowDocument {
    const { document } = importWorkflow(workflow);
    const current = this.deps.bus.getState();
    // Name, tags and activation are not part of the session: they stay as the editor has them.
    return { ...document, name: current.name, active: current.active, tags: current.tags };
  }

  private onPeer(peer: CollabPeer): void {
    const peers = this.state.peers.filter((p) => p.client !== peer.client);
    this.patch({ peers: [...peers, peer] });
  }

  private onSaved(message: Message): void {
    const versionId = message['versionId'];
    if (typeof versionId === 'string' && versionId !== '') this.deps.bus.patchMeta({ versionId });
    const client = this.binding?.client;
    if (client && client.unconfirmed.length === 0 && message['v'] === client.version) this.deps.bus.setDirty(false);
    this.settleSaves(true);
  }

  private onDropped(ops: ReadonlyArray<Operation>): void {
    const nodes = new Set(ops.map((o) => (o.payload as { nodeId?: string }).nodeId).filter((id) => id !== undefined));
    this.deps.notifications.showMessage({
      title: 'Change not kept',
      message:
        nodes.size > 0
          ? 'Someone else deleted the node you were changing; your change to it was not kept.'
          : 'Someone else changed the workflow so that your change no longer applies.',
      type: 'warning',
      key: 'collab-dropped',
    });
  }

  /**
   * The editor's Save while live: the session saves its document now. My edits still queued
   * behind the batch in flight are sent first, so the saved version holds all of them and the
   * editor is clean afterwards (leaving right after an edit saves it, see the leave guard).
   */
  private async saveNow(): Promise<boolean> {
    if (!(await this.whenConfirmed())) return false;
    if (!this.socket?.send({ t: 'save' })) return false;
    return new Promise((resolve) => this.saveWaiters.push(resolve));
  }

  /** Resolves true once the server ordered all my edits, false if that takes over {@link CONFIRM_WAIT_MS}. */
  private whenConfirmed(): Promise<boolean> {
    if (this.unconfirmedCount() === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter = (confirmed: boolean) => {
        clearTimeout(timer);
        this.confirmWaiters = this.confirmWaiters.filter((w) => w !== waiter);
        resolve(confirmed);
      };
      const timer = setTimeout(() => waiter(false), CONFIRM_WAIT_MS);
      this.confirmWaiters.push(waiter);
    });
  }

  private unconfirmedCount(): number {
    return this.binding?.client.unconfirmed.length ?? 0;
  }

  private settleConfirmed(): void {
    if (this.confirmWaiters.length === 0 || this.unconfirmedCount() > 0) return;
    for (const waiter of [...this.confirmWaiters]) waiter(true);
  }

  private settleSaves(saved: boolean): void {
    const waiters = this.saveWaiters;
    this.saveWaiters = [];
    for (const resolve of waiters) resolve(saved);
  }

  private sendPresence(change: Partial<{ selection: NodeId[]; ndv: NodeId | null; pointer: [number, number] | null }>): void {
    this.presence = { ...this.presence, ...change };
    this.socket?.send({ t: 'presence', ...this.presence });
  }

  private patch(change: Partial<CollabState>): void {
    this.subject.next({ ...this.subject.value, ...change });
    this.delegateWhileShared();
  }

  /**
   * While someone else who may edit is in, Save asks the session to save (the editor's own PATCH
   * would race theirs); alone, the editor saves as it always did.
   */
  private delegateWhileShared(): void {
    const { status, you, peers } = this.subject.value;
    const shared = status === 'live' && this.binding !== null && peers.some((p) => p.client !== you && p.canEdit);
    if (shared && this.saveDelegation === null) this.saveDelegation = this.deps.editor?.delegateSaving(() => this.saveNow()) ?? null;
    if (!shared && this.saveDelegation !== null) {
      this.saveDelegation.dispose();
      this.saveDelegation = null;
    }
  }

  dispose(): void {
    this.leave();
    for (const s of this.subscriptions) s.unsubscribe();
    this.subject.complete();
  }
}

/** Outlines of the others' selections and open details views, in their colours. */
export function marksOf(state: CollabState): NodeMarks {
  const marks = new Map<NodeId, NodeMark>();
  for (const peer of state.peers) {
    if (peer.client === state.you) continue;
    const add = (id: NodeId, what: string) => {
      const existing = marks.get(id);
      marks.set(id, {
        kind: 'peer',
        color: existing?.color ?? peer.color,
        description: existing ? `${existing.description}; ${what}` : what,
      });
    };
    for (const id of peer.selection) add(id, `selected by ${peer.user.name}`);
    if (peer.ndv !== null) add(peer.ndv, `open in ${peer.user.name}'s details view`);
  }
  return marks;
}

/** The others' pointers that are over the canvas. */
export function pointersOf(state: CollabState): PeerPointer[] {
  return state.peers
    .filter((peer) => peer.client !== state.you && peer.pointer !== null)
    .map((peer) => ({
      id: peer.client,
      name: peer.user.name,
      color: peer.color,
      at: { x: peer.pointer?.[0] ?? 0, y: peer.pointer?.[1] ?? 0 },
    }));
}

/** A random id for this tab's place in a session (randomUUID needs a secure context; plain http on a LAN address has none). */
function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
}
