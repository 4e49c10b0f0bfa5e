import { BehaviorSubject, type Observable } from 'rxjs';
import { toOptionalDisposable, type IDisposable } from '../lifecycle/disposable';
import { compileWhen, type ContextValue } from './when-expression';

/**
 * Named facts about the UI ("canvasFocus", "inputFocus", "readOnly",
 * "workflowSaved") that `when` clauses read. Observable so the palette and
 * menus re-evaluate enablement when a fact changes.
 */
export class ContextKeyService {
  private readonly values = new Map<string, ContextValue>();
  private readonly changes = new BehaviorSubject<number>(0);

  /** Cached so React hooks get a stable reference. */
  get changes$(): Observable<number> {
    return (this._changesObs ??= this.changes.asObservable());
  }
  private _changesObs?: Observable<number>;

  /** The key's current value; undefined when unset. */
  get(key: string): ContextValue {
    return this.values.get(key);
  }

  /**
   * Sets a key and emits on `changes$` when the value changed. The disposer deletes the key, but
   * only if it still holds this value, so a later owner's setting survives.
   */
  set(key: string, value: ContextValue): IDisposable {
    if (this.values.get(key) !== value) {
      this.values.set(key, value);
      this.changes.next(this.changes.value + 1);
    }
    return toOptionalDisposable(() => {
      if (this.values.get(key) === value) this.delete(key);
    });
  }

  /** Removes the key, so it reads as undefined. */
  delete(key: string): void {
    if (this.values.delete(key)) this.changes.next(this.changes.value + 1);
  }

  /**
   * Evaluates a `when` clause against the current keys; an empty or missing clause is true. Throws
   * SyntaxError for a malformed clause.
   */
  evaluate(clause: string | undefined): boolean {
    if (!clause) return true;
    return compileWhen(clause)((key) => this.values.get(key));
  }

  /** A copy of every key set now, for debugging and tests. */
  snapshot(): Record<string, ContextValue> {
    return Object.fromEntries(this.values);
  }
}
