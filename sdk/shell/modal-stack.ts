import { BehaviorSubject, type Observable } from 'rxjs';
import type { IModalService, ModalEntry } from '../plugin/services';

/**
 * The modal stack behind {@link IModalService}. Framework-free so plugin tests
 * use the same implementation the browser shell renders.
 */
export class ModalStack implements IModalService {
  private readonly subject = new BehaviorSubject<readonly ModalEntry[]>([]);
  private instance = 0;

  /** Cached so React hooks get a stable reference. */
  get stack$(): Observable<readonly ModalEntry[]> {
    return (this._stackObs ??= this.subject.asObservable());
  }
  private _stackObs?: Observable<readonly ModalEntry[]>;

  /** The active modal: the first item of the stack. */
  get active(): ModalEntry | undefined {
    return this.subject.value[0];
  }

  /** The stack now, active modal first. */
  get stack(): readonly ModalEntry[] {
    return this.subject.value;
  }

  /** Puts the modal on top, making it active. A modal already on the stack moves to the top with the new data. */
  open(key: string, data?: unknown): void {
    // Re-opening a modal that is already on the stack brings it to the top.
    const rest = this.subject.value.filter((m) => m.key !== key);
    this.subject.next([{ key, data, instance: ++this.instance }, ...rest]);
  }

  /** Removes the named modal, or the active one when no key is given; the next one down becomes active. */
  close(key?: string): void {
    const stack = this.subject.value;
    if (stack.length === 0) return;
    const target = key ?? stack[0]?.key;
    this.subject.next(stack.filter((m) => m.key !== target));
  }

  /** Empties the stack. */
  closeAll(): void {
    this.subject.next([]);
  }

  private readonly guards = new Map<string, () => boolean | Promise<boolean>>();

  /** Registers the before-close guard of `key` (one per modal; the latest wins). */
  setBeforeClose(key: string, guard: () => boolean | Promise<boolean>): () => void {
    this.guards.set(key, guard);
    return () => {
      if (this.guards.get(key) === guard) this.guards.delete(key);
    };
  }

  /** Asks the guard of `key` (or the active modal), then closes it when allowed. */
  async requestClose(key?: string): Promise<boolean> {
    const target = key ?? this.subject.value[0]?.key;
    if (target === undefined || !this.isOpen(target)) return false;
    const guard = this.guards.get(target);
    if (guard && !(await guard())) return false;
    this.close(target);
    return true;
  }

  /** Whether the modal is anywhere on the stack, active or not. */
  isOpen(key: string): boolean {
    return this.subject.value.some((m) => m.key === key);
  }
}
