import { Bug, Eye, Square, Trash2 } from 'lucide-react';
import type { IExecutionSummary } from '@sdk';
import { visibleName } from '@sdk';
import { canDebug, canRetry, formatRunTime, formatStartedAt, isActive, modeLabel } from '../list-model';
import { RetryMenu } from './RetryMenu';
import { StatusBadge } from './StatusBadge';

/** Props of {@link ExecutionRow}. */
export interface ExecutionRowProps {
  readonly execution: IExecutionSummary;
  readonly selected: boolean;
  readonly now: number;
  onSelect(selected: boolean): void;
  onOpen(): void;
  onDelete(): void;
  onRetry(loadWorkflow: boolean): void;
  onStop(): void;
  /** Opens the workflow with this failed run's output pinned ("Debug in editor"); absent, no button. */
  onDebug?(): void;
}

/** One execution in the landing page's table. */
export function ExecutionRow({ execution: e, selected, now, onSelect, onOpen, onDelete, onRetry, onStop, onDebug }: ExecutionRowProps) {
  const started = formatStartedAt(e.startedAt, now);
  const name = visibleName(e.workflowName ?? `Workflow ${e.workflowId}`);
  // a run of a never-saved workflow has no workflow page to preview it on
  const saved = e.workflowId !== '';
  return (
    <tr className={selected ? 'ex-row ex-row--selected' : 'ex-row'} aria-selected={selected}>
      <td className="ex-cell--check">
        <input type="checkbox" aria-label={`Select execution ${e.id}`} checked={selected} onChange={(ev) => onSelect(ev.target.checked)} />
      </td>
      <td>
        {saved ? (
          <button type="button" className="ex-link" onClick={onOpen}>
            {name}
          </button>
        ) : (
          <span className="ex-unsaved">{e.workflowName ?? 'Unsaved workflow'}</span>
        )}
      </td>
      <td>
        <StatusBadge status={e.status} />
        {e.retryOf ? <span className="ex-note">Retry of #{e.retryOf}</span> : null}
        {e.retrySuccessId ? <span className="ex-note">Retried in #{e.retrySuccessId}</span> : null}
      </td>
      <td>
        <time dateTime={e.startedAt} title={started.absolute}>
          {started.absolute}
        </time>
        <span className="ex-note">{started.relative}</span>
      </td>
      <td>{formatRunTime(e, now)}</td>
      <td className="ex-mono">{e.id}</td>
      <td>{modeLabel(e.mode)}</td>
      <td className="ex-cell--actions">
        <button
          type="button"
          className="ex-icon-button"
          aria-label={`Open execution ${e.id}`}
          title={saved ? 'Open' : 'Runs of a workflow that was never saved have no preview'}
          disabled={!saved}
          onClick={onOpen}
        >
          <Eye size={14} aria-hidden="true" />
        </button>
        {onDebug && canDebug(e) && (
          <button
            type="button"
            className="ex-icon-button"
            aria-label={`Debug execution ${e.id} in editor`}
            title="Debug in editor"
            onClick={onDebug}
          >
            <Bug size={14} aria-hidden="true" />
          </button>
        )}
        {canRetry(e) && <RetryMenu compact label={`Retry execution ${e.id}`} onRetry={onRetry} />}
        {isActive(e) ? (
          <button type="button" className="ex-icon-button" aria-label={`Stop execution ${e.id}`} title="Stop" onClick={onStop}>
            <Square size={14} aria-hidden="true" />
          </button>
        ) : (
          <button
            type="button"
            className="ex-icon-button ex-icon-button--danger"
            aria-label={`Delete execution ${e.id}`}
            title="Delete"
            onClick={onDelete}
          >
            <Trash2 size={14} aria-hidden="true" />
          </button>
        )}
      </td>
    </tr>
  );
}
