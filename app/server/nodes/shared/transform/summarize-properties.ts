/** The Summarize parameters (n8n's names), shared by the Summarize node and Item Lists. */
import type { INodeProperties } from '@sdk/workflow';

const NUMERICAL = ['average', 'sum'];
const COUNTING = ['countUnique', 'count', 'max', 'min'];

/** "Fields to Summarize": aggregation, field, empty values and separator per row. */
export const fieldsToSummarizeProperty: INodeProperties = {
  displayName: 'Fields to Summarize',
  name: 'fieldsToSummarize',
  type: 'fixedCollection',
  placeholder: 'Add Field',
  default: { values: [{ aggregation: 'count', field: '' }] },
  typeOptions: { multipleValues: true },
  options: [
    {
      displayName: '',
      name: 'values',
      values: [
        {
          displayName: 'Aggregation',
          name: 'aggregation',
          type: 'options',
          options: [
            { name: 'Append', value: 'append' },
            { name: 'Average', value: 'average' },
            { name: 'Concatenate', value: 'concatenate' },
            { name: 'Count', value: 'count' },
            { name: 'Count Unique', value: 'countUnique' },
            { name: 'Max', value: 'max' },
            { name: 'Min', value: 'min' },
            { name: 'Sum', value: 'sum' },
          ],
          default: 'count',
          description: 'How to combine the values of the field you want to summarize',
        },
        {
          displayName: 'Field',
          name: 'field',
          type: 'string',
          default: '',
          description: 'The name of an input field that you want to summarize',
          placeholder: 'e.g. cost',
          hint: ' Enter the field name as text',
          displayOptions: { hide: { aggregation: [...NUMERICAL, ...COUNTING] } },
          requiresDataPath: 'single',
        },
        {
          displayName: 'Field',
          name: 'field',
          type: 'string',
          default: '',
          description:
            'The name of an input field that you want to summarize. The field should contain numerical values; null, undefined, empty strings would be ignored.',
          placeholder: 'e.g. cost',
          hint: ' Enter the field name as text',
          displayOptions: { show: { aggregation: NUMERICAL } },
          requiresDataPath: 'single',
        },
        {
          displayName: 'Field',
          name: 'field',
          type: 'string',
          default: '',
          description: 'The name of an input field that you want to summarize; null, undefined, empty strings would be ignored',
          placeholder: 'e.g. cost',
          hint: ' Enter the field name as text',
          displayOptions: { show: { aggregation: COUNTING } },
          requiresDataPath: 'single',
        },
        {
          displayName: 'Include Empty Values',
          name: 'includeEmpty',
          type: 'boolean',
          default: false,
          displayOptions: { show: { aggregation: ['append', 'concatenate'] } },
        },
        {
          displayName: 'Separator',
          name: 'separateBy',
          type: 'options',
          default: ',',
          options: [
            { name: 'Comma', value: ',' },
            { name: 'Comma and Space', value: ', ' },
            { name: 'New Line', value: '\n' },
            { name: 'None', value: '' },
            { name: 'Space', value: ' ' },
            { name: 'Other', value: 'other' },
          ],
          hint: 'What to insert between values',
          displayOptions: { show: { aggregation: ['concatenate'] } },
        },
        {
          displayName: 'Custom Separator',
          name: 'customSeparator',
          type: 'string',
          default: '',
          displayOptions: { show: { aggregation: ['concatenate'], separateBy: ['other'] } },
        },
      ],
    },
  ] as never,
};

/** "Fields to Split By" (called "Fields to Group By" when all splits go into one item). */
export const fieldsToSplitByProperties: INodeProperties[] = [
  {
    displayName: 'Fields to Split By',
    name: 'fieldsToSplitBy',
    type: 'string',
    placeholder: 'e.g. country, city',
    default: '',
    description: 'The name of the input fields that you want to split the summary by',
    hint: 'Enter the name of the fields as text (separated by commas)',
    displayOptions: { hide: { '/options.outputFormat': ['singleItem'] } },
    requiresDataPath: 'multiple',
  },
  {
    displayName: 'Fields to Group By',
    name: 'fieldsToSplitBy',
    type: 'string',
    placeholder: 'e.g. country, city',
    default: '',
    description: 'The name of the input fields that you want to split the summary by',
    hint: 'Enter the name of the fields as text (separated by commas)',
    displayOptions: { show: { '/options.outputFormat': ['singleItem'] } },
    requiresDataPath: 'multiple',
  },
];

/** The Summarize options; `continueIfFieldNotFound` exists up to version 1 only. */
export function summarizeOptions(withContinueIfFieldNotFound: boolean): INodeProperties['options'] {
  return [
    ...(withContinueIfFieldNotFound
      ? [
          {
            displayName: 'Continue if Field Not Found',
            name: 'continueIfFieldNotFound',
            type: 'boolean' as const,
            default: false,
            description:
              "Whether to continue if field to summarize can't be found in any items and return single empty item, otherwise an error would be thrown",
          },
        ]
      : []),
    {
      displayName: 'Disable Dot Notation',
      name: 'disableDotNotation',
      type: 'boolean',
      default: false,
      description: 'Whether to disallow referencing child fields using `parent.child` in the field name',
    },
    {
      displayName: 'Output Format',
      name: 'outputFormat',
      type: 'options',
      default: 'separateItems',
      options: [
        { name: 'Each Split in a Separate Item', value: 'separateItems' },
        { name: 'All Splits in a Single Item', value: 'singleItem' },
      ],
    },
    { displayName: 'Ignore items without valid fields to group by', name: 'skipEmptySplitFields', type: 'boolean', default: false },
  ] as INodeProperties['options'];
}
