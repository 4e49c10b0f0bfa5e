/**
 * Reading a node's `credentials` tolerantly: old exports store a credential
 * as a plain name string, newer ones as `{ id, name }`.
 *
 * @module
 */
import type { INodeCredentials, INodeCredentialsDetails } from './node-types';

/**
 * One credential entry as `{ id, name }`: a plain name string becomes
 * `{ id: null, name }`; a numeric id becomes a string. Null for anything
 * that is not a credential reference.
 */
export function normalizeCredentialDetails(value: unknown): INodeCredentialsDetails | null {
  if (typeof value === 'string') return { id: null, name: value };
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const entry = value as { id?: unknown; name?: unknown };
  const id = typeof entry.id === 'string' ? entry.id : typeof entry.id === 'number' ? String(entry.id) : null;
  const name = typeof entry.name === 'string' ? entry.name : '';
  if (id === null && name === '') return null;
  return { ...(value as object), id, name };
}

/**
 * A node's credentials map with every entry normalised by
 * {@link normalizeCredentialDetails}; entries that are no credential reference
 * are left out. Undefined when `value` is not an object.
 */
export function normalizeNodeCredentials(value: unknown): INodeCredentials | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const out: INodeCredentials = {};
  for (const [type, entry] of Object.entries(value)) {
    const details = normalizeCredentialDetails(entry);
    if (details) out[type] = details;
  }
  return out;
}
