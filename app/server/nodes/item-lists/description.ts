/** Item Lists v1-v2.2 description (n8n's parameter names; fields are fixed collections). */
import type { INodeProperties, INodeTypeDescription } from '@sdk/workflow';
import { DEFAULT_SORT_CODE } from '../shared/transform/properties';
import { fieldsToSummarizeProperty } from '../shared/transform/summarize-properties';

const op = (operations: string[]) => ({ show: { resource: ['itemList'], operation: operations } });
const fieldList = (displayName: string, name: string, operations: string[], extra: Record<string, unknown> = {}): INodeProperties =>
  ({
    displayName,
    name,
    placeholder: 'Add Field',
    type: 'fixedCollection',
    typeOptions: { multipleValues: true },
    default: { fields: [{ fieldName: '' }] },
    displayOptions: op(operations),
    options: [{ displayName: '', name: 'fields', values: [{ displayName: 'Field Name', name: 'fieldName', type: 'string', default: '', requiresDataPath: 'single' }] }],
    ...extra,
  }) as INodeProperties;

export const itemListsDescription: INodeTypeDescription = {
  displayName: 'Item Lists',
  name: 'n8n-nodes-base.itemLists',
  icon: 'file:itemLists.svg',
  group: ['input'],
  version: [1, 2, 2.1, 2.2],
  subtitle: '={{$parameter["operation"]}}',
  description: 'Helper for working with lists of items and transforming arrays',
  defaults: { name: 'Item Lists' },
  inputs: ['main'],
  outputs: ['main'],
  codex: { categories: ['Core Nodes'], subcategories: { 'Core Nodes': ['Data Transformation'] } },
  properties: [
    { displayName: 'Resource', name: 'resource', type: 'hidden', options: [{ name: 'Item List', value: 'itemList' }], default: 'itemList' },
    {
      displayName: 'Operation',
      name: 'operation',
      type: 'options',
      noDataExpression: true,
      options: [
        { name: 'Concatenate Items', value: 'aggregateItems', description: 'Combine fields into a list in a single new item', action: 'Concatenate Items' },
        { name: 'Limit', value: 'limit', description: 'Remove items if there are too many', action: 'Limit' },
        { name: 'Remove Duplicates', value: 'removeDuplicates', description: 'Remove extra items that are similar', action: 'Remove Duplicates' },
        { name: 'Sort', value: 'sort', description: 'Change the item order', action: 'Sort' },
        { name: 'Split Out Items', value: 'splitOutItems', description: 'Turn a list inside item(s) into separate items', action: 'Split Out Items' },
        { name: 'Summarize', value: 'summarize', description: 'Aggregate items together (pivot table)', action: 'Summarize' },
      ],
      default: 'splitOutItems',
    },
    { displayName: 'Field To Split Out', name: 'fieldToSplitOut', type: 'string', default: '', required: true, displayOptions: op(['splitOutItems']), description: 'The name of the input field to break out into separate items', requiresDataPath: 'multiple' },
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
      displayOptions: op(['splitOutItems']),
    },
    { ...fieldList('Fields To Include', 'fieldsToInclude', ['splitOutItems']), displayOptions: { show: { resource: ['itemList'], operation: ['splitOutItems'], include: ['selectedOtherFields'] } } },
    {
      displayName: 'Aggregate',
      name: 'aggregate',
      type: 'options',
      default: 'aggregateIndividualFields',
      options: [
        { name: 'Individual Fields', value: 'aggregateIndividualFields' },
        { name: 'All Item Data (Into a Single List)', value: 'aggregateAllItemData' },
      ],
      displayOptions: op(['aggregateItems']),
    },
    {
      displayName: 'Fields To Aggregate',
      name: 'fieldsToAggregate',
      type: 'fixedCollection',
      typeOptions: { multipleValues: true },
      placeholder: 'Add Field To Aggregate',
      default: { fieldToAggregate: [{ fieldToAggregate: '', renameField: false }] },
      displayOptions: { show: { resource: ['itemList'], operation: ['aggregateItems'], aggregate: ['aggregateIndividualFields'] } },
      options: [
        {
          displayName: '',
          name: 'fieldToAggregate',
          values: [
            { displayName: 'Input Field Name', name: 'fieldToAggregate', type: 'string', default: '', description: 'The name of a field in the input items to aggregate together', hint: ' Enter the field name as text', requiresDataPath: 'single' },
            { displayName: 'Rename Field', name: 'renameField', type: 'boolean', default: false, description: 'Whether to give the field a different name in the output' },
            { displayName: 'Output Field Name', name: 'outputFieldName', displayOptions: { show: { renameField: [true] } }, type: 'string', default: '', description: 'The name of the field to put the aggregated data in. Leave blank to use the input field name.', requiresDataPath: 'single' },
          ],
        },
      ] as never,
    },
    { displayName: 'Put Output in Field', name: 'destinationFieldName', type: 'string', displayOptions: { show: { resource: ['itemList'], operation: ['aggregateItems'], aggregate: ['aggregateAllItemData'] } }, default: 'data', description: 'The name of the output field to put the data in' },
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
      displayOptions: op(['removeDuplicates']),
    },
    { ...fieldList('Fields To Exclude', 'fieldsToExclude', ['removeDuplicates']), displayOptions: { show: { resource: ['itemList'], operation: ['removeDuplicates'], compare: ['allFieldsExcept'] } } },
    { ...fieldList('Fields To Compare', 'fieldsToCompare', ['removeDuplicates']), displayOptions: { show: { resource: ['itemList'], operation: ['removeDuplicates'], compare: ['selectedFields'] } } },
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
      displayOptions: op(['sort']),
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
            { displayName: 'Field Name', name: 'fieldName', type: 'string', required: true, default: '', description: 'The field to sort by', hint: ' Enter the field name as text', requiresDataPath: 'single' },
            { displayName: 'Order', name: 'order', type: 'options', options: [{ name: 'Ascending', value: 'ascending' }, { name: 'Descending', value: 'descending' }], default: 'ascending', description: 'The order to sort by' },
          ],
        },
      ] as never,
      default: {},
      displayOptions: { show: { resource: ['itemList'], operation: ['sort'], type: ['simple'] } },
    },
    {
      displayName: 'Code',
      name: 'code',
      type: 'string',
      typeOptions: { alwaysOpenEditWindow: true, editor: 'code', rows: 10 },
      default: DEFAULT_SORT_CODE,
      description: 'Javascript code to determine the order of any two items',
      displayOptions: { show: { resource: ['itemList'], operation: ['sort'], type: ['code'] } },
    },
    { displayName: 'Max Items', name: 'maxItems', type: 'number', typeOptions: { minValue: 1 }, default: 1, description: 'If there are more input items than this number, some are removed', displayOptions: op(['limit']) },
    { displayName: 'Keep', name: 'keep', type: 'options', options: [{ name: 'First Items', value: 'firstItems' }, { name: 'Last Items', value: 'lastItems' }], default: 'firstItems', description: 'When removing items, whether to keep the ones at the start or the ending', displayOptions: op(['limit']) },
    { ...fieldsToSummarizeProperty, displayOptions: op(['summarize']) },
    { displayName: 'Fields to Split By', name: 'fieldsToSplitBy', type: 'string', placeholder: 'e.g. country, city', default: '', description: 'The name of the input fields that you want to split the summary by', hint: 'Enter the name of the fields as text (separated by commas)', displayOptions: op(['summarize']), requiresDataPath: 'multiple' },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add Field',
      default: {},
      displayOptions: op(['splitOutItems', 'aggregateItems', 'removeDuplicates', 'sort']),
      options: [
        { displayName: 'Disable Dot Notation', name: 'disableDotNotation', type: 'boolean', default: false, description: 'Whether to disallow referencing child fields using `parent.child` in the field name' },
        { displayName: 'Destination Field Name', name: 'destinationFieldName', type: 'string', requiresDataPath: 'multiple', displayOptions: { show: { '/operation': ['splitOutItems'] } }, default: '', description: 'The field in the output under which to put the split field contents' },
        { displayName: 'Merge Lists', name: 'mergeLists', type: 'boolean', default: false, displayOptions: { show: { '/operation': ['aggregateItems'], '/aggregate': ['aggregateIndividualFields'] } }, description: 'Whether to merge the output into a single flat list (rather than a list of lists), if the field to aggregate is a list' },
        { displayName: 'Keep Missing And Null Values', name: 'keepMissing', type: 'boolean', default: false, displayOptions: { show: { '/operation': ['aggregateItems'], '/aggregate': ['aggregateIndividualFields'] } }, description: 'Whether to add a null entry to the aggregated list when there is a missing or null value' },
        { displayName: 'Remove Other Fields', name: 'removeOtherFields', type: 'boolean', default: false, displayOptions: { show: { '/operation': ['removeDuplicates'], '/compare': ['selectedFields'] } }, description: 'Whether to remove any fields that are not being compared. If disabled, will keep the values from the first of the duplicates.' },
      ],
    },
  ],
};
