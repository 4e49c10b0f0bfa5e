/** Remove Duplicates descriptions (`n8n-nodes-base.removeDuplicates` v1-v1.1 and v2, n8n's parameter names). */
import type { INodeProperties, INodeTypeDescription } from '@sdk/workflow';
import { disableDotNotationOption } from '../shared/transform/properties';

const base = {
  displayName: 'Remove Duplicates',
  name: 'n8n-nodes-base.removeDuplicates',
  icon: 'file:removeDuplicates.svg',
  group: ['transform'],
  subtitle: '',
  description: 'Delete items with matching field values',
  defaults: { name: 'Remove Duplicates' },
  inputs: ['main'],
  outputs: ['main'],
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Data Transformation'] },
    alias: ['Dedupe', 'Deduplicate', 'Duplicates', 'Remove', 'Unique', 'Transform', 'Array', 'List', 'Item'],
  },
} satisfies Partial<INodeTypeDescription>;

const compareProperties = (show: Record<string, string[]>): INodeProperties[] => [
  {
    displayName: 'Compare',
    name: 'compare',
    type: 'options',
    options: [
      { name: 'All Fields', value: 'allFields' },
      { name: 'All Fields Except', value: 'allFieldsExcept' },
      { name: 'Selected Fields', value: 'selectedFields' },
    ],
    default: 'allFields',
    description: 'The fields of the input items to compare to see if they are the same',
    ...(Object.keys(show).length ? { displayOptions: { show } } : {}),
  },
  {
    displayName: 'Fields To Exclude',
    name: 'fieldsToExclude',
    type: 'string',
    placeholder: 'e.g. email, name',
    requiresDataPath: 'multiple',
    description: 'Fields in the input to exclude from the comparison',
    default: '',
    displayOptions: { show: { ...show, compare: ['allFieldsExcept'] } },
  },
  {
    displayName: 'Fields To Compare',
    name: 'fieldsToCompare',
    type: 'string',
    placeholder: 'e.g. email, name',
    requiresDataPath: 'multiple',
    description: 'Fields in the input to add to the comparison',
    default: '',
    displayOptions: { show: { ...show, compare: ['selectedFields'] } },
  },
];

const removeOtherFieldsOption: INodeProperties = {
  displayName: 'Remove Other Fields',
  name: 'removeOtherFields',
  type: 'boolean',
  default: false,
  description:
    'Whether to remove any fields that are not being compared. If disabled, will keep the values from the first of the duplicates.',
};

export const removeDuplicatesV1Description: INodeTypeDescription = {
  ...base,
  version: [1, 1.1],
  properties: [
    ...compareProperties({}),
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add Field',
      default: {},
      displayOptions: { show: { compare: ['allFieldsExcept', 'selectedFields'] } },
      options: [disableDotNotationOption, removeOtherFieldsOption],
    },
  ],
};

const history = { operation: ['removeItemsSeenInPreviousExecutions'] };

export const removeDuplicatesV2Description: INodeTypeDescription = {
  ...base,
  version: 2,
  properties: [
    {
      displayName: 'Operation',
      name: 'operation',
      type: 'options',
      noDataExpression: true,
      options: [
        {
          name: 'Remove Items Repeated Within Current Input',
          value: 'removeDuplicateInputItems',
          description: 'Remove duplicates from incoming items',
          action: 'Remove items repeated within current input',
        },
        {
          name: 'Remove Items Processed in Previous Executions',
          value: 'removeItemsSeenInPreviousExecutions',
          description: 'Deduplicate items already seen in previous executions',
          action: 'Remove items processed in previous executions',
        },
        {
          name: 'Clear Deduplication History',
          value: 'clearDeduplicationHistory',
          description: 'Wipe the store of previous items',
          action: 'Clear deduplication history',
        },
      ],
      default: 'removeDuplicateInputItems',
    },
    ...compareProperties({ operation: ['removeDuplicateInputItems'] }),
    {
      displayName: 'Keep Items Where',
      name: 'logic',
      type: 'options',
      noDataExpression: true,
      options: [
        {
          name: 'Value Is New',
          value: 'removeItemsWithAlreadySeenKeyValues',
          description: 'Remove all input items with values matching those already processed',
        },
        {
          name: 'Value Is Higher than Any Previous Value',
          value: 'removeItemsUpToStoredIncrementalKey',
          description: 'Works with incremental values, removes all input items with values up to the stored value',
        },
        {
          name: 'Value Is a Date Later than Any Previous Date',
          value: 'removeItemsUpToStoredDate',
          description: 'Works with date values, removes all input items with values up to the stored date',
        },
      ],
      default: 'removeItemsWithAlreadySeenKeyValues',
      description: 'How to select input items to remove by comparing them with key values previously processed',
      displayOptions: { show: history },
    },
    {
      displayName: 'Value to Dedupe On',
      name: 'dedupeField',
      type: 'string',
      default: '',
      description: 'Use an input field (or a combination of fields) that has a unique ID value',
      hint: 'The input field value to compare between items',
      placeholder: 'e.g. ID',
      required: true,
      displayOptions: { show: { ...history, logic: ['removeItemsWithAlreadySeenKeyValues'] } },
    },
    {
      displayName: 'Value to Dedupe On',
      name: 'incrementalDedupeField',
      type: 'number',
      default: '',
      description: 'Use an input field (or a combination of fields) that has an incremental value',
      hint: 'The input field value to compare between items, an incremental value is expected',
      placeholder: 'e.g. ID',
      displayOptions: { show: { ...history, logic: ['removeItemsUpToStoredIncrementalKey'] } },
    },
    {
      displayName: 'Value to Dedupe On',
      name: 'dateDedupeField',
      type: 'dateTime',
      default: '',
      description: 'Use an input field that has a date value in ISO format',
      hint: 'The input field value to compare between items, a date is expected',
      placeholder: ' e.g. 2024-08-09T13:44:16Z',
      displayOptions: { show: { ...history, logic: ['removeItemsUpToStoredDate'] } },
    },
    {
      displayName: 'Mode',
      name: 'mode',
      type: 'options',
      default: 'cleanDatabase',
      description: 'How you want to modify the key values stored on the database. None of these modes removes input items.',
      displayOptions: { show: { operation: ['clearDeduplicationHistory'] } },
      options: [{ name: 'Clean Database', value: 'cleanDatabase', description: 'Clear all values stored for a key in the database' }],
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add Field',
      default: {},
      displayOptions: {
        show: { operation: ['removeDuplicateInputItems', 'removeItemsSeenInPreviousExecutions', 'clearDeduplicationHistory'] },
      },
      options: [
        {
          ...disableDotNotationOption,
          displayOptions: { show: { '/operation': ['removeDuplicateInputItems'] }, hide: { '/compare': ['allFields'] } },
        },
        {
          ...removeOtherFieldsOption,
          displayOptions: { show: { '/operation': ['removeDuplicateInputItems'] }, hide: { '/compare': ['allFields'] } },
        },
        {
          displayName: 'Scope',
          name: 'scope',
          type: 'options',
          default: 'node',
          displayOptions: { show: { '/operation': ['clearDeduplicationHistory', 'removeItemsSeenInPreviousExecutions'] } },
          description:
            'If set to ‘workflow,’ key values will be shared across all nodes in the workflow. If set to ‘node,’ key values will be specific to this node.',
          options: [
            { name: 'Workflow', value: 'workflow', description: 'Deduplication info will be shared by all the nodes in the workflow' },
            { name: 'Node', value: 'node', description: 'Deduplication info will be stored only for this node' },
          ],
        },
        {
          displayName: 'History Size',
          name: 'historySize',
          type: 'number',
          default: 10000,
          hint: 'The max number of past items to store for deduplication',
          displayOptions: {
            show: { '/logic': ['removeItemsWithAlreadySeenKeyValues'], '/operation': ['removeItemsSeenInPreviousExecutions'] },
          },
        },
      ],
    },
  ],
};
