/**
 * If (`n8n-nodes-base.if` v2, v2.1, v2.2): routes each item to `true` (output 0) or `false`
 * (output 1) by filter-style conditions (shared/filter-conditions.ts). v2.1 moved "Convert
 * types where required" to the top level; v2.2 parses booleans in loose mode instead of
 * taking their truthiness. A condition that fails (a wrong type in strict mode) fails the
 * node naming the condition and item, or, with continue on fail, sends the item to `false`.
 */
import type { INodeExecutionData } from '@sdk/workflow';
import type { INodeType } from '../../engine/node-interface';
import { pairedItemOf } from '../../engine/paired-item';
import { conditionError, evaluateFilter, type FilterValue } from '../shared/filter-conditions';
import { conditionsOptions, conditionsProperties, nodeFilterSettings } from '../shared/filter-node-properties';

export const ifV2Node: INodeType = {
  description: {
    displayName: 'If',
    name: 'n8n-nodes-base.if',
    icon: 'fa:map-signs',
    group: ['transform'],
    version: [2, 2.1, 2.2],
    defaultVersion: 2.2,
    description: 'Route items to different branches (true/false)',
    defaults: { name: 'If', color: '#408000' },
    inputs: ['main'],
    outputs: ['main', 'main'],
    outputNames: ['true', 'false'],
    codex: {
      categories: ['Core Nodes'],
      subcategories: { 'Core Nodes': ['Flow'] },
      alias: ['Router', 'Filter', 'Condition', 'Logic', 'Boolean', 'Branch'],
    },
    properties: [...conditionsProperties(2.1, 2.2), conditionsOptions(2.1)],
  },
  async execute() {
    const items = this.getInputData();
    const yes: INodeExecutionData[] = [];
    const no: INodeExecutionData[] = [];
    for (let i = 0; i < items.length; i++) {
      const item = items[i]!;
      const out = { ...item, pairedItem: pairedItemOf(i) };
      try {
        const value = this.getNodeParameter('conditions', i, {}) as FilterValue;
        (evaluateFilter(value, i, nodeFilterSettings(this, i, value, 2.1, 2.2)) ? yes : no).push(out);
      } catch (error) {
        if (!this.continueOnFail()) throw conditionError(this.getNode(), error, i);
        no.push(out);
      }
    }
    return [yes, no];
  },
};
