import type { RouteContribution } from '@sdk';
import { WorkflowSectionTabs } from '@sdk/react';

/**
 * The main header on workflow routes: tabs workflow, executions and settings
 * (spec §2). Each tab runs a command, so keyboard users reach the same
 * actions from the palette.
 */
export function MainHeader({ route, params }: { route: RouteContribution; params: Record<string, string | undefined> }) {
  if (!route.headerTab) return null;
  const workflowId = params['id'];
  return (
    <header className="main-header">
      <div className="main-header__title">{route.title}</div>
      <WorkflowSectionTabs selected={route.headerTab} workflowId={workflowId} />
      <div className="main-header__spacer" />
    </header>
  );
}
