/**
 * Google Drive (`n8n-nodes-base.googleDrive`) version 3: n8n's resources (file, file/folder
 * search, folder), operations, parameter names and credentials (OAuth2 or service account).
 */
import type { INodeProperties, INodeTypeDescription } from '@sdk/workflow';
import { driveLocator, fileLocator, folderLocator, folderNoRootLocator } from './locator-properties';

const on = (resource: string, ...operation: string[]) => ({ show: { resource: [resource], operation } });
const shown = (property: INodeProperties, resource: string, ...operation: string[]): INodeProperties => ({
  ...property,
  displayOptions: on(resource, ...operation),
});

const permissions: INodeProperties = {
  displayName: 'Permissions',
  name: 'permissionsUi',
  placeholder: 'Add Permission',
  type: 'fixedCollection',
  default: {},
  typeOptions: { multipleValues: false },
  options: [
    {
      displayName: 'Permission',
      name: 'permissionsValues',
      values: [
        {
          displayName: 'Role',
          name: 'role',
          type: 'options',
          description: 'Defines what users can do with the file or folder',
          options: ['commenter', 'fileOrganizer', 'organizer', 'owner', 'reader', 'writer'].map((value) => ({
            name: value === 'fileOrganizer' ? 'File Organizer' : value[0]!.toUpperCase() + value.slice(1),
            value,
          })),
          default: '',
        },
        {
          displayName: 'Type',
          name: 'type',
          type: 'options',
          options: ['user', 'group', 'domain', 'anyone'].map((value) => ({ name: value[0]!.toUpperCase() + value.slice(1), value })),
          default: '',
          description: 'The scope of the permission',
        },
        {
          displayName: 'Email Address',
          name: 'emailAddress',
          type: 'string',
          displayOptions: { show: { type: ['user', 'group'] } },
          placeholder: 'e.g. name@mail.com',
          default: '',
        },
        {
          displayName: 'Domain',
          name: 'domain',
          type: 'string',
          displayOptions: { show: { type: ['domain'] } },
          placeholder: 'e.g. mycompany.com',
          default: '',
        },
        {
          displayName: 'Allow File Discovery',
          name: 'allowFileDiscovery',
          type: 'boolean',
          displayOptions: { show: { type: ['domain', 'anyone'] } },
          default: false,
        },
      ],
    },
  ],
};

const shareOptions: INodeProperties = {
  displayName: 'Options',
  name: 'options',
  type: 'collection',
  placeholder: 'Add Option',
  default: {},
  options: [
    { displayName: 'Email Message', name: 'emailMessage', type: 'string', default: '', typeOptions: { rows: 2 } },
    { displayName: 'Move To New Owners Root', name: 'moveToNewOwnersRoot', type: 'boolean', default: false },
    { displayName: 'Send Notification Email', name: 'sendNotificationEmail', type: 'boolean', default: false },
    { displayName: 'Transfer Ownership', name: 'transferOwnership', type: 'boolean', default: false },
    { displayName: 'Use Domain Admin Access', name: 'useDomainAdminAccess', type: 'boolean', default: false },
  ],
};

const simplify = {
  displayName: 'Simplify Output',
  name: 'simplifyOutput',
  type: 'boolean' as const,
  default: true,
  description: 'Whether to return a simplified version of the response instead of all fields',
};
const deletePermanently = {
  displayName: 'Delete Permanently',
  name: 'deletePermanently',
  type: 'boolean' as const,
  default: false,
  description: 'Whether to delete the file or folder immediately; otherwise it goes to the bin',
};

const fileProperties: INodeProperties[] = [
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: { show: { resource: ['file'] } },
    options: [
      { name: 'Copy', value: 'copy', description: 'Create a copy of an existing file', action: 'Copy file' },
      {
        name: 'Create From Text',
        value: 'createFromText',
        description: 'Create a file from a provided text',
        action: 'Create file from text',
      },
      { name: 'Delete', value: 'deleteFile', description: 'Permanently delete a file', action: 'Delete a file' },
      { name: 'Download', value: 'download', description: 'Download a file', action: 'Download file' },
      { name: 'Move', value: 'move', description: 'Move a file to another folder', action: 'Move file' },
      { name: 'Share', value: 'share', description: 'Add sharing permissions to a file', action: 'Share file' },
      { name: 'Update', value: 'update', description: 'Update a file', action: 'Update file' },
      { name: 'Upload', value: 'upload', description: 'Upload an existing file to Google Drive', action: 'Upload file' },
    ],
    default: 'upload',
  },
  shown(fileLocator, 'file', 'copy', 'deleteFile', 'download', 'move', 'share'),
  shown(
    {
      displayName: 'File Name',
      name: 'name',
      type: 'string',
      default: '',
      placeholder: 'e.g. My File',
      description: 'The name of the new file. If not set, “Copy of {original file name}” will be used.',
    },
    'file',
    'copy',
  ),
  shown(
    {
      displayName: 'Copy In The Same Folder',
      name: 'sameFolder',
      type: 'boolean',
      default: true,
      description: 'Whether to copy the file in the same folder as the original file',
    },
    'file',
    'copy',
  ),
  shown(
    {
      displayName: 'File Content',
      name: 'content',
      type: 'string',
      default: '',
      typeOptions: { rows: 2 },
      description: 'The text to create the file with',
    },
    'file',
    'createFromText',
  ),
  shown(
    {
      displayName: 'File Name',
      name: 'name',
      type: 'string',
      default: '',
      placeholder: 'e.g. My New File',
      description: 'The name of the file you want to create. If not specified, "Untitled" will be used.',
    },
    'file',
    'createFromText',
  ),
  shown(
    {
      displayName: 'Input Data Field Name',
      name: 'inputDataFieldName',
      type: 'string',
      default: 'data',
      required: true,
      hint: 'The name of the input field containing the binary file data to upload',
    },
    'file',
    'upload',
  ),
  shown(
    {
      displayName: 'File Name',
      name: 'name',
      type: 'string',
      default: '',
      placeholder: 'e.g. My New File',
      description: 'If not specified, the original file name will be used',
    },
    'file',
    'upload',
  ),
  {
    ...driveLocator,
    displayName: 'Parent Drive',
    displayOptions: { show: { resource: ['file'], operation: ['copy'], sameFolder: [false] } },
  },
  {
    ...folderLocator,
    displayName: 'Parent Folder',
    displayOptions: { show: { resource: ['file'], operation: ['copy'], sameFolder: [false] } },
  },
  { ...driveLocator, displayName: 'Parent Drive', displayOptions: on('file', 'createFromText', 'move', 'upload') },
  { ...folderLocator, displayName: 'Parent Folder', displayOptions: on('file', 'createFromText', 'move', 'upload') },
  shown(permissions, 'file', 'share'),
  shown(shareOptions, 'file', 'share'),
  shown({ ...fileLocator, displayName: 'File to Update', description: 'The file to update' }, 'file', 'update'),
  shown(
    {
      displayName: 'Change File Content',
      name: 'changeFileContent',
      type: 'boolean',
      default: false,
      description: 'Whether to send a new binary data to update the file',
    },
    'file',
    'update',
  ),
  {
    displayName: 'Input Data Field Name',
    name: 'inputDataFieldName',
    type: 'string',
    default: 'data',
    hint: 'The name of the input field containing the binary file data to update the file',
    displayOptions: { show: { resource: ['file'], operation: ['update'], changeFileContent: [true] } },
  },
  shown(
    {
      displayName: 'New Updated File Name',
      name: 'newUpdatedFileName',
      type: 'string',
      default: '',
      placeholder: 'e.g. My New File',
      description: 'If not specified, the file name will not be changed',
    },
    'file',
    'update',
  ),
  shown(
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add Option',
      default: {},
      options: [
        {
          displayName: 'Move to Trash',
          name: 'trashed',
          type: 'boolean',
          default: false,
          description: 'Whether to move a file to the trash. Only the owner may trash a file.',
        },
        {
          displayName: 'Return Fields',
          name: 'fields',
          type: 'multiOptions',
          options: ['*', 'id', 'kind', 'mimeType', 'name', 'parents', 'size', 'trashed', 'webViewLink'].map((value) => ({
            name: value === '*' ? '[All]' : value,
            value,
          })),
          default: [],
          description: 'The fields to return',
        },
      ],
    },
    'file',
    'update',
  ),
  shown(
    { displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add Option', default: {}, options: [deletePermanently] },
    'file',
    'deleteFile',
  ),
  shown(
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add Option',
      default: {},
      options: [
        {
          displayName: 'Put Output File in Field',
          name: 'binaryPropertyName',
          type: 'string',
          default: 'data',
          hint: 'The name of the output binary field to put the file in',
        },
        { displayName: 'File Name', name: 'fileName', type: 'string', default: '' },
      ],
    },
    'file',
    'download',
  ),
  shown(
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add Option',
      default: {},
      options: [
        { displayName: 'Copy Requires Writer Permissions', name: 'copyRequiresWriterPermission', type: 'boolean', default: false },
        { displayName: 'Description', name: 'description', type: 'string', default: '' },
      ],
    },
    'file',
    'copy',
  ),
  shown(
    { displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add Option', default: {}, options: [simplify] },
    'file',
    'upload',
    'createFromText',
  ),
];

const searchProperties: INodeProperties[] = [
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: { show: { resource: ['fileFolder'] } },
    options: [{ name: 'Search', value: 'search', description: 'Search or list files and folders', action: 'Search files and folders' }],
    default: 'search',
  },
  shown(
    {
      displayName: 'Search Method',
      name: 'searchMethod',
      type: 'options',
      options: [
        { name: 'Search File/Folder Name', value: 'name' },
        { name: 'Advanced Search', value: 'query' },
      ],
      default: 'name',
    },
    'fileFolder',
    'search',
  ),
  {
    displayName: 'Search Query',
    name: 'queryString',
    type: 'string',
    default: '',
    placeholder: 'e.g. My File / My Folder',
    displayOptions: { show: { resource: ['fileFolder'], searchMethod: ['name'] } },
  },
  {
    displayName: 'Query String',
    name: 'queryString',
    type: 'string',
    default: '',
    placeholder: "e.g. not name contains 'hello'",
    displayOptions: { show: { resource: ['fileFolder'], searchMethod: ['query'] } },
  },
  shown({ displayName: 'Return All', name: 'returnAll', type: 'boolean', default: false }, 'fileFolder', 'search'),
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    default: 50,
    typeOptions: { minValue: 1 },
    displayOptions: { show: { resource: ['fileFolder'], returnAll: [false] } },
  },
  shown(
    {
      displayName: 'Filter',
      name: 'filter',
      type: 'collection',
      placeholder: 'Add Filter',
      default: {},
      options: [
        { ...driveLocator, required: false },
        { ...folderLocator, required: false },
        {
          displayName: 'What to Search',
          name: 'whatToSearch',
          type: 'options',
          default: 'all',
          options: [
            { name: 'Files and Folders', value: 'all' },
            { name: 'Files', value: 'files' },
            { name: 'Folders', value: 'folders' },
          ],
        },
        { displayName: 'File Types', name: 'fileTypes', type: 'multiOptions', default: [], options: FILE_TYPES() },
        { displayName: 'Include Trashed Items', name: 'includeTrashed', type: 'boolean', default: false },
      ],
    },
    'fileFolder',
    'search',
  ),
  shown(
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add Option',
      default: {},
      options: [
        {
          displayName: 'Fields',
          name: 'fields',
          type: 'multiOptions',
          options: [
            '*',
            'explicitlyTrashed',
            'hasThumbnail',
            'iconLink',
            'id',
            'kind',
            'mimeType',
            'name',
            'parents',
            'permissions',
            'shared',
            'size',
            'starred',
            'trashed',
            'webViewLink',
          ].map((value) => ({ name: value, value })),
          default: [],
          description: 'The fields to return',
        },
      ],
    },
    'fileFolder',
    'search',
  ),
];

function FILE_TYPES() {
  const google = 'application/vnd.google-apps';
  return [
    { name: 'All', value: '*' },
    { name: 'Folder', value: `${google}.folder` },
    { name: 'Google Docs', value: `${google}.document` },
    { name: 'Google Sheets', value: `${google}.spreadsheet` },
    { name: 'Google Slides', value: `${google}.presentation` },
    { name: 'Audio', value: `${google}.audio` },
    { name: 'Photo', value: `${google}.photo` },
    { name: 'Video', value: `${google}.video` },
  ];
}

const folderProperties: INodeProperties[] = [
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: { show: { resource: ['folder'] } },
    options: [
      { name: 'Create', value: 'create', description: 'Create a folder', action: 'Create folder' },
      { name: 'Delete', value: 'deleteFolder', description: 'Delete a folder', action: 'Delete folder' },
      { name: 'Share', value: 'share', description: 'Share a folder', action: 'Share folder' },
    ],
    default: 'create',
  },
  shown(
    {
      displayName: 'Folder Name',
      name: 'name',
      type: 'string',
      default: '',
      placeholder: 'e.g. New Folder',
      description: "The name of the new folder. If not set, 'Untitled' will be used.",
    },
    'folder',
    'create',
  ),
  { ...driveLocator, displayName: 'Parent Drive', displayOptions: on('folder', 'create') },
  { ...folderLocator, displayName: 'Parent Folder', displayOptions: on('folder', 'create') },
  shown(folderNoRootLocator, 'folder', 'deleteFolder', 'share'),
  shown(permissions, 'folder', 'share'),
  shown(shareOptions, 'folder', 'share'),
  shown(
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add Option',
      default: {},
      options: [simplify, { displayName: 'Folder Color', name: 'folderColorRgb', type: 'color', default: '' }],
    },
    'folder',
    'create',
  ),
  shown(
    { displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add Option', default: {}, options: [deletePermanently] },
    'folder',
    'deleteFolder',
  ),
];

export const googleDriveDescription: INodeTypeDescription = {
  displayName: 'Google Drive',
  name: 'n8n-nodes-base.googleDrive',
  icon: 'file:googleDrive.svg',
  group: ['input'],
  version: 3,
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  description: 'Access data on Google Drive',
  defaults: { name: 'Google Drive' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: [
    { name: 'googleApi', required: true, displayOptions: { show: { authentication: ['serviceAccount'] } } },
    { name: 'googleDriveOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
  ],
  codex: { categories: ['Data & Storage', 'Productivity'], alias: ['google', 'drive', 'files', 'upload', 'folder'] },
  properties: [
    {
      displayName: 'Authentication',
      name: 'authentication',
      type: 'options',
      options: [
        { name: 'OAuth2 (recommended)', value: 'oAuth2' },
        { name: 'Service Account', value: 'serviceAccount' },
      ],
      default: 'oAuth2',
    },
    {
      displayName: 'Resource',
      name: 'resource',
      type: 'options',
      noDataExpression: true,
      options: [
        { name: 'File', value: 'file' },
        { name: 'File/Folder', value: 'fileFolder' },
        { name: 'Folder', value: 'folder' },
      ],
      default: 'file',
    },
    ...fileProperties,
    ...searchProperties,
    ...folderProperties,
  ],
};
