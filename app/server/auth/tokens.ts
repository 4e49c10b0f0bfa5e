/**
 * Random secrets handed to browsers and mail recipients (session cookies, reset and invite
 * links, API keys) and the hashes stored in their place.
 */
import { createHash, randomBytes } from 'node:crypto';

/** A random token of `bytes` bytes (256 bits by default), URL-safe. */
export function newToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * The stored form of a token: SHA-256, hex. Tokens are long random values, so a fast
 * hash is enough (no salt or stretching needed, unlike passwords).
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Prefix of API keys, so a leaked key is recognisable in logs and by secret scanners. */
export const API_KEY_PREFIX = 'sy_api_';

/** A new public-API key. */
export function newApiKey(): string {
  return `${API_KEY_PREFIX}${newToken(30)}`;
}

/**
 * What is shown of an API key after it was made: its prefix and last four characters
 * (`sy_api_****abcd`), enough to tell keys apart, useless to call the API with.
 */
export function maskApiKey(key: string): string {
  const prefix = key.startsWith(API_KEY_PREFIX) ? API_KEY_PREFIX : '';
  return `${prefix}****${key.slice(-4)}`;
}
