/**
 * The templates plugin's contract: the records of a templates host (n8n's public templates
 * API shapes, which the built-in host answers with too), the search state, command ids and
 * `ITemplatesService`, through which the views and commands reach the host.
 *
 * @module
 */
import type { Observable } from 'rxjs';
import { createServiceToken } from '@sdk';

/** A template category. */
export interface TemplateCategory {
  readonly id: number;
  readonly name: string;
}

/** A node type a template uses. */
export interface TemplateNode {
  readonly id: number;
  /** Node type name, such as `n8n-nodes-base.webhook`. */
  readonly name: string;
  readonly displayName: string;
  readonly icon?: string;
  readonly typeVersion?: number;
  readonly defaults?: { readonly name?: string; readonly color?: string };
}

/** A template in lists and search results. */
export interface TemplateSummary {
  readonly id: number;
  readonly name: string;
  /** Markdown. */
  readonly description?: string;
  readonly totalViews?: number;
  readonly createdAt: string;
  readonly user?: { readonly username: string };
  readonly nodes: readonly TemplateNode[];
  readonly categories?: readonly TemplateCategory[];
}

/** n8n workflow JSON as a template carries it. */
export interface TemplateWorkflowJson {
  readonly nodes: readonly unknown[];
  readonly connections: Readonly<Record<string, unknown>>;
  readonly [key: string]: unknown;
}

/** A template with its workflow (`GET /templates/workflows/:id`). */
export interface TemplateDetail extends TemplateSummary {
  readonly workflow: TemplateWorkflowJson;
}

/** A collection in lists. */
export interface CollectionSummary {
  readonly id: number;
  readonly name: string;
  readonly description?: string;
  readonly nodes: readonly TemplateNode[];
  readonly workflows: ReadonlyArray<{ readonly id: number }>;
}

/** A collection with its templates (`GET /templates/collections/:id`). */
export interface CollectionDetail extends Omit<CollectionSummary, 'workflows'> {
  readonly categories?: readonly TemplateCategory[];
  readonly workflows: readonly TemplateSummary[];
}

/** The importable workflow (`GET /workflows/templates/:id`). */
export interface TemplateWorkflowData {
  readonly id: number;
  readonly name: string;
  readonly workflow: TemplateWorkflowJson;
}

/** A search: the text and the chosen category ids. */
export interface TemplatesQuery {
  readonly search: string;
  readonly categories: readonly number[];
}

/** What is known of one search (cached by its text plus its sorted categories). */
export interface TemplatesSearchResult {
  /** Loaded template ids, in the host's order; further pages are appended. */
  readonly workflowIds: readonly number[];
  /** How many templates match in all. */
  readonly totalWorkflows: number;
  /** A further page is being fetched. */
  readonly loadingMore: boolean;
}

/** The templates host as the editor uses it. Every call carries the product's version header. */
export interface ITemplatesService {
  /** Whether templates are on (`settings.templates.enabled`). */
  readonly enabled: boolean;
  /** The host's base URL as this page calls it, or null while the settings are not loaded. */
  readonly host: string | null;
  /** 'templates-' plus the time the current search session started. */
  readonly sessionId: string;
  /** Starts a new search session (the search view opened). */
  startSession(): void;
  /** `GET /health`; false when it fails or takes longer than 2 s. */
  checkHealth(): Promise<boolean>;
  /** The categories (fetched once, then cached). */
  categories(): Promise<readonly TemplateCategory[]>;
  /** Collections that match the query. */
  collections(query: TemplatesQuery): Promise<readonly CollectionSummary[]>;
  /** The cached result of a search, if it was loaded. */
  searchResult(query: TemplatesQuery): TemplatesSearchResult | undefined;
  /** Loads the first page of a search (at once when cached). */
  search(query: TemplatesQuery): Promise<TemplatesSearchResult>;
  /** Appends the next page; nothing when the search is finished or a page is on its way. */
  loadMore(query: TemplatesQuery): Promise<void>;
  /** Whether every matching template is loaded. */
  isFinished(query: TemplatesQuery): boolean;
  /** A template loaded by a search, a collection or by id. */
  template(id: number): TemplateSummary | undefined;
  /** Emits after any search result changed. */
  readonly searchChanges$: Observable<void>;
  collection(id: number): Promise<CollectionDetail>;
  workflow(id: number): Promise<TemplateDetail>;
  workflowData(id: number): Promise<TemplateWorkflowData>;
  /** Emits when the search field should take focus (the "Search templates…" command). */
  readonly focusSearchRequests$: Observable<void>;
  /** Asks the search view's field to take focus, now or when it appears. */
  requestSearchFocus(): void;
  /** Whether focus was asked for and not yet given; asking clears it. */
  takeSearchFocusRequest(): boolean;
}

/** Token for {@link ITemplatesService}. */
export const ITemplatesService = createServiceToken<ITemplatesService>('ITemplatesService');

/** Command ids of the templates plugin. */
export const TEMPLATES_COMMANDS = {
  browse: 'templates.browse',
  search: 'templates.search',
} as const;
