/**
 * If (`n8n-nodes-base.if` v1): routes each item to `true` (output 0) or `false` (output 1)
 * by the legacy conditions, combined with `combineOperation` all/any.
 */
import type { INodeExecutionData } from '@sdk/workflow';
import type { IExecuteFunctions, INodeType } from '../../engine/node-interface';
import { compareLegacy, legacyConditionsProperty, type ConditionType, type LegacyCondition } from '../shared/conditions-v1';
import { pairedItemOf } from '../../engine/paired-item';

const TYPES: ConditionType[] = ['boolean', 'dateTime', 'number', 'string'];

/** Whether item `i` passes the node's legacy conditions. */
export function itemPassesLegacy(fn: IExecuteFunctions, i: number, combine: 'all' | 'any'): boolean {
  let any = false;
  for (const type of TYPES) {
    const conditions = fn.getNodeParameter(`conditions.${type}`, i, []) as LegacyCondition[];
    for (const condition of conditions ?? []) {
      const result = compareLegacy(type, condition);
      if (combine === 'all' && !result) return false;
      if (result) any = true;
    }
  }
  return combine === 'all' ? true : any;
}

export const ifNode: INodeType = {
  description: {
    displayName: 'If',
    name: 'n8n-nodes-base.if',
    icon: 'fa:map-signs',
    group: ['transform'],
    version: 1,
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
    properties: [
      legacyConditionsProperty(),
      {
        displayName: 'Combine',
        name: 'combineOperation',
        type: 'options',
        options: [
          { name: 'ALL', description: 'Only if all conditions are met it goes into "true" branch', value: 'all' },
          { name: 'ANY', description: 'If any of the conditions is met it goes into "true" branch', value: 'any' },
        ],
        default: 'all',
        description:
          'If multiple rules got set this settings decides if it is true as soon as ANY condition matches or only if ALL get meet',
      },
    ],
  },
  async execute() {
    const items = this.getInputData();
    const yes: INodeExecutionData[] = [];
    const no: INodeExecutionData[] = [];
    for (let i = 0; i < items.length; i++) {
      const item = items[i]!;
      const combine = this.getNodeParameter('combineOperation', i, 'all') as 'all' | 'any';
      const out = item.pairedItem === undefined ? { ...item, pairedItem: pairedItemOf(i) } : item;
      (itemPassesLegacy(this, i, combine) ? yes : no).push(out);
    }
    return [yes, no];
  },
};
