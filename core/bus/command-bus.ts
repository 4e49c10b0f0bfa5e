import { BehaviorSubject, Subject, type Observable } from 'rxjs';
import { OperationRegistry } from '../document/operation-registry';
import type { Operation } from '../document/operation';
import { createEmptyDocument, type WorkflowDocument } from '../document/types';
import { sameWorkflowContent } from '../document/same-content';
import { TransactionError, type DocumentReplaced, type Transaction, type TransactionInput } from './types';

/**
 * The one door through which the workflow document changes. Every edit is a
 * transaction of serializable operations; either all of them apply or none
 * does (validation runs against each intermediate state before committing),
 * so a failed paste never leaves half a workflow behind.
 */
export class CommandBus {
  private readonly stateSubject: BehaviorSubject<WorkflowDocument>;
  private readonly dirtySubject = new BehaviorSubject<boolean>(false);
  private readonly transactionSubject = new Subject<Transaction>();
  private readonly replacedSubject = new Subject<DocumentReplaced>();
  private nextId = 1;
  /**
   * The document as last saved (or loaded). Edits compare against it rather than only raising a
   * flag, so undoing back to it (or typing the old value again) counts as saved.
   */
  private savedDoc: WorkflowDocument;
  /** Set by `setDirty(true)`: a change the document comparison cannot see (a name given before the first save). */
  private markedDirty = false;

  constructor(
    /** The operation types this bus can apply; plugins add to it through `ctx.operations.define`. */
    readonly operations: OperationRegistry = new OperationRegistry(),
    initial: WorkflowDocument = createEmptyDocument(),
  ) {
    this.stateSubject = new BehaviorSubject(initial);
    this.savedDoc = initial;
  }

  /** Cached so React hooks get a stable reference. */
  get state$(): Observable<WorkflowDocument> {
    return (this._stateObs ??= this.stateSubject.asObservable());
  }
  private _stateObs?: Observable<WorkflowDocument>;

  /** Cached so React hooks get a stable reference. */
  get transactions$(): Observable<Transaction> {
    return (this._transactionsObs ??= this.transactionSubject.asObservable());
  }
  private _transactionsObs?: Observable<Transaction>;

  /** Cached so React hooks get a stable reference. */
  get replaced$(): Observable<DocumentReplaced> {
    return (this._replacedObs ??= this.replacedSubject.asObservable());
  }
  private _replacedObs?: Observable<DocumentReplaced>;

  /**
   * The unsaved-changes flag: set by edits, cleared by save and activation.
   * Cached so React hooks get a stable reference.
   */
  get dirty$(): Observable<boolean> {
    return (this._dirtyObs ??= this.dirtySubject.asObservable());
  }
  private _dirtyObs?: Observable<boolean>;

  /** The current document, synchronously (what `state$` last emitted). */
  getState(): WorkflowDocument {
    return this.stateSubject.value;
  }

  /** Whether there are unsaved changes. */
  isDirty(): boolean {
    return this.dirtySubject.value;
  }

  /**
   * Sets the unsaved-changes flag; save and activation clear it, which also makes the current
   * document the saved one that later edits compare against. Emits on `dirty$` only when it changes.
   */
  setDirty(dirty: boolean): void {
    this.markedDirty = dirty;
    if (!dirty) this.savedDoc = this.getState();
    this.emitDirty(dirty);
  }

  private emitDirty(dirty: boolean): void {
    if (this.dirtySubject.value !== dirty) this.dirtySubject.next(dirty);
  }

  /** Computes the result without committing; throws TransactionError when an op cannot apply. */
  preview(ops: ReadonlyArray<Operation>, from: WorkflowDocument = this.getState()) {
    let doc = from;
    const inverses: Operation[][] = [];
    const effective: boolean[] = [];
    ops.forEach((operation, index) => {
      if (!this.operations.has(operation.type)) {
        throw new TransactionError(`Unknown operation type "${operation.type}"`, index, operation.type);
      }
      const def = this.operations.get(operation.type);
      const reason = def.validate?.(doc, operation.payload);
      if (reason) throw new TransactionError(reason, index, operation.type);
      inverses.push(def.invert(operation.payload, doc));
      const next = def.apply(doc, operation.payload);
      effective.push(next !== doc);
      doc = next;
    });
    return {
      /** The document after all the operations. */
      doc,
      /** For each operation, the operations that undo it. */
      inverses,
      /** For each operation, whether it changed the document. */
      effective,
    };
  }

  /**
   * Applies the operations as one transaction. Returns null when there was
   * nothing to apply. Subscribers see the transaction after the state changed.
   */
  dispatch(input: TransactionInput): Transaction | null {
    if (input.ops.length === 0) return null;
    const before = this.getState();
    const { doc: after, inverses, effective } = this.preview(input.ops, before);
    const first = input.ops[0] as Operation;
    const label = input.meta.label ?? this.operations.label(first, before);
    const transaction: Transaction = { id: this.nextId++, ops: input.ops, inverses, effective, meta: input.meta, label, before, after };
    this.stateSubject.next(after);
    const marksDirty = input.meta.marksDirty ?? input.meta.origin !== 'system';
    if (after !== before) {
      if (marksDirty) this.emitDirty(this.markedDirty || !sameWorkflowContent(after, this.savedDoc));
      // A system edit on a saved workflow (a generated webhook path, say) is not the user's change.
      else if (!this.isDirty()) this.savedDoc = after;
    }
    this.transactionSubject.next(transaction);
    return transaction;
  }

  /**
   * Replaces the document wholesale (open, reload). History listens and clears itself unless
   * `keepHistory` says the new document continues this one.
   */
  load(document: WorkflowDocument, reason = 'load', options: { readonly keepHistory?: boolean } = {}): void {
    this.stateSubject.next(document);
    this.setDirty(false);
    this.replacedSubject.next({ document, reason, ...(options.keepHistory === true ? { keepHistory: true } : {}) });
  }

  /** Updates workflow-level fields that are not undoable edits (id, versionId, name after save). */
  patchMeta(patch: Partial<Pick<WorkflowDocument, 'id' | 'versionId' | 'name' | 'active' | 'tags' | 'settings' | 'meta'>>): void {
    this.stateSubject.next({ ...this.getState(), ...patch });
    // These fields come from the server (or go to it with the next save): the saved document has them too.
    this.savedDoc = this.isDirty() ? { ...this.savedDoc, ...patch } : this.getState();
  }

  /** Completes every stream; the bus must not be used afterwards. */
  dispose(): void {
    this.stateSubject.complete();
    this.transactionSubject.complete();
    this.replacedSubject.complete();
    this.dirtySubject.complete();
  }
}
