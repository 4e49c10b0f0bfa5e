import type { DocNode } from '@sdk';
import type { MenuEntry } from './node-actions-menu';

/**
 * The node actions menu (right-click or the "..." button) for `node`: what each entry runs and
 * which are off on a read-only canvas.
 */
export function nodeActionItems(node: DocNode, editable: boolean, open: () => void, run: (commandId: string) => void): MenuEntry[] {
  const command = (id: string) => () => run(id);
  return [
    { label: 'Open', run: open },
    { label: 'Rename', run: command('canvas.rename'), disabled: !editable },
    { label: node.disabled === true ? 'Activate' : 'Deactivate', run: command('canvas.toggleDisable'), disabled: !editable },
    { label: 'Duplicate', run: command('canvas.duplicate'), disabled: !editable },
    { label: 'Copy', run: command('canvas.copy') },
    { label: 'Select all upstream', run: command('canvas.selectUpstream') },
    { label: 'Select all downstream', run: command('canvas.selectDownstream') },
    { label: 'Delete', run: command('canvas.deleteSelection'), disabled: !editable },
  ];
}
