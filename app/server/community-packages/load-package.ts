/**
 * Loads one installed community package: its credential types, then its node types, from
 * the files its `n8n` section lists, registered as `<package name>.<node name>` (the
 * anchor product's type names, so workflows exported there run here). Any file that fails
 * makes the whole package fail to load and nothing of it stays registered: a half-loaded
 * package would offer nodes whose credentials are missing.
 */
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { ICredentialType } from '@sdk/workflow';
import type { CredentialTypeRegistry } from '../credentials/types';
import { adaptCredentialType } from './adapt-credential-type';
import type { INodeType, IVersionedNodeType } from '../engine/node-interface';
import type { NodeTypeRegistry } from '../engine/node-type-registry';
import { asPrefixedNodeType, instantiate } from '../custom-nodes/load';
import { checkCredentialType } from '../custom-nodes/validate';
import { checkCommunityManifest } from './package-checks';

/** A node a package registered. */
export interface InstalledNode {
  /** Display name. */
  name: string;
  /** Registered type name. */
  type: string;
  /** Newest version of the node type. */
  latestVersion: number;
}

/** A loaded package. */
export interface LoadedPackage {
  packageName: string;
  installedVersion: string;
  authorName?: string | undefined;
  authorEmail?: string | undefined;
  installedNodes: InstalledNode[];
  credentialTypes: string[];
  /** Removes everything the package registered. */
  unload(): void;
}

/** The registries a package registers into. */
export interface PackageRegistries {
  nodeTypes: NodeTypeRegistry;
  credentialTypes: CredentialTypeRegistry;
}

const require = createRequire(import.meta.url);

/** The folder of `packageName` under the nodes folder. */
export function packageFolder(nodesFolder: string, packageName: string): string {
  return join(nodesFolder, 'node_modules', ...packageName.split('/'));
}

/** Reads and parses a package.json. */
export async function readManifest(folder: string): Promise<Record<string, unknown>> {
  return JSON.parse(await readFile(join(folder, 'package.json'), 'utf8')) as Record<string, unknown>;
}

/** Forgets every module Node loaded from `folder`, so a reinstall loads the new code. */
export function forgetModules(folder: string): void {
  const prefix = folder.endsWith(sep) ? folder : `${folder}${sep}`;
  for (const id of Object.keys(require.cache)) if (id.startsWith(prefix)) delete require.cache[id];
}

/** Loads the package at `folder`; throws (with nothing left registered) when it cannot. */
export async function loadCommunityPackage(folder: string, registries: PackageRegistries): Promise<LoadedPackage> {
  const manifest = await readManifest(folder);
  const checked = checkCommunityManifest(manifest);
  if ('problem' in checked) throw new Error(checked.problem);
  const packageName = String(manifest.name);
  const disposers: Array<() => void> = [];
  const unload = () =>
    disposers
      .splice(0)
      .reverse()
      .forEach((dispose) => dispose());
  const within = (file: string) => {
    const path = resolve(folder, file);
    if (!path.startsWith(`${folder}${sep}`)) throw new Error(`${file} lies outside the package`);
    return path;
  };
  try {
    const credentialTypes: string[] = [];
    for (const file of checked.section.credentials) {
      const type = fileStep(file, () => adaptCredentialType(instantiate(within(file), '.credentials.js') as ICredentialType));
      const problem = checkCredentialType(type);
      if (problem) throw new Error(`${file}: ${problem}`);
      if (registries.credentialTypes.has(type.name)) throw new Error(`${file}: the credential type "${type.name}" is already defined`);
      disposers.push(registries.credentialTypes.register(type));
      credentialTypes.push(type.name);
    }
    const installedNodes: InstalledNode[] = [];
    for (const file of checked.section.nodes) {
      const type = fileStep(file, () => asPrefixedNodeType(instantiate(within(file), '.node.js'), packageName));
      withIconUrls(type, packageName, relative(folder, dirname(within(file))));
      if (registries.nodeTypes.has(type.description.name))
        throw new Error(`${file}: the node type "${type.description.name}" is already defined`);
      disposers.push(registries.nodeTypes.register(type));
      const versions = registries.nodeTypes.versions(type.description.name);
      installedNodes.push({ name: type.description.displayName, type: type.description.name, latestVersion: Math.max(...versions) });
    }
    const author = manifest.author;
    const authorRecord = typeof author === 'object' && author !== null ? (author as Record<string, unknown>) : undefined;
    return {
      packageName,
      installedVersion: String(manifest.version),
      authorName: typeof author === 'string' ? author.replace(/\s*<.*$/, '') : (authorRecord?.name as string | undefined),
      authorEmail: authorRecord?.email as string | undefined,
      installedNodes,
      credentialTypes,
      unload,
    };
  } catch (error) {
    unload();
    forgetModules(folder);
    throw error;
  }
}

/** Where the editor loads a package's icon files: `icons/<package>/<path in the package>`. */
export const ICONS_SEGMENT = 'icons';

/**
 * Sets `iconUrl` on each description whose icon is a file shipped in the package
 * (`file:name.svg`, or `{light, dark}` of such), served by `GET /icons/<package>/<path>`.
 */
function withIconUrls(type: INodeType | IVersionedNodeType, packageName: string, nodeFolder: string): void {
  const descriptions =
    'nodeVersions' in type && type.nodeVersions
      ? [type.description, ...Object.values(type.nodeVersions).map((v) => v.description)]
      : [type.description];
  for (const description of descriptions) {
    const icon = typeof description.icon === 'string' ? description.icon : (description.icon as { light?: string } | undefined)?.light;
    if (typeof icon !== 'string' || !icon.startsWith('file:') || description.iconUrl !== undefined) continue;
    const path = join(nodeFolder, icon.slice('file:'.length)).split(sep).join('/');
    if (path.startsWith('..')) continue;
    description.iconUrl = `${ICONS_SEGMENT}/${packageName}/${path}`;
  }
}

function fileStep<T>(file: string, step: () => T): T {
  try {
    return step();
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}
