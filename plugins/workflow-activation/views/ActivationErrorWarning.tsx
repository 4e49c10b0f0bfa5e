import { useEffect, useState } from 'react';
import { AlertTriangle } from 'lucide-react';
import type { IActivationError } from '@sdk';
import { useService } from '@sdk/react';
import { IWorkflowActivationService, type ActivationErrorWarningProps } from '../api';

/** The workflow's activation error, asked again whenever `versionId` changes; null when there is none. */
function useActivationError(workflowId: string, versionId: string | null | undefined): IActivationError | null {
  const activation = useService(IWorkflowActivationService);
  const [error, setError] = useState<IActivationError | null>(null);
  useEffect(() => {
    let live = true;
    activation.errorOf(workflowId).then(
      (answer) => live && setError(answer ?? null),
      () => live && setError(null), // Not knowing is not a warning.
    );
    return () => {
      live = false;
    };
  }, [activation, workflowId, versionId]);
  return error;
}

function HeaderWarning({ error, onShowNode }: { error: IActivationError; onShowNode?: (nodeName: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="wa-warning" onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
      <button
        type="button"
        className="wa-warning__button"
        aria-expanded={open}
        aria-controls="wa-warning-panel"
        onClick={() => setOpen((was) => !was)}
      >
        <AlertTriangle size={16} aria-hidden="true" /> Trigger problem
      </button>
      {open && (
        <div id="wa-warning-panel" className="wa-warning__panel" role="group" aria-label="Trigger problem">
          <p className="wa-warning__title">The workflow is active, but a trigger reported an error:</p>
          <p className="wa-warning__message">{error.error.message}</p>
          {error.node !== undefined && onShowNode && (
            <button
              type="button"
              className="sy-btn sy-btn--ghost"
              onClick={() => {
                setOpen(false);
                onShowNode(error.node ?? '');
              }}
            >
              {`Show node “${error.node}”`}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

/**
 * A warning for an active workflow whose triggers report an error (`GET /active/error/:id`):
 * in the editor header the message with a button that selects the node, in the workflows list
 * a compact mark whose title is the message. Renders nothing when there is no error.
 */
export function ActivationErrorWarning({ workflowId, versionId, variant, onShowNode }: ActivationErrorWarningProps) {
  const error = useActivationError(workflowId, versionId);
  if (error === null) return null;
  if (variant === 'list') {
    return (
      <span className="wa-mark" role="img" aria-label={`Trigger problem: ${error.error.message}`} title={error.error.message}>
        <AlertTriangle size={14} aria-hidden="true" />
      </span>
    );
  }
  return <HeaderWarning error={error} {...(onShowNode ? { onShowNode } : {})} />;
}
