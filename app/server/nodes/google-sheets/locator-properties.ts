/**
 * The Google Sheets node's resource locators (n8n's names and modes): the document
 * (`documentId`: from the Drive list, by URL, by ID) and the sheet within it (`sheetName`:
 * from the document's list, by URL, by ID, by name).
 */
import type { INodeProperties } from '@sdk/workflow';

/** A Google Drive file URL; the ID is its first group. */
export const DRIVE_FILE_URL_REGEX = 'https:\\/\\/(?:drive|docs)\\.google\\.com(?:\\/.*|)\\/d\\/([0-9a-zA-Z\\-_]+)(?:\\/.*|)';
/** A sheet URL; the sheet's gid is its first group. */
export const SHEET_URL_REGEX = 'https:\\/\\/docs\\.google\\.com/spreadsheets\\/d\\/[0-9a-zA-Z\\-_]+.*\\#gid=([0-9]+)';

export function documentLocator(show: Record<string, string[]>): INodeProperties {
  return {
    displayName: 'Document',
    name: 'documentId',
    type: 'resourceLocator',
    default: { mode: 'list', value: '' },
    required: true,
    modes: [
      { displayName: 'From List', name: 'list', type: 'list', typeOptions: { searchListMethod: 'spreadSheetsSearch', searchable: true } },
      {
        displayName: 'By URL',
        name: 'url',
        type: 'string',
        extractValue: { type: 'regex', regex: DRIVE_FILE_URL_REGEX },
        validation: [{ type: 'regex', properties: { regex: DRIVE_FILE_URL_REGEX, errorMessage: 'Not a valid Google Drive File URL' } }],
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        validation: [{ type: 'regex', properties: { regex: '[a-zA-Z0-9\\-_]{2,}', errorMessage: 'Not a valid Google Drive File ID' } }],
        url: '=https://docs.google.com/spreadsheets/d/{{$value}}/edit',
      },
    ],
    displayOptions: { show },
  };
}

export const sheetLocator: INodeProperties = {
  displayName: 'Sheet',
  name: 'sheetName',
  type: 'resourceLocator',
  default: { mode: 'list', value: '' },
  required: true,
  typeOptions: { loadOptionsDependsOn: ['documentId.value'] },
  modes: [
    { displayName: 'From List', name: 'list', type: 'list', typeOptions: { searchListMethod: 'sheetsSearch', searchable: false } },
    {
      displayName: 'By URL',
      name: 'url',
      type: 'string',
      extractValue: { type: 'regex', regex: SHEET_URL_REGEX },
      validation: [{ type: 'regex', properties: { regex: SHEET_URL_REGEX, errorMessage: 'Not a valid Sheet URL' } }],
    },
    {
      displayName: 'By ID',
      name: 'id',
      type: 'string',
      validation: [{ type: 'regex', properties: { regex: '((gid=)?[0-9]{1,})', errorMessage: 'Not a valid Sheet ID' } }],
    },
    { displayName: 'By Name', name: 'name', type: 'string', placeholder: 'Sheet1' },
  ],
  displayOptions: {
    show: { resource: ['sheet'], operation: ['append', 'appendOrUpdate', 'clear', 'delete', 'read', 'remove', 'update'] },
  },
};
