import type { CommandBus } from '../bus/command-bus';
import type { CommandRegistry } from '../commands/command-registry';
import type { ContextKeyService } from '../commands/context-keys';
import type { KeybindingContribution, KeybindingService } from '../commands/keybinding-service';
import type { CommandDescriptor, CommandHandler } from '../commands/types';
import type { IServiceAccessor, ServiceToken } from '../di/tokens';
import type { OperationDefinition } from '../document/operation';
import type { ContributeOptions, ExtensionPoint } from '../extension-points/registry';
import type { History } from '../history/history';
import type { DisposableStore, IDisposable } from '../lifecycle/disposable';

/**
 * Static contributions: plain data the host registers before (or without)
 * running the plugin's code. Keys other than commands/keybindings name
 * extension points through the host's contribution map (routes, modals, ...).
 */
export interface PluginContributions {
  /**
   * Commands to declare; the palette lists them before the plugin activates, and a `keybinding` on
   * one registers it too.
   */
  readonly commands?: readonly CommandDescriptor[];
  /** Extra keybindings, e.g. for commands owned by other plugins. */
  readonly keybindings?: readonly KeybindingContribution[];
  readonly [point: string]: readonly unknown[] | undefined;
}

/**
 * What `activate(ctx)` receives. Every registration made through it is tracked in `subscriptions`
 * and undone when the plugin is unloaded.
 */
export interface PluginContext {
  /** The plugin's own id. */
  readonly id: string;
  /** This plugin's child container; falls back to the root for shared services. */
  readonly services: IServiceAccessor;
  /** Everything added here is disposed when the plugin is unloaded. */
  readonly subscriptions: DisposableStore;
  /** The command bus: dispatch operations to edit the workflow, subscribe to `state$` and `transactions$`. */
  readonly bus: CommandBus;
  /** Undo/redo history of user edits. */
  readonly history: History;
  /** Context keys that `when` clauses read; setting one returns a disposer to add to `subscriptions`. */
  readonly contextKeys: ContextKeyService;
  /** Commands, with registrations owned by this plugin and undone when it is unloaded. */
  readonly commands: {
    /**
     * Binds code to a declared command (normally one from this plugin's `contributes.commands`);
     * throws for an undeclared id or a second handler.
     */
    handle<A>(id: string, handler: CommandHandler<A>): IDisposable;
    /** Declares and binds a command that is not in the manifest (e.g. one created at run time). */
    register<A>(descriptor: CommandDescriptor, handler: CommandHandler<A>): IDisposable;
    /** Runs any command by id; never throws, see CommandResult. */
    execute: CommandRegistry['execute'];
  };
  /** Keybindings, registered at plugin precedence with this plugin as owner. */
  readonly keybindings: {
    /** Adds a binding at run time; static ones belong in `contributes.keybindings`. */
    register(binding: KeybindingContribution): IDisposable;
    /** The shared keybinding service, e.g. to show a command's chord with `forCommand`. */
    service: KeybindingService;
  };
  /** Extension points, with this plugin recorded as the owner of what it contributes. */
  readonly extensions: {
    /** Contributes a value at run time; static contributions belong in the manifest's `contributes`. */
    contribute<T, R>(point: ExtensionPoint<T, R>, value: T, options?: Omit<ContributeOptions, 'owner'>): IDisposable;
    /** A point's combined value now; use the registry's `get$` (or the React hooks) to follow changes. */
    get<T, R>(point: ExtensionPoint<T, R>): R;
  };
  /** The operation registry, for plugins that add their own undoable document edits. */
  readonly operations: {
    /** Defines an operation type; throws when the type is taken. Removed again when the plugin is unloaded. */
    define<P>(definition: OperationDefinition<P>): IDisposable;
  };
  /** Makes a service this plugin declared in `provides` available to every plugin. */
  provide<T>(token: ServiceToken<T>, value: T): IDisposable;
}

/**
 * A plugin as the host loads it: identity, service dependencies, static contributions and the
 * `activate` function. Plugins write it with `definePlugin`.
 */
export interface PluginManifest {
  /** Unique plugin id; a duplicate is a start-up error. Owner of everything the plugin registers. */
  readonly id: string;
  /** Human name, for settings and error reports. */
  readonly title?: string;
  /** One-line summary of what the plugin adds. */
  readonly description?: string;
  /**
   * Services that must exist before this plugin activates. Their providers activate first; if one
   * is missing or fails, this plugin fails to activate.
   */
  readonly requires?: ReadonlyArray<ServiceToken<unknown>>;
  /**
   * Services this plugin uses when present (read them with `services.getOptional`). Their providers
   * are ordered first at start-up but not required.
   */
  readonly optional?: ReadonlyArray<ServiceToken<unknown>>;
  /**
   * Services this plugin registers with `ctx.provide`. It may provide only these, and must provide
   * all of them by the end of `activate`; two plugins providing one token is a start-up error.
   */
  readonly provides?: ReadonlyArray<ServiceToken<unknown>>;
  /** 'startup' (default) activates at boot; 'lazy' waits for the first use of one of its commands. */
  readonly activation?: 'startup' | 'lazy';
  /** Static contributions, registered before any plugin activates (and even if this one never does). */
  readonly contributes?: PluginContributions;
  /**
   * Binds code to the declarations: handlers, services, subscriptions. A throw or rejection marks
   * the plugin failed and undoes what it registered; plugins that require its services fail too.
   */
  activate?(ctx: PluginContext): void | Promise<void>;
}

/** How long one plugin took to activate. */
export interface PluginTiming {
  /** Plugin id. */
  readonly id: string;
  /** Milliseconds spent in `activate`. */
  readonly ms: number;
}

/** A plugin that did not activate, and why. */
export interface PluginFailure {
  /** Plugin id. */
  readonly id: string;
  /** Why it failed (its own error, or a required service that is missing). */
  readonly message: string;
}

/** What `PluginHost.start` returns, for start-up diagnostics and performance checks. */
export interface PluginHostReport {
  /** Plugins activated so far, in activation order, with their timings. */
  readonly activated: readonly PluginTiming[];
  /** Plugins whose activation failed. */
  readonly failed: readonly PluginFailure[];
  /** Ids of loaded plugins that have not activated yet (lazy ones waiting for first use). */
  readonly lazy: readonly string[];
  /** Start-up problems that did not stop a plugin: keybinding conflicts and the like. */
  readonly warnings: readonly string[];
}
