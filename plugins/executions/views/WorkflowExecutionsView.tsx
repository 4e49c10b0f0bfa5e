import { useEffect, useMemo, useState } from 'react';
import { History } from 'lucide-react';
import { INavigationService, type ViewProps } from '@sdk';
import { useService } from '@sdk/react';
import { formatRunTime, formatStartedAt, type StatusFilter } from '../list-model';
import { ExecutionPreview } from './ExecutionPreview';
import { StatusSelect } from './ExecutionsFilters';
import { StatusBadge } from './StatusBadge';
import { useExecutionActions } from './use-execution-actions';
import { useExecutions } from './use-executions';
import { useNow } from './use-now';
import './executions.css';
import './workflow-executions.css';

/**
 * WorkflowExecutions at /workflow/:id/executions, and the same view with one selected at
 * /workflow/:id/executions/:executionId (ExecutionPreview): the workflow's executions on the left,
 * the selected one's preview on the right. Without an id in the path the newest is shown.
 */
export function WorkflowExecutionsView({ params }: ViewProps) {
  const workflowId = params['id'] ?? '';
  const navigation = useService(INavigationService);
  const [status, setStatus] = useState<StatusFilter>('all');
  const filter = useMemo(() => ({ workflowId, ...(status === 'all' ? {} : { status: [status] }) }), [workflowId, status]);
  const list = useExecutions(filter, true);
  const actions = useExecutionActions();
  const now = useNow();
  const rows = useMemo(() => list.rows ?? [], [list.rows]);
  const selectedId = params['executionId'] ?? rows[0]?.id;
  const base = `/workflow/${encodeURIComponent(workflowId)}/executions`;

  // The newest one is selected by default; the path then names it (replace: Back skips the bare URL).
  useEffect(() => {
    if (!params['executionId'] && rows[0]) navigation.navigate(`${base}/${encodeURIComponent(rows[0].id)}`, { replace: true });
  }, [params, rows, base, navigation]);

  const onChanged = (change: 'deleted' | 'retried' | 'stopped') => {
    if (change === 'deleted' && selectedId) {
      list.drop([selectedId]);
      const next = rows.find((r) => r.id !== selectedId);
      navigation.navigate(next ? `${base}/${encodeURIComponent(next.id)}` : base, { replace: true });
    }
    void list.refresh();
  };

  return (
    <div className="ex-split">
      <aside className="ex-side" aria-label="Workflow executions">
        <div className="ex-side__head">
          <h1 className="ex-side__title">Executions</h1>
          <StatusSelect value={status} onChange={setStatus} />
        </div>
        {list.error && (
          <p className="ex-error" role="alert">
            Could not load the executions: {list.error}
          </p>
        )}
        {list.rows === null && (
          <p className="ex-loading" role="status">
            Loading executions...
          </p>
        )}
        {list.rows !== null && rows.length === 0 && !list.error && (
          <div className="ex-side__empty" role="status">
            <History size={28} aria-hidden="true" />
            <p>{status === 'all' ? 'No executions of this workflow yet.' : 'No executions with this status.'}</p>
          </div>
        )}
        <ul className="ex-side__list" aria-label="Executions of this workflow">
          {rows.map((e) => {
            const started = formatStartedAt(e.startedAt, now);
            const current = e.id === selectedId;
            return (
              <li key={e.id}>
                <a
                  href={`${base}/${encodeURIComponent(e.id)}`}
                  className={current ? 'ex-side__item ex-side__item--current' : 'ex-side__item'}
                  aria-current={current ? 'page' : undefined}
                  aria-label={`Execution ${e.id}, ${e.status}, started ${started.absolute}`}
                  onClick={(ev) => {
                    ev.preventDefault();
                    navigation.navigate(`${base}/${encodeURIComponent(e.id)}`);
                  }}
                >
                  <span className="ex-side__started" title={started.absolute}>
                    {started.absolute}
                  </span>
                  <span className="ex-side__line">
                    <StatusBadge status={e.status} />
                    <span className="ex-note">{formatRunTime(e, now)}</span>
                    <span className="ex-note ex-mono">#{e.id}</span>
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
        {list.hasMore && (
          <button type="button" className="button ex-side__more" disabled={list.loadingMore} onClick={list.loadMore}>
            {list.loadingMore ? 'Loading...' : 'Load more'}
          </button>
        )}
      </aside>
      <div className="ex-split__main">
        {selectedId ? (
          <ExecutionPreview executionId={selectedId} actions={actions} onChanged={onChanged} />
        ) : (
          <div className="ex-split__placeholder">
            <p>{list.rows === null ? '' : 'Run the workflow to see its executions here.'}</p>
          </div>
        )}
      </div>
    </div>
  );
}
