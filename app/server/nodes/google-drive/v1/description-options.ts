/**
 * Google Drive 1 and 2: the option lists of n8n's version 1 description (return fields,
 * sharing, Google file conversion, list filters, shared-drive settings), with n8n's names
 * and defaults.
 */
import type { INodeProperties, INodePropertyOptions } from '@sdk/workflow';

const option = (value: string, name = value): INodePropertyOptions => ({ name, value });
const flag = (displayName: string, name: string, description?: string): INodeProperties => ({
  displayName,
  name,
  type: 'boolean',
  default: false,
  ...(description ? { description } : {}),
});
const onOperation = (operation: string[], resource = ['file', 'folder']) => ({
  show: { '/operation': operation, '/resource': resource },
});

const FILE_FIELDS = [
  option('explicitlyTrashed'),
  option('exportLinks'),
  option('hasThumbnail'),
  option('iconLink'),
  option('id', 'ID'),
  option('kind', 'Kind'),
  option('mimeType'),
  option('name', 'Name'),
  option('permissions', 'Permissions'),
  option('shared', 'Shared'),
  option('spaces', 'Spaces'),
  option('starred', 'Starred'),
  option('thumbnailLink'),
  option('trashed', 'Trashed'),
  option('version', 'Version'),
  option('webViewLink'),
];

/** "Fields": what Drive answers (`id, name` when none is chosen; `*` for all). */
export const fieldsOption = (allName: string): INodeProperties => ({
  displayName: 'Fields',
  name: 'fields',
  type: 'multiOptions',
  options: [{ name: allName, value: '*', description: 'All fields' }, ...FILE_FIELDS],
  default: [],
  description: 'The fields to return',
});

/** The "Options" of copy, list, share and folder create (n8n shows each by operation). */
export const sharedOptions: INodeProperties[] = [
  { displayName: 'Email Message', name: 'emailMessage', type: 'string', default: '', displayOptions: onOperation(['share']) },
  { ...flag('Enforce Single Parent', 'enforceSingleParent'), displayOptions: onOperation(['share']) },
  { ...fieldsOption('*'), displayOptions: { show: { '/operation': ['list', 'copy'] } } },
  { ...flag('Move To New Owners Root', 'moveToNewOwnersRoot'), displayOptions: onOperation(['share']) },
  { ...flag('Send Notification Email', 'sendNotificationEmail'), displayOptions: onOperation(['share']) },
  { ...flag('Supports All Drives', 'supportsAllDrives'), displayOptions: onOperation(['share']) },
  { ...flag('Transfer Ownership', 'transferOwnership'), displayOptions: onOperation(['share']) },
  { ...flag('Use Domain Admin Access', 'useDomainAdminAccess'), displayOptions: onOperation(['share']) },
  {
    displayName: 'File Name',
    name: 'name',
    type: 'string',
    default: '',
    placeholder: 'invoice_1.pdf',
    displayOptions: onOperation(['copy'], ['file']),
  },
  {
    displayName: 'Parents',
    name: 'parents',
    type: 'string',
    typeOptions: { multipleValues: true },
    default: [],
    description: 'The IDs of the parent folders the file/folder should be saved in',
    displayOptions: onOperation(['copy', 'create']),
  },
  {
    displayName: 'Spaces',
    name: 'spaces',
    type: 'multiOptions',
    options: [{ name: '[All]', value: '*' }, option('appDataFolder'), option('drive', 'Drive'), option('photos', 'Photos')],
    default: [],
    displayOptions: onOperation(['list'], ['file']),
  },
  {
    displayName: 'Corpora',
    name: 'corpora',
    type: 'options',
    options: [option('user', 'User'), option('domain', 'Domain'), option('drive', 'Drive'), option('allDrives')],
    default: '',
    displayOptions: onOperation(['list'], ['file']),
  },
  {
    displayName: 'Drive ID',
    name: 'driveId',
    type: 'string',
    default: '',
    displayOptions: { show: { '/operation': ['list'], '/resource': ['file'], corpora: ['drive'] } },
  },
];

const conversion = (displayName: string, name: string, formats: Array<[string, string]>, fallback: string): INodeProperties => ({
  displayName,
  name,
  type: 'options',
  options: formats.map(([label, value]) => option(value, label)),
  default: fallback,
});

export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
export const ODS = 'application/x-vnd.oasis.opendocument.spreadsheet';

/** "Google File Conversion": the export format per Google file type on download. */
export const googleFileConversion: INodeProperties = {
  displayName: 'Google File Conversion',
  name: 'googleFileConversion',
  type: 'fixedCollection',
  typeOptions: { multipleValues: false },
  default: {},
  placeholder: 'Add Conversion',
  options: [
    {
      displayName: 'Conversion',
      name: 'conversion',
      values: [
        conversion(
          'Google Docs',
          'docsToFormat',
          [
            ['To HTML', 'text/html'],
            ['To MS Word', DOCX],
            ['To OpenOffice Doc', 'application/vnd.oasis.opendocument.text'],
            ['To PDF', 'application/pdf'],
            ['To Rich Text', 'application/rtf'],
          ],
          DOCX,
        ),
        conversion(
          'Google Drawings',
          'drawingsToFormat',
          [
            ['To JPEG', 'image/jpeg'],
            ['To PNG', 'image/png'],
            ['To SVG', 'image/svg+xml'],
            ['To PDF', 'application/pdf'],
          ],
          'image/jpeg',
        ),
        conversion(
          'Google Slides',
          'slidesToFormat',
          [
            ['To MS PowerPoint', PPTX],
            ['To PDF', 'application/pdf'],
            ['To OpenOffice Presentation', 'application/vnd.oasis.opendocument.presentation'],
            ['To Plain Text', 'text/plain'],
          ],
          PPTX,
        ),
        conversion(
          'Google Sheets',
          'sheetsToFormat',
          [
            // n8n labels this OpenDocument format "To MS Excel"; the value is what it sends.
            ['To MS Excel', ODS],
            ['To PDF', 'application/pdf'],
            ['To CSV', 'text/csv'],
          ],
          ODS,
        ),
      ],
    },
  ],
};

/** Google's own MIME types (`application/vnd.google-apps.<type>`) by n8n's labels. */
const GOOGLE_TYPES: Array<[string, string]> = [
  ['3rd Party Shortcut', 'drive-sdk'],
  ['Audio', 'audio'],
  ['Google Apps Scripts', 'script'],
  ['Google Docs', 'document'],
  ['Google Drawing', 'drawing'],
  ['Google Drive File', 'file'],
  ['Google Drive Folder', 'folder'],
  ['Google Forms', 'form'],
  ['Google Fusion Tables', 'fusiontable'],
  ['Google My Maps', 'map'],
  ['Google Sheets', 'spreadsheet'],
  ['Google Sites', 'site'],
  ['Google Slides', 'presentation'],
  ['Photo', 'photo'],
  ['Unknown', 'unknown'],
  ['Video', 'video'],
];

/** "Filters" of file list: names (contains, is, is not) and MIME types. */
export const queryFilters: INodeProperties = {
  displayName: 'Filters',
  name: 'queryFilters',
  placeholder: 'Add Filter',
  type: 'fixedCollection',
  typeOptions: { multipleValues: true },
  default: {},
  options: [
    {
      name: 'name',
      displayName: 'Name',
      values: [
        {
          displayName: 'Operation',
          name: 'operation',
          type: 'options',
          noDataExpression: true,
          options: [option('contains', 'Contains'), option('is', 'Is'), option('isNot', 'Is Not')],
          default: 'contains',
        },
        { displayName: 'Value', name: 'value', type: 'string', default: '' },
      ],
    },
    {
      name: 'mimeType',
      displayName: 'Mime Type',
      values: [
        {
          displayName: 'Mime Type',
          name: 'mimeType',
          type: 'options',
          options: [
            option('custom', 'Custom Mime Type'),
            ...GOOGLE_TYPES.map(([label, type]) => option(`application/vnd.google-apps.${type}`, label)),
          ],
          default: 'application/vnd.google-apps.file',
        },
        {
          displayName: 'Custom Mime Type',
          name: 'customMimeType',
          type: 'string',
          default: '',
          displayOptions: { show: { mimeType: ['custom'] } },
        },
      ],
    },
  ],
};

const RESTRICTIONS = ['adminManagedRestrictions', 'copyRequiresWriterPermission', 'domainUsersOnly', 'driveMembersOnly'];
const CAPABILITIES = [
  'canAddChildren',
  'canChangeCopyRequiresWriterPermissionRestriction',
  'canChangeDomainUsersOnlyRestriction',
  'canChangeDriveBackground',
  'canChangeDriveMembersOnlyRestriction',
  'canComment',
  'canCopy',
  'canDeleteChildren',
  'canDeleteDrive',
  'canDownload',
  'canEdit',
  'canListChildren',
  'canManageMembers',
  'canReadRevisions',
  'canRename',
  'canRenameDrive',
  'canShare',
  'canTrashChildren',
];
const title = (name: string) => name.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());
const flags = (displayName: string, name: string, names: string[]): INodeProperties => ({
  displayName,
  name,
  type: 'collection',
  placeholder: 'Add Field',
  default: {},
  options: names.map((flagName) => flag(title(flagName), flagName)),
});

export const colorRgb: INodeProperties = { displayName: 'Color RGB', name: 'colorRgb', type: 'color', default: '' };
export const restrictions = flags('Restrictions', 'restrictions', RESTRICTIONS);
export const capabilities = flags('Capabilities', 'capabilities', CAPABILITIES);
export const useDomainAdminAccess = flag('Use Domain Admin Access', 'useDomainAdminAccess');
export const createdTime: INodeProperties = { displayName: 'Created Time', name: 'createdTime', type: 'dateTime', default: '' };
export const hidden = flag('Hidden', 'hidden', 'Whether the shared drive is hidden from default view');
