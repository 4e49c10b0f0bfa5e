import { HeaderTabsPoint, type RouteContribution } from '@sdk';
import { useExtension, useKernel } from '@sdk/react';

/**
 * The main header on workflow routes: tabs workflow, executions and settings
 * (spec §2). Each tab runs a command, so keyboard users reach the same
 * actions from the palette.
 */
export function MainHeader({ route, params }: { route: RouteContribution; params: Record<string, string | undefined> }) {
  const kernel = useKernel();
  const tabs = useExtension(HeaderTabsPoint);
  if (!route.headerTab) return null;
  const workflowId = params['id'];
  return (
    <header className="main-header">
      <div className="main-header__title">{route.title}</div>
      <div role="tablist" aria-label="Workflow sections" className="tabs">
        {tabs.map((tab) => {
          const selected = tab.id === route.headerTab;
          const available = tab.id === 'workflow' || workflowId !== undefined;
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              aria-selected={selected}
              disabled={!available}
              title={available ? undefined : 'Save the workflow first'}
              className="tabs__tab"
              onClick={() => void kernel.commands.execute(tab.command, { workflowId }, 'menu')}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div className="main-header__spacer" />
    </header>
  );
}
