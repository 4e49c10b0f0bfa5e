/**
 * Sanitising message HTML and truncating error details.
 *
 * @module
 */
export * from './sanitize-html';
