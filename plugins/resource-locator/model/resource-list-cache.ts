/**
 * Resource list results per request key, for the resource dropdown:
 * the first load sets loading; success stores the results and the next page token;
 * failure stores the error. Loading the next page sends the token and appends. A key that
 * failed is loaded again on the next (re)open. Listeners hear every change.
 *
 * @module
 */
import { EventEmitter } from 'eventemitter3';
import type { ResourceItem } from './locator-value';

/** One page as `GET /nodes-list-search` answers it. */
export interface ResourcePage {
  readonly results: readonly ResourceItem[];
  readonly paginationToken?: unknown;
}

/** What is known for one request key. */
export interface ResourceListEntry {
  readonly results: readonly ResourceItem[];
  /** Token of the next page; null on the last page. */
  readonly nextPageToken: unknown;
  readonly loading: boolean;
  /** The failure's message, or null. */
  readonly error: string | null;
  /** A first page has arrived. */
  readonly loaded: boolean;
}

/** Fetches one page: the first without a token, later ones with the previous page's token. */
export type PageFetcher = (paginationToken: unknown) => Promise<ResourcePage>;

const EMPTY: ResourceListEntry = { results: [], nextPageToken: null, loading: false, error: null, loaded: false };

/** The request key of a list load: the node, the method, the parameters and credentials it depends on and the filter. */
export function requestKey(parts: {
  nodeType: string;
  version: number;
  method: string;
  parameters: unknown;
  credentials: unknown;
  filter: string;
}): string {
  return JSON.stringify([parts.nodeType, parts.version, parts.method, parts.parameters ?? null, parts.credentials ?? null, parts.filter]);
}

/** The cache. */
export class ResourceListCache {
  private readonly entries = new Map<string, ResourceListEntry>();
  /** Change notices for `subscribe` (React's useSyncExternalStore reads through it). */
  private readonly events = new EventEmitter<{ change: [] }>();

  /** The entry of `key` (an empty, not loaded one when unknown). */
  get(key: string): ResourceListEntry {
    return this.entries.get(key) ?? EMPTY;
  }

  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    this.events.on('change', listener);
    return () => this.events.off('change', listener);
  }

  /**
   * Loads the first page unless it is cached or loading. A key whose last load failed
   * is loaded again (the retry on reopening).
   */
  async load(key: string, fetch: PageFetcher): Promise<void> {
    const entry = this.get(key);
    if (entry.loading || (entry.loaded && entry.error === null)) return;
    await this.fetchInto(key, fetch, false);
  }

  /** Loads the next page and appends it, when there is one and nothing is loading. */
  async loadMore(key: string, fetch: PageFetcher): Promise<void> {
    const entry = this.get(key);
    if (entry.loading || !entry.loaded || entry.error !== null || entry.nextPageToken === null) return;
    await this.fetchInto(key, fetch, true);
  }

  /** Forgets every key (the options menu's refresh, a credential change). */
  clear(): void {
    this.entries.clear();
    this.emit();
  }

  private async fetchInto(key: string, fetch: PageFetcher, append: boolean): Promise<void> {
    const before = this.get(key);
    this.set(key, { ...before, loading: true, error: null, ...(append ? {} : { results: [], nextPageToken: null, loaded: false }) });
    try {
      const page = await fetch(append ? before.nextPageToken : undefined);
      const results = Array.isArray(page?.results) ? page.results : [];
      const token = page?.paginationToken;
      this.set(key, {
        results: append ? [...before.results, ...results] : results,
        nextPageToken: token === undefined || token === null || token === '' ? null : token,
        loading: false,
        error: null,
        loaded: true,
      });
    } catch (error) {
      this.set(key, { ...this.get(key), loading: false, loaded: true, error: error instanceof Error ? error.message : String(error) });
    }
  }

  private set(key: string, entry: ResourceListEntry): void {
    this.entries.set(key, entry);
    this.emit();
  }

  private emit(): void {
    this.events.emit('change');
  }
}
