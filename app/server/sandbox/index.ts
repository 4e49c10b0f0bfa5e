/**
 * The Code node sandbox (issue 5 item 5): user JavaScript runs in fresh
 * isolated-vm contexts inside worker processes, never in the server.
 * Design and limits: docs/security.md ("Code node").
 *
 * @module
 */
import { CodeSandbox } from './code-sandbox';
import type { CodeSandboxOptions, ICodeSandbox } from './types';

export * from './types';
export { CodeSandbox } from './code-sandbox';
export { BLOCKED_MODULES, BUILTIN_IMPLEMENTATIONS } from './module-policy';

let shared: CodeSandbox | undefined;
let sharedOptions: CodeSandboxOptions = {};

/**
 * Sets the options of the shared sandbox (server start-up: settings.allowedModules,
 * limits). A sandbox already running is stopped (runs in flight on it fail).
 *
 * @param options - pool size, limits and default allowed modules
 * @returns a disposer that stops the shared sandbox
 */
export function configureSharedCodeSandbox(options: CodeSandboxOptions): () => Promise<void> {
  // Several servers in one process (the integration tests) configure it alike: keep the
  // running workers then, so one server's start-up never fails another's runs.
  if (JSON.stringify(options) === JSON.stringify(sharedOptions)) return disposeSharedCodeSandbox;
  sharedOptions = options;
  const previous = shared;
  shared = undefined;
  void previous?.dispose();
  return disposeSharedCodeSandbox;
}

/**
 * The process-wide sandbox the Code node uses, started on first call.
 *
 * @returns the shared sandbox
 */
export function getSharedCodeSandbox(): ICodeSandbox {
  shared ??= new CodeSandbox(sharedOptions);
  return shared;
}

/**
 * Stops the shared sandbox's worker processes (server shutdown); the next
 * {@link getSharedCodeSandbox} starts a new one.
 *
 * @returns when the workers have exited
 */
export async function disposeSharedCodeSandbox(): Promise<void> {
  const current = shared;
  shared = undefined;
  await current?.dispose();
}
