import type { CommandBus } from '../bus/command-bus';
import type { CommandRegistry } from '../commands/command-registry';
import type { ContextKeyService } from '../commands/context-keys';
import type { KeybindingService } from '../commands/keybinding-service';
import { tokenName, type ServiceContainer } from '../di/tokens';
import type { OperationRegistry } from '../document/operation-registry';
import type { AnyExtensionPoint, ExtensionPoint, ExtensionRegistry } from '../extension-points/registry';
import type { History } from '../history/history';
import { DisposableStore } from '../lifecycle/disposable';
import { orderPlugins } from './plugin-order';
import type { PluginContext, PluginFailure, PluginHostReport, PluginManifest, PluginTiming } from './types';

/** The kernel services a PluginHost wires plugins to; createKernel supplies them. */
export interface PluginHostDeps {
  /** Root container: plugins' provided services are registered here, and each plugin gets a child of it. */
  readonly root: ServiceContainer;
  /** Handed to plugins as `ctx.bus`. */
  readonly bus: CommandBus;
  /** Handed to plugins as `ctx.history`. */
  readonly history: History;
  /** Handed to plugins as `ctx.contextKeys`. */
  readonly contextKeys: ContextKeyService;
  /** Receives manifest commands; the host sets its `activator` so lazy plugins start on first use. */
  readonly commands: CommandRegistry;
  /** Receives manifest keybindings; checked for conflicts at start-up. */
  readonly keybindings: KeybindingService;
  /** Receives the manifest contributions named in `contributionPoints`. */
  readonly extensions: ExtensionRegistry;
  /** Where plugins define operation types. */
  readonly operations: OperationRegistry;
  /** Maps a manifest `contributes` key (e.g. 'routes') to its extension point. */
  readonly contributionPoints: Readonly<Record<string, AnyExtensionPoint>>;
  /** Clock for activation timings, in milliseconds; defaults to `performance.now()`. Tests pass a fake. */
  readonly now?: () => number;
}

interface Loaded {
  readonly manifest: PluginManifest;
  readonly staticStore: DisposableStore;
  runtime: DisposableStore | null;
  activating: Promise<void> | null;
  /** Set once activation failed: the plugin is not retried for each dependent, nor reported twice. */
  failure: Error | null;
}

/**
 * Loads plugin manifests, registers their static contributions, activates them in dependency order
 * (or lazily on first command) and unloads them without leftovers.
 */
export class PluginHost {
  private readonly loaded = new Map<string, Loaded>();
  private readonly activationOrder: string[] = [];
  private readonly timings: PluginTiming[] = [];
  private readonly failures: PluginFailure[] = [];
  private readonly warnings: string[] = [];
  private readonly now: () => number;

  constructor(private readonly deps: PluginHostDeps) {
    this.now = deps.now ?? (() => (typeof performance !== 'undefined' ? performance.now() : Date.now()));
    deps.commands.activator = (_commandId, owner) => this.activate(owner);
  }

  /**
   * Registers every plugin's static contributions, then activates the
   * start-up plugins in dependency order. Structural errors (duplicate ids,
   * cycles, two providers of a token, duplicate command ids) throw; a plugin
   * whose activate fails is reported and its dependents are skipped.
   */
  async start(plugins: readonly PluginManifest[]): Promise<PluginHostReport> {
    const { order } = orderPlugins(plugins);
    const loadedBefore = new Set(this.loaded.keys());
    try {
      for (const manifest of order) this.load(manifest);
    } catch (error) {
      // A structural error leaves nothing of this start behind.
      for (const id of [...this.loaded.keys()]) if (!loadedBefore.has(id)) this.deactivate(id, true);
      throw error;
    }
    for (const conflict of this.deps.keybindings.findConflicts()) this.warnings.push(conflict.message);
    for (const manifest of order) {
      if ((manifest.activation ?? 'startup') === 'startup') {
        await this.activate(manifest.id).catch(() => undefined);
      }
    }
    return this.report();
  }

  /** Activation timings, failures, lazy plugins and warnings so far. */
  report(): PluginHostReport {
    return {
      activated: [...this.timings],
      failed: [...this.failures],
      lazy: [...this.loaded.values()].filter((l) => !l.runtime && !l.failure).map((l) => l.manifest.id),
      warnings: [...this.warnings],
    };
  }

  /** Whether the plugin has activated and not been deactivated since. */
  isActive(id: string): boolean {
    return this.loaded.get(id)?.runtime != null;
  }

  private load(manifest: PluginManifest): void {
    const staticStore = new DisposableStore();
    const { commands, keybindings, ...points } = manifest.contributes ?? {};
    try {
      for (const c of commands ?? []) {
        staticStore.add(this.deps.commands.declare(c, manifest.id));
        const keys = c.keybinding === undefined ? [] : typeof c.keybinding === 'string' ? [c.keybinding] : c.keybinding;
        for (const key of keys) {
          staticStore.add(
            this.deps.keybindings.register(
              { key, command: c.id, ...(c.when ? { when: c.when } : {}), ...(c.allowInInput ? { allowInInput: true } : {}) },
              manifest.id,
            ),
          );
        }
      }
      for (const k of keybindings ?? []) staticStore.add(this.deps.keybindings.register(k, manifest.id));
      for (const [key, values] of Object.entries(points)) {
        const point = this.deps.contributionPoints[key];
        if (!point) throw new Error(`Plugin "${manifest.id}" contributes to unknown point "${key}"`);
        for (const value of values ?? []) {
          staticStore.add(this.deps.extensions.contribute(point as ExtensionPoint<unknown, unknown>, value, { owner: manifest.id }));
        }
      }
    } catch (error) {
      staticStore.dispose();
      throw error;
    }
    this.loaded.set(manifest.id, { manifest, staticStore, runtime: null, activating: null, failure: null });
  }

  /**
   * Activates a loaded plugin (first the providers of services it requires), once; concurrent calls
   * share one activation. Resolves at once when already active; rejects for an unknown id or when
   * it failed, now or before, and a failed plugin is not retried.
   */
  activate(id: string): Promise<void> {
    const entry = this.loaded.get(id);
    if (!entry) return Promise.reject(new Error(`Unknown plugin "${id}"`));
    if (entry.runtime) return Promise.resolve();
    if (entry.failure) return Promise.reject(entry.failure);
    entry.activating ??= this.doActivate(entry).finally(() => {
      entry.activating = null;
    });
    return entry.activating;
  }

  private async doActivate(entry: Loaded): Promise<void> {
    const { manifest } = entry;
    const fail = (message: string) => {
      this.failures.push({ id: manifest.id, message });
      entry.failure = new Error(message);
      return entry.failure;
    };
    for (const token of manifest.requires ?? []) {
      if (!this.deps.root.has(token)) {
        const provider = [...this.loaded.values()].find((l) => l.manifest.provides?.includes(token));
        if (provider && provider.manifest.id !== manifest.id) {
          await this.activate(provider.manifest.id).catch(() => undefined);
        }
        if (!this.deps.root.has(token)) {
          throw fail(
            provider?.failure
              ? `Plugin "${manifest.id}" requires ${tokenName(token)}, but its provider "${provider.manifest.id}" failed to activate`
              : `Plugin "${manifest.id}" requires ${tokenName(token)}, which no plugin provides`,
          );
        }
      }
    }
    const runtime = new DisposableStore();
    const child = this.deps.root.createChild();
    const d = this.deps;
    const ctx: PluginContext = {
      id: manifest.id,
      services: child,
      subscriptions: runtime,
      bus: d.bus,
      history: d.history,
      contextKeys: d.contextKeys,
      commands: {
        handle: (id, handler) => runtime.add(d.commands.handle(id, handler)),
        register: (descriptor, handler) => runtime.add(d.commands.register(descriptor, handler, manifest.id)),
        execute: (id, args, source) => d.commands.execute(id, args, source),
      },
      keybindings: {
        register: (binding) => runtime.add(d.keybindings.register(binding, manifest.id)),
        service: d.keybindings,
      },
      extensions: {
        contribute: (point, value, options) => runtime.add(d.extensions.contribute(point, value, { ...options, owner: manifest.id })),
        get: (point) => d.extensions.get(point),
      },
      operations: { define: (def) => runtime.add(d.operations.define(def)) },
      provide: (token, value) => {
        if (!manifest.provides?.includes(token)) {
          throw new Error(`Plugin "${manifest.id}" provides ${tokenName(token)} without declaring it in "provides"`);
        }
        return runtime.add(d.root.provide(token, value));
      },
    };
    const started = this.now();
    try {
      await manifest.activate?.(ctx);
      const missing = (manifest.provides ?? []).filter((t) => !d.root.has(t));
      if (missing.length) throw new Error(`did not provide ${missing.map(tokenName).join(', ')}`);
    } catch (error) {
      runtime.dispose();
      const reason = error instanceof Error ? error.message : String(error);
      throw fail(`Plugin "${manifest.id}" failed to activate: ${reason}`);
    }
    entry.runtime = runtime;
    this.activationOrder.push(manifest.id);
    this.timings.push({ id: manifest.id, ms: this.now() - started });
  }

  /** Disposes what the plugin registered at run time and, with `unload`, its static contributions too. */
  deactivate(id: string, unload = false): void {
    const entry = this.loaded.get(id);
    if (!entry) return;
    entry.runtime?.dispose();
    entry.runtime = null;
    const i = this.activationOrder.indexOf(id);
    if (i >= 0) this.activationOrder.splice(i, 1);
    if (unload) {
      entry.staticStore.dispose();
      this.loaded.delete(id);
    }
  }

  /** Unloads every plugin, last activated first. */
  dispose(): void {
    for (const id of [...this.activationOrder].reverse()) this.deactivate(id, true);
    for (const id of [...this.loaded.keys()]) this.deactivate(id, true);
  }
}
