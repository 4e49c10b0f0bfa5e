import { disposableTracker } from './disposable-tracker';

/**
 * Every registration in Switchyard returns an IDisposable so that a plugin can
 * be unloaded without leaving anything behind. DisposableStore is the bag a
 * plugin's `ctx.subscriptions` uses to collect them.
 */
export interface IDisposable {
  /** Releases whatever the registration holds. Must be safe to call more than once. */
  dispose(): void;
}

/** Wraps a cleanup function as an IDisposable that runs it at most once, however many owners dispose it. */
export function toDisposable(fn: () => void): IDisposable {
  return runOnce(fn, true);
}

/**
 * A disposer its caller may drop: it undoes a state change (a context key's value) rather than
 * releasing a resource, so dropping it leaks nothing and leak checks do not count it.
 */
export function toOptionalDisposable(fn: () => void): IDisposable {
  return runOnce(fn, false);
}

function runOnce(fn: () => void, tracked: boolean): IDisposable {
  let done = false;
  const disposable: IDisposable = {
    dispose() {
      // Disposers are often called from several owners; running twice would
      // remove a registration that a later owner re-added under the same key.
      if (done) return;
      done = true;
      if (tracked) disposableTracker()?.markAsDisposed(disposable);
      fn();
    },
  };
  if (tracked) disposableTracker()?.track(disposable);
  return disposable;
}

/** One disposer for several: disposes them in reverse order and rethrows any failures after all have run. */
export function combineDisposables(...items: IDisposable[]): IDisposable {
  return toDisposable(() => disposeAll(items));
}

/** Disposes in reverse order so later registrations, which may depend on earlier ones, go first. */
export function disposeAll(items: Iterable<IDisposable>): void {
  const errors: unknown[] = [];
  for (const item of [...items].reverse()) {
    try {
      item.dispose();
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new AggregateError(errors, 'Several disposers failed');
}

/**
 * Collects disposers and releases them together, newest first. Backs a plugin's
 * `ctx.subscriptions`; once disposed, anything added later is disposed immediately instead of
 * leaking.
 */
export class DisposableStore implements IDisposable {
  private readonly items = new Set<IDisposable>();
  private disposed = false;

  constructor() {
    disposableTracker()?.track(this);
  }

  /** True once `dispose()` has run; anything added afterwards is disposed immediately. */
  get isDisposed(): boolean {
    return this.disposed;
  }

  /** How many disposers are currently held. */
  get size(): number {
    return this.items.size;
  }

  /**
   * Tracks `item` and returns it, so a registration can be wrapped inline. On a disposed store the
   * item is disposed at once.
   */
  add<T extends IDisposable>(item: T): T {
    if (this.disposed) {
      // Adding to a dead store is a leak in the making: dispose at once.
      item.dispose();
      return item;
    }
    this.items.add(item);
    disposableTracker()?.setParent(item, this);
    return item;
  }

  /** Adds a plain function as a disposer. */
  addFn(fn: () => void): IDisposable {
    return this.add(toDisposable(fn));
  }

  /** Stops tracking `item` without disposing it (the caller takes over its lifetime). */
  delete(item: IDisposable): void {
    if (this.items.delete(item)) disposableTracker()?.setParent(item, null);
  }

  /** Disposes every held item (newest first) but keeps the store usable for new ones. */
  clear(): void {
    const items = [...this.items];
    this.items.clear();
    disposeAll(items);
  }

  /** Disposes every held item and marks the store dead; later calls do nothing. */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    disposableTracker()?.markAsDisposed(this);
    this.clear();
  }
}
