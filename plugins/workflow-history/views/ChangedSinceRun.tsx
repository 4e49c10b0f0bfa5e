import { useEffect, useState } from 'react';
import { GitCompare } from 'lucide-react';
import { INavigationService, IRestApi } from '@sdk';
import { useService } from '@sdk/react';
import { getVersion, getWorkflow } from '../history-rest';
import { historyPath } from './paths';

/**
 * "Changed since this run" in an execution's preview: when the saved workflow's version is no
 * longer the one the execution ran, and the history holds that version, a button opens the
 * history on it compared with the workflow as it is now. Shows nothing otherwise (also when
 * either lookup fails: the preview stays as it was).
 */
export function ChangedSinceRun({ workflowId, versionId }: { workflowId: string; versionId: string }) {
  const rest = useService(IRestApi);
  const navigation = useService(INavigationService);
  const [changed, setChanged] = useState(false);

  useEffect(() => {
    let live = true;
    setChanged(false);
    void (async () => {
      try {
        const current = await getWorkflow(rest, workflowId);
        if (current.versionId === versionId) return;
        await getVersion(rest, workflowId, versionId);
        if (live) setChanged(true);
      } catch {
        // No workflow, no such version, or no access: nothing to compare.
      }
    })();
    return () => {
      live = false;
    };
  }, [rest, workflowId, versionId]);

  if (!changed) return null;
  return (
    <button
      type="button"
      className="button wh-changed-since-run"
      title="The workflow was saved again after this run; compare the version that ran with the current one"
      onClick={() => navigation.navigate(historyPath(workflowId, versionId, 'current'))}
    >
      <GitCompare size={14} aria-hidden="true" /> Changed since this run
    </button>
  );
}
