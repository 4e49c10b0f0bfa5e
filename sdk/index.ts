/**
 * The Switchyard SDK: the only import surface for plugins, and the shared
 * model the server uses too. It re-exports the kernel's public contracts so
 * plugins never import core directly.
 *
 * @packageDocumentation
 */
export * from '@core';
export * from './plugin';
export * from './shell';
export * from './settings';
export * from './workflow';
export * from './rest';
export * from './sanitize';
export * from './validation';
export * from './nodes';
export * from './format';
export * from './values';
