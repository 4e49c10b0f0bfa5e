import { History } from 'lucide-react';
import { INavigationService } from '@sdk';
import { useService } from '@sdk/react';
import { historyPath } from './paths';

/** The editor header's "Workflow history" button; a new workflow has no history until it is saved. */
export function HistoryButton({ workflowId }: { workflowId: string | undefined }) {
  const navigation = useService(INavigationService);
  const unsaved = workflowId === undefined;
  return (
    <button
      type="button"
      className="icon-button wh-open"
      aria-label="Workflow history"
      disabled={unsaved}
      title={unsaved ? 'Save the workflow first' : 'Workflow history'}
      onClick={() => workflowId && navigation.navigate(historyPath(workflowId))}
    >
      <History size={18} aria-hidden="true" />
    </button>
  );
}
