import { BehaviorSubject, type Observable, type Subscription } from 'rxjs';
import type { CommandBus } from '../bus/command-bus';
import type { Transaction } from '../bus/types';
import type { Operation } from '../document/operation';
import type { WorkflowDocument } from '../document/types';

/** Each stack holds at most 100 entries; the oldest is dropped. */
export const HISTORY_LIMIT = 100;

interface Step {
  op: Operation;
  /** Undoes `op`, computed from the state just before it first applied. */
  inverse: ReadonlyArray<Operation>;
}

/** One undo step: what one user transaction, or one group of them, did. */
export interface HistoryEntry {
  /** What the step is called in menus and toasts (the first transaction's label for a group). */
  readonly label: string;
  /** The `meta.group` of the transactions in this step; later transactions with the same group join it. */
  readonly group: string | undefined;
  /** The effective operations with their inverses, in the order they applied; undo runs the inverses in reverse. */
  readonly steps: ReadonlyArray<Readonly<Step>>;
}

/** What undo/redo buttons and menus need, published on `state$` after every change. */
export interface HistoryState {
  /** Whether there is anything to undo. */
  readonly canUndo: boolean;
  /** Whether there is anything to redo. */
  readonly canRedo: boolean;
  /** Label of the step `undo()` would revert; null when there is none. */
  readonly undoLabel: string | null;
  /** Label of the step `redo()` would re-apply; null when there is none. */
  readonly redoLabel: string | null;
  /** Entries on the undo stack (at most the history limit, 100 by default). */
  readonly undoDepth: number;
  /** Entries on the redo stack. */
  readonly redoDepth: number;
}

const EMPTY: HistoryState = { canUndo: false, canRedo: false, undoLabel: null, redoLabel: null, undoDepth: 0, redoDepth: 0 };

/**
 * Undo/redo as a subscriber of the bus, not a part of it: the bus knows
 * nothing about history, so remote and system edits can flow through the same
 * door without ever entering the user's stacks.
 */
export class History {
  private undoStack: HistoryEntry[] = [];
  private redoStack: HistoryEntry[] = [];
  private readonly stateSubject = new BehaviorSubject<HistoryState>(EMPTY);
  private readonly subscriptions: Subscription[] = [];

  constructor(
    private readonly bus: CommandBus,
    private readonly limit = HISTORY_LIMIT,
  ) {
    this.subscriptions.push(bus.transactions$.subscribe((t) => this.record(t)));
    this.subscriptions.push(bus.replaced$.subscribe((e) => e.keepHistory !== true && this.clear()));
  }

  /** Cached so React hooks get a stable reference. */
  get state$(): Observable<HistoryState> {
    return (this._stateObs ??= this.stateSubject.asObservable());
  }
  private _stateObs?: Observable<HistoryState>;

  /** The current state, synchronously (what `state$` last emitted). */
  getState(): HistoryState {
    return this.stateSubject.value;
  }

  /** Read-only snapshots, newest last. */
  entries(): {
    /** The undo stack; the last entry is undone first. */
    undo: ReadonlyArray<HistoryEntry>;
    /** The redo stack; the last entry is redone first. */
    redo: ReadonlyArray<HistoryEntry>;
  } {
    return { undo: [...this.undoStack], redo: [...this.redoStack] };
  }

  /** Empties both stacks. Runs on its own when the bus loads a new document (not one that continues this one). */
  clear(): void {
    this.undoStack = [];
    this.redoStack = [];
    this.publish();
  }

  private record(t: Transaction): void {
    if (t.meta.historyAction) return;
    if (t.meta.origin !== 'user' || t.meta.addToHistory === false) return;
    const top = this.undoStack[this.undoStack.length - 1];
    const joinGroup = t.meta.group !== undefined && top !== undefined && top.group === t.meta.group;
    const steps: Step[] = joinGroup ? [...top.steps] : [];
    const before = steps.length;
    t.ops.forEach((operation, i) => {
      // An op that changed nothing (a duplicate of one already applied) is not a step.
      if (!t.effective[i]) return;
      this.addStep(steps, { op: operation, inverse: t.inverses[i] ?? [] });
    });
    if (steps.length === before && !joinGroup) return;
    const entry: HistoryEntry = { label: joinGroup ? top.label : t.label, group: t.meta.group, steps };
    if (joinGroup) this.undoStack[this.undoStack.length - 1] = entry;
    else this.push(this.undoStack, entry);
    this.redoStack = [];
    this.publish();
  }

  private addStep(steps: Step[], step: Step): void {
    const def = this.bus.operations.get(step.op.type);
    for (let i = steps.length - 1; i >= 0; i--) {
      const prev = steps[i] as Step;
      if (prev.op.type !== step.op.type) continue;
      const merged = def.merge?.(prev.op.payload as never, step.op.payload as never);
      if (merged) {
        // Keep the first inverse: it restores the state before the gesture began.
        steps[i] = { op: { type: prev.op.type, payload: merged }, inverse: prev.inverse };
        return;
      }
    }
    steps.push(step);
  }

  private push(stack: HistoryEntry[], entry: HistoryEntry): void {
    stack.push(entry);
    if (stack.length > this.limit) stack.splice(0, stack.length - this.limit);
  }

  /**
   * Reverts the newest undo entry by dispatching its inverses as one user transaction and moves the
   * entry to the redo stack. Returns false when there was nothing to undo; throws when the
   * inverses no longer apply (the document moved on), dropping that entry. Synchronous, as an
   * editor's undo is: when it returns, the document is already the one before the step.
   */
  undo(): boolean {
    const entry = this.undoStack.pop();
    if (!entry) return false;
    const ops = [...entry.steps].reverse().flatMap((s) => s.inverse);
    this.replay(ops, { historyAction: 'undo', label: `Undo ${entry.label}` });
    this.push(this.redoStack, entry);
    this.publish();
    return true;
  }

  /**
   * Re-applies the newest redo entry and moves it back to the undo stack. Returns false when there
   * was nothing to redo; throws when it no longer applies, dropping that entry.
   */
  redo(): boolean {
    const entry = this.redoStack.pop();
    if (!entry) return false;
    this.replay(
      entry.steps.map((s) => s.op),
      { historyAction: 'redo', label: `Redo ${entry.label}` },
    );
    this.push(this.undoStack, entry);
    this.publish();
    return true;
  }

  /**
   * Rewrites both stacks after someone else's edit landed under them (live collaboration), so
   * that undo stays mine-only: every inverse goes through `mapInverse` and every op (for redo)
   * through `mapOp`; one mapped to null is dropped, and an entry left with nothing to do goes.
   */
  rebase(mapInverse: (operation: Operation) => Operation | null, mapOp: (operation: Operation) => Operation | null): void {
    const mapEntry = (entry: HistoryEntry): HistoryEntry | null => {
      const steps: Step[] = [];
      for (const step of entry.steps) {
        const op = mapOp(step.op);
        const inverse = step.inverse.map(mapInverse).filter((o): o is Operation => o !== null);
        if (op !== null || inverse.length > 0) steps.push({ op: op ?? step.op, inverse });
      }
      return steps.length === 0 ? null : { ...entry, steps };
    };
    const undo = this.undoStack.map(mapEntry).filter((e): e is HistoryEntry => e !== null && e.steps.some((s) => s.inverse.length > 0));
    const redo = this.redoStack.map(mapEntry).filter((e): e is HistoryEntry => e !== null);
    this.undoStack = undo;
    this.redoStack = redo;
    this.publish();
  }

  /**
   * Sets what fits a replayed undo or redo to the document as it is now (live collaboration makes
   * names unique and drops ops on nodes someone deleted); null replays the ops as recorded.
   */
  setReplayFit(fit: ((ops: Operation[], doc: WorkflowDocument) => Operation[]) | null): void {
    this.replayFit = fit;
  }

  private replayFit: ((ops: Operation[], doc: WorkflowDocument) => Operation[]) | null = null;

  private replay(ops: Operation[], meta: { historyAction: 'undo' | 'redo'; label: string }): void {
    try {
      const fitted = this.replayFit ? this.replayFit(ops, this.bus.getState()) : ops;
      this.bus.dispatch({ ops: fitted, meta: { origin: 'user', ...meta } });
    } catch (error) {
      // The document moved on (e.g. a remote edit removed the node, or the op type's plugin was
      // unloaded); this step can no longer apply and is dropped.
      this.publish();
      throw error;
    }
  }

  private publish(): void {
    const u = this.undoStack[this.undoStack.length - 1];
    const r = this.redoStack[this.redoStack.length - 1];
    this.stateSubject.next({
      canUndo: u !== undefined,
      canRedo: r !== undefined,
      undoLabel: u?.label ?? null,
      redoLabel: r?.label ?? null,
      undoDepth: this.undoStack.length,
      redoDepth: this.redoStack.length,
    });
  }

  /** Stops listening to the bus and completes `state$`. */
  dispose(): void {
    for (const s of this.subscriptions) s.unsubscribe();
    this.stateSubject.complete();
  }
}
