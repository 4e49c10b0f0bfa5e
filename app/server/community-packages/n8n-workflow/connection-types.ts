/**
 * The connection type names node descriptions use for inputs and outputs (n8n's
 * `NodeConnectionType` enum and its newer `NodeConnectionTypes` object): packages read
 * them as values (`NodeConnectionType.Main`), so they must exist at run time. The names
 * are the sdk's (one list); frozen, since package code receives the object itself.
 */
import { NodeConnectionTypes } from '@sdk/workflow';

export const NODE_CONNECTION_TYPES = Object.freeze({ ...NodeConnectionTypes });
