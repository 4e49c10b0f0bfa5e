/**
 * Encryption of credential data at rest: AES-256-GCM under the instance key
 * (encryption-key.ts), a fresh random 12-byte IV per encryption, and the 16-byte
 * authentication tag stored with the ciphertext.
 *
 * Stored form (one line of text, versioned so the scheme can change later):
 *
 *     v1:<iv base64>:<tag base64>:<ciphertext base64>
 *
 * Decryption checks the tag, so a changed byte anywhere (IV, tag or data), a value cut
 * short, or a value encrypted under another key is refused with a
 * {@link CredentialDecryptionError} instead of yielding garbage.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { ICredentialDataDecryptedObject } from '@sdk/workflow';
import { KEY_BYTES } from './encryption-key';

/** Prefix of the current format. */
export const CIPHER_VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const ALGORITHM = 'aes-256-gcm';
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Stored data that cannot be decrypted: tampered with, truncated, or another key. */
export class CredentialDecryptionError extends Error {
  constructor(message = 'The credential data cannot be decrypted.', options?: ErrorOptions) {
    super(message, options);
    this.name = 'CredentialDecryptionError';
  }
}

function decodePart(part: string | undefined, bytes: number | undefined): Buffer {
  if (part === undefined || !BASE64.test(part)) throw new CredentialDecryptionError('The stored credential data is malformed.');
  const buffer = Buffer.from(part, 'base64');
  if (bytes !== undefined && buffer.length !== bytes) {
    throw new CredentialDecryptionError('The stored credential data is malformed.');
  }
  return buffer;
}

/** Encrypts and decrypts with one key; holds no other state. */
export class CredentialCipher {
  private readonly key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== KEY_BYTES) throw new RangeError(`The credential key must be ${KEY_BYTES} bytes.`);
    this.key = Buffer.from(key);
  }

  /** Encrypts `plaintext` (UTF-8) into the stored form. */
  encrypt(plaintext: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.key, iv, { authTagLength: TAG_BYTES });
    const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    return [CIPHER_VERSION, iv.toString('base64'), tag.toString('base64'), data.toString('base64')].join(':');
  }

  /**
   * Decrypts a stored value.
   * @throws CredentialDecryptionError when it is malformed, was changed, or was encrypted
   *   with another key.
   */
  decrypt(stored: string): string {
    const parts = stored.split(':');
    if (parts.length !== 4 || parts[0] !== CIPHER_VERSION) {
      throw new CredentialDecryptionError(
        parts[0] === CIPHER_VERSION || parts.length !== 4
          ? 'The stored credential data is malformed.'
          : `The stored credential data has an unknown format "${(parts[0] ?? '').slice(0, 8)}".`,
      );
    }
    const iv = decodePart(parts[1], IV_BYTES);
    const tag = decodePart(parts[2], TAG_BYTES);
    const data = decodePart(parts[3], undefined);
    const decipher = createDecipheriv(ALGORITHM, this.key, iv, { authTagLength: TAG_BYTES });
    decipher.setAuthTag(tag);
    try {
      return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
    } catch (error) {
      throw new CredentialDecryptionError(
        'The credential data cannot be decrypted: it was changed outside Switchyard, or it was encrypted with another key.',
        { cause: error },
      );
    }
  }

  /** Encrypts credential data (as JSON). */
  encryptData(data: ICredentialDataDecryptedObject): string {
    return this.encrypt(JSON.stringify(data));
  }

  /** Decrypts credential data written by {@link encryptData}. */
  decryptData(stored: string): ICredentialDataDecryptedObject {
    const text = this.decrypt(stored);
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      throw new CredentialDecryptionError('The decrypted credential data is not JSON.', { cause: error });
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      throw new CredentialDecryptionError('The decrypted credential data is not an object.');
    }
    return value as ICredentialDataDecryptedObject;
  }

  /**
   * A 32-byte key for another purpose (`info` names it), derived with HKDF so it reveals
   * nothing about the credential key: used to sign OAuth `state` values.
   */
  deriveSubkey(info: string): Buffer {
    return Buffer.from(hkdfSync('sha256', this.key, Buffer.alloc(0), info, KEY_BYTES));
  }
}
