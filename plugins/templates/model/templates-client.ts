/**
 * The templates host's calls (spec §7 "Templates host"), over fetch: the host is not the
 * instance's REST API (it may be another server), so its answers are plain JSON without
 * the `{data}` wrapper. Every call carries the product version header, as n8n's editor sends
 * it; the health check gives up after 2 s.
 */
import { TEMPLATES_HEALTH_TIMEOUT_MS } from '@sdk';
import type { CollectionDetail, CollectionSummary, TemplateCategory, TemplateDetail, TemplatesQuery, TemplateWorkflowData } from '../api';
import type { SearchPage } from './search-cache';

/** The header naming the editor's version on every call to the host. */
export const VERSION_HEADER = 'n8n-version';

/** A call to the host failed: it could not be reached, or it answered with an error. */
export class TemplatesHostError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'TemplatesHostError';
  }
}

/** Longest a call other than the health check may take. */
const CALL_TIMEOUT_MS = 15_000;

/** A client for one host. */
export class TemplatesClient {
  constructor(
    /** Base URL ending with a slash. */
    private readonly host: string,
    private readonly version: string,
    private readonly fetchFn: typeof fetch = (...args) => fetch(...args),
  ) {}

  private async get<T>(path: string, params: Record<string, string | number | undefined> = {}, timeoutMs = CALL_TIMEOUT_MS): Promise<T> {
    const url = new URL(path, this.host);
    for (const [name, value] of Object.entries(params)) if (value !== undefined && value !== '') url.searchParams.set(name, String(value));
    let response: Response;
    try {
      response = await this.fetchFn(url.toString(), {
        headers: { [VERSION_HEADER]: this.version, accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new TemplatesHostError(`The templates host ${this.host} cannot be reached.`);
    }
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as { message?: string } | null;
      throw new TemplatesHostError(body?.message ?? `The templates host answered ${response.status}.`, response.status);
    }
    return (await response.json()) as T;
  }

  /** Whether the host answers `GET /health` within 2 s. */
  async health(): Promise<boolean> {
    try {
      await this.get('health', {}, TEMPLATES_HEALTH_TIMEOUT_MS);
      return true;
    } catch {
      return false;
    }
  }

  async categories(): Promise<TemplateCategory[]> {
    return (await this.get<{ categories: TemplateCategory[] }>('templates/categories')).categories;
  }

  async collections(query: TemplatesQuery): Promise<CollectionSummary[]> {
    const answer = await this.get<{ collections: CollectionSummary[] }>('templates/collections', categoryParams(query));
    return answer.collections;
  }

  async workflows(query: TemplatesQuery, skip: number, rows: number): Promise<SearchPage> {
    return this.get<SearchPage>('templates/workflows', { skip, rows, ...categoryParams(query) });
  }

  async collection(id: number): Promise<CollectionDetail> {
    return (await this.get<{ collection: CollectionDetail }>(`templates/collections/${encodeURIComponent(id)}`)).collection;
  }

  async workflow(id: number): Promise<TemplateDetail> {
    return (await this.get<{ workflow: TemplateDetail }>(`templates/workflows/${encodeURIComponent(id)}`)).workflow;
  }

  async workflowData(id: number): Promise<TemplateWorkflowData> {
    return this.get<TemplateWorkflowData>(`workflows/templates/${encodeURIComponent(id)}`);
  }
}

/** `category` as ids joined by commas (the host's format), and the search text. */
function categoryParams(query: TemplatesQuery): Record<string, string | undefined> {
  return { category: query.categories.length > 0 ? query.categories.join(',') : undefined, search: query.search.trim() || undefined };
}
