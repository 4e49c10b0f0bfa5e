/**
 * Parameters only version 3 shows for writing rows (n8n's names and defaults): before the
 * resource mapper arrived in 4, the columns came from `dataMode` (auto-map, map each column
 * below, or nothing) with `fieldsUi`, and update/upsert found their row by
 * `columnToMatchOn` and `valueToMatchOn`.
 */
import type { INodeProperties } from '@sdk/workflow';

const v3 = (operation: string, extra: Record<string, string[]> = {}) => ({
  show: { resource: ['sheet'], operation: [operation], ...extra, '@version': [3] },
});

const dataMode = (operation: string): INodeProperties => ({
  displayName: 'Data Mode',
  name: 'dataMode',
  type: 'options',
  options: [
    {
      name: 'Auto-Map Input Data to Columns',
      value: 'autoMapInputData',
      description: 'Use when node input properties match destination column names',
    },
    { name: 'Map Each Column Below', value: 'defineBelow', description: 'Set the value for each destination column' },
    { name: 'Nothing', value: 'nothing', description: 'Do not send anything' },
  ],
  displayOptions: v3(operation),
  default: 'defineBelow',
  description: 'Whether to insert the input data this node receives in the new row',
});

const appendFields: INodeProperties = {
  displayName: 'Fields to Send',
  name: 'fieldsUi',
  placeholder: 'Add Field',
  type: 'fixedCollection',
  typeOptions: { multipleValueButtonText: 'Add Field to Send', multipleValues: true },
  displayOptions: v3('append', { dataMode: ['defineBelow'] }),
  default: {},
  options: [
    {
      displayName: 'Field',
      name: 'fieldValues',
      values: [
        {
          displayName: 'Field Name or ID',
          name: 'fieldId',
          type: 'options',
          description: 'Choose from the list, or specify an ID using an expression',
          typeOptions: { loadOptionsDependsOn: ['sheetName.value'], loadOptionsMethod: 'getSheetHeaderRowAndSkipEmpty' },
          default: '',
        },
        { displayName: 'Field Value', name: 'fieldValue', type: 'string', default: '' },
      ],
    },
  ],
};

function matchProperties(operation: string): INodeProperties[] {
  return [
    {
      displayName: 'Column to match on',
      name: 'columnToMatchOn',
      type: 'options',
      description: 'Choose from the list, or specify an ID using an expression',
      typeOptions: { loadOptionsDependsOn: ['sheetName.value'], loadOptionsMethod: 'getSheetHeaderRowAndSkipEmpty' },
      default: '',
      hint: "Used to find the correct row to update. Doesn't get changed.",
      displayOptions: v3(operation),
    },
    {
      displayName: 'Value of Column to Match On',
      name: 'valueToMatchOn',
      type: 'string',
      default: '',
      displayOptions: v3(operation, { dataMode: ['defineBelow'] }),
    },
    {
      displayName: 'Values to Send',
      name: 'fieldsUi',
      placeholder: 'Add Field',
      type: 'fixedCollection',
      typeOptions: { multipleValues: true },
      displayOptions: v3(operation, { dataMode: ['defineBelow'] }),
      default: {},
      options: [
        {
          displayName: 'Field',
          name: 'values',
          values: [
            {
              displayName: 'Column',
              name: 'column',
              type: 'options',
              description: 'Choose from the list, or specify an ID using an expression',
              typeOptions: {
                loadOptionsDependsOn: ['sheetName.value', 'columnToMatchOn'],
                loadOptionsMethod: 'getSheetHeaderRowAndAddColumn',
              },
              default: '',
            },
            {
              displayName: 'Column Name',
              name: 'columnName',
              type: 'string',
              default: '',
              displayOptions: { show: { column: ['newColumn'] } },
            },
            { displayName: 'Value', name: 'fieldValue', type: 'string', default: '' },
          ],
        },
      ],
    },
  ];
}

/** Version 3's own write parameters for one operation, shown before its options. */
export function v3WriteProperties(operation: 'append' | 'update' | 'appendOrUpdate'): INodeProperties[] {
  if (operation === 'append') return [dataMode(operation), appendFields];
  return [dataMode(operation), ...matchProperties(operation)];
}
