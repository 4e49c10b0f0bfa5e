import type { DocNode } from '@sdk';
import { EDITOR_COMMANDS } from '@plugins/workflow-editor/api';
import type { MenuEntry } from './node-actions-menu';

/**
 * The node actions menu (right-click or the "..." button) for `node`: what each entry runs and
 * which are off on a read-only canvas.
 */
export function nodeActionItems(
  node: DocNode,
  editable: boolean,
  open: () => void,
  run: (commandId: string, args?: unknown) => void,
): MenuEntry[] {
  const command = (id: string) => () => run(id);
  const sticky = node.type === 'n8n-nodes-base.stickyNote';
  return [
    { label: 'Open', run: open },
    ...(sticky ? [] : [{ label: 'Execute step', run: () => run(EDITOR_COMMANDS.executeStep, { nodeId: node.id }), disabled: !editable }]),
    { label: 'Rename', run: command('canvas.rename'), disabled: !editable },
    { label: node.disabled === true ? 'Activate' : 'Deactivate', run: command('canvas.toggleDisable'), disabled: !editable },
    { label: 'Duplicate', run: command('canvas.duplicate'), disabled: !editable },
    { label: 'Copy', run: command('canvas.copy') },
    { label: 'Select all upstream', run: command('canvas.selectUpstream') },
    { label: 'Select all downstream', run: command('canvas.selectDownstream') },
    { label: 'Delete', run: command('canvas.deleteSelection'), disabled: !editable },
  ];
}
