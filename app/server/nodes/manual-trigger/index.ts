/**
 * Manual Trigger (`n8n-nodes-base.manualTrigger` v1): where an editor run starts. It
 * emits the one empty item the engine gives a start node.
 */
import type { INodeType } from '../../engine/node-interface';

export const manualTriggerNode: INodeType = {
  description: {
    displayName: 'Manual Trigger',
    name: 'n8n-nodes-base.manualTrigger',
    icon: 'fa:mouse-pointer',
    group: ['trigger'],
    version: 1,
    description: 'Runs the flow on clicking a button in the editor',
    eventTriggerDescription: '',
    maxNodes: 1,
    defaults: { name: 'When clicking ‘Test workflow’', color: '#909298' },
    inputs: [],
    outputs: ['main'],
    codex: {
      categories: ['Core Nodes'],
      subcategories: { 'Core Nodes': ['Other Trigger Nodes'] },
      alias: ['manual', 'click', 'test', 'start'],
    },
    properties: [
      {
        displayName:
          'This node is where the workflow execution starts (when you click the ‘test’ button on the canvas).<br><br> <a data-action="showNodeCreator">Explore other ways to trigger your workflow</a> (e.g on a schedule, or a webhook)',
        name: 'notice',
        type: 'notice',
        default: '',
      },
    ],
  },
  async execute() {
    return [this.getInputData()];
  },
};
