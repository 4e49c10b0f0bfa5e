/** No Operation (`n8n-nodes-base.noOp` v1): passes its items on unchanged. */
import type { INodeType } from '../../engine/node-interface';

export const noOpNode: INodeType = {
  description: {
    displayName: 'No Operation, do nothing',
    name: 'n8n-nodes-base.noOp',
    icon: 'fa:arrow-right',
    group: ['organization'],
    version: 1,
    description: 'No Operation',
    defaults: { name: 'No Operation, do nothing', color: '#b0b0b0' },
    inputs: ['main'],
    outputs: ['main'],
    codex: { categories: ['Core Nodes'], subcategories: { 'Core Nodes': ['Helpers', 'Flow'] }, alias: ['nothing', 'noop'] },
    properties: [],
  },
  async execute() {
    return [this.getInputData()];
  },
};
