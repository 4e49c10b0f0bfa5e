import type { CommandDescriptor } from '@sdk';
import { EDITOR_COMMANDS } from '@plugins/workflow-editor/api';
import { NDV_COMMANDS } from './api';

/** The view's palette commands. */
export const NDV_COMMAND_DESCRIPTORS: readonly CommandDescriptor[] = [
  {
    id: NDV_COMMANDS.open,
    title: 'Open node details',
    category: 'Node',
    keywords: ['ndv', 'edit node', 'parameters'],
    when: 'canvasVisible',
    whenReason: 'Open a workflow canvas first',
  },
  {
    id: EDITOR_COMMANDS.executeStep,
    title: 'Execute step',
    category: 'Node',
    keywords: ['run node', 'test step', 'execute node'],
    when: 'canvasVisible && !readOnly',
    whenReason: 'Open a workflow in the editor first',
  },
  {
    id: NDV_COMMANDS.close,
    title: 'Back to canvas',
    category: 'Node',
    keywords: ['close node details'],
    when: 'ndvOpen',
    whenReason: 'No node is open',
  },
];
