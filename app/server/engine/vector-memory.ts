/**
 * Where the Simple Vector Store (`vectorStoreInMemory`) keeps its documents: in the
 * server's memory, per workflow and memory key, as n8n keeps it (its node says the data is
 * lost on restart; ours says the same). One store lives as long as the execution service
 * that made it, so every run of a workflow finds what an earlier run inserted.
 *
 * Bounded: a store holds at most {@link MAX_VECTORS_PER_STORE} documents and the server at
 * most {@link MAX_VECTORS_TOTAL}; an insert past either fails with a message that says so,
 * instead of letting one workflow take the server's memory.
 */

/** One stored document and its embedding. */
export interface StoredVector {
  readonly pageContent: string;
  readonly metadata: Record<string, unknown>;
  readonly embedding: readonly number[];
}

/** A search hit: the document and its cosine similarity to the query (1 is identical). */
export interface VectorHit {
  readonly pageContent: string;
  readonly metadata: Record<string, unknown>;
  readonly score: number;
}

/** The stores of the Simple Vector Store node. */
export interface VectorMemory {
  /** Adds documents to the store `key` (emptied first when `clear`). */
  add(key: string, documents: readonly StoredVector[], clear: boolean): void;
  /** The `k` documents most similar to `query`, best first. */
  search(key: string, query: readonly number[], k: number): VectorHit[];
  /** How many documents the store holds. */
  size(key: string): number;
}

export const MAX_VECTORS_PER_STORE = 50_000;
export const MAX_VECTORS_TOTAL = 200_000;

/** The store key n8n uses: the memory key prefixed with the workflow id. */
export function vectorStoreKey(workflowId: string, memoryKey: string): string {
  return `${workflowId}__${memoryKey}`;
}

function cosine(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    dot += x * y;
    normA += x * x;
    normB += y * y;
  }
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}

/** A memory for one execution service (the server's, or a bare engine run's). */
export function createVectorMemory(): VectorMemory {
  const stores = new Map<string, StoredVector[]>();
  let total = 0;
  return {
    add(key, documents, clear) {
      const current = clear ? [] : (stores.get(key) ?? []);
      const released = clear ? (stores.get(key)?.length ?? 0) : 0;
      if (current.length + documents.length > MAX_VECTORS_PER_STORE) {
        throw new Error(
          `A Simple Vector Store holds at most ${MAX_VECTORS_PER_STORE} documents; use a database-backed vector store for more.`,
        );
      }
      if (total - released + documents.length > MAX_VECTORS_TOTAL) {
        throw new Error(
          `The server's Simple Vector Stores hold at most ${MAX_VECTORS_TOTAL} documents together; clear a store or use a database-backed vector store.`,
        );
      }
      stores.set(key, [...current, ...documents]);
      total += documents.length - released;
    },
    search(key, query, k) {
      const scored = (stores.get(key) ?? []).map((doc) => ({
        pageContent: doc.pageContent,
        metadata: doc.metadata,
        score: cosine(query, doc.embedding),
      }));
      return scored.sort((a, b) => b.score - a.score).slice(0, Math.max(0, k));
    },
    size: (key) => stores.get(key)?.length ?? 0,
  };
}
