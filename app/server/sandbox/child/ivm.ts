/**
 * isolated-vm, in the build that suits the running Node.js. Its releases follow V8:
 * 6.x builds on Node.js 22 and 24 (and declares Node.js 22 or newer), 5.0.4 builds on
 * Node.js 20 but not on 24. package.json lists both as optional dependencies (the 5.0.4
 * one under the alias `isolated-vm-node20`): npm skips 6.x on Node.js 20 for its
 * engines field, and drops 5.0.4 where its build fails, so each runtime keeps the build
 * that works. This module loads whichever is there, newest first.
 *
 * @module
 */
import { createRequire } from 'node:module';
import type IsolatedVm from 'isolated-vm-node20';

const require = createRequire(import.meta.url);

/** The package names tried, in order. */
export const ISOLATED_VM_PACKAGES = ['isolated-vm', 'isolated-vm-node20'] as const;

function load(): typeof IsolatedVm {
  const failures: string[] = [];
  for (const name of ISOLATED_VM_PACKAGES) {
    try {
      return require(name) as typeof IsolatedVm;
    } catch (error) {
      failures.push(`${name}: ${(error as Error).message.split('\n')[0]}`);
    }
  }
  throw new Error(
    `The Code node sandbox needs isolated-vm built for Node.js ${process.versions.node}, and none could be loaded (${failures.join('; ')}). ` +
      'Run "npm install" again with this Node.js (python3, make and g++ present; npm_config_nodedir set to its headers).',
  );
}

const ivm: typeof IsolatedVm = load();

/** The types of isolated-vm, under the same name as the loaded module (both builds share them). */
// eslint-disable-next-line @typescript-eslint/no-namespace
declare namespace ivm {
  type Isolate = IsolatedVm.Isolate;
  type Context = IsolatedVm.Context;
  type Script = IsolatedVm.Script;
  type Reference<T> = IsolatedVm.Reference<T>;
  type Callback = IsolatedVm.Callback;
  type ExternalCopy<T> = IsolatedVm.ExternalCopy<T>;
}

export default ivm;
