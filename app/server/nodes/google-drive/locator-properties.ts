/**
 * The Google Drive node's resource locators (n8n's names, modes and defaults): a file
 * (`fileId`), a folder (`folderId`, "root" by default; `folderNoRootId` where the root makes
 * no sense) and a drive (`driveId`, "My Drive" by default), each from a list, a link or an ID.
 */
import type { INodeProperties } from '@sdk/workflow';

export const MY_DRIVE = 'My Drive';
export const ROOT_FOLDER = 'root';

const FILE_URL = 'https:\\/\\/(?:drive|docs)\\.google\\.com\\/\\w+\\/d\\/([0-9a-zA-Z\\-_]+)(?:\\/.*|)';
export const FOLDER_URL = 'https:\\/\\/drive\\.google\\.com(?:\\/.*|)\\/folders\\/([0-9a-zA-Z\\-_]+)(?:\\/.*|)';
const ID = '[a-zA-Z0-9\\-_]{2,}';

function locator(
  displayName: string,
  name: string,
  search: string,
  urlRegex: string,
  viewUrl: string,
  defaultValue: string,
): INodeProperties {
  return {
    displayName,
    name,
    type: 'resourceLocator',
    default: { mode: 'list', value: defaultValue },
    required: true,
    modes: [
      {
        displayName,
        name: 'list',
        type: 'list',
        placeholder: `Select a ${displayName.toLowerCase()}...`,
        typeOptions: { searchListMethod: search, searchable: true },
      },
      {
        displayName: 'Link',
        name: 'url',
        type: 'string',
        extractValue: { type: 'regex', regex: urlRegex },
        validation: [{ type: 'regex', properties: { regex: urlRegex, errorMessage: `Not a valid Google Drive ${displayName} URL` } }],
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        validation: [{ type: 'regex', properties: { regex: ID, errorMessage: `Not a valid Google Drive ${displayName} ID` } }],
        url: viewUrl,
      },
    ],
    description: `The ${displayName.toLowerCase()} to operate on`,
  };
}

export const fileLocator = locator('File', 'fileId', 'fileSearch', FILE_URL, '=https://drive.google.com/file/d/{{$value}}/view', '');
export const folderLocator = locator(
  'Folder',
  'folderId',
  'folderSearch',
  FOLDER_URL,
  '=https://drive.google.com/drive/folders/{{$value}}',
  ROOT_FOLDER,
);
export const folderNoRootLocator = {
  ...locator('Folder', 'folderNoRootId', 'folderSearch', FOLDER_URL, '=https://drive.google.com/drive/folders/{{$value}}', ''),
};
export const driveLocator = locator(
  'Drive',
  'driveId',
  'driveSearchWithDefault',
  FOLDER_URL,
  '=https://drive.google.com/drive/folders/{{$value}}',
  MY_DRIVE,
);
