/** Set v1/v2 description: `values.{boolean,number,string}[]`, `keepOnlySet`, `options.dotNotation`. */
import type { INodeProperties, INodeTypeDescription } from '@sdk/workflow';

const valueCollection = (
  name: 'boolean' | 'number' | 'string',
  type: 'boolean' | 'number' | 'string',
  fallback: boolean | number | string,
): INodeProperties =>
  ({
    displayName: name === 'boolean' ? 'Boolean' : name === 'number' ? 'Number' : 'String',
    name,
    values: [
      {
        displayName: 'Name',
        name: 'name',
        type: 'string',
        requiresDataPath: 'single',
        default: 'propertyName',
        description: 'Name of the property to write data to. Supports dot-notation. Example: "data.person[0].name"',
      },
      { displayName: 'Value', name: 'value', type, default: fallback, description: `The ${name} value to write in the property` },
    ],
  }) as unknown as INodeProperties;

export const setV1Description: INodeTypeDescription = {
  displayName: 'Set',
  name: 'n8n-nodes-base.set',
  icon: 'fa:pen',
  group: ['input'],
  version: [1, 2],
  description: 'Sets values on items and optionally remove other values',
  defaults: { name: 'Set', color: '#0000FF' },
  inputs: ['main'],
  outputs: ['main'],
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Data Transformation'] },
    alias: ['Set', 'JSON', 'Filter', 'Transform', 'Map'],
  },
  properties: [
    {
      displayName: 'Keep Only Set',
      name: 'keepOnlySet',
      type: 'boolean',
      default: false,
      description: 'Whether only the values set on this node should be kept and all others removed',
    },
    {
      displayName: 'Values to Set',
      name: 'values',
      placeholder: 'Add Value',
      type: 'fixedCollection',
      typeOptions: { multipleValues: true, sortable: true },
      description: 'The value to set',
      default: {},
      options: [
        valueCollection('boolean', 'boolean', false),
        valueCollection('number', 'number', 0),
        valueCollection('string', 'string', ''),
      ] as never,
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add Option',
      default: {},
      options: [
        {
          displayName: 'Dot Notation',
          name: 'dotNotation',
          type: 'boolean',
          default: true,
          description: 'Whether dot-notation should be used in property names',
        },
      ],
    },
  ],
};
