import type { RouteContribution } from '@sdk';
import { WorkflowSectionTabs } from '@sdk/react';
import { useWorkflowName } from './use-workflow-name';

/**
 * The main header on workflow routes: the workflow's name (so the user still
 * knows which workflow these executions belong to) and the tabs workflow,
 * executions and settings. Each tab runs a command, so keyboard
 * users reach the same actions from the palette.
 */
export function MainHeader({ route, params }: { route: RouteContribution; params: Record<string, string | undefined> }) {
  if (!route.headerTab) return null;
  return <WorkflowRouteHeader route={route} workflowId={params['id']} />;
}

function WorkflowRouteHeader({ route, workflowId }: { route: RouteContribution; workflowId: string | undefined }) {
  const name = useWorkflowName(workflowId);
  return (
    <header className="main-header">
      <div className="main-header__title" title={name ?? undefined}>
        {name ?? route.title}
      </div>
      <WorkflowSectionTabs selected={route.headerTab} workflowId={workflowId} />
      <div className="main-header__spacer" />
    </header>
  );
}
