/**
 * Pure parameter value logic (spec §4, §5): no React, no DOM.
 *
 * @module
 */
export * from './expression-mode';
export * from './conversions';
export * from './collections';
export * from './input-issues';
export * from './mapping';
export * from './filter-conditions';
