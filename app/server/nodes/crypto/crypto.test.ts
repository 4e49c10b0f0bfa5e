/** Crypto as n8n's node: hashing a binary file, and no value never hashed as empty text. */
import { createHash, createHmac } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import { BinaryDataStore } from '../../engine/binary-data';
import { runNode } from '../http-request/testing/run-node';
import { cryptoNode } from '.';

async function run(parameters: IDataObject, items: INodeExecutionData[] = [{ json: {} }], binary?: BinaryDataStore) {
  const result = await runNode(
    { type: 'n8n-nodes-base.crypto', typeVersion: 1, parameters: parameters as never },
    { items, types: [cryptoNode], binary },
  );
  return { output: result.output, error: result.result.data.resultData.error?.message };
}

describe('Crypto', () => {
  it('hashes and HMACs a binary file, leaving the file out of the output', async () => {
    const binary = new BinaryDataStore(await mkdtemp(path.join(tmpdir(), 'crypto-test-')));
    const content = Buffer.from('file content \u00e9');
    const file = await binary.store(content, 'a.txt', 'text/plain');
    const items = [{ json: { id: 1 }, binary: { data: file } }];
    const hash = await run({ action: 'hash', type: 'SHA256', binaryData: true, binaryPropertyName: 'data' }, items, binary);
    expect(hash.output?.[0]?.json).toEqual({ id: 1, data: createHash('sha256').update(content).digest('hex') });
    expect(hash.output?.[0]?.binary).toBeUndefined();
    const hmac = await run(
      { action: 'hmac', type: 'MD5', secret: 's', encoding: 'base64', binaryData: true, binaryPropertyName: 'data', dataPropertyName: 'h' },
      items,
      binary,
    );
    expect(hmac.output?.[0]?.json['h']).toBe(createHmac('md5', 's').update(content).digest('base64'));
  });

  it('fails on a missing binary property', async () => {
    const result = await run({ action: 'hash', type: 'MD5', binaryData: true, binaryPropertyName: 'file' });
    expect(result.error).toMatch(/file/);
  });

  it('fails on an undefined or null value instead of hashing empty text', async () => {
    for (const value of ['={{ $json.missing }}', '={{ null }}']) {
      const result = await run({ action: 'hash', type: 'MD5', value });
      expect(result.error, value).toMatch(/"data" argument must be of type string/);
    }
    expect((await run({ action: 'hash', type: 'MD5', value: '' })).output?.[0]?.json['data']).toBe(
      createHash('md5').update('').digest('hex'),
    );
  });

  it('generates base64 strings of word characters only', async () => {
    const result = await run({ action: 'generate', encodingType: 'base64', stringLength: 200 });
    expect(result.output?.[0]?.json['data']).toMatch(/^\w+$/);
  });
});
