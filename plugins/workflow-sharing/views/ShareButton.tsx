import { Share2 } from 'lucide-react';
import { IModalService, ISettingsService } from '@sdk';
import { useObservable, useService } from '@sdk/react';
import { WORKFLOW_SHARE_MODAL } from '../api';

/** The header's Share button (sharing feature on); a new workflow must be saved first. */
export function ShareButton({ workflowId }: { workflowId: string | undefined }) {
  const settings = useService(ISettingsService);
  const modals = useService(IModalService);
  const loaded = useObservable(settings.settings$, settings.settings);
  if (!loaded?.enterprise.sharing) return null;
  const unsaved = workflowId === undefined;
  return (
    <button
      type="button"
      className="sy-btn sy-btn--ghost ws-share"
      disabled={unsaved}
      title={unsaved ? 'Save the workflow first' : 'Share this workflow'}
      onClick={() => workflowId && modals.open(WORKFLOW_SHARE_MODAL, { workflowId })}
    >
      <Share2 size={15} aria-hidden="true" /> Share
    </button>
  );
}
