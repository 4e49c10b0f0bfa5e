import { useEffect, useMemo, useState } from 'react';
import { History, RefreshCw, Trash2 } from 'lucide-react';
import { INavigationService, IRestApi, ISettingsService, type IExecutionSummary, type ViewProps } from '@sdk';
import { useObservable, useService } from '@sdk/react';
import { EMPTY_FILTER, isFiltered, toQueryFilter, type ExecutionFilterState } from '../list-model';
import { IExecutionDebugService } from '../debug/debug-service';
import { ExecutionRow } from './ExecutionRow';
import { ExecutionsFilters } from './ExecutionsFilters';
import { useExecutionActions } from './use-execution-actions';
import { useExecutions } from './use-executions';
import { useNow } from './use-now';
import './executions.css';

/** ExecutionsLandingPage: every execution the user may read, across workflows. */
export function ExecutionsLandingPage(_props: ViewProps) {
  const navigation = useService(INavigationService);
  const rest = useService(IRestApi);
  const debug = useService(IExecutionDebugService);
  const settingsService = useService(ISettingsService);
  const settings = useObservable(settingsService.settings$, settingsService.settings);
  const advanced = settings?.enterprise?.advancedExecutionFilters === true;
  const [filterState, setFilterState] = useState<ExecutionFilterState>(EMPTY_FILTER);
  const [autoRefresh, setAutoRefresh] = useState(true);
  const filter = useMemo(() => toQueryFilter(filterState, { advanced }), [filterState, advanced]);
  const list = useExecutions(filter, autoRefresh);
  const actions = useExecutionActions();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [workflows, setWorkflows] = useState<ReadonlyArray<{ id: string; name: string }>>([]);
  const now = useNow();

  useEffect(() => {
    let cancelled = false;
    rest.get<Array<{ id: string; name: string }>>('/workflows').then(
      (all) => !cancelled && setWorkflows([...all].sort((a, b) => a.name.localeCompare(b.name))),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [rest]);
  // Selection is per filter: rows that left the list cannot stay selected.
  useEffect(() => setSelected(new Set()), [filter]);

  const rows = list.rows ?? [];
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const toggle = (id: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const open = (e: IExecutionSummary) =>
    navigation.navigate(`/workflow/${encodeURIComponent(e.workflowId)}/executions/${encodeURIComponent(e.id)}`);
  const remove = async (ids: readonly string[]) => {
    const gone = await actions.remove(ids);
    if (gone.length === 0) return;
    list.drop(gone);
    setSelected((s) => new Set([...s].filter((id) => !gone.includes(id))));
    void list.refresh();
  };
  const removeMatching = async () => {
    if (await actions.removeMatching(filter, list.count)) {
      list.drop(rows.map((r) => r.id));
      setSelected(new Set());
      void list.refresh();
    }
  };
  const after = (done: Promise<boolean>) =>
    void done.then((ok) => {
      if (ok) void list.refresh();
    });

  return (
    <div className="ex-page">
      <header className="ex-head">
        <div>
          <h1 className="ex-head__title">Executions</h1>
          <p className="ex-head__subtitle">Every run of the workflows you can see, newest first.</p>
        </div>
        <div className="ex-head__actions">
          <label className="ex-toggle">
            <input type="checkbox" checked={autoRefresh} onChange={(e) => setAutoRefresh(e.target.checked)} />
            Auto refresh
          </label>
          <button type="button" className="button" onClick={() => void list.refresh()}>
            <RefreshCw size={14} aria-hidden="true" /> Refresh
          </button>
        </div>
      </header>

      <ExecutionsFilters value={filterState} onChange={setFilterState} workflows={workflows} advanced={advanced} />

      {list.error && (
        <div className="ex-error" role="alert">
          <span>Could not load the executions: {list.error}</span>
          <button type="button" className="button" onClick={() => void list.refresh()}>
            Try again
          </button>
        </div>
      )}

      {list.rows === null && (
        <p className="ex-loading" role="status">
          Loading executions...
        </p>
      )}

      {list.rows !== null && rows.length === 0 && !list.error && (
        <section className="ex-empty" aria-labelledby="ex-empty-title">
          <div className="ex-empty__art" aria-hidden="true">
            <History size={40} />
          </div>
          <h2 id="ex-empty-title" className="ex-empty__title">
            {isFiltered(filter) ? 'No executions match the filters' : 'No executions yet'}
          </h2>
          <p className="ex-empty__text">
            {isFiltered(filter)
              ? 'Change or reset the filters to see more executions.'
              : 'Executions of active workflows, webhook calls and saved manual runs appear here.'}
          </p>
        </section>
      )}

      {rows.length > 0 && (
        <>
          <div className="ex-bulkbar">
            <p className="ex-count" role="status">
              {list.estimated ? 'About ' : ''}
              {list.count} execution{list.count === 1 ? '' : 's'}
              {selected.size > 0 ? ` · ${selected.size} selected` : ''}
            </p>
            {selected.size > 0 && (
              <button type="button" className="button button--danger" onClick={() => void remove([...selected])}>
                <Trash2 size={14} aria-hidden="true" /> Delete selected
              </button>
            )}
            <button type="button" className="button" onClick={() => void removeMatching()}>
              {isFiltered(filter) ? 'Delete all matching' : 'Delete all'}
            </button>
          </div>
          <table className="ex-table" aria-label="Executions">
            <thead>
              <tr>
                <th scope="col" className="ex-cell--check">
                  <input
                    type="checkbox"
                    aria-label="Select all executions shown"
                    checked={allSelected}
                    onChange={(e) => setSelected(e.target.checked ? new Set(rows.map((r) => r.id)) : new Set())}
                  />
                </th>
                <th scope="col">Workflow</th>
                <th scope="col">Status</th>
                <th scope="col">Started</th>
                <th scope="col">Run time</th>
                <th scope="col">ID</th>
                <th scope="col">Mode</th>
                <th scope="col">
                  <span className="ex-sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((e) => (
                <ExecutionRow
                  key={e.id}
                  execution={e}
                  now={now}
                  selected={selected.has(e.id)}
                  onSelect={(on) => toggle(e.id, on)}
                  onOpen={() => open(e)}
                  onDelete={() => void remove([e.id])}
                  onRetry={(loadWorkflow) => after(actions.retry(e, loadWorkflow))}
                  onStop={() => after(actions.stop(e))}
                  onDebug={() => void debug.debug(e.id)}
                />
              ))}
            </tbody>
          </table>
          {list.hasMore && (
            <div className="ex-more">
              <button type="button" className="button" disabled={list.loadingMore} onClick={list.loadMore}>
                {list.loadingMore ? 'Loading...' : 'Load more'}
              </button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
