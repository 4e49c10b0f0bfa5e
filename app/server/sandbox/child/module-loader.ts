/**
 * Finds the source of a module the Code node may `require` (worker process side).
 * The isolate calls {@link ModuleLoader.load} through a callback and evaluates the
 * returned text itself; the worker never runs module code. Only `.js`, `.cjs` and
 * `.json` files inside the project's node_modules are ever read.
 *
 * @module
 */
import { readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IAllowedModules } from '@sdk/settings/types';
import { USER_CODE_ID, ModuleLoadError, classifyModule } from '../module-policy';

/** What the isolate receives for one module. */
export interface LoadedModule {
  /** The module's id (its real path); the isolate caches by it. */
  id: string;
  kind: 'js' | 'json';
  source: string;
}

const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
const nodeModules = realpathSync(join(projectRoot, 'node_modules')) + sep;
const rootRequire = createRequire(join(projectRoot, 'package.json'));
const sources = new Map<string, string>();
const moduleTypes = new Map<string, boolean>();

function isEsmFile(file: string): boolean {
  if (file.endsWith('.mjs')) return true;
  if (file.endsWith('.cjs') || file.endsWith('.json')) return false;
  let dir = dirname(file);
  while (dir.startsWith(nodeModules)) {
    const known = moduleTypes.get(dir);
    if (known !== undefined) return known;
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { type?: string };
      const esm = pkg.type === 'module';
      moduleTypes.set(dir, esm);
      return esm;
    } catch {
      dir = dirname(dir);
    }
  }
  return false;
}

/** Resolves and reads modules for one run, under that run's allow-list. */
export class ModuleLoader {
  constructor(private readonly allowed: IAllowedModules) {}

  /**
   * @param specifier - what `require` was called with
   * @param fromId - {@link USER_CODE_ID} or the id of the requiring module
   * @returns the module's source
   * @throws ModuleLoadError naming the module
   */
  load(specifier: string, fromId: string): LoadedModule {
    const fromUserCode = fromId === USER_CODE_ID;
    const request = classifyModule(specifier, fromUserCode, this.allowed);
    const label = request.kind === 'builtin' ? request.name : request.specifier;
    const resolver = fromUserCode || !fromId.startsWith(nodeModules) ? rootRequire : createRequire(fromId);
    let file: string;
    try {
      const target = request.kind === 'builtin' ? request.implementation : request.specifier;
      file = realpathSync(resolver.resolve(target));
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'ERR_PACKAGE_PATH_NOT_EXPORTED') {
        throw new ModuleLoadError(
          `Cannot find module '${label}': the package does not export it to require() (ES-module-only packages cannot be loaded in the Code node)`,
        );
      }
      throw new ModuleLoadError(`Cannot find module '${label}'`);
    }
    if (!file.startsWith(nodeModules)) throw new ModuleLoadError(`Cannot find module '${label}'`);
    const extension = extname(file);
    if (extension === '.node') throw new ModuleLoadError(`Module '${label}' is a native addon and cannot run inside the Code node sandbox`);
    if (extension !== '.js' && extension !== '.cjs' && extension !== '.json') {
      throw new ModuleLoadError(`Cannot load '${label}': only .js, .cjs and .json files can be loaded`);
    }
    if (isEsmFile(file)) throw new ModuleLoadError(`Module '${label}' is an ES module; the Code node can load CommonJS modules only`);
    let source = sources.get(file);
    if (source === undefined) {
      source = readFileSync(file, 'utf8');
      sources.set(file, source);
    }
    return { id: file, kind: extension === '.json' ? 'json' : 'js', source };
  }
}
