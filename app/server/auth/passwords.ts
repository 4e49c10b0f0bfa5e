/**
 * Password hashing with node:crypto scrypt. A stored hash carries its own parameters and
 * salt, `scrypt$<log2 N>$<r>$<p>$<salt base64url>$<hash base64url>`, so the cost can be
 * raised later without invalidating existing hashes ({@link needsRehash} says when a
 * hash was made with weaker settings). Comparison is constant-time.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

/** Current cost: N = 2^15, r = 8, p = 1 (about 32 MiB and tens of milliseconds per hash). */
export const SCRYPT_PARAMS = { logN: 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
/** Upper bounds accepted when reading a stored hash, so a tampered row cannot exhaust memory. */
const MAX_LOG_N = 20;
const MAX_R = 32;
const MAX_P = 16;

/** Longest password hashed at all; longer input is refused before any work is done. */
export const MAX_PASSWORD_INPUT_LENGTH = 1024;

interface ParsedHash {
  logN: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

function derive(password: string, salt: Buffer, logN: number, r: number, p: number, keyLength: number): Promise<Buffer> {
  const N = 2 ** logN;
  // scrypt needs 128 * N * r bytes; leave headroom over node's 32 MiB default.
  const options: ScryptOptions = { N, r, p, maxmem: 128 * N * r + 16 * 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function parse(stored: string): ParsedHash | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [logN, r, p] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (![logN, r, p].every((n) => Number.isInteger(n) && n >= 1)) return undefined;
  if (logN > MAX_LOG_N || r > MAX_R || p > MAX_P) return undefined;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const hash = Buffer.from(parts[5] ?? '', 'base64url');
  if (salt.length < 8 || hash.length < 16) return undefined;
  return { logN, r, p, salt, hash };
}

/** Hashes `password` with a fresh random salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const { logN, r, p } = SCRYPT_PARAMS;
  const hash = await derive(password, salt, logN, r, p, KEY_LENGTH);
  return ['scrypt', logN, r, p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/**
 * Whether `password` matches `stored`. False for a hash in an unknown format (nothing to
 * compare against is a mismatch, not an error).
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (parsed === undefined || password.length > MAX_PASSWORD_INPUT_LENGTH) return false;
  const candidate = await derive(password, parsed.salt, parsed.logN, parsed.r, parsed.p, parsed.hash.length);
  return timingSafeEqual(candidate, parsed.hash);
}

/** Whether `stored` was made with other parameters than today's (re-hash on next sign-in). */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return parsed === undefined || parsed.logN !== SCRYPT_PARAMS.logN || parsed.r !== SCRYPT_PARAMS.r || parsed.p !== SCRYPT_PARAMS.p;
}

let dummyHash: Promise<string> | undefined;

/** Makes the stand-in hash {@link verifyAgainstNothing} compares with ahead of time. */
export function warmUpPasswordChecks(): void {
  dummyHash ??= hashPassword('no account has this password');
  dummyHash.catch(() => undefined);
}

/**
 * Spends the time of one verification when there is no account (or no password) to check,
 * so the answer time does not tell whether an e-mail address has an account.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('no account has this password');
  await verifyPassword(password, await dummyHash);
  return false;
}
