import { useEffect, useState } from 'react';
import { IRestApi } from '@sdk';
import { useKernel, useObservable, useService } from '@sdk/react';

/**
 * The name of workflow `workflowId` for the header of its other tabs (executions): the open
 * document's when it is this workflow (so an unsaved rename shows too), else the stored one.
 * Null while unknown or when it cannot be loaded; the header then shows the route's title.
 */
export function useWorkflowName(workflowId: string | undefined): string | null {
  const kernel = useKernel();
  const rest = useService(IRestApi);
  const doc = useObservable(kernel.bus.state$, kernel.bus.getState());
  const open = workflowId !== undefined && doc.id === workflowId;
  const [stored, setStored] = useState<{ id: string; name: string } | null>(null);
  useEffect(() => {
    if (workflowId === undefined || open) return undefined;
    let live = true;
    rest.get<{ name?: unknown }>(`/workflows/${encodeURIComponent(workflowId)}`).then(
      (workflow) => {
        if (live && typeof workflow.name === 'string') setStored({ id: workflowId, name: workflow.name });
      },
      // A missing or forbidden workflow: the tab itself says so; the header keeps its plain title.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [rest, workflowId, open]);
  if (workflowId === undefined) return null;
  if (open) return doc.name;
  return stored?.id === workflowId ? stored.name : null;
}
