import { CommandBus } from './bus/command-bus';
import { CommandRegistry } from './commands/command-registry';
import { ContextKeyService } from './commands/context-keys';
import { KeybindingService } from './commands/keybinding-service';
import { ServiceContainer } from './di/tokens';
import { DisposableStore } from './lifecycle/disposable';
import { OperationRegistry } from './document/operation-registry';
import { ExtensionRegistry, type AnyExtensionPoint } from './extension-points/registry';
import { History, HISTORY_LIMIT } from './history/history';
import { PluginHost } from './plugins/plugin-host';
import {
  ICommandBus,
  ICommandRegistry,
  IContextKeyService,
  IExtensionRegistry,
  IHistoryService,
  IKeybindingService,
  IOperationRegistry,
  IPluginHost,
} from './tokens';

/** Options for createKernel. */
export interface KernelOptions {
  /**
   * Maps each manifest `contributes` key (other than commands and keybindings) to the extension
   * point it feeds; the sdk passes its CONTRIBUTION_POINTS. A plugin contributing to a key missing
   * here fails to load.
   */
  readonly contributionPoints?: Readonly<Record<string, AnyExtensionPoint>>;
  /** Entries kept on each of the undo and redo stacks; defaults to 100. */
  readonly historyLimit?: number;
}

/** Everything a Switchyard editor runs on, wired once, with no plugin loaded yet. */
export interface Kernel {
  /** Root DI container; every kernel service is registered under its token (ICommandBus, ...). */
  readonly services: ServiceContainer;
  /** The command bus holding the workflow document. */
  readonly bus: CommandBus;
  /** Undo/redo history, subscribed to the bus. */
  readonly history: History;
  /** Context keys for `when` clauses. */
  readonly contextKeys: ContextKeyService;
  /** All commands. */
  readonly commands: CommandRegistry;
  /** All keybindings; call `attach` with a DOM host to make them fire. */
  readonly keybindings: KeybindingService;
  /** All extension-point contributions. */
  readonly extensions: ExtensionRegistry;
  /** Operation types the bus can apply, the seven built-ins included. */
  readonly operations: OperationRegistry;
  /** The plugin host; call `start(plugins)` to load and activate plugins. */
  readonly host: PluginHost;
  /** Unloads every plugin, then shuts down history and the bus. */
  dispose(): void;
}

/**
 * Creates and wires a fresh kernel with its own root container, so several kernels (tests,
 * previews) never share services. No plugin is loaded yet.
 */
export function createKernel(options: KernelOptions = {}): Kernel {
  const services = ServiceContainer.createRoot();
  const operations = new OperationRegistry();
  const bus = new CommandBus(operations);
  const history = new History(bus, options.historyLimit ?? HISTORY_LIMIT);
  const contextKeys = new ContextKeyService();
  const commands = new CommandRegistry(services, contextKeys);
  const keybindings = new KeybindingService(commands);
  const extensions = new ExtensionRegistry();
  const host = new PluginHost({
    root: services,
    bus,
    history,
    contextKeys,
    commands,
    keybindings,
    extensions,
    operations,
    contributionPoints: options.contributionPoints ?? {},
  });
  // The kernel's own services live exactly as long as the kernel.
  const provided = new DisposableStore();
  provided.add(services.provide(ICommandBus, bus));
  provided.add(services.provide(IHistoryService, history));
  provided.add(services.provide(IContextKeyService, contextKeys));
  provided.add(services.provide(ICommandRegistry, commands));
  provided.add(services.provide(IKeybindingService, keybindings));
  provided.add(services.provide(IExtensionRegistry, extensions));
  provided.add(services.provide(IOperationRegistry, operations));
  provided.add(services.provide(IPluginHost, host));
  return {
    services,
    bus,
    history,
    contextKeys,
    commands,
    keybindings,
    extensions,
    operations,
    host,
    dispose() {
      host.dispose();
      history.dispose();
      bus.dispose();
      provided.dispose();
    },
  };
}
