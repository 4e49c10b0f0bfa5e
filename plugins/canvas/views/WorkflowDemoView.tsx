import { useEffect, useState } from 'react';
import { ICommandBus, importWorkflow, type CommandBus } from '@sdk';
import { useKernel, useService } from '@sdk/react';
import { WorkflowCanvas } from './WorkflowCanvas';
import { ICanvasService, type ExecutionOverlay } from '../api';
import { overlayFromRunData } from '../model/run-data';

/**
 * WorkflowDemo (spec §2): a read-only canvas for workflows shown inside other pages (docs,
 * templates). The embedding page posts `{command: 'openWorkflow', workflow}`; this view answers
 * `{command: 'n8nReady'}` to its parent once it listens. An optional `runData` (n8n's
 * `resultData.runData`) shows a past run's statuses and item counts. Expressions are disabled here.
 */
export function WorkflowDemoView() {
  const kernel = useKernel();
  const bus = useService(ICommandBus) as CommandBus;
  const canvas = useService(ICanvasService);
  const [error, setError] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [run, setRun] = useState<ExecutionOverlay>(() => new Map());

  useEffect(() => {
    const keys = [kernel.contextKeys.set('expressionsDisabled', true)];
    const onMessage = (event: MessageEvent) => {
      const data: unknown = typeof event.data === 'string' ? safeParse(event.data) : event.data;
      if (!data || typeof data !== 'object' || (data as { command?: unknown }).command !== 'openWorkflow') return;
      try {
        const { document } = importWorkflow((data as { workflow?: unknown }).workflow);
        bus.load(document, 'demo');
        setRun(overlayFromRunData(document, (data as { runData?: unknown }).runData));
        canvas.zoomToFit();
        setError(null);
        setLoaded(true);
      } catch (e) {
        setError(e instanceof Error ? e.message : String(e));
      }
    };
    window.addEventListener('message', onMessage);
    (window.parent ?? window).postMessage({ command: 'n8nReady' }, '*');
    return () => {
      window.removeEventListener('message', onMessage);
      keys.forEach((k) => k.dispose());
    };
  }, [kernel, bus, canvas]);

  return (
    <section className="sy-demo" aria-label="Workflow demo">
      {error ? (
        <p role="alert" className="sy-demo__error">
          Could not show the workflow: {error}
        </p>
      ) : null}
      {!loaded && !error ? <p className="sy-demo__hint">Waiting for a workflow…</p> : null}
      <WorkflowCanvas readOnly executionOverlay={run} />
    </section>
  );
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
