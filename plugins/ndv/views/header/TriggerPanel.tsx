import { CircleCheck, LoaderCircle, Play, Radio, Square } from 'lucide-react';
import type { INodeTypeDescription } from '@sdk';
import { shownWebhooks, type WebhookNode } from '@sdk';
import { WebhookUrls } from './WebhookUrls';
import './header.css';

/** Props of {@link TriggerPanel}. */
export interface TriggerPanelProps {
  readonly node: WebhookNode;
  readonly nodeType: INodeTypeDescription | null;
  readonly status: 'idle' | 'running' | 'success' | 'error';
  readonly isReadOnly: boolean;
  onExecute(): void;
  /** Stops waiting for the test call. */
  onStop(): void;
}

/** The label of a trigger node's run button: webhook nodes listen, other triggers test their step. */
export function triggerActionLabel(nodeType: INodeTypeDescription | null): string {
  return shownWebhooks(nodeType).length > 0 ? 'Listen for test event' : 'Test step';
}

function explanation(nodeType: INodeTypeDescription | null, name: string, status: TriggerPanelProps['status']): string {
  if (status === 'success')
    return shownWebhooks(nodeType).length > 0
      ? 'The test event arrived: its data is in the output. Listen again to catch another one.'
      : 'Its output is on the right. Test the step again after changing it.';
  if (shownWebhooks(nodeType).length > 0)
    return `Call the Test URL once the ${name} node listens: the call starts a test run, and its data shows here and in the output.`;
  if (nodeType?.name === 'n8n-nodes-base.manualTrigger')
    return "This node is where the workflow starts when you click 'Test workflow' on the canvas. It passes one empty item on.";
  if (nodeType?.name === 'n8n-nodes-base.scheduleTrigger')
    return 'Once the workflow is active, this node starts it on the schedule set here. Test the step to see the item it passes on.';
  return `Once the workflow is active, ${name} starts it on each event. Test the step to see what it passes on.`;
}

/**
 * In the input panel's place for trigger nodes (which have no input): what
 * the trigger does, its 'Listen for test event' / 'Test step' button, and
 * the waiting state while a webhook node listens for its test call.
 */
export function TriggerPanel({ node, nodeType, status, isReadOnly, onExecute, onStop }: TriggerPanelProps) {
  const webhook = shownWebhooks(nodeType).length > 0;
  const listening = webhook && status === 'running';
  const title = nodeType?.displayName ?? node.name;
  return (
    <section className="sy-ndv-panel sy-trigger-panel" aria-label="Trigger">
      <div className="sy-trigger-panel__body" aria-live="polite">
        {listening ? (
          <>
            <LoaderCircle className="sy-spin sy-trigger-panel__icon sy-trigger-panel__icon--waiting" size={36} aria-hidden="true" />
            <h2 className="sy-trigger-panel__title">Listening for test event</h2>
            <p className="sy-trigger-panel__text" role="status">
              {nodeType?.eventTriggerDescription || 'Waiting for the trigger event'}
            </p>
            <WebhookUrls node={node} nodeType={nodeType} />
            <button type="button" className="sy-btn sy-btn--ghost" onClick={onStop}>
              <Square size={13} aria-hidden="true" /> Stop listening
            </button>
          </>
        ) : (
          <>
            {status === 'success' ? (
              <CircleCheck className="sy-trigger-panel__icon sy-trigger-panel__icon--done" size={36} aria-hidden="true" />
            ) : webhook ? (
              <Radio className="sy-trigger-panel__icon" size={36} aria-hidden="true" />
            ) : (
              <Play className="sy-trigger-panel__icon" size={36} aria-hidden="true" />
            )}
            <h2 className="sy-trigger-panel__title">
              {status === 'success' ? `${node.name} ran` : webhook ? `Pull in events from ${title}` : `Start the workflow with ${title}`}
            </h2>
            <p className="sy-trigger-panel__text">{explanation(nodeType, node.name, status)}</p>
            <button type="button" className="sy-btn sy-btn--primary" disabled={isReadOnly || status === 'running'} onClick={onExecute}>
              {status === 'running' ? (
                <LoaderCircle className="sy-spin" size={15} aria-hidden="true" />
              ) : (
                <Play size={15} aria-hidden="true" />
              )}
              {triggerActionLabel(nodeType)}
            </button>
          </>
        )}
      </div>
    </section>
  );
}
