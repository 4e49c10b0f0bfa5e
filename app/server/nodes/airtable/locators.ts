/**
 * The Airtable node's resource locators (n8n's names and modes): base, table and view from
 * the meta API's lists, by URL (the ID extracted from an airtable.com link) or by ID.
 */
import type { INodeProperties } from '@sdk/workflow';

function locator(displayName: string, name: string, method: string, urlRegex: string, placeholder: string): INodeProperties {
  return {
    displayName,
    name,
    type: 'resourceLocator',
    default: { mode: 'list', value: '' },
    modes: [
      { displayName: 'From List', name: 'list', type: 'list', typeOptions: { searchListMethod: method, searchable: true } },
      {
        displayName: 'By URL',
        name: 'url',
        type: 'string',
        placeholder: 'https://airtable.com/app12DiScdfes/tblAAAAAAAAAAAAA/viwHdfasdfeieg5p',
        validation: [{ type: 'regex', properties: { regex: `${urlRegex}.*`, errorMessage: `Not a valid Airtable ${displayName} URL` } }],
        extractValue: { type: 'regex', regex: urlRegex },
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        placeholder,
        validation: [{ type: 'regex', properties: { regex: '[a-zA-Z0-9]{2,}', errorMessage: `Not a valid Airtable ${displayName} ID` } }],
      },
    ],
  };
}

export const baseLocator: INodeProperties = {
  ...locator('Base', 'base', 'baseSearch', 'https://airtable.com/([a-zA-Z0-9]{2,})', 'appD3dfaeidke'),
  required: true,
  description: 'The Airtable Base in which to operate on',
};
export const tableLocator: INodeProperties = {
  ...locator('Table', 'table', 'tableSearch', 'https://airtable.com/[a-zA-Z0-9]{2,}/([a-zA-Z0-9]{2,})', 'tbl3dirwqeidke'),
  required: true,
};
export const viewLocator = locator(
  'View',
  'view',
  'viewSearch',
  'https://airtable.com/[a-zA-Z0-9]{2,}/[a-zA-Z0-9]{2,}/([a-zA-Z0-9]{2,})',
  'viw3dirwqeidke',
);

/** The value of a locator parameter, a URL mode's ID extracted. */
export function locatorId(raw: unknown, position: 0 | 1 | 2): string {
  const record = raw !== null && typeof raw === 'object' ? (raw as { mode?: unknown; value?: unknown }) : { value: raw };
  const value = record.value === undefined || record.value === null ? '' : String(record.value);
  if (record.mode !== 'url') return value;
  const parts = /https?:\/\/airtable\.com\/([^/?#]+)(?:\/([^/?#]+))?(?:\/([^/?#]+))?/.exec(value);
  return parts?.[position + 1] ?? value;
}
