import { FlaskConical, LoaderCircle, Square, Trash2 } from 'lucide-react';
import { formatChord, type WorkflowDocument } from '@sdk';
import { useObservable, useService, useView } from '@sdk/react';
import { CHAT_VIEWS } from '@plugins/chat/api';
import { IWorkflowExecutionService } from '../api';
import { isRunning } from '../execution/run-state';
import { WaitingForTrigger } from './WaitingForTrigger';

const STATUS_TEXT = {
  success: 'Workflow executed successfully',
  error: 'Workflow execution failed',
  canceled: 'Execution stopped',
} as const;

/** The same after a step run from the node details view. */
const STEP_STATUS_TEXT = { ...STATUS_TEXT, success: 'Step executed successfully', error: 'Step execution failed' } as const;

/**
 * The run controls under the canvas: Execute workflow, Stop while it runs,
 * and Clear execution data once there are results to clear.
 */
export function ExecuteBar({ readOnly, document }: { readOnly: boolean; document: WorkflowDocument }) {
  const execution = useService(IWorkflowExecutionService);
  const run = useObservable(execution.state$, execution.state);
  const running = isRunning(run);
  const finished = run.status === 'success' || run.status === 'error' || run.status === 'canceled';
  // "Open chat" for workflows with a Chat Trigger (the chat plugin decides when it shows).
  const ChatButton = useView(CHAT_VIEWS.openButton);
  return (
    <div className="wf-execute" role="toolbar" aria-label="Execution">
      {running ? (
        <>
          {run.waitingForWebhook ? (
            <WaitingForTrigger document={document} />
          ) : (
            <span className="wf-execute__running" role="status">
              <LoaderCircle className="wf-spin" size={16} aria-hidden="true" /> Executing workflow...
            </span>
          )}
          <button
            type="button"
            className="button wf-execute__stop"
            onClick={() => void execution.stop()}
            disabled={run.executionId === null && !run.waitingForWebhook}
            aria-label={run.waitingForWebhook ? 'Stop waiting for trigger event' : 'Stop current execution'}
            title={`${run.waitingForWebhook ? 'Stop waiting for trigger event' : 'Stop current execution'} (${formatChord('Mod+Shift+Enter')})`}
          >
            <Square size={14} aria-hidden="true" /> Stop
          </button>
        </>
      ) : (
        <button
          type="button"
          className="button button--primary wf-execute__run"
          onClick={() => void execution.run()}
          disabled={readOnly}
          title={`Execute workflow (${formatChord('Mod+Enter')})`}
        >
          <FlaskConical size={16} aria-hidden="true" /> Execute workflow
        </button>
      )}
      {ChatButton && !readOnly && <ChatButton document={document} />}
      {finished && (
        <>
          <span className={`wf-execute__result wf-execute__result--${run.status}`} role="status">
            {(run.fromStep ? STEP_STATUS_TEXT : STATUS_TEXT)[run.status as keyof typeof STATUS_TEXT]}
          </span>
          <button
            type="button"
            className="icon-button wf-execute__clear"
            aria-label="Clear execution data"
            title="Clear execution data"
            onClick={() => execution.clear()}
          >
            <Trash2 size={16} aria-hidden="true" />
          </button>
        </>
      )}
    </div>
  );
}
