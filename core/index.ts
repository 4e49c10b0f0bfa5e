/**
 * The Switchyard kernel: DI, the command bus and its seven undoable
 * operations, history, commands and keybindings, extension points and the
 * plugin host. No React, no PixiJS: everything here runs in Node too.
 */
export * from './lifecycle/disposable';
export { markAsSingleton, installDisposableTracker, type IDisposableTracker } from './lifecycle/disposable-tracker';
export * from './di/tokens';
export * from './document/types';
export * from './document/connections';
export * from './document/operation';
export * from './document/operations';
export * from './document/operation-registry';
export * from './document/rename-references';
export * from './document/same-content';
export * from './bus/types';
export * from './bus/command-bus';
export * from './history/history';
export * from './collab';
export * from './commands/types';
export * from './commands/when-expression';
export * from './commands/context-keys';
export * from './commands/command-registry';
export * from './commands/chords';
export * from './commands/keybinding-service';
export * from './extension-points/registry';
export * from './plugins/types';
export * from './plugins/plugin-order';
export * from './plugins/plugin-host';
export * from './tokens';
export * from './kernel';
