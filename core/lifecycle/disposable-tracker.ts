import type { IDisposable } from './disposable';

/**
 * Observes disposables as they are made and released, so a test suite can fail when something a
 * test registered outlives the test (a listener, a command, a view that nobody unregisters is a
 * leak once plugins load and unload at run time). Production code never installs one.
 */
export interface IDisposableTracker {
  /** A disposable was created. */
  track(disposable: IDisposable): void;
  /** `child` now belongs to `parent` (a store): disposing the parent releases it. */
  setParent(child: IDisposable, parent: IDisposable | null): void;
  /** A disposable was released. */
  markAsDisposed(disposable: IDisposable): void;
  /** A disposable lives as long as the process on purpose (module-level registries). */
  markAsSingleton(disposable: IDisposable): void;
}

/**
 * The installed tracker. Kept in one slot of an object rather than a module-level `let` so the
 * test hook is explicit; `installDisposableTracker` returns the way back.
 */
const slot: { tracker: IDisposableTracker | null } = { tracker: null };

/** Installs `tracker` until the returned function is called (test suites only). */
export function installDisposableTracker(tracker: IDisposableTracker): () => void {
  const previous = slot.tracker;
  slot.tracker = tracker;
  return () => {
    slot.tracker = previous;
  };
}

/** The tracker in force, if a test installed one. */
export function disposableTracker(): IDisposableTracker | null {
  return slot.tracker;
}

/** Declares that `disposable` lives for the whole process, so leak checks ignore it. */
export function markAsSingleton<T extends IDisposable>(disposable: T): T {
  slot.tracker?.markAsSingleton(disposable);
  return disposable;
}
