import { describe, expect, it } from 'vitest';
import { isConnectionError, saveWithRetry } from './save-retry';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('saveWithRetry', () => {
  it('tries again after a connection failure, saying so, until the save goes through', async () => {
    const said: string[] = [];
    let tries = 0;
    await saveWithRetry(
      'Execution 7',
      async () => {
        tries += 1;
        if (tries < 3) throw refused();
      },
      { attempts: 5, firstWaitMs: 1, maxWaitMs: 2, warn: (message) => said.push(message) },
    );
    expect(tries).toBe(3);
    expect(said).toEqual([
      'Execution 7 could not be saved (connect ECONNREFUSED 127.0.0.1:5432); try 2 of 5 in 1 ms',
      'Execution 7 could not be saved (connect ECONNREFUSED 127.0.0.1:5432); try 3 of 5 in 2 ms',
    ]);
  });

  it('gives up after the last try, and at once on an error a retry would meet again', async () => {
    let tries = 0;
    const failing = async () => {
      tries += 1;
      throw refused();
    };
    await expect(saveWithRetry('E', failing, { attempts: 3, firstWaitMs: 1, maxWaitMs: 1, warn: () => undefined })).rejects.toThrow(
      /ECONNREFUSED/,
    );
    expect(tries).toBe(3);
    tries = 0;
    const wrong = async () => {
      tries += 1;
      throw new TypeError('Do not know how to serialize a BigInt');
    };
    await expect(saveWithRetry('E', wrong, { attempts: 3, firstWaitMs: 1, maxWaitMs: 1, warn: () => undefined })).rejects.toThrow(/BigInt/);
    expect(tries).toBe(1);
  });

  it('tells connection failures from other errors', () => {
    expect(isConnectionError(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(
      true,
    );
    expect(isConnectionError(Object.assign(new Error('connection failure'), { code: '08006' }))).toBe(true);
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionError(new Error('wrapped', { cause: refused() }))).toBe(true);
    expect(isConnectionError(new Error('Client was closed and is not queryable'))).toBe(true);
    expect(isConnectionError(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
  });
});
