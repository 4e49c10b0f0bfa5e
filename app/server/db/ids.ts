/**
 * Ids made by the server. Workflows, tags and credentials get n8n's format (16 characters
 * of [0-9A-Za-z]) so ids look the same in exported JSON; users and version ids are UUIDs.
 */
import { randomBytes, randomUUID } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** Largest multiple of 62 below 256: bytes at or above it are skipped to avoid bias. */
const UNBIASED_LIMIT = 248;

/** A random id of `length` characters of [0-9A-Za-z] (about 95 bits for 16). */
export function newEntityId(length = 16): string {
  let id = '';
  while (id.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte >= UNBIASED_LIMIT) continue;
      id += ALPHABET[byte % ALPHABET.length];
      if (id.length === length) break;
    }
  }
  return id;
}

/** A random UUID (v4). */
export function newUuid(): string {
  return randomUUID();
}
