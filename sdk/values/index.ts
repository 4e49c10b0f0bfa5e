/**
 * Property paths, deep copy and deep equality of data, written once for the server, the
 * editor and the expression runtime.
 *
 * @module
 */
export * from './object-path';
export * from './deep';
