/**
 * React bindings for plugins: the kernel context and hooks that bridge RxJS
 * streams into components with useSyncExternalStore, `useView` for rendering
 * another plugin's view by id, and the parameter widget contract (the edit
 * context the node details view provides and the props every widget gets). Imported as
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
export * from './form-fields';
export * from './settings-page';
export * from './use-settings-form';
