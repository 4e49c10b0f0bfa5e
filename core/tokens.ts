import type { CommandBus } from './bus/command-bus';
import type { CommandRegistry } from './commands/command-registry';
import type { ContextKeyService } from './commands/context-keys';
import type { KeybindingService } from './commands/keybinding-service';
import { createServiceToken } from './di/tokens';
import type { OperationRegistry } from './document/operation-registry';
import type { ExtensionRegistry } from './extension-points/registry';
import type { History } from './history/history';
import type { PluginHost } from './plugins/plugin-host';

/*
 * Core services, each as an interface type plus a same-named token. The
 * aliases keep plugin code reading `IHistoryService` while the classes stay
 * the single source of the shape.
 */
/** The command bus: the only way the workflow document changes. Resolve it with the same-named token. */
export type ICommandBus = CommandBus;
/** DI token for ICommandBus, registered in the root container by createKernel. */
export const ICommandBus = createServiceToken<ICommandBus>('ICommandBus');
/** Undo/redo history of the user's edits. Resolve it with the same-named token. */
export type IHistoryService = History;
/** DI token for IHistoryService, registered in the root container by createKernel. */
export const IHistoryService = createServiceToken<IHistoryService>('IHistoryService');
/** The command registry: declare, bind, query and execute commands. Resolve it with the same-named token. */
export type ICommandRegistry = CommandRegistry;
/** DI token for ICommandRegistry, registered in the root container by createKernel. */
export const ICommandRegistry = createServiceToken<ICommandRegistry>('ICommandRegistry');
/**
 * The keybinding service: chords to commands, by precedence and `when` clause. Resolve it with the
 * same-named token.
 */
export type IKeybindingService = KeybindingService;
/** DI token for IKeybindingService, registered in the root container by createKernel. */
export const IKeybindingService = createServiceToken<IKeybindingService>('IKeybindingService');
/** The context keys that `when` clauses read. Resolve it with the same-named token. */
export type IContextKeyService = ContextKeyService;
/** DI token for IContextKeyService, registered in the root container by createKernel. */
export const IContextKeyService = createServiceToken<IContextKeyService>('IContextKeyService');
/** The extension-point registry: contribute to and read extension points. Resolve it with the same-named token. */
export type IExtensionRegistry = ExtensionRegistry;
/** DI token for IExtensionRegistry, registered in the root container by createKernel. */
export const IExtensionRegistry = createServiceToken<IExtensionRegistry>('IExtensionRegistry');
/** The registry of undoable operation types. Resolve it with the same-named token. */
export type IOperationRegistry = OperationRegistry;
/** DI token for IOperationRegistry, registered in the root container by createKernel. */
export const IOperationRegistry = createServiceToken<IOperationRegistry>('IOperationRegistry');
/** The plugin host that loads, activates and unloads plugins. Resolve it with the same-named token. */
export type IPluginHost = PluginHost;
/** DI token for IPluginHost, registered in the root container by createKernel. */
export const IPluginHost = createServiceToken<IPluginHost>('IPluginHost');
