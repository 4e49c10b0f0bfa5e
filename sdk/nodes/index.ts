/**
 * Node parameter logic shared by the editor and the server, ported in
 * behaviour from n8n's node helpers: parameter defaults and non-default
 * reduction, display options (show/hide, `@version`, `_cnd` conditions),
 * parameter and credential issues, credential display and support rules,
 * custom API call visibility, and the ready-for-execution check.
 *
 * @module
 */
export type * from './types';
export * from './value-path';
export * from './display-conditions';
export * from './display-parameter';
export * from './node-parameters';
export * from './parameter-issues';
export * from './credential-display';
export * from './credential-issues';
export * from './node-type-lookup';
export * from './node-issues';
export * from './graph';
export * from './ready-for-execution';
export * from './parameter-visibility';
export * from './node-type-versions';
export * from './code-node-placeholders';
export * from './node-outputs';
export * from './node-package';
export * from './resource-mapper-value';
export * from './webhook-urls';
export * from './sub-node';
