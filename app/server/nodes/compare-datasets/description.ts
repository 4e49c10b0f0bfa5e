/** Compare Datasets description (`n8n-nodes-base.compareDatasets` v1-v2.3, n8n's parameter names). */
import type { INodeProperties, INodeTypeDescription } from '@sdk/workflow';
import { disableDotNotationOption } from '../shared/transform/properties';

const resolveOptions = [
  { name: 'Use Input A Version', value: 'preferInput1' },
  { name: 'Use Input B Version', value: 'preferInput2' },
  { name: 'Use a Mix of Versions', value: 'mix', description: 'Output uses different inputs for different fields' },
  { name: 'Include Both Versions', value: 'includeBoth', description: 'Output contains all data (but structure more complex)' },
];

const fuzzyCompare: INodeProperties = {
  displayName: 'Fuzzy Compare',
  name: 'fuzzyCompare',
  type: 'boolean',
  default: false,
  description:
    "Whether to tolerate small type differences when comparing fields. E.g. the number 3 and the string '3' are treated as the same.",
};

export const compareDatasetsDescription: INodeTypeDescription = {
  displayName: 'Compare Datasets',
  name: 'n8n-nodes-base.compareDatasets',
  icon: 'file:compare.svg',
  group: ['transform'],
  version: [1, 2, 2.1, 2.2, 2.3],
  defaultVersion: 2.3,
  description: 'Compare two inputs for changes',
  defaults: { name: 'Compare Datasets' },
  inputs: ['main', 'main'],
  inputNames: ['Input A', 'Input B'],
  outputs: ['main', 'main', 'main', 'main'],
  outputNames: ['In A only', 'Same', 'Different', 'In B only'],
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Data Transformation'] },
    alias: ['Compare', 'Diff', 'Difference', 'Dataset', 'Sync'],
  },
  properties: [
    {
      displayName:
        'Items from different branches are paired together when the fields below match. If paired, the rest of the fields are compared to determine whether the items are the same or different',
      name: 'infoBox',
      type: 'notice',
      default: '',
    },
    {
      displayName: 'Fields to Match',
      name: 'mergeByFields',
      type: 'fixedCollection',
      placeholder: 'Add Fields to Match',
      default: { values: [{ field1: '', field2: '' }] },
      typeOptions: { multipleValues: true },
      options: [
        {
          displayName: 'Values',
          name: 'values',
          values: [
            {
              displayName: 'Input A Field',
              name: 'field1',
              type: 'string',
              default: '',
              placeholder: 'e.g. id',
              hint: ' Enter the field name as text',
              requiresDataPath: 'single',
            },
            {
              displayName: 'Input B Field',
              name: 'field2',
              type: 'string',
              default: '',
              placeholder: 'e.g. id',
              hint: ' Enter the field name as text',
              requiresDataPath: 'single',
            },
          ],
        },
      ] as never,
    },
    {
      displayName: 'When There Are Differences',
      name: 'resolve',
      type: 'options',
      default: 'preferInput2',
      options: resolveOptions,
      displayOptions: { show: { '@version': [1, 2] } },
    },
    {
      displayName: 'When There Are Differences',
      name: 'resolve',
      type: 'options',
      default: 'includeBoth',
      options: resolveOptions,
      displayOptions: { hide: { '@version': [1, 2] } },
    },
    { ...fuzzyCompare, displayOptions: { hide: { '@version': [1] } } },
    {
      displayName: 'Prefer',
      name: 'preferWhenMix',
      type: 'options',
      default: 'input1',
      options: [
        { name: 'Input A Version', value: 'input1' },
        { name: 'Input B Version', value: 'input2' },
      ],
      displayOptions: { show: { resolve: ['mix'] } },
    },
    {
      displayName: 'For Everything Except',
      name: 'exceptWhenMix',
      type: 'string',
      default: '',
      placeholder: 'e.g. id, country',
      hint: 'Enter the names of the input fields as text, separated by commas',
      displayOptions: { show: { resolve: ['mix'] } },
      requiresDataPath: 'multiple',
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add Option',
      default: {},
      options: [
        {
          displayName: 'Fields to Skip Comparing',
          name: 'skipFields',
          type: 'string',
          default: '',
          placeholder: 'e.g. updated_at, updated_by',
          hint: 'Enter the field names as text, separated by commas',
          description: "Fields that shouldn't be included when checking whether two items are the same",
          requiresDataPath: 'multiple',
        },
        { ...fuzzyCompare, displayOptions: { show: { '@version': [1] } } },
        disableDotNotationOption,
        {
          displayName: 'Multiple Matches',
          name: 'multipleMatches',
          type: 'options',
          default: 'first',
          options: [
            { name: 'Include First Match Only', value: 'first', description: 'Only ever output a single item per match' },
            { name: 'Include All Matches', value: 'all', description: 'Output multiple items if there are multiple matches' },
          ],
        },
      ],
    },
  ],
};
