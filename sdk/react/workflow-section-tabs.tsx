import { HeaderTabsPoint } from '../plugin/extension-points';
import { useExtension, useKernel } from './hooks';

/** Props of {@link WorkflowSectionTabs}. */
export interface WorkflowSectionTabsProps {
  /** Id of the tab shown as selected ('workflow', 'executions', 'settings'). */
  selected: string | undefined;
  /** The workflow's id; tabs other than 'workflow' are disabled until it is saved. */
  workflowId: string | undefined;
  /** Extra class names for the tab list. */
  className?: string;
}

/**
 * The workflow header tabs (workflow, executions, settings), read from the
 * header-tabs extension point. Each tab runs its command, so keyboard users reach the
 * same actions from the palette.
 */
export function WorkflowSectionTabs({ selected, workflowId, className }: WorkflowSectionTabsProps) {
  const kernel = useKernel();
  const tabs = useExtension(HeaderTabsPoint);
  return (
    <div role="tablist" aria-label="Workflow sections" className={className ? `tabs ${className}` : 'tabs'}>
      {tabs.map((tab) => {
        const available = tab.id === 'workflow' || workflowId !== undefined;
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            aria-selected={tab.id === selected}
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
  );
}
