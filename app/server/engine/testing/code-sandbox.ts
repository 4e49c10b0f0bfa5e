/**
 * One Code sandbox for the node and engine tests of a test file: its worker processes start
 * on the first Code node run and are reused by the file's later runs (starting workers for
 * every run would make the tests slow). Call {@link disposeTestCodeSandbox} after the file.
 */
import { CodeSandbox } from '../../sandbox/code-sandbox';
import type { ICodeSandbox } from '../../sandbox/types';

let sandbox: CodeSandbox | undefined;

/** The test files' sandbox (default options), started on first use. */
export function testCodeSandbox(): ICodeSandbox {
  sandbox ??= new CodeSandbox();
  return sandbox;
}

/** Stops the test sandbox's workers; the next {@link testCodeSandbox} starts a new one. */
export async function disposeTestCodeSandbox(): Promise<void> {
  const current = sandbox;
  sandbox = undefined;
  await current?.dispose();
}
