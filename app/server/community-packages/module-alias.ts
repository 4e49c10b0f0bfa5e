/**
 * Serves `n8n-workflow` (and the old `n8n-core` name) to community package code from
 * Switchyard's compatibility module. Packages declare `n8n-workflow` as a peer
 * dependency and expect the host to provide it; npm installs them without peers
 * (`--legacy-peer-deps`), and Node's resolver is asked first: a request for one of these
 * names, from any module, resolves to a module already in Node's cache whose exports are
 * the compatibility object. Switchyard itself never requires these names, so the alias
 * changes nothing else. Installed once per process (Node's module system is per process).
 */
import Module from 'node:module';
import { createN8nWorkflowModule, type CompatLogger } from './n8n-workflow';

/** The cache id of the served module (no file has this name). */
export const N8N_WORKFLOW_MODULE_ID = 'switchyard:n8n-workflow';

/** The module names answered with the compatibility module. */
const ALIASED = ['n8n-workflow', 'n8n-core'];

interface ModuleInternals {
  _resolveFilename(request: string, parent: unknown, ...rest: unknown[]): string;
  _cache: Record<string, unknown>;
}

const ALIAS_MARK = Symbol.for('switchyard.n8n-workflow-alias');

/** Makes `require('n8n-workflow')` answer the compatibility module; a second call does nothing. */
export function installN8nWorkflowAlias(logger: CompatLogger): void {
  const internals = Module as unknown as ModuleInternals & { [ALIAS_MARK]?: true };
  if (internals[ALIAS_MARK]) return;
  const served = new Module(N8N_WORKFLOW_MODULE_ID);
  served.exports = createN8nWorkflowModule(logger);
  served.loaded = true;
  internals._cache[N8N_WORKFLOW_MODULE_ID] = served;
  const resolve = internals._resolveFilename.bind(Module);
  internals._resolveFilename = (request, parent, ...rest) =>
    ALIASED.includes(request) ? N8N_WORKFLOW_MODULE_ID : resolve(request, parent, ...rest);
  internals[ALIAS_MARK] = true;
}
