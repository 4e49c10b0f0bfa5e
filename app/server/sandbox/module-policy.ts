/**
 * Which modules `require` may load inside the Code node, decided in the
 * worker process, never inside the isolate.
 *
 * Nothing the isolate loads can do I/O: a module is its JavaScript source, read by
 * the worker and evaluated inside the isolate, so it gets the isolate's powers only
 * (no process, no file system, no network). Hence:
 * - built-in modules: the blocked list below can never be loaded, whatever the
 *   settings say; the others need `builtIn` (a list or '*') and are provided only
 *   when a pure-JavaScript implementation exists (see {@link BUILTIN_IMPLEMENTATIONS});
 *   the rest (child_process, net, worker_threads ...) reach the server and are refused;
 * - external modules: the package (or '*') must be in `external`; it must be an
 *   installed CommonJS package (ES-module-only packages and native addons are refused);
 *   files it requires (its own and its dependencies') load the same way, but a
 *   built-in it requires still passes the built-in rules above.
 *
 * @module
 */
import { builtinModules } from 'node:module';
import type { IAllowedModules } from '@sdk/settings/types';

/** Built-in modules the Code node can never load. */
export const BLOCKED_MODULES: readonly string[] = Object.freeze([
  'console',
  'constants',
  'crypto',
  'dns',
  'fs',
  'http',
  'http2',
  'https',
  'inspector',
  'module',
  'os',
  'path',
  'process',
  'readline',
  'url',
  'util',
  'zlib',
]);

/** Old names of blocked modules. */
const BLOCKED_ALIASES: Readonly<Record<string, string>> = { sys: 'util' };

/**
 * Built-ins with a pure-JavaScript implementation that runs inside the isolate:
 * the npm packages that browsers use for them (already in the dependency tree).
 */
export const BUILTIN_IMPLEMENTATIONS: Readonly<Record<string, string>> = Object.freeze({
  buffer: 'buffer/',
  punycode: 'punycode/',
  string_decoder: 'string_decoder/',
});

/** The module id user code requires from (not a file). */
export const USER_CODE_ID = 'Code';

/** A refused or missing module; the message names it. */
export class ModuleLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'Error';
  }
}

/** What a specifier turned out to be. */
export type ModuleRequest =
  | { kind: 'builtin'; name: string; implementation: string }
  | { kind: 'package'; name: string; specifier: string }
  | { kind: 'relative'; specifier: string };

const builtins: ReadonlySet<string> = new Set(builtinModules);

function allows(list: string[] | undefined, name: string): boolean {
  return list !== undefined && (list.includes('*') || list.includes(name));
}

/**
 * Classifies a `require` specifier and applies the allow-list.
 *
 * @param specifier - what the code passed to `require`
 * @param fromUserCode - whether the Code node itself asks (not a loaded module)
 * @param allowed - settings.allowedModules
 * @returns how to load it
 * @throws ModuleLoadError naming the module when it may not be loaded
 */
export function classifyModule(specifier: string, fromUserCode: boolean, allowed: IAllowedModules): ModuleRequest {
  const prefixed = specifier.startsWith('node:');
  const bare = prefixed ? specifier.slice(5) : specifier;
  const base = bare.split('/')[0] ?? bare;
  if (prefixed || builtins.has(bare) || builtins.has(base)) {
    const name = BLOCKED_ALIASES[base] ?? base;
    if (BLOCKED_MODULES.includes(name)) {
      throw new ModuleLoadError(`Module '${bare}' is blocked in the Code node`);
    }
    if (fromUserCode && !allows(allowed.builtIn, name)) {
      throw new ModuleLoadError(`Module '${bare}' is not allowed in the Code node (NODE_FUNCTION_ALLOW_BUILTIN)`);
    }
    const implementation = bare === base ? BUILTIN_IMPLEMENTATIONS[name] : undefined;
    if (implementation === undefined) {
      throw new ModuleLoadError(
        `Module '${bare}' cannot be used in the Code node: it would reach the server, and it has no sandboxed implementation`,
      );
    }
    return { kind: 'builtin', name, implementation };
  }
  if (bare.startsWith('.') || bare.startsWith('/')) {
    if (fromUserCode) throw new ModuleLoadError(`Cannot find module '${bare}': the Code node has no file system`);
    return { kind: 'relative', specifier: bare };
  }
  const packageName = bare.startsWith('@') ? bare.split('/').slice(0, 2).join('/') : base;
  if (fromUserCode && !allows(allowed.external, packageName)) {
    throw new ModuleLoadError(`Module '${packageName}' is not allowed in the Code node (NODE_FUNCTION_ALLOW_EXTERNAL)`);
  }
  return { kind: 'package', name: packageName, specifier: bare };
}
