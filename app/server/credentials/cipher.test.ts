import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CredentialCipher, CredentialDecryptionError } from './cipher';

const key = randomBytes(32);
const cipher = new CredentialCipher(key);

function flipBase64(part: string, index = 0): string {
  const bytes = Buffer.from(part, 'base64');
  bytes[index] = (bytes[index] ?? 0) ^ 0x01;
  return bytes.toString('base64');
}

describe('CredentialCipher', () => {
  it('round-trips text and data in the versioned format', () => {
    const stored = cipher.encrypt('hello wörld');
    expect(stored).toMatch(/^v1:[A-Za-z0-9+/]{16}:[A-Za-z0-9+/]{22}==:[A-Za-z0-9+/=]+$/);
    expect(cipher.decrypt(stored)).toBe('hello wörld');
    const data = { user: 'alice', password: 's3cret', nested: { a: [1, 2] } };
    expect(cipher.decryptData(cipher.encryptData(data))).toEqual(data);
    expect(cipher.decrypt(cipher.encrypt(''))).toBe('');
  });

  it('uses a fresh IV each time, so equal data never looks equal', () => {
    const a = cipher.encrypt('same');
    const b = cipher.encrypt('same');
    expect(a).not.toBe(b);
    expect(a.split(':')[1]).not.toBe(b.split(':')[1]);
  });

  it('detects a change in the IV, the tag or the data', () => {
    const stored = cipher.encrypt('the secret value');
    const [version, iv, tag, data] = stored.split(':') as [string, string, string, string];
    for (const tampered of [
      [version, flipBase64(iv), tag, data],
      [version, iv, flipBase64(tag, 5), data],
      [version, iv, tag, flipBase64(data, 3)],
      [version, iv, tag, Buffer.from(data, 'base64').subarray(1).toString('base64')],
    ]) {
      expect(() => cipher.decrypt(tampered.join(':'))).toThrow(CredentialDecryptionError);
      expect(() => cipher.decrypt(tampered.join(':'))).toThrow(/changed outside Switchyard|another key/);
    }
  });

  it('refuses data encrypted under another key', () => {
    const other = new CredentialCipher(randomBytes(32));
    expect(() => other.decrypt(cipher.encrypt('x'))).toThrow(CredentialDecryptionError);
  });

  it('refuses malformed and unknown formats with a clear error', () => {
    expect(() => cipher.decrypt('plain text')).toThrow(/malformed/);
    expect(() => cipher.decrypt('v1:a:b')).toThrow(/malformed/);
    expect(() => cipher.decrypt('v1:!!!:b:c')).toThrow(/malformed/);
    expect(() => cipher.decrypt('v9:a:b:c')).toThrow(/unknown format "v9"/);
    const tooShortIv = cipher.encrypt('x').split(':');
    tooShortIv[1] = Buffer.alloc(8).toString('base64');
    expect(() => cipher.decrypt(tooShortIv.join(':'))).toThrow(/malformed/);
  });

  it('refuses decrypted text that is not a data object', () => {
    expect(() => cipher.decryptData(cipher.encrypt('[1,2]'))).toThrow(/not an object/);
    expect(() => cipher.decryptData(cipher.encrypt('{nope'))).toThrow(/not JSON/);
  });

  it('needs a 32-byte key and derives independent sub-keys', () => {
    expect(() => new CredentialCipher(randomBytes(16))).toThrow(RangeError);
    const a = cipher.deriveSubkey('one');
    expect(a).toHaveLength(32);
    expect(a.equals(cipher.deriveSubkey('one'))).toBe(true);
    expect(a.equals(cipher.deriveSubkey('two'))).toBe(false);
    expect(a.equals(key)).toBe(false);
  });
});
