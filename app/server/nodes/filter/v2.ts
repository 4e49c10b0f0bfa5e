/**
 * Filter (`n8n-nodes-base.filter` v2, v2.1, v2.2): keeps the items that pass filter-style
 * conditions (shared/filter-conditions.ts, the same as If v2+). v2.1 moved "Convert types
 * where required" to the top level; v2.2 parses booleans in loose mode. A condition that
 * fails fails the node naming the condition and item, or, with continue on fail, drops it.
 */
import type { INodeExecutionData } from '@sdk/workflow';
import type { INodeType } from '../../engine/node-interface';
import { pairedItemOf } from '../../engine/paired-item';
import { conditionError, evaluateFilter, type FilterValue } from '../shared/filter-conditions';
import { conditionsOptions, conditionsProperties, nodeFilterSettings } from '../shared/filter-node-properties';

export const filterV2Node: INodeType = {
  description: {
    displayName: 'Filter',
    name: 'n8n-nodes-base.filter',
    icon: 'fa:filter',
    group: ['transform'],
    version: [2, 2.1, 2.2],
    defaultVersion: 2.2,
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
    properties: [...conditionsProperties(2.1, 2.2), conditionsOptions(2.1)],
  },
  async execute() {
    const items = this.getInputData();
    const kept: INodeExecutionData[] = [];
    for (let i = 0; i < items.length; i++) {
      try {
        const value = this.getNodeParameter('conditions', i, {}) as FilterValue;
        if (evaluateFilter(value, i, nodeFilterSettings(this, i, value, 2.1, 2.2)))
          kept.push({ ...items[i]!, pairedItem: pairedItemOf(i) });
      } catch (error) {
        if (!this.continueOnFail()) throw conditionError(this.getNode(), error, i);
      }
    }
    return [kept];
  },
};
