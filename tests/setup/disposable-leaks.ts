import { relative, sep } from 'node:path';
import { beforeEach, expect, onTestFinished } from 'vitest';
import { installDisposableTracker } from '../../core/lifecycle/disposable-tracker';
import { DisposableLeakTracker } from '../../core/lifecycle/leak-tracker';

/**
 * Every plugin test checks that what it registered was released: a plugin can be unloaded at run
 * time, so a disposable that outlives its test (a command, a view, a listener, a kernel nobody
 * disposed) is the same leak a user would carry after turning a plugin off.
 */
const inPluginTest = (): boolean => relative(process.cwd(), expect.getState().testPath ?? '').startsWith(`plugins${sep}`);

beforeEach(() => {
  if (!inPluginTest()) return;
  const tracker = new DisposableLeakTracker();
  const uninstall = installDisposableTracker(tracker);
  // Registered before the test's own clean-ups, so it runs after them (and after afterEach).
  onTestFinished(() => {
    uninstall();
    const leaks = tracker.leaks();
    if (leaks.length > 0) {
      throw new Error(`${leaks.length} disposable(s) leaked by this test; dispose them (first made at):\n${leaks[0]}`);
    }
  });
});
