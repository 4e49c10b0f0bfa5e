import { definePlugin, NODE_CREATOR_CATEGORIES, type CommandDescriptor, type NodeCreatorView } from '@sdk';
import { ICanvasService } from '@plugins/canvas/api';
import { INodeTypesService } from '@plugins/node-types/api';
import { INodeCreatorService, NODE_CREATOR_VIEWS } from './api';
import { AI_CATEGORY } from './catalogue';
import { NodeCreatorService } from './node-creator-service';
import { NodeCreatorPanel } from './views/NodeCreatorPanel';

const IN_EDITOR = 'workflowEditor && !readOnly';

const COMMANDS: readonly CommandDescriptor[] = [
  {
    id: 'nodeCreator.open',
    title: 'Add node',
    category: 'Canvas',
    keybinding: 'Tab',
    when: `${IN_EDITOR} && !nodeCreatorOpen && editorCanvasFocus`,
    whenReason: 'Open an editable workflow first',
    keywords: ['node creator', 'insert', 'new node', 'plus'],
  },
  {
    id: 'nodeCreator.openTrigger',
    title: 'Add trigger node',
    category: 'Canvas',
    keybinding: 'Shift+T',
    when: `${IN_EDITOR} && editorCanvasFocus`,
    whenReason: 'Open an editable workflow first',
    keywords: ['start', 'schedule', 'webhook'],
  },
  {
    id: 'nodeCreator.openAll',
    title: 'Search all nodes',
    category: 'Canvas',
    keybinding: 'Shift+A',
    when: `${IN_EDITOR} && editorCanvasFocus`,
    whenReason: 'Open an editable workflow first',
    keywords: ['node creator', 'find'],
  },
  {
    id: 'nodeCreator.close',
    title: 'Close node creator',
    category: 'Canvas',
    when: 'nodeCreatorOpen',
    whenReason: 'The node creator is closed',
  },
];

/**
 * The node creator: a side panel with the Regular, Trigger and All views, the
 * categories (Core Nodes, Custom Nodes, Suggested Nodes, Miscellaneous), subcategories and search; adds the chosen node to the
 * workflow as one undoable transaction.
 */
export default definePlugin({
  id: 'switchyard.node-creator',
  title: 'Node creator',
  description: 'The panel for finding and adding nodes.',
  requires: [INodeTypesService],
  optional: [ICanvasService],
  provides: [INodeCreatorService],
  contributes: {
    commands: COMMANDS,
    views: [{ id: NODE_CREATOR_VIEWS.panel, component: NodeCreatorPanel }],
    nodeCreatorSections: [
      { id: 'suggested', title: NODE_CREATOR_CATEGORIES.suggested, view: 'All', order: 10 },
      { id: 'core', title: NODE_CREATOR_CATEGORIES.core, view: 'All', order: 20 },
      { id: 'ai', title: AI_CATEGORY, view: 'All', order: 30 },
      { id: 'custom', title: NODE_CREATOR_CATEGORIES.custom, view: 'All', order: 80 },
      { id: 'miscellaneous', title: NODE_CREATOR_CATEGORIES.miscellaneous, view: 'All', order: 90 },
    ],
  },
  activate(ctx) {
    const canvas = ctx.services.getOptional(ICanvasService);
    const service = new NodeCreatorService({
      bus: ctx.bus,
      nodeTypes: ctx.services.get(INodeTypesService),
      ...(canvas ? { canvas } : {}),
      setOpenKey: (open) => ctx.contextKeys.set('nodeCreatorOpen', open),
    });
    ctx.subscriptions.add(service);
    ctx.provide(INodeCreatorService, service);
    const open = (view?: NodeCreatorView) => ({ run: () => service.open(view ? { view } : {}) });
    ctx.commands.handle('nodeCreator.open', open());
    ctx.commands.handle('nodeCreator.openTrigger', open('Trigger'));
    ctx.commands.handle('nodeCreator.openAll', open('All'));
    ctx.commands.handle('nodeCreator.close', { run: () => service.close() });
  },
});
