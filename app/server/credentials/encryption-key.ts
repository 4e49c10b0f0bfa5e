/**
 * The instance's credential encryption key.
 *
 * - With `SWITCHYARD_ENCRYPTION_KEY` / `N8N_ENCRYPTION_KEY` set, that value is the key.
 * - Otherwise the key lives in `<userFolder>/encryption-key` (mode 0600): 32 random bytes
 *   as base64, written on the first start.
 *
 * Key text becomes the 32-byte AES key like this: 64 hex digits, or base64 of exactly 32
 * bytes, are used as they are; any other text (a passphrase, an n8n key) goes through
 * scrypt with a fixed salt, so the same text always gives the same key.
 *
 * When both the variable and the file are there they must hold the same key, otherwise
 * start-up stops: the credentials were saved under one of them, and running with the other
 * would make them unreadable (n8n's "Mismatching encryption keys").
 */
import { randomBytes, scryptSync } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { InstanceError } from '../instance';

/** Name of the key file inside the user folder. */
export const ENCRYPTION_KEY_FILE_NAME = 'encryption-key';
/** Bytes of an AES-256 key. */
export const KEY_BYTES = 32;

// scrypt parameters for key text that is not already 32 bytes: N=2^15 costs ~50 ms once
// at start-up and makes guessing a weak passphrase from a stolen database expensive.
const SCRYPT_SALT = 'switchyard credential key v1';
const SCRYPT_OPTIONS = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

/** Where the key came from. */
export type EncryptionKeySource = 'environment' | 'file' | 'new-file';

/** The loaded key. */
export interface EncryptionKey {
  /** The 32-byte AES key. */
  key: Buffer;
  source: EncryptionKeySource;
  /** Path of the key file (also when the environment supplied the key). */
  path: string;
}

/** Turns key text into the 32-byte AES key (see the module comment). */
export function deriveKey(text: string): Buffer {
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) {
    const bytes = Buffer.from(text, 'base64');
    if (bytes.length === KEY_BYTES) return bytes;
  }
  return scryptSync(text, SCRYPT_SALT, KEY_BYTES, SCRYPT_OPTIONS);
}

function isErrno(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}

async function readKeyFile(path: string): Promise<string | undefined> {
  try {
    const text = (await readFile(path, 'utf8')).trim();
    if (text === '') throw new InstanceError(`${path} is empty. Restore the key, or remove the file on an instance without credentials.`);
    return text;
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return undefined;
    if (error instanceof InstanceError) throw error;
    throw new InstanceError(`Cannot read ${path}: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * Loads the key for the instance in `userFolder` (which must exist), creating the key file
 * on first use when the environment supplies no key.
 * @throws InstanceError when the file cannot be read or written, or disagrees with the
 *   environment.
 */
export async function loadEncryptionKey(userFolder: string, fromEnvironment: string | undefined): Promise<EncryptionKey> {
  const path = join(userFolder, ENCRYPTION_KEY_FILE_NAME);
  const stored = await readKeyFile(path);

  if (fromEnvironment !== undefined) {
    const key = deriveKey(fromEnvironment);
    if (stored !== undefined && !deriveKey(stored).equals(key)) {
      throw new InstanceError(
        `Mismatching encryption keys: N8N_ENCRYPTION_KEY (or SWITCHYARD_ENCRYPTION_KEY) differs from the key in ${path}. ` +
          'Set the variable to the key the credentials were saved with, or remove the file if they were saved with the variable.',
      );
    }
    // The environment's key is not written to disk: whoever set it keeps it.
    return { key, source: 'environment', path };
  }

  if (stored !== undefined) return { key: deriveKey(stored), source: 'file', path };

  const text = randomBytes(KEY_BYTES).toString('base64');
  try {
    // 'wx' fails when another process wrote the file meanwhile; its key then wins.
    await writeFile(path, `${text}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if (isErrno(error, 'EEXIST')) {
      const winner = await readKeyFile(path);
      if (winner !== undefined) return { key: deriveKey(winner), source: 'file', path };
    }
    throw new InstanceError(`Cannot write ${path}: ${(error as Error).message}`, { cause: error });
  }
  return { key: deriveKey(text), source: 'new-file', path };
}
