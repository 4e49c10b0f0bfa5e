import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { MoreHorizontal } from 'lucide-react';
import { formatChord, WorkflowMenuActionsPoint } from '@sdk';
import { useExtension, useKernel } from '@sdk/react';

/** The workflow menu: contributed actions, each running its command. */
export function WorkflowMenu() {
  const kernel = useKernel();
  const actions = useExtension(WorkflowMenuActionsPoint);
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <button type="button" className="icon-button wf-menu__trigger" aria-label="Workflow menu">
          <MoreHorizontal size={18} aria-hidden="true" />
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="wf-menu" align="end" sideOffset={6}>
          {actions.map((action) => {
            const availability = kernel.commands.availability(action.command);
            const binding = kernel.keybindings.forCommand(action.command)[0];
            return (
              <DropdownMenu.Item
                key={action.id}
                className={`wf-menu__item${action.danger ? ' wf-menu__item--danger' : ''}`}
                disabled={!availability.enabled}
                title={availability.enabled ? undefined : availability.reason}
                onSelect={() => void kernel.commands.execute(action.command, undefined, 'menu')}
              >
                <span>{action.label}</span>
                {binding && <kbd className="wf-menu__kbd">{formatChord(binding.key)}</kbd>}
              </DropdownMenu.Item>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
