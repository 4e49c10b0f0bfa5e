import type { DocNode } from '@sdk';
import { EDITOR_COMMANDS } from '@plugins/workflow-editor/api';
import { STICKY_NODE_TYPE } from '../model/node-type-info';
import type { SlotState } from '../model/typed-ports';
import type { MenuEntry } from './node-actions-menu';

/**
 * A sticky note's actions menu: sticky actions only (it runs nothing, has no details view, no
 * name shown and no connections), as n8n's menu for a sticky.
 */
function stickyActionItems(editable: boolean, editSticky: () => void, command: (id: string) => () => void): MenuEntry[] {
  return [
    { label: 'Edit sticky note', run: editSticky, disabled: !editable },
    { label: 'Duplicate', run: command('canvas.duplicate'), disabled: !editable },
    { label: 'Copy', run: command('canvas.copy') },
    { label: 'Delete', run: command('canvas.deleteSelection'), disabled: !editable },
  ];
}

/**
 * The node actions menu (right-click or the "..." button) for `node`: what each entry runs and
 * which are off on a read-only canvas.
 */
export function nodeActionItems(
  node: DocNode,
  editable: boolean,
  open: () => void,
  run: (commandId: string, args?: unknown) => void,
  editSticky: () => void = open,
  slots: readonly SlotState[] = [],
  addToSlot: (slot: SlotState) => void = () => undefined,
): MenuEntry[] {
  const command = (id: string) => () => run(id);
  if (node.type === STICKY_NODE_TYPE) return stickyActionItems(editable, editSticky, command);
  // A root node's slots, so a keyboard user fills them as a pointer user does with the slot's '+'.
  const slotEntries: MenuEntry[] = slots.map((slot) => ({
    label: `Add ${slot.label}…`,
    run: () => addToSlot(slot),
    disabled: !editable || (slot.maxConnections !== undefined && slot.connected >= slot.maxConnections),
  }));
  return [
    { label: 'Open', run: open },
    ...slotEntries,
    { label: 'Execute step', run: () => run(EDITOR_COMMANDS.executeStep, { nodeId: node.id }), disabled: !editable },
    { label: 'Rename', run: command('canvas.rename'), disabled: !editable },
    { label: node.disabled === true ? 'Activate' : 'Deactivate', run: command('canvas.toggleDisable'), disabled: !editable },
    { label: 'Duplicate', run: command('canvas.duplicate'), disabled: !editable },
    { label: 'Copy', run: command('canvas.copy') },
    { label: 'Select all upstream', run: command('canvas.selectUpstream') },
    { label: 'Select all downstream', run: command('canvas.selectDownstream') },
    { label: 'Delete', run: command('canvas.deleteSelection'), disabled: !editable },
  ];
}
