/**
 * The template search rules (spec §4 "Templates search"): a search is loaded once and cached
 * by its query (the text plus the sorted categories); further pages are appended; the
 * 'loading more' flag is set while a page is on its way and cleared when it ends, failure
 * included; a search is finished when the loaded count equals the total.
 */
import { Subject, type Observable } from 'rxjs';
import type { TemplateSummary, TemplatesQuery, TemplatesSearchResult } from '../api';

/** One page of a search, as the host answers it. */
export interface SearchPage {
  readonly workflows: readonly TemplateSummary[];
  readonly totalWorkflows: number;
}

/** Fetches a page: `skip` templates in, `rows` of them. */
export type FetchSearchPage = (query: TemplatesQuery, skip: number, rows: number) => Promise<SearchPage>;

/** The cache key of a query: the trimmed text plus the categories sorted. */
export function searchKey(query: TemplatesQuery): string {
  return JSON.stringify([query.search.trim(), [...query.categories].sort((a, b) => a - b)]);
}

/** Cached searches and the templates they loaded. */
export class TemplatesSearchCache {
  private readonly results = new Map<string, TemplatesSearchResult>();
  private readonly pending = new Map<string, Promise<TemplatesSearchResult>>();
  private readonly templates = new Map<number, TemplateSummary>();
  private readonly changes = new Subject<void>();

  constructor(
    private readonly fetchPage: FetchSearchPage,
    private readonly pageSize: number,
  ) {}

  get changes$(): Observable<void> {
    return this.changes.asObservable();
  }

  result(query: TemplatesQuery): TemplatesSearchResult | undefined {
    return this.results.get(searchKey(query));
  }

  template(id: number): TemplateSummary | undefined {
    return this.templates.get(id);
  }

  /** Remembers templates loaded elsewhere (a collection), so cards can show them. */
  remember(templates: readonly TemplateSummary[]): void {
    for (const t of templates) this.templates.set(t.id, t);
  }

  isFinished(query: TemplatesQuery): boolean {
    const result = this.result(query);
    return result !== undefined && result.workflowIds.length >= result.totalWorkflows;
  }

  /** The first page, fetched once per query; a failed fetch is not cached, so it can be retried. */
  load(query: TemplatesQuery): Promise<TemplatesSearchResult> {
    const key = searchKey(query);
    const cached = this.results.get(key);
    if (cached) return Promise.resolve(cached);
    let request = this.pending.get(key);
    if (!request) {
      request = this.fetchPage(query, 0, this.pageSize)
        .then((page) => {
          this.remember(page.workflows);
          const result = { workflowIds: page.workflows.map((w) => w.id), totalWorkflows: page.totalWorkflows, loadingMore: false };
          this.set(key, result);
          return result;
        })
        .finally(() => this.pending.delete(key));
      this.pending.set(key, request);
    }
    return request;
  }

  /** Appends the next page; rejects with the fetch's error after clearing the flag. */
  async loadMore(query: TemplatesQuery): Promise<void> {
    const key = searchKey(query);
    const current = this.results.get(key);
    if (!current || current.loadingMore || this.isFinished(query)) return;
    this.set(key, { ...current, loadingMore: true });
    try {
      const page = await this.fetchPage(query, current.workflowIds.length, this.pageSize);
      this.remember(page.workflows);
      const known = new Set(current.workflowIds);
      const added = page.workflows.map((w) => w.id).filter((id) => !known.has(id));
      // A page that adds nothing would leave the search unfinishable; take the total as reached.
      const total = added.length === 0 ? current.workflowIds.length : page.totalWorkflows;
      this.set(key, { workflowIds: [...current.workflowIds, ...added], totalWorkflows: total, loadingMore: false });
    } catch (error) {
      this.set(key, { ...(this.results.get(key) ?? current), loadingMore: false });
      throw error;
    }
  }

  private set(key: string, result: TemplatesSearchResult): void {
    this.results.set(key, result);
    this.changes.next();
  }

  dispose(): void {
    this.changes.complete();
  }
}
