/**
 * The resource locator's pure pieces for other plugins and tests: the value and mode
 * rules, the per-request-key list cache and the list request.
 *
 * @module
 */
export * from './model/locator-value';
export * from './model/resource-list-cache';
export * from './model/list-request';
export { ResourceLocatorWidget } from './views/ResourceLocatorWidget';
