import type { Operation } from '../document/operation';
import type { WorkflowDocument } from '../document/types';

/**
 * Who caused a transaction. Only 'user' edits enter history: a remote
 * collaborator's or the system's edits must never be undone by this user's
 * Ctrl+Z.
 */
export type TransactionOrigin = 'user' | 'remote' | 'system';

/**
 * How a transaction is recorded: who caused it, whether and how it enters history, and whether it
 * dirties the workflow.
 */
export interface TransactionMeta {
  /** Who caused the edit; only `user` transactions can enter history. */
  readonly origin: TransactionOrigin;
  /** Defaults to true for 'user', and is forced false for other origins. */
  readonly addToHistory?: boolean;
  /** Transactions sharing a group id (one drag gesture, one paste) form one undo step. */
  readonly group?: string;
  /** Label for history and undo toasts; defaults to the first operation's label. */
  readonly label?: string;
  /** Set by history on the transactions it dispatches itself. */
  readonly historyAction?: 'undo' | 'redo';
  /** Whether the edit makes the workflow dirty; defaults to true except for 'system'. */
  readonly marksDirty?: boolean;
}

/** What `bus.dispatch` takes: operations that apply together, all or none, as one transaction. */
export interface TransactionInput {
  /** The operations, applied in order; each is validated against the state the previous ones left. */
  readonly ops: ReadonlyArray<Operation>;
  /** How the transaction is recorded. */
  readonly meta: TransactionMeta;
}

/** A committed transaction as subscribers of `transactions$` see it. */
export interface Transaction {
  /** Sequence number, increasing per bus. */
  readonly id: number;
  /** The operations as dispatched, including any that changed nothing. */
  readonly ops: ReadonlyArray<Operation>;
  /** For each op in `ops`, the ops that undo it (computed from the state just before it). */
  readonly inverses: ReadonlyArray<ReadonlyArray<Operation>>;
  /** For each op, whether it changed the document; a repeat of an applied op does not. */
  readonly effective: ReadonlyArray<boolean>;
  /** The metadata given to `dispatch`. */
  readonly meta: TransactionMeta;
  /** The label history shows: `meta.label`, or else the first operation's label. */
  readonly label: string;
  /** The document before the transaction. */
  readonly before: WorkflowDocument;
  /** The document after it; the same object as `before` when nothing changed. */
  readonly after: WorkflowDocument;
}

/** What `load` emits: the document was replaced wholesale (open, import, server reload). */
export interface DocumentReplaced {
  /** The new document. */
  readonly document: WorkflowDocument;
  /** Why it was replaced, as given to `load` (`'load'` by default). */
  readonly reason: string;
  /**
   * Whether the new document continues the one before rather than opening another (a live
   * session catching up after a long drop): the undo history stays, for its owner to rebase.
   */
  readonly keepHistory?: boolean;
}

/**
 * Thrown by `dispatch` and `preview` when an operation of a transaction has an unknown type or
 * fails validation. Nothing of the transaction was applied.
 */
export class TransactionError extends Error {
  constructor(
    message: string,
    /** Index in the transaction's `ops` of the operation that failed. */
    readonly opIndex: number,
    /** Type of the operation that failed. */
    readonly opType: string,
  ) {
    super(message);
    this.name = 'TransactionError';
  }
}
