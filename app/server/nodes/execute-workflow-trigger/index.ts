/**
 * Execute Workflow Trigger (`n8n-nodes-base.executeWorkflowTrigger` v1): where a
 * sub-workflow starts; it passes on the items the calling Execute Workflow node sent.
 */
import type { INodeType } from '../../engine/node-interface';

export const executeWorkflowTriggerNode: INodeType = {
  description: {
    displayName: 'Execute Workflow Trigger',
    name: 'n8n-nodes-base.executeWorkflowTrigger',
    icon: 'fa:sign-out-alt',
    group: ['trigger'],
    version: 1,
    description: 'Runs the flow when called by the Execute Workflow node from a different workflow',
    eventTriggerDescription: '',
    maxNodes: 1,
    defaults: { name: 'Execute Workflow Trigger', color: '#ff6d5a' },
    inputs: [],
    outputs: ['main'],
    codex: { categories: ['Core Nodes'], subcategories: { 'Core Nodes': ['Helpers', 'Other Trigger Nodes'] } },
    properties: [
      {
        displayName:
          "When an ‘execute workflow’ node calls this workflow, the execution starts here. Any data passed into the 'execute workflow' node will be output by this node.",
        name: 'notice',
        type: 'notice',
        default: '',
      },
      { displayName: 'Events', name: 'events', type: 'hidden', default: 'worklfow_call' },
    ],
  },
  async execute() {
    return [this.getInputData()];
  },
};
