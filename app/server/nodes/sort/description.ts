/** Sort description (`n8n-nodes-base.sort` v1, n8n's parameter names). */
import type { INodeTypeDescription } from '@sdk/workflow';
import { DEFAULT_SORT_CODE, disableDotNotationOption } from '../shared/transform/properties';

export const sortDescription: INodeTypeDescription = {
  displayName: 'Sort',
  name: 'n8n-nodes-base.sort',
  icon: 'file:sort.svg',
  group: ['transform'],
  subtitle: '',
  version: 1,
  description: 'Change items order',
  defaults: { name: 'Sort' },
  inputs: ['main'],
  outputs: ['main'],
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Data Transformation'] },
    alias: ['Sort', 'Order', 'Transform', 'Array', 'List', 'Item', 'Random'],
  },
  properties: [
    {
      displayName: 'Type',
      name: 'type',
      type: 'options',
      options: [
        { name: 'Simple', value: 'simple' },
        { name: 'Random', value: 'random' },
        { name: 'Code', value: 'code' },
      ],
      default: 'simple',
      description: 'The fields of the input items to compare to see if they are the same',
    },
    {
      displayName: 'Fields To Sort By',
      name: 'sortFieldsUi',
      type: 'fixedCollection',
      typeOptions: { multipleValues: true },
      placeholder: 'Add Field To Sort By',
      options: [
        {
          displayName: '',
          name: 'sortField',
          values: [
            {
              displayName: 'Field Name',
              name: 'fieldName',
              type: 'string',
              required: true,
              default: '',
              description: 'The field to sort by',
              placeholder: 'e.g. id',
              hint: ' Enter the field name as text',
              requiresDataPath: 'single',
            },
            {
              displayName: 'Order',
              name: 'order',
              type: 'options',
              options: [
                { name: 'Ascending', value: 'ascending' },
                { name: 'Descending', value: 'descending' },
              ],
              default: 'ascending',
              description: 'The order to sort by',
            },
          ],
        },
      ] as never,
      default: {},
      description: 'The fields of the input items to compare to see if they are the same',
      displayOptions: { show: { type: ['simple'] } },
    },
    {
      displayName: 'Code',
      name: 'code',
      type: 'string',
      typeOptions: { alwaysOpenEditWindow: true, editor: 'jsEditor', rows: 10 },
      default: DEFAULT_SORT_CODE,
      description: 'Javascript code to determine the order of any two items',
      displayOptions: { show: { type: ['code'] } },
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add Field',
      default: {},
      displayOptions: { show: { type: ['simple'] } },
      options: [disableDotNotationOption],
    },
  ],
};
