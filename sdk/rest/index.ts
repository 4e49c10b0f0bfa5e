/**
 * The browser REST client and its errors.
 *
 * @module
 */
export * from './rest-client';
export * from './response-error';
export * from './query';
export * from './failure-message';
