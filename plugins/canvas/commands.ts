import type { CommandDescriptor, KeybindingContribution } from '@sdk';

/** Holds while an editable canvas is mounted: edits are possible. */
const EDITABLE = 'canvasEditable';
/** Holds while any canvas is mounted. */
const VISIBLE = 'canvasVisible';
const EDIT_REASON = 'Open an editable workflow canvas first';
const VIEW_REASON = 'Open a workflow canvas first';

const edit = (id: string, title: string, extra: Partial<CommandDescriptor> = {}): CommandDescriptor => ({
  id,
  title,
  category: 'Canvas',
  when: EDITABLE,
  whenReason: EDIT_REASON,
  ...extra,
});
const view = (id: string, title: string, extra: Partial<CommandDescriptor> = {}): CommandDescriptor => ({
  id,
  title,
  category: 'Canvas',
  when: VISIBLE,
  whenReason: VIEW_REASON,
  ...extra,
});

/** Every canvas action, as palette commands. Their keys are in CANVAS_KEYBINDINGS. */
export const CANVAS_COMMANDS: readonly CommandDescriptor[] = [
  view('canvas.zoomIn', 'Zoom in', { keywords: ['magnify', 'bigger'] }),
  view('canvas.zoomOut', 'Zoom out', { keywords: ['smaller'] }),
  view('canvas.resetZoom', 'Reset zoom', { keywords: ['100%', 'actual size'] }),
  view('canvas.zoomToFit', 'Zoom to fit', {
    keywords: ['fit view', 'show all'],
  }),
  view('canvas.selectAll', 'Select all nodes'),
  view('canvas.deselectAll', 'Clear selection'),
  view('canvas.selectParent', 'Select parent node'),
  view('canvas.selectChild', 'Select child node'),
  view('canvas.selectPreviousSibling', 'Select previous sibling node'),
  view('canvas.selectNextSibling', 'Select next sibling node'),
  view('canvas.selectUpstream', 'Select all upstream nodes'),
  view('canvas.selectDownstream', 'Select all downstream nodes'),
  view('canvas.openNode', 'Open node details', {
    keywords: ['edit', 'parameters'],
  }),
  view('canvas.nodeActions', 'Show node actions', {
    keywords: ['context menu'],
  }),
  view('canvas.copy', 'Copy selected nodes', { keywords: ['clipboard'] }),
  edit('canvas.cut', 'Cut selected nodes', { keywords: ['clipboard'] }),
  edit('canvas.paste', 'Paste nodes', { keywords: ['clipboard', 'import'] }),
  edit('canvas.deleteSelection', 'Delete selected nodes', {
    keywords: ['remove'],
  }),
  edit('canvas.toggleDisable', 'Disable or enable selected nodes', {
    keywords: ['deactivate', 'activate'],
  }),
  edit('canvas.rename', 'Rename node'),
  edit('canvas.duplicate', 'Duplicate selected nodes', { keywords: ['copy'] }),
  edit('canvas.addSticky', 'Add sticky note', {
    keywords: ['note', 'comment'],
  }),
  edit('canvas.removeConnection', 'Delete connection', { hidden: true }),
];

const FOCUS = 'canvasFocus';
const bind = (key: string, command: string): KeybindingContribution => ({
  key,
  command,
  when: FOCUS,
});

/**
 * Canvas keys, declared as data so the palette and the keyboard-shortcuts dialog show them and the
 * kernel reports conflicts. They fire only while the canvas has keyboard focus.
 */
export const CANVAS_KEYBINDINGS: readonly KeybindingContribution[] = [
  bind('=', 'canvas.zoomIn'),
  bind('Shift+=', 'canvas.zoomIn'),
  bind('-', 'canvas.zoomOut'),
  bind('0', 'canvas.resetZoom'),
  bind('1', 'canvas.zoomToFit'),
  bind('Mod+A', 'canvas.selectAll'),
  bind('Escape', 'canvas.deselectAll'),
  bind('Left', 'canvas.selectParent'),
  bind('Right', 'canvas.selectChild'),
  bind('Up', 'canvas.selectPreviousSibling'),
  bind('Down', 'canvas.selectNextSibling'),
  bind('Shift+Left', 'canvas.selectUpstream'),
  bind('Shift+Right', 'canvas.selectDownstream'),
  bind('Enter', 'canvas.openNode'),
  bind('Shift+F10', 'canvas.nodeActions'),
  bind('Mod+C', 'canvas.copy'),
  bind('Mod+X', 'canvas.cut'),
  bind('Mod+V', 'canvas.paste'),
  bind('Delete', 'canvas.deleteSelection'),
  bind('Backspace', 'canvas.deleteSelection'),
  bind('D', 'canvas.toggleDisable'),
  bind('F2', 'canvas.rename'),
  bind('Mod+D', 'canvas.duplicate'),
  bind('Shift+S', 'canvas.addSticky'),
];
