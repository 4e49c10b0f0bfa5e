/**
 * All entity types of the workflow model with their constants and
 * client-derived helpers, split by area into the files re-exported here.
 *
 * @module
 */
export * from './data-types';
export * from './connection-types';
export * from './node-types';
export * from './workflow-types';
export * from './execution-types';
export * from './parameter-types';
export * from './resource-locator-types';
export * from './resource-mapper-types';
export * from './node-type-description';
export * from './credential-types';
export * from './user-types';
export * from './user-helpers';
export * from './personalization';
export * from './template-types';
export * from './activation-types';
