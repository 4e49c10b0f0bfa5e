/**
 * Switch (`n8n-nodes-base.switch` v3, v3.1, v3.2).
 *
 * - `rules` mode: one output per rule of `rules.values[]`, each with filter-style
 *   `conditions` (shared/filter-conditions.ts) and an optional name (`renameOutput`,
 *   `outputKey`). An item goes to the first rule that matches, or with
 *   `options.allMatchingOutputs` to every one; an item no rule matches goes to
 *   `options.fallbackOutput`: `none` (dropped, the default), `extra` (an extra last output,
 *   named by `options.renameFallbackOutput`, else "Fallback") or an output index.
 *   `options.ignoreCase` overrides each rule's case sensitivity; loose type validation is
 *   `options.looseTypeValidation` in v3 and the top-level `looseTypeValidation` from v3.1;
 *   v3.2 parses booleans in loose mode instead of taking their truthiness.
 * - `expression` mode: `numberOutputs` outputs; each item goes to the output `output`
 *   evaluates to (an index outside them fails the node).
 *
 * A condition that fails (a wrong type in strict mode) fails the node naming the rule's
 * condition and the item, or with continue on fail puts `{error}` on output 0.
 */
import type { INode, INodeExecutionData, INodeProperties, INodeTypeDescription } from '@sdk/workflow';
import { NodeOperationError, type IExecuteFunctions, type INodeType } from '../../engine/node-interface';
import { pairedItemOf } from '../../engine/paired-item';
import { conditionError, evaluateFilter, type FilterValue } from '../shared/filter-conditions';
import { conditionsProperties, nodeFilterSettings } from '../shared/filter-node-properties';

interface Rule {
  conditions?: FilterValue;
  renameOutput?: boolean;
  outputKey?: string;
}

const [conditionsProperty, looseProperty] = conditionsProperties(3.1, 3.2) as [INodeProperties, INodeProperties];

const properties: INodeProperties[] = [
  {
    displayName: 'Mode',
    name: 'mode',
    type: 'options',
    noDataExpression: true,
    options: [
      { name: 'Rules', value: 'rules', description: 'Build a matching rule for each output' },
      { name: 'Expression', value: 'expression', description: 'Write an expression to return the output index' },
    ],
    default: 'rules',
  },
  {
    displayName: 'Number of Outputs',
    name: 'numberOutputs',
    type: 'number',
    displayOptions: { show: { mode: ['expression'] } },
    default: 4,
    description: 'How many outputs to create',
  },
  {
    displayName: 'Output Index',
    name: 'output',
    type: 'number',
    validateType: 'number',
    hint: 'The index to route the item to, starts at 0',
    displayOptions: { show: { mode: ['expression'] } },
    default: '={{}}',
    description:
      'The output index to send the input item to. Use an expression to calculate which input item should be routed to which output. The expression must return a number.',
  } as INodeProperties,
  {
    displayName: 'Routing Rules',
    name: 'rules',
    placeholder: 'Add Routing Rule',
    type: 'fixedCollection',
    typeOptions: { multipleValues: true, sortable: true },
    default: {
      values: [
        {
          conditions: {
            options: { caseSensitive: true, leftValue: '', typeValidation: 'strict' },
            conditions: [{ leftValue: '', rightValue: '', operator: { type: 'string', operation: 'equals' } }],
            combinator: 'and',
          },
        },
      ],
    },
    displayOptions: { show: { mode: ['rules'] } },
    options: [
      {
        name: 'values',
        displayName: 'Values',
        values: [
          { ...conditionsProperty, displayName: 'Conditions', name: 'conditions' },
          { displayName: 'Rename Output', name: 'renameOutput', type: 'boolean', default: false },
          {
            displayName: 'Output Name',
            name: 'outputKey',
            type: 'string',
            default: '',
            description: 'The label of output to which to send data to if rule matches',
            displayOptions: { show: { renameOutput: [true] } },
          },
        ],
      },
    ],
  } as INodeProperties,
  { ...looseProperty, displayOptions: { show: { '@version': [{ _cnd: { gte: 3.1 } }], mode: ['rules'] } } } as INodeProperties,
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    displayOptions: { show: { mode: ['rules'] } },
    options: [
      {
        displayName: 'Fallback Output',
        name: 'fallbackOutput',
        type: 'options',
        typeOptions: { loadOptionsDependsOn: ['rules.values', '/rules', '/rules.values'] },
        options: [
          { name: 'None (default)', value: 'none', description: 'Items will be ignored' },
          { name: 'Extra Output', value: 'extra', description: 'Items will be sent to the extra, separate, output' },
          { name: 'Output 0', value: 0 },
          { name: 'Output 1', value: 1 },
          { name: 'Output 2', value: 2 },
          { name: 'Output 3', value: 3 },
        ],
        default: 'none',
        description: 'If no rule matches the item will be sent to this output, by default they will be ignored',
      },
      {
        displayName: 'Ignore Case',
        description: 'Whether to ignore letter case when evaluating conditions',
        name: 'ignoreCase',
        type: 'boolean',
        default: true,
      },
      {
        displayName: 'Less Strict Type Validation',
        description: 'Whether to try casting value types based on the selected operator',
        name: 'looseTypeValidation',
        type: 'boolean',
        default: true,
        displayOptions: { show: { '@version': [{ _cnd: { lt: 3.1 } }] } },
      },
      {
        displayName: 'Rename Fallback Output',
        name: 'renameFallbackOutput',
        type: 'string',
        placeholder: 'e.g. Fallback',
        default: '',
        displayOptions: { show: { fallbackOutput: ['extra'] } },
      },
      {
        displayName: 'Send data to all matching outputs',
        name: 'allMatchingOutputs',
        type: 'boolean',
        default: false,
        description: 'Whether to send data to all outputs meeting conditions (and not just the first one)',
      },
    ],
  } as INodeProperties,
];

const description: INodeTypeDescription = {
  displayName: 'Switch',
  name: 'n8n-nodes-base.switch',
  icon: 'fa:map-signs',
  group: ['transform'],
  version: [3, 3.1, 3.2],
  defaultVersion: 3.2,
  description: 'Route items depending on defined expression or rules',
  defaults: { name: 'Switch', color: '#506000' },
  inputs: ['main'],
  // The real count follows the rules (one per rule, plus the extra fallback) or numberOutputs.
  outputs: ['main', 'main', 'main', 'main'],
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Flow'] },
    alias: ['Router', 'If', 'Path', 'Filter', 'Condition', 'Logic', 'Branch', 'Case'],
  },
  properties,
};

function outputIndex(fn: IExecuteFunctions, value: unknown, count: number, itemIndex: number): number {
  const index = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= count) {
    throw new NodeOperationError(fn.getNode(), `The output ${String(value)} is not allowed. It has to be between 0 and ${count - 1}!`, {
      itemIndex,
    });
  }
  return index;
}

/** Outputs of a Switch 3+ node: one per rule plus the extra fallback, or `numberOutputs`. */
function mainOutputCount(node: INode): number {
  const p = node.parameters as Record<string, unknown>;
  if (p['mode'] === 'expression') return Math.max(1, Math.floor(Number(p['numberOutputs'] ?? 4)) || 4);
  const rules = (p['rules'] as { values?: unknown } | undefined)?.values;
  const count = Array.isArray(rules) ? rules.length : rules === undefined ? 1 : 0;
  return Math.max(1, count + ((p['options'] as { fallbackOutput?: unknown } | undefined)?.fallbackOutput === 'extra' ? 1 : 0));
}

export const switchV3Node: INodeType = {
  description,
  mainOutputCount,
  async execute() {
    const items = this.getInputData();
    const mode = this.getNodeParameter('mode', 0, 'rules') as string;
    if (mode === 'expression') {
      const count = Number(this.getNodeParameter('numberOutputs', 0, 4));
      const outputs: INodeExecutionData[][] = Array.from({ length: Math.max(0, count) }, () => []);
      for (let i = 0; i < items.length; i++) {
        const item = { ...items[i]!, pairedItem: pairedItemOf(i) };
        try {
          outputs[outputIndex(this, this.getNodeParameter('output', i), count, i)]!.push(item);
        } catch (error) {
          if (!this.continueOnFail()) throw error;
          outputs[0]?.push({ json: { error: error instanceof Error ? error.message : String(error) }, pairedItem: pairedItemOf(i) });
        }
      }
      return outputs;
    }
    const rules = ((this.getNodeParameter('rules.values', 0, []) as Rule[] | undefined) ?? []).filter(
      (rule) => rule !== null && typeof rule === 'object',
    );
    const options = (this.getNodeParameter('options', 0, {}) ?? {}) as { fallbackOutput?: unknown; allMatchingOutputs?: boolean };
    const fallback = options.fallbackOutput ?? 'none';
    const count = rules.length + (fallback === 'extra' ? 1 : 0);
    const outputs: INodeExecutionData[][] = Array.from({ length: count }, () => []);
    for (let i = 0; i < items.length; i++) {
      const item = { ...items[i]!, pairedItem: pairedItemOf(i) };
      try {
        const itemRules = ((this.getNodeParameter('rules.values', i, []) as Rule[] | undefined) ?? []).filter(
          (rule) => rule !== null && typeof rule === 'object',
        );
        const all = (this.getNodeParameter('options.allMatchingOutputs', i, false) as boolean) === true;
        let matched = false;
        for (let r = 0; r < itemRules.length; r++) {
          const conditions = itemRules[r]!.conditions;
          if (!evaluateFilter(conditions, i, nodeFilterSettings(this, i, conditions, 3.1, 3.2))) continue;
          matched = true;
          outputs[r]!.push(item);
          if (!all) break;
        }
        if (matched || fallback === 'none') continue;
        if (fallback === 'extra') outputs[count - 1]!.push(item);
        else outputs[outputIndex(this, fallback, rules.length, i)]!.push(item);
      } catch (error) {
        if (!this.continueOnFail()) throw conditionError(this.getNode(), error, i);
        outputs[0]?.push({ json: { error: error instanceof Error ? error.message : String(error) }, pairedItem: pairedItemOf(i) });
      }
    }
    return outputs;
  },
};
