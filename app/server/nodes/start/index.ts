/**
 * Start (`n8n-nodes-base.start` v1), the node every n8n workflow began with before the
 * Manual Trigger: a manual start. It passes on the one empty item the engine gives a
 * start node; workflows with it cannot be activated (app/server/workflows/activation.ts).
 */
import type { INodeType } from '../../engine/node-interface';

export const startNode: INodeType = {
  description: {
    displayName: 'Start',
    name: 'n8n-nodes-base.start',
    // As in n8n: kept for old workflows; new ones start with the Manual Trigger.
    hidden: true,
    icon: 'fa:play',
    group: ['input'],
    version: 1,
    description: 'Starts the workflow execution from this node',
    maxNodes: 1,
    defaults: { name: 'Start', color: '#00e000' },
    inputs: [],
    outputs: ['main'],
    properties: [
      {
        displayName:
          'This node is where a manual workflow execution starts. To make one, go back to the canvas and click ‘execute workflow’',
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
