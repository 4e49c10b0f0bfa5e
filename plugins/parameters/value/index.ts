/**
 * Pure parameter value logic (modes, conversions, mapping, input issues): no React, no DOM.
 *
 * @module
 */
export * from './expression-mode';
export * from './conversions';
export * from './collections';
export * from './input-issues';
export * from './mapping';
export * from './filter-conditions';
