import { useEffect, useState } from 'react';
import { ICommandBus, importWorkflow, type CommandBus } from '@sdk';
import { useKernel, useService } from '@sdk/react';
import { WorkflowCanvas } from './WorkflowCanvas';
import { ICanvasService, type ExecutionOverlay } from '../api';
import { overlayFromRunData } from '../model/run-data';
import { demoWorkflowMessage } from './demo-message';

/**
 * WorkflowDemo: a read-only canvas for workflows shown inside other pages (docs,
 * templates). A page of the editor's own origin posts `{command: 'openWorkflow', workflow}`
 * (messages from other origins are ignored, see demo-message.ts); this view answers
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
      const message = demoWorkflowMessage(event, window.location.origin);
      if (message === undefined) return;
      try {
        const { document } = importWorkflow(message.workflow);
        bus.load(document, 'demo');
        setRun(overlayFromRunData(document, message.runData));
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
