import { Subject, type Observable } from 'rxjs';
import { TEMPLATES_PAGE_SIZE, type ISettingsService } from '@sdk';
import type {
  CollectionDetail,
  CollectionSummary,
  ITemplatesService,
  TemplateCategory,
  TemplateDetail,
  TemplatesQuery,
  TemplatesSearchResult,
  TemplateSummary,
  TemplateWorkflowData,
} from './api';
import { resolveTemplatesHost } from './model/host-url';
import { TemplatesSearchCache } from './model/search-cache';
import { TemplatesClient, TemplatesHostError } from './model/templates-client';

/** What the service is built from. */
export interface TemplatesServiceDeps {
  /** Absent in hosts without settings (plugin tests): templates are then off. */
  readonly settings?: ISettingsService;
  /** The page's origin (`window.location.origin` in the browser). */
  readonly pageOrigin?: string;
  /** The clock for session ids. */
  readonly now?: () => number;
  readonly fetchFn?: typeof fetch;
}

/**
 * {@link ITemplatesService}: the host named by the settings, one search cache per host (a
 * host that changes with the settings starts afresh) and the search session id.
 */
export class TemplatesService implements ITemplatesService {
  private client: { host: string; client: TemplatesClient; cache: TemplatesSearchCache; categories?: Promise<TemplateCategory[]> } | null =
    null;
  private readonly searchChanges = new Subject<void>();
  private readonly focusRequests = new Subject<void>();
  private session: string;
  private focusPending = false;

  constructor(private readonly deps: TemplatesServiceDeps) {
    this.session = this.newSessionId();
  }

  private newSessionId(): string {
    return `templates-${(this.deps.now ?? Date.now)()}`;
  }

  get enabled(): boolean {
    return this.deps.settings?.settings?.templates.enabled ?? false;
  }

  get host(): string | null {
    const settings = this.deps.settings?.settings;
    if (!settings) return null;
    return resolveTemplatesHost(settings.templates.host, settings.urlBaseEditor, this.deps.pageOrigin);
  }

  get sessionId(): string {
    return this.session;
  }

  startSession(): void {
    this.session = this.newSessionId();
  }

  get searchChanges$(): Observable<void> {
    return this.searchChanges.asObservable();
  }

  get focusSearchRequests$(): Observable<void> {
    return this.focusRequests.asObservable();
  }

  requestSearchFocus(): void {
    this.focusPending = true;
    this.focusRequests.next();
  }

  takeSearchFocusRequest(): boolean {
    const pending = this.focusPending;
    this.focusPending = false;
    return pending;
  }

  /** The client of the host the settings name now. */
  private current() {
    const host = this.host;
    if (host === null) throw new TemplatesHostError('The settings are not loaded yet.');
    if (this.client?.host !== host) {
      this.client?.cache.dispose();
      const client = new TemplatesClient(host, this.deps.settings?.settings?.versionCli ?? '0.0.0', this.deps.fetchFn);
      const cache = new TemplatesSearchCache((query, skip, rows) => client.workflows(query, skip, rows), TEMPLATES_PAGE_SIZE);
      cache.changes$.subscribe(() => this.searchChanges.next());
      this.client = { host, client, cache };
    }
    return this.client;
  }

  checkHealth(): Promise<boolean> {
    if (this.host === null) return Promise.resolve(false);
    return this.current().client.health();
  }

  categories(): Promise<readonly TemplateCategory[]> {
    const current = this.current();
    // A failed fetch is forgotten, so a retry asks again.
    current.categories ??= current.client.categories().catch((error: unknown) => {
      current.categories = undefined;
      throw error;
    });
    return current.categories;
  }

  collections(query: TemplatesQuery): Promise<readonly CollectionSummary[]> {
    return this.current().client.collections(query);
  }

  searchResult(query: TemplatesQuery): TemplatesSearchResult | undefined {
    return this.host === null ? undefined : this.current().cache.result(query);
  }

  search(query: TemplatesQuery): Promise<TemplatesSearchResult> {
    return this.current().cache.load(query);
  }

  loadMore(query: TemplatesQuery): Promise<void> {
    return this.current().cache.loadMore(query);
  }

  isFinished(query: TemplatesQuery): boolean {
    return this.current().cache.isFinished(query);
  }

  template(id: number): TemplateSummary | undefined {
    return this.host === null ? undefined : this.current().cache.template(id);
  }

  async collection(id: number): Promise<CollectionDetail> {
    const current = this.current();
    const collection = await current.client.collection(id);
    current.cache.remember(collection.workflows);
    return collection;
  }

  workflow(id: number): Promise<TemplateDetail> {
    return this.current().client.workflow(id);
  }

  workflowData(id: number): Promise<TemplateWorkflowData> {
    return this.current().client.workflowData(id);
  }

  dispose(): void {
    this.client?.cache.dispose();
    this.searchChanges.complete();
    this.focusRequests.complete();
  }
}
