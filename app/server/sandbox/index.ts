/**
 * The Code node sandbox: user JavaScript runs in fresh isolated-vm contexts inside worker
 * processes, never in the server. The server makes one {@link CodeSandbox} from its
 * settings at start-up and hands it to the nodes through the engine services.
 * Design and limits: docs/security.md ("Code node").
 *
 * @module
 */
export * from './types';
export { CodeSandbox } from './code-sandbox';
export { BLOCKED_MODULES, BUILTIN_IMPLEMENTATIONS } from './module-policy';
