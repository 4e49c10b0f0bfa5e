/**
 * Installs, updates, uninstalls and loads community node packages in `<user folder>/nodes`
 * (docs/community-nodes.md). npm does the installing (npm-cli.ts); the installed set is
 * what `nodes/package.json` lists, so the folder is the one record and an operator's own
 * `npm install` there is picked up at the next start. One npm operation runs at a time.
 *
 * Install policy: the registry's manifest is checked first (keyword and `n8n` section),
 * then npm installs with `--ignore-scripts` (no install script of the package or its
 * dependencies runs; docs/decisions.md) and `--legacy-peer-deps` (the `n8n-workflow` peer
 * is served by Switchyard, module-alias.ts). A package refused after installing, or one
 * that does not load, is uninstalled again: nothing is left behind.
 */
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { DomainError } from '../domain-error';
import {
  forgetModules,
  loadCommunityPackage,
  packageFolder,
  readManifest,
  type LoadedPackage,
  type PackageRegistries,
} from './load-package';
import { npmFailureMessage, runNpm, type NpmOptions } from './npm-cli';
import { checkCommunityManifest } from './package-checks';

/** An installed package as the REST API answers it (the anchor product's `PublicInstalledPackage`). */
export interface PublicInstalledPackage {
  packageName: string;
  installedVersion: string;
  authorName?: string | undefined;
  authorEmail?: string | undefined;
  installedNodes: Array<{ name: string; type: string; latestVersion: number }>;
  createdAt: string;
  updatedAt: string;
  /** The newer version on the registry, when there is one. */
  updateAvailable?: string;
  /** Why the package did not load (it stays installed, its nodes absent). */
  failedLoading?: string;
}

/** Where the service logs. */
export interface PackagesLogger {
  info(message: string): void;
  warn(message: string): void;
}

/** Inputs of {@link CommunityPackagesService}. */
export interface CommunityPackagesOptions {
  /** `<user folder>/nodes`. */
  nodesFolder: string;
  npm: NpmOptions;
  registries: PackageRegistries;
  logger: PackagesLogger;
  /** How long an update check answer is reused, in milliseconds. */
  updateCheckTtlMs?: number;
}

/** The community packages of one server. */
export interface ICommunityPackagesService {
  loadInstalled(): Promise<void>;
  list(): Promise<PublicInstalledPackage[]>;
  install(name: string, version?: string): Promise<PublicInstalledPackage>;
  update(name: string): Promise<PublicInstalledPackage>;
  uninstall(name: string): Promise<void>;
  /** The absolute path of an icon file (`.svg` / `.png`) inside a loaded package, or undefined. */
  iconFile(packageName: string, path: string): string | undefined;
  dispose(): void;
}

interface PackageState {
  name: string;
  loaded?: LoadedPackage;
  failedLoading?: string;
  installedVersion: string;
}

/** See the module comment. */
export class CommunityPackagesService implements ICommunityPackagesService {
  private readonly packages = new Map<string, PackageState>();
  private queue: Promise<unknown> = Promise.resolve();
  private updates: { at: number; latest: Map<string, string> } | undefined;

  constructor(private readonly options: CommunityPackagesOptions) {}

  /** Loads every package `nodes/package.json` lists; each failure is recorded and skipped. */
  async loadInstalled(): Promise<void> {
    for (const name of await this.dependencies()) {
      const state: PackageState = { name, installedVersion: '' };
      try {
        state.installedVersion = String((await readManifest(this.folderOf(name))).version ?? '');
        state.loaded = await loadCommunityPackage(this.folderOf(name), this.options.registries);
        this.options.logger.info(`Loaded community package ${name}@${state.installedVersion}`);
      } catch (error) {
        state.failedLoading = reasonOf(error);
        this.options.logger.warn(`Community package ${name} failed to load and was skipped: ${state.failedLoading}`);
      }
      this.packages.set(name, state);
    }
  }

  async list(): Promise<PublicInstalledPackage[]> {
    const latest = await this.latestVersions();
    const out: PublicInstalledPackage[] = [];
    for (const state of [...this.packages.values()].sort((a, b) => a.name.localeCompare(b.name))) {
      out.push(await this.describe(state, latest.get(state.name)));
    }
    return out;
  }

  install(name: string, version?: string): Promise<PublicInstalledPackage> {
    return this.exclusive(async () => {
      if (this.packages.has(name))
        throw new DomainError('conflict', `The package "${name}" is already installed.`, { hint: 'Update or uninstall it instead.' });
      const spec = `${name}@${version ?? 'latest'}`;
      await this.checkRegistryManifest(spec);
      await this.ensureNodesFolder();
      await this.npm(['install', spec, ...this.flags()], `Installing ${spec} failed`);
      const state = await this.loadFresh(name, true);
      this.updates?.latest.delete(name);
      return this.describe(state, undefined);
    });
  }

  update(name: string): Promise<PublicInstalledPackage> {
    return this.exclusive(async () => {
      const previous = this.requireInstalled(name);
      const before = previous.installedVersion;
      await this.checkRegistryManifest(`${name}@latest`);
      previous.loaded?.unload();
      forgetModules(this.folderOf(name));
      const installed = await runNpm(['install', `${name}@latest`, ...this.flags()], this.npmOptions());
      if (!installed.ok) {
        // The old version is still on disk: load it again so nothing is lost.
        await this.reload(previous);
        throw new DomainError('upstream-failed', `Updating ${name} failed: ${npmFailureMessage(installed)}`);
      }
      const state = await this.loadFresh(name, false);
      this.updates?.latest.delete(name);
      this.options.logger.info(`Updated community package ${name} from ${before} to ${state.installedVersion}`);
      return this.describe(state, undefined);
    });
  }

  uninstall(name: string): Promise<void> {
    return this.exclusive(async () => {
      const state = this.requireInstalled(name);
      await this.npm(['uninstall', name, ...this.flags()], `Uninstalling ${name} failed`);
      state.loaded?.unload();
      forgetModules(this.folderOf(name));
      this.packages.delete(name);
    });
  }

  iconFile(packageName: string, path: string): string | undefined {
    if (!this.packages.get(packageName)?.loaded || !/\.(svg|png)$/i.test(path)) return undefined;
    const root = this.folderOf(packageName);
    const file = resolve(root, path);
    return file.startsWith(`${root}${sep}`) && !file.slice(root.length).split(sep).includes('node_modules') ? file : undefined;
  }

  dispose(): void {
    for (const state of this.packages.values()) state.loaded?.unload();
    this.packages.clear();
  }

  /** Loads a package npm just wrote; on a fresh install a failure uninstalls it again. */
  private async loadFresh(name: string, removeOnFailure: boolean): Promise<PackageState> {
    const folder = this.folderOf(name);
    const state: PackageState = { name, installedVersion: '' };
    try {
      state.installedVersion = String((await readManifest(folder)).version ?? '');
      state.loaded = await loadCommunityPackage(folder, this.options.registries);
    } catch (error) {
      if (!removeOnFailure) {
        state.failedLoading = reasonOf(error);
        this.packages.set(name, state);
        throw new DomainError('invalid', `The package ${name} was updated but failed to load: ${state.failedLoading}`);
      }
      await runNpm(['uninstall', name, ...this.flags()], this.npmOptions());
      throw new DomainError('invalid', `The package ${name} failed to load and was removed again: ${reasonOf(error)}`);
    }
    this.packages.set(name, state);
    return state;
  }

  private async reload(state: PackageState): Promise<void> {
    try {
      state.loaded = await loadCommunityPackage(this.folderOf(state.name), this.options.registries);
      state.failedLoading = undefined;
    } catch (error) {
      state.loaded = undefined;
      state.failedLoading = reasonOf(error);
    }
  }

  /** The registry's manifest of `spec` must be a community node package (nothing is installed yet). */
  private async checkRegistryManifest(spec: string): Promise<void> {
    const viewed = await runNpm(['view', spec, '--json'], this.npmOptions());
    if (!viewed.ok) {
      const message = npmFailureMessage(viewed);
      throw new DomainError(/not found|has no version/.test(message) ? 'not-found' : 'upstream-failed', `${spec}: ${message}`);
    }
    let manifest: unknown;
    try {
      manifest = JSON.parse(viewed.stdout || 'null');
    } catch {
      throw new DomainError('upstream-failed', `${spec}: npm answered something that is not JSON.`);
    }
    // A version range answers a list of manifests: the newest one is installed.
    if (Array.isArray(manifest)) manifest = manifest.at(-1);
    if (typeof manifest !== 'object' || manifest === null)
      throw new DomainError('not-found', `${spec}: The package was not found in the npm registry.`);
    const checked = checkCommunityManifest(manifest as Record<string, unknown>);
    if ('problem' in checked) throw new DomainError('invalid', checked.problem);
  }

  /** Latest registry versions of the installed packages; empty when the registry is unreachable. */
  private async latestVersions(): Promise<Map<string, string>> {
    const ttl = this.options.updateCheckTtlMs ?? 10 * 60_000;
    if (this.updates && Date.now() - this.updates.at < ttl) return this.updates.latest;
    const latest = new Map<string, string>();
    if (this.packages.size > 0) {
      // `npm outdated` exits 1 when something is outdated: its JSON is read either way.
      const result = await runNpm(['outdated', '--json', '--prefix', this.options.nodesFolder], {
        ...this.npmOptions(),
        timeoutMs: 20_000,
      });
      try {
        const parsed = JSON.parse(result.stdout || '{}') as Record<string, { latest?: unknown; current?: unknown }>;
        for (const [name, entry] of Object.entries(parsed)) {
          if (typeof entry?.latest === 'string' && entry.latest !== entry.current) latest.set(name, entry.latest);
        }
      } catch {
        // Unreachable registry or unexpected output: no update badges, no error.
      }
    }
    this.updates = { at: Date.now(), latest };
    return latest;
  }

  private async describe(state: PackageState, latest: string | undefined): Promise<PublicInstalledPackage> {
    const times = await stat(this.folderOf(state.name)).catch(() => undefined);
    const out: PublicInstalledPackage = {
      packageName: state.name,
      installedVersion: state.installedVersion,
      authorName: state.loaded?.authorName,
      authorEmail: state.loaded?.authorEmail,
      installedNodes: state.loaded?.installedNodes ?? [],
      createdAt: (times?.birthtime ?? new Date(0)).toISOString(),
      updatedAt: (times?.mtime ?? new Date(0)).toISOString(),
    };
    if (latest && latest !== state.installedVersion) out.updateAvailable = latest;
    if (state.failedLoading) out.failedLoading = state.failedLoading;
    return out;
  }

  private requireInstalled(name: string): PackageState {
    const state = this.packages.get(name);
    if (!state) throw new DomainError('not-found', `The package "${name}" is not installed.`);
    return state;
  }

  private async dependencies(): Promise<string[]> {
    try {
      const manifest = await readManifest(this.options.nodesFolder);
      const dependencies = manifest.dependencies;
      return typeof dependencies === 'object' && dependencies !== null ? Object.keys(dependencies) : [];
    } catch {
      return [];
    }
  }

  /** The nodes folder with its own package.json, so npm never walks up to another project. */
  private async ensureNodesFolder(): Promise<void> {
    await mkdir(this.options.nodesFolder, { recursive: true });
    const manifest = join(this.options.nodesFolder, 'package.json');
    await writeFile(manifest, `${JSON.stringify({ name: 'installed-nodes', private: true, dependencies: {} }, null, 2)}\n`, {
      flag: 'wx',
    }).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  }

  private async npm(args: string[], failure: string): Promise<void> {
    const result = await runNpm(args, this.npmOptions());
    if (!result.ok) throw new DomainError('upstream-failed', `${failure}: ${npmFailureMessage(result)}`);
  }

  /** The flags of every install and uninstall (see the module comment for why). */
  private flags(): string[] {
    return ['--prefix', this.options.nodesFolder, '--save-exact', '--ignore-scripts', '--legacy-peer-deps', '--no-audit', '--no-fund'];
  }

  private npmOptions(): NpmOptions {
    return { ...this.options.npm };
  }

  private folderOf(name: string): string {
    return packageFolder(this.options.nodesFolder, name);
  }

  private exclusive<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
