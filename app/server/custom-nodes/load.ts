/**
 * Loads custom nodes and credentials from the custom folders, the way n8n loads
 * `~/.n8n/custom` and `N8N_CUSTOM_EXTENSIONS`: each `Name.node.js` / `Name.credentials.js`
 * is required as CommonJS, its exported class `Name` (else its only exported class) is
 * instantiated, the description is checked, and node types are registered under
 * `CUSTOM.<description.name>` beside the core ones. A file that fails any step is
 * reported and skipped: a broken custom node never stops the server.
 *
 * The code runs in the server process with its privileges (docs/security.md): the
 * operator installs it, as in n8n.
 */
import { createRequire } from 'node:module';
import { basename } from 'node:path';
import type { ICredentialType, INodeTypeDescription } from '@sdk/workflow';
import type { CredentialTypeRegistry } from '../credentials/types';
import type { INodeType, IVersionedNodeType } from '../engine/node-interface';
import type { NodeTypeRegistry } from '../engine/node-type-registry';
import { adaptNodeType, isRunnable } from '../community-packages/adapt-node-type';
import { scanCustomFolders } from './scan';
import { checkCredentialType, checkNodeDescription, checkVersionedBase } from './validate';

/** The prefix n8n gives node types from the custom folders. */
export const CUSTOM_PACKAGE = 'CUSTOM';

/** Where a custom file was refused, and why. */
export interface SkippedFile {
  file: string;
  reason: string;
}

/** What a load registered and skipped. */
export interface CustomLoadResult {
  /** Registered node type names (`CUSTOM.x`). */
  nodeTypes: string[];
  /** Registered credential type names. */
  credentialTypes: string[];
  skipped: SkippedFile[];
}

/** Where the loader writes what it did. */
export interface CustomLoadLogger {
  info(message: string): void;
  warn(message: string): void;
}

/** Inputs of {@link loadCustomNodes}. */
export interface LoadCustomNodesInput {
  folders: readonly string[];
  nodeTypes: NodeTypeRegistry;
  credentialTypes: CredentialTypeRegistry;
  logger: CustomLoadLogger;
}

const require = createRequire(import.meta.url);

/** Scans `folders`, loads every file that passes and registers it. */
export async function loadCustomNodes(input: LoadCustomNodesInput): Promise<CustomLoadResult> {
  const result: CustomLoadResult = { nodeTypes: [], credentialTypes: [], skipped: [] };
  const skip = (file: string, reason: string) => {
    result.skipped.push({ file, reason });
    input.logger.warn(`Skipped custom file ${file}: ${reason}`);
  };
  const files = await scanCustomFolders(input.folders, (folder, reason) => skip(folder, `folder cannot be read (${reason})`));

  // Credentials first, so a node's credential type is known when the node is.
  for (const file of files.credentials) {
    try {
      const type = instantiate(file, '.credentials.js') as ICredentialType;
      const problem = checkCredentialType(type);
      if (problem) throw new Error(problem);
      const existing = input.credentialTypes.get(type.name);
      if (existing && !result.credentialTypes.includes(type.name)) throw new Error(`the credential type "${type.name}" is built in`);
      input.credentialTypes.register(type);
      result.credentialTypes.push(type.name);
    } catch (error) {
      skip(file, reasonOf(error));
    }
  }

  for (const file of files.nodes) {
    try {
      const type = asPrefixedNodeType(instantiate(file, '.node.js'), CUSTOM_PACKAGE);
      const name = type.description.name;
      if (input.nodeTypes.has(name)) input.logger.warn(`Custom node type ${name} from ${file} replaces one loaded before`);
      input.nodeTypes.register(type);
      if (!result.nodeTypes.includes(name)) result.nodeTypes.push(name);
    } catch (error) {
      skip(file, reasonOf(error));
    }
  }

  if (result.nodeTypes.length + result.credentialTypes.length > 0) {
    input.logger.info(
      `Loaded custom nodes: ${result.nodeTypes.join(', ') || 'none'}; custom credentials: ${result.credentialTypes.join(', ') || 'none'}`,
    );
  }
  return result;
}

/** Requires `file` and instantiates its class (n8n names it after the file). */
export function instantiate(file: string, suffix: string): unknown {
  const exported = require(file) as unknown;
  const className = basename(file).slice(0, -suffix.length);
  const candidates = typeof exported === 'function' ? { [className]: exported } : ((exported ?? {}) as Record<string, unknown>);
  let Class = candidates[className];
  if (typeof Class !== 'function') {
    const classes = Object.values(candidates).filter((value) => typeof value === 'function');
    if (classes.length !== 1) throw new Error(`it exports no class named ${className}`);
    Class = classes[0];
  }
  return new (Class as new () => unknown)();
}

/**
 * The instance as a registration named `<prefix>.<name>` (`CUSTOM`, or a community
 * package's name). The instance's own description is left untouched (a module's
 * description object may be shared by every load in the process): the registration
 * inherits the instance's methods and gets a renamed copy, adapted for package code
 * (adapt-node-type.ts: legacy helpers, declarative routing).
 */
export function asPrefixedNodeType(instance: unknown, prefix: string): INodeType | IVersionedNodeType {
  if (typeof instance !== 'object' || instance === null) throw new Error('the class does not build an object');
  const candidate = instance as Partial<IVersionedNodeType & INodeType>;
  if (candidate.nodeVersions !== undefined) {
    const problem = checkVersionedBase(candidate.description, candidate.nodeVersions);
    if (problem) throw new Error(problem);
    const base = candidate.description!;
    const name = `${prefix}.${base.name}`;
    const nodeVersions: IVersionedNodeType['nodeVersions'] = {};
    for (const [version, implementation] of Object.entries(candidate.nodeVersions)) {
      const versionProblem = checkNodeDescription(implementation.description);
      if (versionProblem) throw new Error(`version ${version}: ${versionProblem}`);
      nodeVersions[Number(version)] = renamed(implementation, { ...implementation.description, name });
    }
    return {
      nodeVersions,
      currentVersion: candidate.currentVersion ?? Math.max(...Object.keys(nodeVersions).map(Number)),
      description: { ...base, name },
    };
  }
  const problem = checkNodeDescription(candidate.description);
  if (problem) throw new Error(problem);
  if (!isRunnable(candidate)) {
    throw new Error('the node has no execute, webhook, trigger or poll method and no declarative routing');
  }
  const description = candidate.description!;
  return renamed(candidate as INodeType, { ...description, name: `${prefix}.${description.name}` });
}

function renamed(implementation: INodeType, description: INodeTypeDescription): INodeType {
  return adaptNodeType(implementation, description);
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
