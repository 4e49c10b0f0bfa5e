import { describe, expect, it } from 'vitest';
import { createVectorMemory, MAX_VECTORS_PER_STORE, vectorStoreKey } from './vector-memory';

const doc = (pageContent: string, embedding: number[]) => ({ pageContent, metadata: { name: pageContent }, embedding });

describe('the Simple Vector Store memory', () => {
  it('finds the most similar documents first, per store key', () => {
    const memory = createVectorMemory();
    const key = vectorStoreKey('wf1', 'vector_store_key');
    memory.add(key, [doc('north', [0, 1]), doc('east', [1, 0]), doc('north-east', [1, 1])], false);
    memory.add(vectorStoreKey('wf2', 'vector_store_key'), [doc('other workflow', [0, 1])], false);
    const hits = memory.search(key, [0.1, 1], 2);
    expect(hits.map((h) => h.pageContent)).toEqual(['north', 'north-east']);
    expect(hits[0]!.score).toBeCloseTo(0.995, 3);
    expect(memory.search(key, [1, 0], 10)).toHaveLength(3);
  });

  it('appends, or replaces when asked to clear the store first', () => {
    const memory = createVectorMemory();
    memory.add('k', [doc('a', [1])], false);
    memory.add('k', [doc('b', [1])], false);
    expect(memory.size('k')).toBe(2);
    memory.add('k', [doc('c', [1])], true);
    expect(memory.search('k', [1], 5).map((h) => h.pageContent)).toEqual(['c']);
  });

  it('refuses an insert past the per-store bound and keeps what it had', () => {
    const memory = createVectorMemory();
    memory.add('k', [doc('a', [1])], false);
    const many = Array.from({ length: MAX_VECTORS_PER_STORE }, (_, i) => doc(String(i), [1]));
    expect(() => memory.add('k', many, false)).toThrow(/at most 50000 documents/);
    expect(memory.size('k')).toBe(1);
  });
});
