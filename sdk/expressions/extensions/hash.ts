/**
 * MD5, SHA-1 and SHA-256 of UTF-8 text as lower-case hex, through `@noble/hashes` so
 * `.hash()` works the same, synchronously, in the browser (where WebCrypto is
 * asynchronous) and in Node. These digests identify data; they are not for passwords.
 *
 * @module
 */
import { md5, sha1 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** The algorithms `.hash()` supports. */
export type HashAlgorithm = 'md5' | 'sha1' | 'sha256';

/** The supported algorithm names. */
export const HASH_ALGORITHMS: readonly HashAlgorithm[] = ['md5', 'sha1', 'sha256'];

const DIGESTS: Readonly<Record<HashAlgorithm, (bytes: Uint8Array) => Uint8Array>> = { md5, sha1, sha256 };

/**
 * Hashes text.
 *
 * @param text - text, hashed as UTF-8
 * @param algorithm - md5, sha1 or sha256
 * @returns the digest as hex
 */
export function hashText(text: string, algorithm: HashAlgorithm): string {
  return bytesToHex(DIGESTS[algorithm](utf8ToBytes(text)));
}
