/**
 * React bindings for plugins: the kernel context and hooks that bridge RxJS
 * streams into components with useSyncExternalStore. Imported as
 * `@sdk/react` so the server, which shares the sdk, never loads React.
 *
 * @packageDocumentation
 */
export * from './hooks';
export * from './workflow-section-tabs';
export * from './node-icon';
export * from './select';
export * from './views';
export type * from './parameter-edit-types';
export * from './parameter-edit-context';
