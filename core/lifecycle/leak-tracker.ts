import type { IDisposable } from './disposable';
import type { IDisposableTracker } from './disposable-tracker';

interface Entry {
  parent: IDisposable | null;
  disposed: boolean;
  singleton: boolean;
  /** Where it was made, for the failure message. */
  readonly origin: string;
}

/**
 * Records every disposable made while installed and names those still alive at the end: roots
 * (not held by a store) that nobody disposed. A disposable held by a live store is reported
 * through that store, and anything under a singleton is expected to live on.
 */
export class DisposableLeakTracker implements IDisposableTracker {
  private readonly entries = new Map<IDisposable, Entry>();

  track(disposable: IDisposable): void {
    if (this.entries.has(disposable)) return;
    const origin = (new Error().stack ?? '').split('\n').slice(3, 9).join('\n');
    this.entries.set(disposable, { parent: null, disposed: false, singleton: false, origin });
  }

  setParent(child: IDisposable, parent: IDisposable | null): void {
    const entry = this.entries.get(child);
    if (entry) entry.parent = parent;
  }

  markAsDisposed(disposable: IDisposable): void {
    const entry = this.entries.get(disposable);
    if (entry) entry.disposed = true;
  }

  markAsSingleton(disposable: IDisposable): void {
    const entry = this.entries.get(disposable);
    if (entry) entry.singleton = true;
  }

  /** The creation sites of the disposables that leaked, one block per leak. */
  leaks(): string[] {
    const leaked: string[] = [];
    for (const [disposable, entry] of this.entries) {
      if (entry.disposed || entry.parent !== null) continue;
      if (this.underSingleton(disposable)) continue;
      leaked.push(entry.origin);
    }
    return leaked;
  }

  private underSingleton(disposable: IDisposable): boolean {
    const seen = new Set<IDisposable>();
    for (let at: IDisposable | null = disposable; at && !seen.has(at); at = this.entries.get(at)?.parent ?? null) {
      seen.add(at);
      if (this.entries.get(at)?.singleton) return true;
    }
    return false;
  }
}
