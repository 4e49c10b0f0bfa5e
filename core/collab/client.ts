/**
 * One editor's side of a live session (docs/collaboration.md). The client knows the last
 * document the authority confirmed, and the user's own ops the authority has not confirmed yet:
 * one batch in flight and the ops queued behind it. The editor shows confirmed + unconfirmed.
 * When a step of someone else arrives, the unconfirmed ops are taken off, the step goes under them
 * and they are put back on, rebased (renames followed, names made unique, ops on deleted nodes
 * dropped). Pure: the collaboration plugin carries the messages and applies the returned ops
 * through the command bus.
 */
import { jsonEqual, type Operation } from '../document/operation';
import type { OperationRegistry } from '../document/operation-registry';
import type { WorkflowDocument } from '../document/types';
import type { CollabStep } from './authority';
import { applyFitted, followRenames, inverseOf, type Rename } from './rebase';

/** A batch the client sends: its ops, made on top of version `base`. */
export interface OutgoingBatch {
  readonly batch: number;
  readonly base: number;
  readonly ops: ReadonlyArray<Operation>;
}

/** What the editor has to do after a step arrived. */
export interface Reconciliation {
  /**
   * Ops that take the editor's document from what it showed to confirmed + rebased unconfirmed
   * ops; dispatch them as one remote transaction. Empty when nothing visible changed.
   */
  readonly ops: Operation[];
  /** Someone else's ops in the step (empty for the confirmation of my own batch). */
  readonly remote: ReadonlyArray<Operation>;
  /** Renames the step made, for rebasing the undo history. */
  readonly renames: ReadonlyArray<Rename>;
  /** My unconfirmed ops that no longer apply (their node was deleted by someone else). */
  readonly dropped: ReadonlyArray<Operation>;
}

const NOTHING: Reconciliation = { ops: [], remote: [], renames: [], dropped: [] };

/** The editor's view of a live session. */
export class CollabClient {
  private confirmedDoc: WorkflowDocument;
  private confirmedVersion: number;
  private localDoc: WorkflowDocument;
  private inflight: OutgoingBatch | null = null;
  private queued: Operation[] = [];
  private nextBatch = 1;

  constructor(
    private readonly registry: OperationRegistry,
    /** This editor's id in the session; steps carrying it confirm its own batches. */
    readonly clientId: string,
    doc: WorkflowDocument,
    version: number,
  ) {
    this.confirmedDoc = doc;
    this.confirmedVersion = version;
    this.localDoc = doc;
  }

  /** The last version the authority confirmed. */
  get version(): number {
    return this.confirmedVersion;
  }

  /** The document as the authority confirmed it. */
  get confirmed(): WorkflowDocument {
    return this.confirmedDoc;
  }

  /** What the editor shows: confirmed plus my unconfirmed ops. */
  get doc(): WorkflowDocument {
    return this.localDoc;
  }

  /** My ops the authority has not confirmed, in order (in flight first). */
  get unconfirmed(): Operation[] {
    return [...(this.inflight?.ops ?? []), ...this.queued];
  }

  /** Whether a batch waits for its confirmation. */
  get waiting(): boolean {
    return this.inflight !== null;
  }

  /** Records ops the user just applied locally; `after` is the editor's document with them. */
  recordLocal(ops: ReadonlyArray<Operation>, after: WorkflowDocument): void {
    this.queued.push(...ops);
    this.localDoc = after;
  }

  /** The next batch to send, or null while one is in flight or nothing is queued. */
  takeBatch(): OutgoingBatch | null {
    if (this.inflight !== null || this.queued.length === 0) return null;
    this.inflight = { batch: this.nextBatch++, base: this.confirmedVersion, ops: this.queued };
    this.queued = [];
    return this.inflight;
  }

  /** The batch in flight, to send again after a reconnect that did not confirm it. */
  resend(): OutgoingBatch | null {
    return this.inflight;
  }

  /** Takes in the next ordered step (version = confirmed version + 1). */
  receive(step: CollabStep): Reconciliation {
    if (step.v !== this.confirmedVersion + 1) throw new Error(`Step ${step.v} does not follow version ${this.confirmedVersion}`);
    const mine = this.inflight !== null && step.client === this.clientId && step.batch === this.inflight.batch;
    const before = this.confirmedDoc;
    const applied = applyFitted(this.registry, before, step.ops);
    this.confirmedDoc = applied.doc;
    this.confirmedVersion = step.v;
    if (mine) return this.confirm(step, before);
    return this.rebase(step, applied.renames, before);
  }

  private confirm(step: CollabStep, before: WorkflowDocument): Reconciliation {
    const sent = this.inflight as OutgoingBatch;
    this.inflight = null;
    // The usual case: the authority applied my ops as I did; what I show is already right.
    if (jsonEqual(step.ops, sent.ops)) return NOTHING;
    const takeOff = inverseOf(this.registry, before, [...sent.ops, ...this.queued]);
    const putBack = applyFitted(this.registry, this.confirmedDoc, this.queued);
    this.queued = putBack.ops;
    return this.show({ ops: [...takeOff, ...step.ops, ...putBack.ops], remote: [], renames: [], dropped: putBack.dropped });
  }

  private rebase(step: CollabStep, renames: ReadonlyArray<Rename>, before: WorkflowDocument): Reconciliation {
    const pending = this.unconfirmed;
    if (pending.length === 0) return this.show({ ops: [...step.ops], remote: step.ops, renames, dropped: [] });
    const takeOff = inverseOf(this.registry, before, pending);
    const followed = pending.map((operation) => followRenames(this.registry, operation, renames));
    const inflightCount = this.inflight?.ops.length ?? 0;
    const putBack = this.reapply(followed.slice(0, inflightCount), followed.slice(inflightCount));
    return this.show({ ops: [...takeOff, ...step.ops, ...putBack.ops], remote: step.ops, renames, dropped: putBack.dropped });
  }

  /**
   * What the editor will show once it dispatched `result.ops`: they are applied to what it shows
   * now, exactly as the bus will, so the two never drift (taking an op off and putting it back can
   * move a map entry to the end; order is not content, see sameWorkflowContent).
   */
  private show(result: Reconciliation): Reconciliation {
    let doc = this.localDoc;
    for (const operation of result.ops) doc = this.registry.get(operation.type).apply(doc, operation.payload);
    this.localDoc = doc;
    return result;
  }

  /** Puts the in-flight and queued ops back on the confirmed document, fitted to it. */
  private reapply(inflight: Operation[], queued: Operation[]): { ops: Operation[]; dropped: Operation[] } {
    const first = applyFitted(this.registry, this.confirmedDoc, inflight);
    const second = applyFitted(this.registry, first.doc, queued);
    // The batch in flight keeps its number (the authority confirms it by that) but now holds the ops
    // as they sit on the new confirmed document, which is what taking them off again needs.
    if (this.inflight !== null) this.inflight = { ...this.inflight, ops: first.ops };
    this.queued = second.ops;
    return { ops: [...first.ops, ...second.ops], dropped: [...first.dropped, ...second.dropped] };
  }

  /**
   * Starts over from a document the authority sent whole (a reload after being away too long),
   * keeping my unconfirmed ops: they are put back on it and sent again in a new batch.
   */
  reset(doc: WorkflowDocument, version: number): { ops: Operation[]; dropped: Operation[] } {
    const pending = this.unconfirmed;
    this.inflight = null;
    this.confirmedDoc = doc;
    this.confirmedVersion = version;
    const putBack = applyFitted(this.registry, doc, pending);
    this.queued = putBack.ops;
    this.localDoc = putBack.doc;
    return { ops: putBack.ops, dropped: putBack.dropped };
  }
}
