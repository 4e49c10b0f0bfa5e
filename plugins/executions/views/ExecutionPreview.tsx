import { useEffect, useMemo, useState } from 'react';
import { AlertTriangle, Bug, Copy, Square, Trash2 } from 'lucide-react';
import { IRestApi, importWorkflow, type IExecutionResponse } from '@sdk';
import { useKernel, useService, useView } from '@sdk/react';
import { CANVAS_VIEWS, ICanvasService, type ExecutionOverlay } from '@plugins/canvas/api';
import { INdvRunDataSource } from '@plugins/ndv/api';
import { WORKFLOW_HISTORY_VIEWS } from '@plugins/workflow-history/api';
import { getExecution } from '../executions-rest';
import { canDebug, canRetry, formatRunTime, formatStartedAt, isActive, modeLabel } from '../list-model';
import { IExecutionDebugService } from '../debug/debug-service';
import { executionErrorText, overlayFromRunData } from '../preview-model';
import { RetryMenu } from './RetryMenu';
import { StatusBadge } from './StatusBadge';
import type { ExecutionActions } from './use-execution-actions';

/** Props of {@link ExecutionPreview}. */
export interface ExecutionPreviewProps {
  readonly executionId: string;
  readonly actions: ExecutionActions;
  /** After a delete, retry or stop: the list reloads (and a deleted one is deselected). */
  onChanged(change: 'deleted' | 'retried' | 'stopped'): void;
}

type Load = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; execution: IExecutionResponse };

/**
 * ExecutionPreview: the workflow as the execution ran it (`workflowData`) on the
 * read-only canvas, with each node's status and item counts from `resultData.runData`, the
 * execution's error, and its actions. Opening a node (double-click, Enter) shows the node details
 * view read-only with this execution's data.
 */
export function ExecutionPreview({ executionId, actions, onChanged }: ExecutionPreviewProps) {
  const kernel = useKernel();
  const rest = useService(IRestApi);
  const bus = kernel.bus;
  const canvas = useService(ICanvasService);
  const debug = useService(IExecutionDebugService);
  const WorkflowCanvas = useView(CANVAS_VIEWS.workflowCanvas);
  const ChangedSinceRun = useView(WORKFLOW_HISTORY_VIEWS.changedSinceRun);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [overlay, setOverlay] = useState<ExecutionOverlay>(() => new Map());

  useEffect(() => {
    let cancelled = false;
    setLoad({ state: 'loading' });
    getExecution(rest, executionId).then(
      (execution) => {
        if (cancelled) return;
        try {
          const { document } = importWorkflow(execution.workflowData);
          // Without its id the editor loads the saved workflow afresh when the user goes back to it,
          // instead of taking this (possibly older) version for the open one.
          const shown = { ...document, id: null };
          bus.load(shown, 'execution-preview');
          setOverlay(overlayFromRunData(shown, execution.data?.resultData.runData));
          setLoad({ state: 'ready', execution });
          canvas.zoomToFit();
        } catch (e) {
          setLoad({ state: 'error', message: e instanceof Error ? e.message : String(e) });
        }
      },
      (e: unknown) => !cancelled && setLoad({ state: 'error', message: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      cancelled = true;
    };
  }, [rest, bus, canvas, executionId]);

  // Nodes opened from here show this execution's items, not the editor's last run.
  const runData = load.state === 'ready' && load.execution.id === executionId ? load.execution.data?.resultData.runData : undefined;
  useEffect(() => {
    const source = kernel.services.getOptional(INdvRunDataSource);
    if (!source || !runData) return;
    const handle = source.show(runData);
    return () => handle.dispose();
  }, [kernel, runData]);

  // Until the newly selected execution arrived, the previous one's answer is not shown under this id.
  const execution = load.state === 'ready' && load.execution.id === executionId ? load.execution : null;
  const error = useMemo(() => (execution ? executionErrorText(execution) : null), [execution]);
  const started = execution ? formatStartedAt(execution.startedAt) : null;

  return (
    <section className="ex-preview" aria-label={`Execution ${executionId}`} aria-busy={execution === null && load.state !== 'error'}>
      <header className="ex-preview__head">
        <div className="ex-preview__title">
          <h2>Execution #{executionId}</h2>
          {execution && (
            <p className="ex-preview__meta">
              <StatusBadge status={execution.status} />
              <span>
                {modeLabel(execution.mode)} · started{' '}
                <time dateTime={execution.startedAt} title={started?.absolute}>
                  {started?.absolute}
                </time>{' '}
                · {formatRunTime(execution)}
              </span>
            </p>
          )}
        </div>
        {execution && (
          <div className="ex-preview__actions">
            {ChangedSinceRun && execution.workflowId && execution.workflowData.versionId && (
              <ChangedSinceRun workflowId={execution.workflowId} versionId={execution.workflowData.versionId} />
            )}
            {canDebug(execution) && (
              <button type="button" className="button" onClick={() => void debug.debug(execution.id)}>
                <Bug size={14} aria-hidden="true" /> Debug in editor
              </button>
            )}
            {canDebug(execution) && execution.workflowId && (
              <button
                type="button"
                className="button"
                title="Open the workflow as this run had it, with its output pinned, as unsaved changes"
                onClick={() => void debug.debug(execution.id, { runVersion: true })}
              >
                <Copy size={14} aria-hidden="true" /> Copy to editor
              </button>
            )}
            {canRetry(execution) && (
              <RetryMenu
                label="Retry execution"
                onRetry={(loadWorkflow) => void actions.retry(execution, loadWorkflow).then((ok) => ok && onChanged('retried'))}
              />
            )}
            {isActive(execution) ? (
              <button
                type="button"
                className="button"
                onClick={() => void actions.stop(execution).then((ok) => ok && onChanged('stopped'))}
              >
                <Square size={14} aria-hidden="true" /> Stop
              </button>
            ) : (
              <button
                type="button"
                className="button button--danger"
                onClick={() => void actions.remove([execution.id]).then((ids) => ids.length > 0 && onChanged('deleted'))}
              >
                <Trash2 size={14} aria-hidden="true" /> Delete
              </button>
            )}
          </div>
        )}
      </header>
      {error && (
        <div className="ex-preview__error" role="alert">
          <AlertTriangle size={16} aria-hidden="true" />
          <span>
            {error.node ? <strong>{error.node}: </strong> : null}
            {error.message}
          </span>
        </div>
      )}
      {load.state === 'error' && (
        <p className="ex-error" role="alert">
          Could not load the execution: {load.message}
        </p>
      )}
      {load.state === 'loading' && (
        <p className="ex-loading" role="status">
          Loading execution...
        </p>
      )}
      <div className="ex-preview__canvas" hidden={load.state === 'error'}>
        {WorkflowCanvas && <WorkflowCanvas readOnly executionOverlay={overlay} />}
      </div>
    </section>
  );
}
