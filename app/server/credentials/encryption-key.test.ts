import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InstanceError } from '../instance';
import { deriveKey, ENCRYPTION_KEY_FILE_NAME, loadEncryptionKey } from './encryption-key';

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'switchyard-key-'));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('loadEncryptionKey', () => {
  it('creates a random key file readable only by its owner, then reuses it', async () => {
    const first = await loadEncryptionKey(folder, undefined);
    expect(first.source).toBe('new-file');
    expect(first.key).toHaveLength(32);
    const path = join(folder, ENCRYPTION_KEY_FILE_NAME);
    expect(first.path).toBe(path);
    if (process.platform !== 'win32') expect((await stat(path)).mode & 0o777).toBe(0o600);
    const text = (await readFile(path, 'utf8')).trim();
    expect(Buffer.from(text, 'base64')).toHaveLength(32);

    const second = await loadEncryptionKey(folder, undefined);
    expect(second.source).toBe('file');
    expect(second.key.equals(first.key)).toBe(true);
  });

  it('uses the environment key without writing it to disk', async () => {
    const loaded = await loadEncryptionKey(folder, 'my n8n key');
    expect(loaded.source).toBe('environment');
    expect(loaded.key.equals(deriveKey('my n8n key'))).toBe(true);
    await expect(stat(join(folder, ENCRYPTION_KEY_FILE_NAME))).rejects.toThrow();
  });

  it('accepts the environment key when it equals the file, refuses it when it differs', async () => {
    const made = await loadEncryptionKey(folder, undefined);
    const text = (await readFile(made.path, 'utf8')).trim();
    expect((await loadEncryptionKey(folder, text)).key.equals(made.key)).toBe(true);
    await expect(loadEncryptionKey(folder, 'another key')).rejects.toThrow(InstanceError);
    await expect(loadEncryptionKey(folder, 'another key')).rejects.toThrow(/Mismatching encryption keys/);
  });

  it('refuses an empty key file instead of replacing it', async () => {
    await writeFile(join(folder, ENCRYPTION_KEY_FILE_NAME), '\n');
    await expect(loadEncryptionKey(folder, undefined)).rejects.toThrow(/is empty/);
  });
});

describe('deriveKey', () => {
  it('takes 64 hex digits or base64 of 32 bytes as they are', () => {
    const raw = Buffer.alloc(32, 7);
    expect(deriveKey(raw.toString('hex')).equals(raw)).toBe(true);
    expect(deriveKey(raw.toString('base64')).equals(raw)).toBe(true);
  });

  it('stretches other text with scrypt, deterministically', () => {
    const a = deriveKey('short passphrase');
    expect(a).toHaveLength(32);
    expect(a.equals(deriveKey('short passphrase'))).toBe(true);
    expect(a.equals(deriveKey('short passphrasE'))).toBe(false);
  });
});
