/**
 * Filter (`n8n-nodes-base.filter` v1): keeps the items that pass the legacy conditions,
 * combined with `combineConditions` AND/OR; `options.discardedItems`... not in v1.
 */
import type { INodeExecutionData } from '@sdk/workflow';
import type { INodeType } from '../../engine/node-interface';
import { itemPassesLegacy } from '../if';
import { legacyConditionsProperty } from '../shared/conditions-v1';
import { pairedItemOf } from '../../engine/paired-item';

export const filterNode: INodeType = {
  description: {
    displayName: 'Filter',
    name: 'n8n-nodes-base.filter',
    icon: 'fa:filter',
    group: ['transform'],
    version: 1,
    description: 'Remove items matching a condition',
    defaults: { name: 'Filter', color: '#229eff' },
    inputs: ['main'],
    outputs: ['main'],
    outputNames: ['Kept'],
    codex: {
      categories: ['Core Nodes'],
      subcategories: { 'Core Nodes': ['Flow', 'Data Transformation'] },
      alias: ['Router', 'Filter', 'Condition', 'Logic', 'Boolean', 'Branch'],
    },
    properties: [
      legacyConditionsProperty(),
      {
        displayName: 'Combine Conditions',
        name: 'combineConditions',
        type: 'options',
        options: [
          { name: 'AND', description: 'Items are passed to the next node only if they meet all the conditions', value: 'AND' },
          { name: 'OR', description: 'Items are passed to the next node if they meet at least one condition', value: 'OR' },
        ],
        default: 'AND',
        description: 'How to combine the conditions: AND requires all conditions to be true, OR requires at least one condition to be true',
      },
    ],
  },
  async execute() {
    const items = this.getInputData();
    const kept: INodeExecutionData[] = [];
    for (let i = 0; i < items.length; i++) {
      const combine = (this.getNodeParameter('combineConditions', i, 'AND') as string) === 'OR' ? 'any' : 'all';
      if (itemPassesLegacy(this, i, combine)) kept.push({ ...items[i]!, pairedItem: pairedItemOf(i) });
    }
    return [kept];
  },
};
