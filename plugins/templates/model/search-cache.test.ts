import { describe, expect, it } from 'vitest';
import type { TemplateSummary, TemplatesQuery } from '../api';
import { searchKey, TemplatesSearchCache, type SearchPage } from './search-cache';

/** A host with `total` templates answering pages; `fail` makes the next call fail. */
function host(total: number) {
  const calls: Array<{ query: TemplatesQuery; skip: number; rows: number }> = [];
  const state = { fail: false };
  const all: TemplateSummary[] = Array.from({ length: total }, (_, i) => ({
    id: i + 1,
    name: `T${i + 1}`,
    createdAt: '2026-01-01',
    nodes: [],
  }));
  const fetchPage = async (query: TemplatesQuery, skip: number, rows: number): Promise<SearchPage> => {
    calls.push({ query, skip, rows });
    if (state.fail) {
      state.fail = false;
      throw new Error('host down');
    }
    return { workflows: all.slice(skip, skip + rows), totalWorkflows: total };
  };
  return { calls, state, fetchPage };
}

const q = (search: string, categories: number[] = []): TemplatesQuery => ({ search, categories });

describe('template search cache', () => {
  it('keys a search by its text and its sorted categories', () => {
    expect(searchKey(q('mail', [3, 1]))).toBe(searchKey(q('mail', [1, 3])));
    expect(searchKey(q(' mail ', []))).toBe(searchKey(q('mail', [])));
    expect(searchKey(q('mail', [1]))).not.toBe(searchKey(q('mail', [2])));
    expect(searchKey(q('mail'))).not.toBe(searchKey(q('mails')));
  });

  it('loads a search once and answers it from the cache afterwards', async () => {
    const h = host(25);
    const cache = new TemplatesSearchCache(h.fetchPage, 10);
    const first = await cache.load(q('x', [2, 1]));
    expect(first).toEqual({ workflowIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], totalWorkflows: 25, loadingMore: false });
    await cache.load(q('x', [1, 2]));
    await Promise.all([cache.load(q('y')), cache.load(q('y'))]);
    expect(h.calls.map((c) => [c.query.search, c.skip, c.rows])).toEqual([
      ['x', 0, 10],
      ['y', 0, 10],
    ]);
    expect(cache.template(3)?.name).toBe('T3');
  });

  it('appends further pages and is finished when the loaded count equals the total', async () => {
    const h = host(25);
    const cache = new TemplatesSearchCache(h.fetchPage, 10);
    await cache.load(q(''));
    expect(cache.isFinished(q(''))).toBe(false);
    await cache.loadMore(q(''));
    expect(cache.result(q(''))?.workflowIds).toHaveLength(20);
    await cache.loadMore(q(''));
    expect(cache.result(q(''))?.workflowIds).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(cache.isFinished(q(''))).toBe(true);
    await cache.loadMore(q(''));
    expect(h.calls.map((c) => c.skip)).toEqual([0, 10, 20]);
  });

  it("sets the 'loading more' flag while a page is on its way and clears it on failure too", async () => {
    const h = host(25);
    const cache = new TemplatesSearchCache(h.fetchPage, 10);
    await cache.load(q(''));
    const seen: boolean[] = [];
    cache.changes$.subscribe(() => seen.push(cache.result(q(''))!.loadingMore));
    h.state.fail = true;
    await expect(cache.loadMore(q(''))).rejects.toThrow('host down');
    expect(seen).toEqual([true, false]);
    expect(cache.result(q(''))?.workflowIds).toHaveLength(10);
    // A second loadMore while one is on its way asks nothing more.
    const one = cache.loadMore(q(''));
    await cache.loadMore(q(''));
    await one;
    expect(cache.result(q(''))).toMatchObject({ loadingMore: false });
    expect(cache.result(q(''))?.workflowIds).toHaveLength(20);
  });

  it('does not cache a failed first load, so Retry asks again', async () => {
    const h = host(3);
    const cache = new TemplatesSearchCache(h.fetchPage, 10);
    h.state.fail = true;
    await expect(cache.load(q('a'))).rejects.toThrow();
    expect(cache.result(q('a'))).toBeUndefined();
    expect((await cache.load(q('a'))).totalWorkflows).toBe(3);
    expect(cache.isFinished(q('a'))).toBe(true);
  });
});
