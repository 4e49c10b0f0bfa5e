/**
 * Google Drive 1 and 2 (`n8n-nodes-base.googleDrive`, n8n's GoogleDriveV1): resources
 * drive (shared drives), file and folder with n8n's version 1 parameter names and
 * defaults. The versions differ only in the default "Authentication" (1: service account,
 * 2: OAuth2).
 */
import type { INodeProperties, INodeTypeDescription } from '@sdk/workflow';
import { FOLDER_URL } from '../locator-properties';
import {
  capabilities,
  colorRgb,
  createdTime,
  fieldsOption,
  googleFileConversion,
  hidden,
  queryFilters,
  restrictions,
  sharedOptions,
  useDomainAdminAccess,
} from './description-options';

export const FILE_URL = 'https:\\/\\/(?:drive|docs)\\.google\\.com\\/\\w+\\/d\\/([0-9a-zA-Z\\-_]+)(?:\\/.*|)';
export { FOLDER_URL };

const on = (resource: string[], operation: string[]) => ({ show: { resource, operation } });
const choices = (names: string[]) => names.map((name) => ({ name: name[0]!.toUpperCase() + name.slice(1), value: name }));
const operations = (resource: string, values: string[], fallback: string): INodeProperties => ({
  displayName: 'Operation',
  name: 'operation',
  type: 'options',
  noDataExpression: true,
  displayOptions: { show: { resource: [resource] } },
  options: values.map((value) => ({
    name: value[0]!.toUpperCase() + value.slice(1),
    value,
    action: `${value[0]!.toUpperCase() + value.slice(1)} a ${resource}`,
  })),
  default: fallback,
});
const collection = (displayName: string, name: string, options: INodeProperties[], show: object): INodeProperties => ({
  displayName,
  name,
  type: 'collection',
  placeholder: 'Add option',
  default: {},
  displayOptions: { show } as INodeProperties['displayOptions'],
  options,
});

function locator(displayName: string, name: string, search: string, regex: string, show: object): INodeProperties {
  return {
    displayName,
    name,
    type: 'resourceLocator',
    default: { mode: 'list', value: '' },
    required: true,
    modes: [
      { displayName, name: 'list', type: 'list', typeOptions: { searchListMethod: search, searchable: true } },
      { displayName: 'Link', name: 'url', type: 'string', extractValue: { type: 'regex', regex } },
      { displayName: 'ID', name: 'id', type: 'string' },
    ],
    displayOptions: { show } as INodeProperties['displayOptions'],
    description: `The ID of the ${displayName.toLowerCase()}`,
  };
}

const permissions: INodeProperties = {
  displayName: 'Permissions',
  name: 'permissionsUi',
  placeholder: 'Add Permission',
  type: 'fixedCollection',
  default: {},
  typeOptions: { multipleValues: false },
  displayOptions: on(['file', 'folder'], ['share']),
  options: [
    {
      displayName: 'Permission',
      name: 'permissionsValues',
      values: [
        {
          displayName: 'Role',
          name: 'role',
          type: 'options',
          options: choices(['commenter', 'fileOrganizer', 'organizer', 'owner', 'reader', 'writer']),
          default: '',
        },
        { displayName: 'Type', name: 'type', type: 'options', options: choices(['user', 'group', 'domain', 'anyone']), default: '' },
        {
          displayName: 'Email Address',
          name: 'emailAddress',
          type: 'string',
          displayOptions: { show: { type: ['user', 'group'] } },
          default: '',
        },
        { displayName: 'Domain', name: 'domain', type: 'string', displayOptions: { show: { type: ['domain'] } }, default: '' },
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

const keyValues = (displayName: string, name: string, entry: string): INodeProperties => ({
  displayName,
  name,
  placeholder: 'Add Property',
  type: 'fixedCollection',
  default: {},
  typeOptions: { multipleValues: true },
  options: [
    {
      name: entry,
      displayName: displayName.replace(/ies$/, 'y'),
      values: [
        { displayName: 'Key', name: 'key', type: 'string', default: '' },
        { displayName: 'Value', name: 'value', type: 'string', default: '' },
      ],
    },
  ],
});

const fileProperties: INodeProperties[] = [
  operations('file', ['copy', 'delete', 'download', 'list', 'share', 'update', 'upload'], 'upload'),
  operations('folder', ['create', 'delete', 'share'], 'create'),
  locator('File', 'fileId', 'fileSearch', FILE_URL, on(['file'], ['download', 'copy', 'update', 'delete', 'share']).show),
  locator('Folder', 'fileId', 'folderSearch', FOLDER_URL, on(['folder'], ['delete', 'share']).show),
  {
    displayName: 'Put Output File in Field',
    name: 'binaryPropertyName',
    type: 'string',
    required: true,
    default: 'data',
    displayOptions: on(['file'], ['download']),
  },
  collection(
    'Options',
    'options',
    [googleFileConversion, { displayName: 'File Name', name: 'fileName', type: 'string', default: '' }],
    on(['file'], ['download']).show,
  ),
  { displayName: 'Use Query String', name: 'useQueryString', type: 'boolean', default: false, displayOptions: on(['file'], ['list']) },
  {
    displayName: 'Query String',
    name: 'queryString',
    type: 'string',
    default: '',
    placeholder: "name contains 'invoice'",
    displayOptions: { show: { resource: ['file'], operation: ['list'], useQueryString: [true] } },
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    typeOptions: { minValue: 1, maxValue: 1000 },
    default: 50,
    displayOptions: on(['file'], ['list']),
  },
  { ...queryFilters, displayOptions: { show: { resource: ['file'], operation: ['list'], useQueryString: [false] } } },
  permissions,
  { displayName: 'Binary File', name: 'binaryData', type: 'boolean', default: false, displayOptions: on(['file'], ['upload']) },
  {
    displayName: 'File Content',
    name: 'fileContent',
    type: 'string',
    default: '',
    displayOptions: { show: { resource: ['file'], operation: ['upload'], binaryData: [false] } },
  },
  {
    displayName: 'Input Binary Field',
    name: 'binaryPropertyName',
    type: 'string',
    default: 'data',
    required: true,
    displayOptions: { show: { resource: ['file'], operation: ['upload'], binaryData: [true] } },
  },
  collection(
    'Update Fields',
    'updateFields',
    [
      { displayName: 'File Name', name: 'fileName', type: 'string', default: '' },
      { displayName: 'Keep Revision Forever', name: 'keepRevisionForever', type: 'boolean', default: false },
      { displayName: 'Move to Trash', name: 'trashed', type: 'boolean', default: false },
      { displayName: 'OCR Language', name: 'ocrLanguage', type: 'string', default: '' },
      { displayName: 'Parent ID', name: 'parentId', type: 'string', default: '' },
      { displayName: 'Use Content As Indexable Text', name: 'useContentAsIndexableText', type: 'boolean', default: false },
    ],
    on(['file'], ['update']).show,
  ),
  collection('Options', 'options', [fieldsOption('[All]')], on(['file'], ['update']).show),
  {
    displayName: 'File Name',
    name: 'name',
    type: 'string',
    default: '',
    required: true,
    placeholder: 'invoice_1.pdf',
    displayOptions: on(['file'], ['upload']),
  },
  { displayName: 'Resolve Data', name: 'resolveData', type: 'boolean', default: false, displayOptions: on(['file'], ['upload']) },
  {
    displayName: 'Parents',
    name: 'parents',
    type: 'string',
    typeOptions: { multipleValues: true },
    default: [],
    displayOptions: on(['file'], ['upload']),
  },
  {
    displayName: 'Folder',
    name: 'name',
    type: 'string',
    default: '',
    required: true,
    placeholder: 'invoices',
    displayOptions: on(['folder'], ['create']),
  },
  collection('Options', 'options', sharedOptions, { '/operation': ['copy', 'list', 'share', 'create'], '/resource': ['file', 'folder'] }),
  collection(
    'Options',
    'options',
    [keyValues('APP Properties', 'appPropertiesUi', 'appPropertyValues'), keyValues('Properties', 'propertiesUi', 'propertyValues')],
    on(['file'], ['upload']).show,
  ),
];

const driveProperties: INodeProperties[] = [
  operations('drive', ['create', 'delete', 'get', 'list', 'update'], 'create'),
  locator('Drive', 'driveId', 'driveSearch', FOLDER_URL, on(['drive'], ['delete', 'get', 'update']).show),
  { displayName: 'Name', name: 'name', type: 'string', default: '', displayOptions: on(['drive'], ['create']) },
  collection('Options', 'options', [capabilities, colorRgb, createdTime, hidden, restrictions], on(['drive'], ['create']).show),
  collection('Options', 'options', [useDomainAdminAccess], on(['drive'], ['get']).show),
  { displayName: 'Return All', name: 'returnAll', type: 'boolean', default: false, displayOptions: on(['drive'], ['list']) },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    typeOptions: { minValue: 1, maxValue: 200 },
    default: 100,
    displayOptions: { show: { resource: ['drive'], operation: ['list'], returnAll: [false] } },
  },
  collection(
    'Options',
    'options',
    [{ displayName: 'Query', name: 'q', type: 'string', default: '' }, useDomainAdminAccess],
    on(['drive'], ['list']).show,
  ),
  collection(
    'Update Fields',
    'options',
    [colorRgb, { displayName: 'Name', name: 'name', type: 'string', default: '' }, restrictions],
    on(['drive'], ['update']).show,
  ),
];

const authentication = (version: number, options: Array<{ name: string; value: string }>, fallback: string): INodeProperties => ({
  displayName: 'Authentication',
  name: 'authentication',
  type: 'options',
  options,
  default: fallback,
  displayOptions: { show: { '@version': [version] } },
});

export const googleDriveV1Description: INodeTypeDescription = {
  displayName: 'Google Drive',
  name: 'n8n-nodes-base.googleDrive',
  icon: 'file:googleDrive.svg',
  group: ['input'],
  version: [1, 2],
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  description: 'Access data on Google Drive',
  defaults: { name: 'Google Drive' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: [
    { name: 'googleApi', required: true, displayOptions: { show: { authentication: ['serviceAccount'] } } },
    { name: 'googleDriveOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
  ],
  properties: [
    {
      displayName: 'This node is an old version: new Google Drive nodes get the current one',
      name: 'oldVersionNotice',
      type: 'notice',
      default: '',
    },
    authentication(
      1,
      [
        { name: 'Service Account', value: 'serviceAccount' },
        { name: 'OAuth2', value: 'oAuth2' },
      ],
      'serviceAccount',
    ),
    authentication(
      2,
      [
        { name: 'OAuth2 (recommended)', value: 'oAuth2' },
        { name: 'Service Account', value: 'serviceAccount' },
      ],
      'oAuth2',
    ),
    {
      displayName: 'Resource',
      name: 'resource',
      type: 'options',
      noDataExpression: true,
      options: choices(['drive', 'file', 'folder']),
      default: 'file',
    },
    ...fileProperties,
    ...driveProperties,
  ],
};
