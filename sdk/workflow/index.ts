/**
 * The shared workflow model: n8n-compatible entity types of workflows,
 * nodes, connections, executions, credentials, node type descriptions,
 * users and templates, plus the small helpers derived from them.
 *
 * @module
 */
export * from './types';
export * from './node-credentials';
export * from './pin-data';
export * from './import-read';
export * from './import-workflow';
export * from './export-workflow';
export * from './save-rules';
export * from './credential-permissions';
export * from './unique-node-name';
export * from './node-positions';
export * from './clipboard';
export * from './edit-operations';
