import { useEffect, useMemo, useRef, useState } from 'react';
import { LayoutTemplate, Search } from 'lucide-react';
import { INavigationService, INotificationService, ITelemetryService } from '@sdk';
import { useKernel, useObservable, useService } from '@sdk/react';
import { ITemplatesService, type CollectionSummary, type TemplateCategory, type TemplatesQuery } from '../api';
import { locationOfQuery, queryFromLocation, toggleCategory } from '../model/query-location';
import { AppLink, HostProblem, NodeIcons, TemplateCard, useHostHealth } from './parts';

/** How long typing rests before the search runs (and the URL follows). */
const SEARCH_DEBOUNCE_MS = 300;

type Load<T> = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; value: T };

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * TemplatesSearchView (`/templates`): categories as filters, the search field, the matching
 * collections and templates, 10 at a time with 'Load more'. The search and the categories
 * live in the URL, so Back returns to them.
 */
export function TemplatesSearchView() {
  const service = useService(ITemplatesService);
  const navigation = useService(INavigationService);
  const notifications = useService(INotificationService);
  const kernel = useKernel();
  const location = useObservable(navigation.location$, navigation.location);
  const query = useMemo(() => queryFromLocation(location), [location]);
  const queryKey = `${query.search}|${query.categories.join(',')}`;
  const { state: host, retry } = useHostHealth();
  const [text, setText] = useState(query.search);
  const [categories, setCategories] = useState<Load<readonly TemplateCategory[]>>({ state: 'loading' });
  const [collections, setCollections] = useState<readonly CollectionSummary[]>([]);
  const [search, setSearch] = useState<Load<true>>({ state: 'loading' });
  const searchField = useRef<HTMLInputElement>(null);
  const [, setVersion] = useState(0);
  useEffect(() => {
    const subscription = service.searchChanges$.subscribe(() => setVersion((n) => n + 1));
    return () => subscription.unsubscribe();
  }, [service]);
  const result = host === 'ok' ? service.searchResult(query) : undefined;

  useEffect(() => service.startSession(), [service]);

  // The "Search templates…" command: now, or once the field is there.
  useEffect(() => {
    if (host !== 'ok') return;
    if (service.takeSearchFocusRequest()) searchField.current?.focus();
    const subscription = service.focusSearchRequests$.subscribe(() => {
      if (service.takeSearchFocusRequest()) searchField.current?.focus();
    });
    return () => subscription.unsubscribe();
  }, [service, host]);

  // Back/forward (or a link) changed the search: the field follows.
  useEffect(() => setText(query.search), [query.search]);

  // Typing: the URL follows once typing rests (replacing the entry, so Back leaves the page).
  useEffect(() => {
    if (text === query.search) return;
    const timer = setTimeout(() => navigation.navigate(locationOfQuery({ ...query, search: text }), { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, query, navigation]);

  useEffect(() => {
    if (host !== 'ok') return;
    let live = true;
    service.categories().then(
      (value) => live && setCategories({ state: 'ready', value }),
      (e: unknown) => live && setCategories({ state: 'error', message: messageOf(e) }),
    );
    return () => {
      live = false;
    };
  }, [service, host]);

  useEffect(() => {
    if (host !== 'ok') return;
    let live = true;
    setSearch(service.searchResult(query) ? { state: 'ready', value: true } : { state: 'loading' });
    service.search(query).then(
      (found) => {
        if (!live) return;
        setSearch({ state: 'ready', value: true });
        // Searches of one visit share the session id, so they can be read as one journey.
        if (query.search.trim() || query.categories.length > 0) {
          kernel.services.getOptional(ITelemetryService)?.track('User searched workflow templates', {
            search_string: query.search.trim(),
            categories_applied: query.categories,
            results_length: found.totalWorkflows,
            wf_template_repo_session_id: service.sessionId,
          });
        }
      },
      (e: unknown) => live && setSearch({ state: 'error', message: messageOf(e) }),
    );
    service.collections(query).then(
      (value) => live && setCollections(value),
      () => live && setCollections([]),
    );
    return () => {
      live = false;
    };
    // queryKey stands for the query's content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [service, kernel, host, queryKey]);

  const setQuery = (next: TemplatesQuery) => navigation.navigate(locationOfQuery(next));
  const loadMore = () => service.loadMore(query).catch((e: unknown) => notifications.showError(e, 'Could not load more templates'));

  const templates = (result?.workflowIds ?? []).flatMap((id) => service.template(id) ?? []);
  const finished = result !== undefined && result.workflowIds.length >= result.totalWorkflows;
  const filtered = query.search.trim() !== '' || query.categories.length > 0;

  return (
    <section className="sy-list-page tp-page" aria-labelledby="tp-title">
      <header className="sy-list-page__header">
        <div>
          <h1 id="tp-title" className="sy-list-page__title">
            Templates
          </h1>
          <p className="sy-list-page__lead">Start from a ready-made workflow: pick one, look at it, and use it as your own.</p>
        </div>
      </header>

      {host === 'disabled' && <HostProblem state="disabled" />}
      {host === 'unreachable' && <HostProblem state="unreachable" onRetry={retry} />}
      {host === 'checking' && (
        <p className="tp-status" role="status">
          Connecting to the template catalogue…
        </p>
      )}

      {host === 'ok' && (
        <div className="tp-search">
          <aside className="tp-filters" aria-labelledby="tp-categories-title">
            <h2 id="tp-categories-title" className="tp-filters__title">
              Categories
            </h2>
            {categories.state === 'error' && <p className="tp-filters__error">Could not load the categories.</p>}
            {categories.state === 'ready' && (
              <ul className="tp-filters__list">
                <li>
                  <label className="tp-filter">
                    <input
                      type="checkbox"
                      checked={query.categories.length === 0}
                      onChange={() => query.categories.length > 0 && setQuery({ ...query, categories: [] })}
                    />
                    All categories
                  </label>
                </li>
                {categories.value.map((category) => (
                  <li key={category.id}>
                    <label className="tp-filter">
                      <input
                        type="checkbox"
                        checked={query.categories.includes(category.id)}
                        onChange={() => setQuery({ ...query, categories: toggleCategory(query.categories, category.id) })}
                      />
                      {category.name}
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </aside>

          <div className="tp-results">
            <label className="wl-search tp-search__field">
              <Search size={16} aria-hidden="true" className="wl-search__icon" />
              <input
                ref={searchField}
                type="search"
                className="wl-search__input"
                placeholder="Search templates…"
                aria-label="Search templates"
                value={text}
                onChange={(event) => setText(event.target.value)}
                onKeyDown={(event) => {
                  // Enter searches at once instead of waiting for typing to rest.
                  if (event.key === 'Enter' && text !== query.search)
                    navigation.navigate(locationOfQuery({ ...query, search: text }), { replace: true });
                }}
              />
            </label>

            {collections.length > 0 && (
              <section aria-labelledby="tp-collections-title" className="tp-collections">
                <h2 id="tp-collections-title" className="tp-section-title">
                  Collections <span className="tp-count">{collections.length}</span>
                </h2>
                <ul className="tp-collections__list">
                  {collections.map((collection) => (
                    <li key={collection.id} className="tp-collection">
                      <AppLink to={`/collections/${collection.id}`} className="tp-collection__link">
                        <span className="tp-collection__name">{collection.name}</span>
                        <span className="tp-collection__count">
                          {collection.workflows.length} template{collection.workflows.length === 1 ? '' : 's'}
                        </span>
                        <NodeIcons nodes={collection.nodes} max={6} size={16} />
                      </AppLink>
                    </li>
                  ))}
                </ul>
              </section>
            )}

            <section aria-labelledby="tp-workflows-title" aria-busy={search.state === 'loading'}>
              <h2 id="tp-workflows-title" className="tp-section-title">
                Workflows {result && <span className="tp-count">{result.totalWorkflows}</span>}
              </h2>
              {search.state === 'error' && <HostProblem state="error" detail={`The search failed: ${search.message}`} onRetry={retry} />}
              {search.state === 'loading' && !result && (
                <p className="tp-status" role="status">
                  Loading templates…
                </p>
              )}
              {result && templates.length === 0 && (
                <div className="tp-empty">
                  <LayoutTemplate size={32} aria-hidden="true" />
                  <p>No templates match {filtered ? 'this search' : 'yet'}.</p>
                  {filtered && (
                    <button type="button" className="button" onClick={() => setQuery({ search: '', categories: [] })}>
                      Clear the search
                    </button>
                  )}
                </div>
              )}
              {templates.length > 0 && (
                <ul className="tp-cards" aria-label="Templates">
                  {templates.map((template) => (
                    <TemplateCard key={template.id} template={template} />
                  ))}
                </ul>
              )}
              {result && !finished && (
                <div className="tp-more">
                  <button
                    type="button"
                    className="button"
                    onClick={() => void loadMore()}
                    disabled={result.loadingMore}
                    aria-busy={result.loadingMore}
                  >
                    {result.loadingMore ? 'Loading…' : 'Load more'}
                  </button>
                  <span className="tp-more__count">
                    {result.workflowIds.length} of {result.totalWorkflows}
                  </span>
                </div>
              )}
            </section>
          </div>
        </div>
      )}
    </section>
  );
}
