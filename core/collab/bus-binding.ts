/**
 * Binds a command bus and its history to a live session: the user's transactions become
 * unconfirmed ops sent in batches, ordered steps come back as remote transactions (never in the
 * user's undo stack), and the undo stack is rebased over them so Ctrl+Z undoes only my edits.
 * The bus stays the one way the document changes; this class only dispatches on it.
 */
import type { Subscription } from 'rxjs';
import type { CommandBus } from '../bus/command-bus';
import type { History } from '../history/history';
import type { Operation } from '../document/operation';
import type { WorkflowDocument } from '../document/types';
import type { CollabStep } from './authority';
import { CollabClient, type OutgoingBatch, type Reconciliation } from './client';
import { documentChanges } from './document-changes';
import { applyFitted, followRenames, placesWritten, revertsOthers, type Rename, type WrittenPlace } from './rebase';

/** The `bus.load` reason of a resync, so the editor does not take it for opening another workflow. */
export const RESYNC_REASON = 'collab-resync';

/** What the binding needs from its surroundings. */
export interface CollabBindingOptions {
  /** This editor's id in the session. */
  readonly clientId: string;
  /** The version of the document the bus holds now, as the authority numbered it. */
  readonly version: number;
  /** Sends a batch to the authority. */
  readonly send: (batch: OutgoingBatch) => void;
  /** Told about my unconfirmed ops that could not apply (someone deleted their node). */
  readonly onDropped?: (ops: ReadonlyArray<Operation>) => void;
  /**
   * Edits made on the bus before the session answered (between opening the workflow and the
   * welcome): the document they started from is the confirmed one at `version`, and they are the
   * first ops sent.
   */
  readonly early?: { readonly base: WorkflowDocument; readonly ops: ReadonlyArray<Operation> };
}

/** One editor in a live session, wired to its bus and history. */
export class CollabBinding {
  readonly client: CollabClient;
  private readonly subscription: Subscription;
  private applying = false;

  constructor(
    private readonly bus: CommandBus,
    private readonly history: History,
    private readonly options: CollabBindingOptions,
  ) {
    this.client = new CollabClient(bus.operations, options.clientId, options.early?.base ?? bus.getState(), options.version);
    if (options.early && options.early.ops.length > 0) this.client.recordLocal(options.early.ops, bus.getState());
    this.subscription = bus.transactions$.subscribe((t) => {
      if (this.applying || t.meta.origin === 'remote') return;
      const ops = t.ops.filter((_, i) => t.effective[i] === true);
      if (ops.length === 0) return;
      this.client.recordLocal(ops, t.after);
      this.flush();
    });
    history.setReplayFit((ops, doc) => applyFitted(bus.operations, doc, ops).ops);
    this.flush();
  }

  /** Sends the queued ops when no batch is in flight. */
  flush(): void {
    const batch = this.client.takeBatch();
    if (batch !== null) this.options.send(batch);
  }

  /** Takes in an ordered step and shows it. */
  receive(step: CollabStep): void {
    this.show(this.client.receive(step));
    this.flush();
  }

  /** After a reconnect: sends the batch in flight again (the authority ignores it if it had it). */
  resend(): void {
    const batch = this.client.resend();
    if (batch !== null) this.options.send(batch);
    else this.flush();
  }

  /**
   * Starts over from the authority's whole document (I was away longer than its step log
   * reaches), keeping my unconfirmed ops on top of it. The bus loads the result keeping the undo
   * history (reason {@link RESYNC_REASON}); the history is rebased over what changed between the
   * document I showed and the new one, as it is over steps, since the steps are not known.
   */
  reset(document: WorkflowDocument, version: number): void {
    const shown = this.client.doc;
    const { dropped } = this.client.reset(document, version);
    // My unconfirmed ops sit on both sides, so what differs is what others did meanwhile.
    const changes = documentChanges(shown, this.client.doc);
    this.bus.load(this.client.doc, RESYNC_REASON, { keepHistory: true });
    const places = changes.paths.map((path) => ({ path, removesNode: path.length === 2 && changes.removed.has(path[1] as string) }));
    this.rebaseHistory(places, changes.renames);
    if (dropped.length > 0) this.options.onDropped?.(dropped);
    this.flush();
  }

  private show(result: Reconciliation): void {
    if (result.ops.length > 0) this.dispatchRemote(result.ops);
    if (result.remote.length > 0) this.rebaseHistory(placesWritten(this.bus.operations, result.remote), result.renames);
    if (result.dropped.length > 0) this.options.onDropped?.(result.dropped);
  }

  private dispatchRemote(ops: Operation[]): void {
    if (ops.length === 0) return;
    this.applying = true;
    try {
      this.bus.dispatch({ ops, meta: { origin: 'remote', addToHistory: false, marksDirty: false, label: 'Remote edit' } });
    } finally {
      this.applying = false;
    }
  }

  /**
   * My undo must not revert a later edit of someone else's: an inverse that writes a place a
   * remote op wrote is dropped (except removing a node I added: delete beats edit), and expression
   * references in my recorded ops follow remote renames.
   */
  private rebaseHistory(places: ReadonlyArray<WrittenPlace>, renames: ReadonlyArray<Rename>): void {
    const registry = this.bus.operations;
    this.history.rebase(
      (inverse) => (revertsOthers(registry, inverse, places) ? null : followRenames(registry, inverse, renames)),
      (operation) => followRenames(registry, operation, renames),
    );
  }

  /** Stops listening to the bus. */
  dispose(): void {
    this.subscription.unsubscribe();
    this.history.setReplayFit(null);
  }
}
