/** Aggregate description (`n8n-nodes-base.aggregate` v1, n8n's parameter names). */
import type { INodeTypeDescription } from '@sdk/workflow';
import { disableDotNotationOption } from '../shared/transform/properties';

const allItemData = { show: { aggregate: ['aggregateAllItemData'] } };
const hideForAllItemData = { hide: { '/aggregate': ['aggregateAllItemData'] } };

export const aggregateDescription: INodeTypeDescription = {
  displayName: 'Aggregate',
  name: 'n8n-nodes-base.aggregate',
  icon: 'file:aggregate.svg',
  group: ['transform'],
  subtitle: '',
  version: 1,
  description: 'Combine a field from many items into a list in a single item',
  defaults: { name: 'Aggregate' },
  inputs: ['main'],
  outputs: ['main'],
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Data Transformation'] },
    alias: ['Aggregate', 'Combine', 'Flatten', 'Transform', 'Array', 'List', 'Item'],
  },
  properties: [
    {
      displayName: 'Aggregate',
      name: 'aggregate',
      type: 'options',
      default: 'aggregateIndividualFields',
      options: [
        { name: 'Individual Fields', value: 'aggregateIndividualFields' },
        { name: 'All Item Data (Into a Single List)', value: 'aggregateAllItemData' },
      ],
    },
    {
      displayName: 'Fields To Aggregate',
      name: 'fieldsToAggregate',
      type: 'fixedCollection',
      typeOptions: { multipleValues: true },
      placeholder: 'Add Field To Aggregate',
      default: { fieldToAggregate: [{ fieldToAggregate: '', renameField: false }] },
      displayOptions: { show: { aggregate: ['aggregateIndividualFields'] } },
      options: [
        {
          displayName: '',
          name: 'fieldToAggregate',
          values: [
            {
              displayName: 'Input Field Name',
              name: 'fieldToAggregate',
              type: 'string',
              default: '',
              description: 'The name of a field in the input items to aggregate together',
              placeholder: 'e.g. id',
              hint: ' Enter the field name as text',
              requiresDataPath: 'single',
            },
            {
              displayName: 'Rename Field',
              name: 'renameField',
              type: 'boolean',
              default: false,
              description: 'Whether to give the field a different name in the output',
            },
            {
              displayName: 'Output Field Name',
              name: 'outputFieldName',
              displayOptions: { show: { renameField: [true] } },
              type: 'string',
              default: '',
              description: 'The name of the field to put the aggregated data in. Leave blank to use the input field name.',
              requiresDataPath: 'single',
            },
          ],
        },
      ] as never,
    },
    {
      displayName: 'Put Output in Field',
      name: 'destinationFieldName',
      type: 'string',
      displayOptions: allItemData,
      default: 'data',
      description: 'The name of the output field to put the data in',
    },
    {
      displayName: 'Include',
      name: 'include',
      type: 'options',
      default: 'allFields',
      options: [
        { name: 'All Fields', value: 'allFields' },
        { name: 'Specified Fields', value: 'specifiedFields' },
        { name: 'All Fields Except', value: 'allFieldsExcept' },
      ],
      displayOptions: allItemData,
    },
    {
      displayName: 'Fields To Exclude',
      name: 'fieldsToExclude',
      type: 'string',
      placeholder: 'e.g. email, name',
      default: '',
      requiresDataPath: 'multiple',
      displayOptions: { show: { aggregate: ['aggregateAllItemData'], include: ['allFieldsExcept'] } },
    },
    {
      displayName: 'Fields To Include',
      name: 'fieldsToInclude',
      type: 'string',
      placeholder: 'e.g. email, name',
      default: '',
      requiresDataPath: 'multiple',
      displayOptions: { show: { aggregate: ['aggregateAllItemData'], include: ['specifiedFields'] } },
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add Option',
      default: {},
      options: [
        {
          displayName: 'Group By Fields',
          name: 'groupByFields',
          type: 'string',
          default: '',
          placeholder: 'e.g. category, type',
          description:
            'Comma-separated list of fields to group by. Creates one output item per unique combination of these field values. Dot-notation is supported to access nested fields.',
          requiresDataPath: 'multiple',
        },
        { ...disableDotNotationOption, displayOptions: hideForAllItemData },
        {
          displayName: 'Merge Lists',
          name: 'mergeLists',
          type: 'boolean',
          default: false,
          description:
            'Whether to merge the output into a single flat list (rather than a list of lists), if the field to aggregate is a list',
          displayOptions: hideForAllItemData,
        },
        {
          displayName: 'Include Binaries',
          name: 'includeBinaries',
          type: 'boolean',
          default: false,
          description: 'Whether to include the binary data in the new item',
        },
        {
          displayName: 'Keep Only Unique Binaries',
          name: 'keepOnlyUnique',
          type: 'boolean',
          default: false,
          description: 'Whether to keep only unique binaries by comparing mime types, file types, file sizes and file extensions',
          displayOptions: { show: { includeBinaries: [true] } },
        },
        {
          displayName: 'Keep Missing And Null Values',
          name: 'keepMissing',
          type: 'boolean',
          default: false,
          description: 'Whether to add a null entry to the aggregated list when there is a missing or null value',
          displayOptions: hideForAllItemData,
        },
      ],
    },
  ],
};
