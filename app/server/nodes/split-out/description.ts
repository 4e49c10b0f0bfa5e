/** Split Out description (`n8n-nodes-base.splitOut` v1, n8n's parameter names). */
import type { INodeTypeDescription } from '@sdk/workflow';
import { disableDotNotationOption } from '../shared/transform/properties';

export const splitOutDescription: INodeTypeDescription = {
  displayName: 'Split Out',
  name: 'n8n-nodes-base.splitOut',
  icon: 'file:splitOut.svg',
  group: ['transform'],
  subtitle: '',
  version: 1,
  description: 'Turn a list inside item(s) into separate items',
  defaults: { name: 'Split Out' },
  inputs: ['main'],
  outputs: ['main'],
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Data Transformation'] },
    alias: ['Split', 'Array', 'Explode', 'Item Lists'],
  },
  properties: [
    {
      displayName: 'Fields To Split Out',
      name: 'fieldToSplitOut',
      type: 'string',
      default: '',
      required: true,
      placeholder: 'Drag fields from the left or type their names',
      description:
        'The name of the input fields to break out into separate items. Separate multiple field names by commas. For binary data, use $binary.',
      requiresDataPath: 'multiple',
      hint: 'Use $binary to split out the input item by binary data',
    },
    {
      displayName: 'Include',
      name: 'include',
      type: 'options',
      options: [
        { name: 'No Other Fields', value: 'noOtherFields' },
        { name: 'All Other Fields', value: 'allOtherFields' },
        { name: 'Selected Other Fields', value: 'selectedOtherFields' },
      ],
      default: 'noOtherFields',
      description: 'Whether to copy any other fields into the new items',
    },
    {
      displayName: 'Fields To Include',
      name: 'fieldsToInclude',
      type: 'string',
      placeholder: 'e.g. email, name',
      requiresDataPath: 'multiple',
      description: 'Fields in the input items to aggregate together',
      default: '',
      displayOptions: { show: { include: ['selectedOtherFields'] } },
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add Field',
      default: {},
      options: [
        disableDotNotationOption,
        {
          displayName: 'Destination Field Name',
          name: 'destinationFieldName',
          type: 'string',
          requiresDataPath: 'multiple',
          default: '',
          description: 'The field in the output under which to put the split field contents',
        },
        {
          displayName: 'Include Binary',
          name: 'includeBinary',
          type: 'boolean',
          default: false,
          description: 'Whether to include the binary data in the new items',
        },
      ],
    },
  ],
};
