/**
 * Switch v1/v2 description: `mode` rules/expression, `dataType`, `value1`, `rules.rules[]`,
 * `fallbackOutput`. v1 has four outputs; v2 one per rule (`outputKey` names it) or
 * `outputsAmount` in expression mode (the canvas counts them: sdk/nodes/node-outputs.ts).
 */
import type { INodeProperties, INodeTypeDescription } from '@sdk/workflow';
import { LEGACY_OPERATIONS, type ConditionType } from '../shared/conditions-v1';

const OUTPUT_OPTIONS = [0, 1, 2, 3].map((n) => ({ name: String(n), value: n }));
const TYPES: ConditionType[] = ['boolean', 'dateTime', 'number', 'string'];

const ruleProperties = (type: ConditionType): INodeProperties[] => [
  {
    displayName: 'Value 1',
    name: 'value1',
    type: type,
    default: type === 'boolean' ? false : type === 'number' ? 0 : '',
    description: 'The value to compare with the first one',
    displayOptions: { show: { dataType: [type], mode: ['rules'] } },
  } as INodeProperties,
  {
    displayName: 'Routing Rules',
    name: 'rules',
    placeholder: 'Add Routing Rule',
    type: 'fixedCollection',
    typeOptions: { multipleValues: true },
    displayOptions: { show: { dataType: [type], mode: ['rules'] } },
    default: {},
    options: [
      {
        name: 'rules',
        displayName: type === 'boolean' ? 'Boolean' : type === 'number' ? 'Numbers' : type === 'string' ? 'Strings' : 'Dates',
        values: [
          {
            displayName: 'Operation',
            name: 'operation',
            type: 'options',
            options: LEGACY_OPERATIONS[type].filter((o) => o.value !== 'isEmpty' && o.value !== 'isNotEmpty'),
            default: type === 'number' ? 'smaller' : type === 'dateTime' ? 'after' : 'equal',
            description: 'Operation to decide where the the data should be mapped to',
          },
          {
            displayName: 'Value 2',
            name: 'value2',
            type: type,
            default: type === 'boolean' ? false : type === 'number' ? 0 : '',
            description: 'The value to compare with the first one',
          },
          {
            displayName: 'Output Index',
            name: 'output',
            type: 'options',
            options: OUTPUT_OPTIONS,
            default: 0,
            description: 'The index of output to which to send data to if rule matches',
            displayOptions: { show: { '@version': [1] } },
          },
          {
            // v2: every rule has its own output, in rule order; the key only names it.
            displayName: 'Output Key',
            name: 'outputKey',
            type: 'string',
            default: '',
            description: 'The label of output to which to send data to if rule matches',
            displayOptions: { show: { '@version': [2] } },
          },
        ],
      },
    ] as never,
  },
];

export const switchDescription: INodeTypeDescription = {
  displayName: 'Switch',
  name: 'n8n-nodes-base.switch',
  icon: 'fa:map-signs',
  group: ['transform'],
  version: [1, 2],
  description: 'Route items depending on defined expression or rules',
  defaults: { name: 'Switch', color: '#506000' },
  inputs: ['main'],
  outputs: ['main', 'main', 'main', 'main'],
  outputNames: ['0', '1', '2', '3'],
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Flow'] },
    alias: ['Router', 'If', 'Path', 'Filter', 'Condition', 'Logic', 'Branch', 'Case'],
  },
  properties: [
    {
      displayName: 'Mode',
      name: 'mode',
      type: 'options',
      options: [
        { name: 'Expression', value: 'expression', description: 'Expression decides how to route data' },
        { name: 'Rules', value: 'rules', description: 'Rules decide how to route data' },
      ],
      default: 'rules',
      description: 'How data should be routed',
    },
    {
      displayName: 'Output',
      name: 'output',
      type: 'number',
      typeOptions: { minValue: 0 },
      displayOptions: { show: { mode: ['expression'] } },
      default: 0,
      description: 'The index of output to which to send data to',
    },
    {
      displayName: 'Outputs Amount',
      name: 'outputsAmount',
      type: 'number',
      displayOptions: { show: { mode: ['expression'], '@version': [2] } },
      default: 4,
      description: 'Amount of outputs to create',
    },
    {
      displayName: 'Data Type',
      name: 'dataType',
      type: 'options',
      displayOptions: { show: { mode: ['rules'] } },
      options: [
        { name: 'Boolean', value: 'boolean' },
        { name: 'Date & Time', value: 'dateTime' },
        { name: 'Number', value: 'number' },
        { name: 'String', value: 'string' },
      ],
      default: 'number',
      description: 'The type of data to route on',
    },
    ...TYPES.flatMap(ruleProperties),
    {
      displayName: 'Fallback Output',
      name: 'fallbackOutput',
      type: 'options',
      displayOptions: { show: { mode: ['rules'] } },
      options: [{ name: 'None', value: -1 }, ...OUTPUT_OPTIONS],
      default: -1,
      description:
        'The output to which to route all items which do not match any of the rules (v2: the index of a rule, whose output it is)',
    },
  ],
};
