/**
 * Set v3.x ("Edit Fields") description: `mode` manual/raw, `fields.values[]` (3-3.2) or
 * `assignments.assignments[]` (3.3+), `include`/`includeOtherFields`, `options`.
 */
import type { INodeProperties, INodeTypeDescription } from '@sdk/workflow';

const FIELD_TYPES = [
  { name: 'String', value: 'stringValue' },
  { name: 'Number', value: 'numberValue' },
  { name: 'Boolean', value: 'booleanValue' },
  { name: 'Array', value: 'arrayValue' },
  { name: 'Object', value: 'objectValue' },
];

const manual = { show: { mode: ['manual'] } };
const fieldsV3: INodeProperties = {
  displayName: 'Fields to Set',
  name: 'fields',
  placeholder: 'Add Field',
  type: 'fixedCollection',
  description: 'Edit existing fields or add new ones to modify the output data',
  typeOptions: { multipleValues: true, sortable: true },
  default: {},
  displayOptions: { show: { mode: ['manual'], '@version': [3, 3.1, 3.2] } },
  options: [
    {
      name: 'values',
      displayName: 'Values',
      values: [
        {
          displayName: 'Name',
          name: 'name',
          type: 'string',
          default: '',
          placeholder: 'e.g. fieldName',
          description: 'Name of the field to set the value of. Supports dot-notation. Example: data.person[0].name.',
          requiresDataPath: 'single',
        },
        {
          displayName: 'Type',
          name: 'type',
          type: 'options',
          description: 'The field value type',
          options: FIELD_TYPES,
          default: 'stringValue',
        },
        { displayName: 'Value', name: 'stringValue', type: 'string', default: '', displayOptions: { show: { type: ['stringValue'] } } },
        { displayName: 'Value', name: 'numberValue', type: 'string', default: '', displayOptions: { show: { type: ['numberValue'] } } },
        {
          displayName: 'Value',
          name: 'booleanValue',
          type: 'options',
          default: 'true',
          options: [
            { name: 'True', value: 'true' },
            { name: 'False', value: 'false' },
          ],
          displayOptions: { show: { type: ['booleanValue'] } },
        },
        {
          displayName: 'Value',
          name: 'arrayValue',
          type: 'string',
          default: '',
          placeholder: 'e.g. [ arrayItem1, arrayItem2, arrayItem3 ]',
          displayOptions: { show: { type: ['arrayValue'] } },
        },
        {
          displayName: 'Value',
          name: 'objectValue',
          type: 'json',
          default: '={}',
          typeOptions: { rows: 2 },
          displayOptions: { show: { type: ['objectValue'] } },
        },
      ],
    },
  ] as never,
};

export const setV3Description: INodeTypeDescription = {
  displayName: 'Edit Fields (Set)',
  name: 'n8n-nodes-base.set',
  icon: 'fa:pen',
  group: ['input'],
  version: [3, 3.1, 3.2, 3.3, 3.4],
  defaultVersion: 3.4,
  description: 'Modify, add, or remove item fields',
  subtitle: '={{$parameter["mode"]}}',
  defaults: { name: 'Edit Fields' },
  inputs: ['main'],
  outputs: ['main'],
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Data Transformation'] },
    alias: ['Set', 'JSON', 'Filter', 'Transform', 'Map'],
  },
  properties: [
    {
      displayName: 'Mode',
      name: 'mode',
      type: 'options',
      noDataExpression: true,
      options: [
        { name: 'Manual Mapping', value: 'manual', description: 'Edit item fields one by one', action: 'Edit item fields one by one' },
        { name: 'JSON', value: 'raw', description: 'Customize item output with JSON', action: 'Customize item output with JSON' },
      ],
      default: 'manual',
    },
    { displayName: 'Duplicate Item', name: 'duplicateItem', type: 'boolean', default: false, isNodeSetting: true },
    {
      displayName: 'Duplicate Item Count',
      name: 'duplicateCount',
      type: 'number',
      default: 0,
      typeOptions: { minValue: 0 },
      description: 'How many times the item should be duplicated, mainly used for testing and debugging',
      isNodeSetting: true,
      displayOptions: { show: { duplicateItem: [true] } },
    },
    {
      displayName: 'JSON Output',
      name: 'jsonOutput',
      type: 'json',
      typeOptions: { rows: 5 },
      default: '{\n  "my_field_1": "value",\n  "my_field_2": 1\n}\n',
      validateType: 'object',
      ignoreValidationDuringExecution: true,
      displayOptions: { show: { mode: ['raw'] } },
    },
    fieldsV3,
    {
      displayName: 'Fields to Set',
      name: 'assignments',
      type: 'assignmentCollection',
      default: {},
      displayOptions: { show: { mode: ['manual'] }, hide: { '@version': [3, 3.1, 3.2] } },
    } as INodeProperties,
    {
      displayName: 'Include Other Input Fields',
      name: 'includeOtherFields',
      type: 'boolean',
      default: false,
      description: "Whether to pass to the output all the input fields (along with the fields set in 'Fields to Set')",
      displayOptions: { hide: { '@version': [3, 3.1, 3.2] } },
    },
    {
      displayName: 'Include in Output',
      name: 'include',
      type: 'options',
      description: 'How to select the fields you want to include in your output items',
      default: 'all',
      options: [
        { name: 'All Input Fields', value: 'all', description: 'Also include all unchanged fields from the input' },
        { name: 'No Input Fields', value: 'none', description: 'Include only the fields specified above' },
        {
          name: 'Selected Input Fields',
          value: 'selected',
          description: 'Also include the fields listed in the parameter “Fields to Include”',
        },
        { name: 'All Input Fields Except', value: 'except', description: 'Exclude the fields listed in the parameter “Fields to Exclude”' },
      ],
      displayOptions: { show: { '@version': [3, 3.1, 3.2] } },
    },
    {
      displayName: 'Include in Output',
      name: 'include',
      type: 'options',
      default: 'all',
      options: [
        { name: 'All Input Fields', value: 'all' },
        { name: 'Selected Input Fields', value: 'selected' },
        { name: 'All Input Fields Except', value: 'except' },
      ],
      displayOptions: { hide: { '@version': [3, 3.1, 3.2] }, show: { includeOtherFields: [true] } },
    },
    {
      displayName: 'Fields to Include',
      name: 'includeFields',
      type: 'string',
      default: '',
      placeholder: 'e.g. fieldToInclude1,fieldToInclude2',
      description: 'Comma-separated list of the field names you want to include in the output',
      requiresDataPath: 'multiple',
      displayOptions: { show: { include: ['selected'] } },
    },
    {
      displayName: 'Fields to Exclude',
      name: 'excludeFields',
      type: 'string',
      default: '',
      placeholder: 'e.g. fieldToExclude1,fieldToExclude2',
      description: 'Comma-separated list of the field names you want to exclude from the output',
      requiresDataPath: 'multiple',
      displayOptions: { show: { include: ['except'] } },
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add Option',
      default: {},
      options: [
        {
          displayName: 'Include Binary File',
          name: 'includeBinary',
          type: 'boolean',
          default: true,
          displayOptions: { show: { '@version': [3, 3.1, 3.2] } },
          description: 'Whether binary data should be included if present in the input item',
        },
        {
          displayName: 'Strip Binary Data',
          name: 'stripBinary',
          type: 'boolean',
          default: true,
          description:
            'Whether binary data should be stripped from the input item. Only applies when "Include Other Input Fields" is enabled.',
          displayOptions: { hide: { '@version': [3, 3.1, 3.2] } },
        },
        {
          displayName: 'Ignore Type Conversion Errors',
          name: 'ignoreConversionErrors',
          type: 'boolean',
          default: false,
          description: 'Whether to ignore field type errors and apply a less strict type conversion',
          displayOptions: { show: { '/mode': ['manual'] } },
        },
        {
          displayName: 'Support Dot Notation',
          name: 'dotNotation',
          type: 'boolean',
          default: false,
          description:
            'By default, dot-notation is used in property names. This means that "a.b" will set the property "b" underneath "a" so { "a": { "b": value} }. If that is not intended this can be deactivated, it will then set { "a.b": value } instead.',
        },
      ],
    },
  ],
};
void manual;
