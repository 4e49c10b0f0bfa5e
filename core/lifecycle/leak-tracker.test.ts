import { afterEach, describe, expect, it } from 'vitest';
import { DisposableStore, toDisposable, toOptionalDisposable } from './disposable';
import { installDisposableTracker, markAsSingleton } from './disposable-tracker';
import { DisposableLeakTracker } from './leak-tracker';

let uninstall: (() => void) | null = null;
afterEach(() => uninstall?.());

function tracking(): DisposableLeakTracker {
  const tracker = new DisposableLeakTracker();
  uninstall = installDisposableTracker(tracker);
  return tracker;
}

describe('disposable leak tracker', () => {
  it('names a disposer nobody disposed, with where it was made', () => {
    const tracker = tracking();
    toDisposable(() => undefined);
    toDisposable(() => undefined).dispose();
    const leaks = tracker.leaks();
    expect(leaks).toHaveLength(1);
    expect(leaks[0]).toContain('leak-tracker.test.ts');
  });

  it('reports a live store once, not each item it holds; disposing the store clears them all', () => {
    const tracker = tracking();
    const store = new DisposableStore();
    store.add(toDisposable(() => undefined));
    store.add(toDisposable(() => undefined));
    expect(tracker.leaks()).toHaveLength(1);
    store.dispose();
    expect(tracker.leaks()).toEqual([]);
  });

  it('an item taken back out of a store is the caller’s to dispose', () => {
    const tracker = tracking();
    const store = new DisposableStore();
    const item = store.add(toDisposable(() => undefined));
    store.delete(item);
    store.dispose();
    expect(tracker.leaks()).toHaveLength(1);
  });

  it('ignores singletons and what they hold, and optional disposers', () => {
    const tracker = tracking();
    const registry = markAsSingleton(new DisposableStore());
    registry.add(toDisposable(() => undefined));
    toOptionalDisposable(() => undefined);
    expect(tracker.leaks()).toEqual([]);
  });

  it('tracks nothing once uninstalled', () => {
    const tracker = tracking();
    uninstall?.();
    uninstall = null;
    toDisposable(() => undefined);
    expect(tracker.leaks()).toEqual([]);
  });
});
