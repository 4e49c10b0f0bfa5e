import { describe, expect, it } from 'vitest';
import { requestKey, ResourceListCache, type ResourcePage } from './resource-list-cache';

const page = (names: string[], paginationToken?: string): ResourcePage => ({
  results: names.map((n) => ({ name: n, value: n })),
  paginationToken,
});

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('ResourceListCache', () => {
  it('marks the first load as loading, then stores results and the next token', async () => {
    const cache = new ResourceListCache();
    const answer = deferred<ResourcePage>();
    const loading = cache.load('k', () => answer.promise);
    expect(cache.get('k')).toMatchObject({ loading: true, results: [], error: null });
    answer.resolve(page(['a', 'b'], '2'));
    await loading;
    expect(cache.get('k')).toEqual({
      results: [
        { name: 'a', value: 'a' },
        { name: 'b', value: 'b' },
      ],
      nextPageToken: '2',
      loading: false,
      error: null,
      loaded: true,
    });
  });

  it('serves a loaded key from the cache', async () => {
    const cache = new ResourceListCache();
    let calls = 0;
    const fetch = async () => (calls++, page(['a']));
    await cache.load('k', fetch);
    await cache.load('k', fetch);
    expect(calls).toBe(1);
  });

  it('sends the token for the next page and appends; stops after the last page', async () => {
    const cache = new ResourceListCache();
    const tokens: unknown[] = [];
    const fetch = async (token: unknown) => (tokens.push(token), token === undefined ? page(['a'], '1') : page(['b']));
    await cache.load('k', fetch);
    await cache.loadMore('k', fetch);
    await cache.loadMore('k', fetch);
    expect(tokens).toEqual([undefined, '1']);
    expect(cache.get('k').results.map((r) => r.name)).toEqual(['a', 'b']);
    expect(cache.get('k').nextPageToken).toBeNull();
  });

  it('stores the failure and retries on the next load', async () => {
    const cache = new ResourceListCache();
    await cache.load('k', async () => {
      throw new Error('password authentication failed');
    });
    expect(cache.get('k')).toMatchObject({ loading: false, error: 'password authentication failed' });
    await cache.load('k', async () => page(['ok']));
    expect(cache.get('k')).toMatchObject({ error: null, results: [{ name: 'ok', value: 'ok' }] });
  });

  it('keeps keys apart and tells listeners about changes', async () => {
    const cache = new ResourceListCache();
    let changes = 0;
    cache.subscribe(() => changes++);
    await cache.load(requestKey({ nodeType: 'n', version: 1, method: 'm', parameters: {}, credentials: null, filter: 'a' }), async () =>
      page(['a']),
    );
    expect(cache.get(requestKey({ nodeType: 'n', version: 1, method: 'm', parameters: {}, credentials: null, filter: 'b' })).loaded).toBe(
      false,
    );
    expect(changes).toBe(2);
  });
});
