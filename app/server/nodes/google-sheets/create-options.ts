/**
 * Options that Google Sheets 1–2 and 3–4.7 offer alike when creating a sheet or a
 * document, written once so the versions cannot drift apart.
 */
import type { INodeProperties } from '@sdk/workflow';

/** A new sheet's visibility, direction, ID, position and tab color. */
export const newSheetOptions: INodeProperties[] = [
  {
    displayName: 'Hidden',
    name: 'hidden',
    type: 'boolean',
    default: false,
    description: "Whether the sheet is hidden in the UI, false if it's visible",
  },
  {
    displayName: 'Right To Left',
    name: 'rightToLeft',
    type: 'boolean',
    default: false,
    description: 'Whether the sheet is an RTL sheet instead of an LTR sheet',
  },
  {
    displayName: 'Sheet ID',
    name: 'sheetId',
    type: 'number',
    default: 0,
    description: 'The ID of the sheet. Must be non-negative. This field cannot be changed once set.',
  },
  {
    displayName: 'Sheet Index',
    name: 'index',
    type: 'number',
    default: 0,
    description: 'The index of the sheet within the spreadsheet',
  },
  { displayName: 'Tab Color', name: 'tabColor', type: 'color', default: '0aa55c', description: 'The color of the tab in the UI' },
];

/** When a new document recalculates its volatile functions. */
export const recalculationInterval: INodeProperties = {
  displayName: 'Recalculation Interval',
  name: 'autoRecalc',
  type: 'options',
  options: [
    { name: 'Default', value: '', description: 'Default value' },
    { name: 'On Change', value: 'ON_CHANGE', description: 'Volatile functions are updated on every change' },
    { name: 'Minute', value: 'MINUTE', description: 'Volatile functions are updated on every change and every minute' },
    { name: 'Hour', value: 'HOUR', description: 'Volatile functions are updated on every change and hourly' },
  ],
  default: '',
  description: 'Cell recalculation interval options',
};

/** A new document's title. */
export const spreadsheetTitle: INodeProperties = {
  displayName: 'Title',
  name: 'title',
  type: 'string',
  default: '',
  displayOptions: { show: { resource: ['spreadsheet'], operation: ['create'] } },
  description: 'The title of the spreadsheet',
};
