/**
 * Error Trigger (`n8n-nodes-base.errorTrigger` v1): starts an error workflow. The engine
 * gives it one item describing the failed execution (`execution`, `workflow`); run by
 * hand it emits an example of that item.
 */
import type { INodeType } from '../../engine/node-interface';

export const errorTriggerNode: INodeType = {
  description: {
    displayName: 'Error Trigger',
    name: 'n8n-nodes-base.errorTrigger',
    icon: 'fa:bug',
    group: ['trigger'],
    version: 1,
    description: 'Triggers the workflow when another workflow has an error',
    eventTriggerDescription: '',
    maxNodes: 1,
    defaults: { name: 'Error Trigger', color: '#0000FF' },
    inputs: [],
    outputs: ['main'],
    codex: { categories: ['Core Nodes'], subcategories: { 'Core Nodes': ['Other Trigger Nodes'] } },
    properties: [
      {
        displayName:
          'This node will trigger when there is an error in another workflow, as long as that workflow is set up to do so. <a href="https://docs.n8n.io/integrations/core-nodes/n8n-nodes-base.errortrigger" target="_blank">More info<a>',
        name: 'notice',
        type: 'notice',
        default: '',
      },
    ],
  },
  async execute() {
    const items = this.getInputData();
    if (this.getMode() === 'manual' && (items.length === 0 || Object.keys(items[0]!.json).length === 0)) {
      return [
        [
          {
            json: {
              execution: {
                id: '231',
                url: `${this.getInstanceBaseUrl()}/workflow/1/executions/231`,
                retryOf: '34',
                error: { message: 'Example Error Message', stack: 'Stacktrace' },
                lastNodeExecuted: 'Node With Error',
                mode: 'manual',
              },
              workflow: { id: '1', name: 'Example Workflow' },
            },
          },
        ],
      ];
    }
    return [items];
  },
};
