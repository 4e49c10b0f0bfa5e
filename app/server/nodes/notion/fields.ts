/**
 * Fields the Notion node's resources share (n8n's names): the database, page and block
 * locators, "Simplify", return all / limit, the blocks to add ("blockUi") and the property
 * values to set ("propertiesUi"). A property key is n8n's `<name>|<type>`; its value sits
 * in the field for that type (`numberValue`, `selectValue`, ...).
 */
import type { INodeProperties } from '@sdk/workflow';

export const show = (resource: string, operation: string[], extra: Record<string, unknown[]> = {}) => ({
  displayOptions: { show: { resource: [resource], operation, ...extra } },
});

const NOTION_ID = '[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}';

export const databaseLocator: INodeProperties = {
  displayName: 'Database',
  name: 'databaseId',
  type: 'resourceLocator',
  default: { mode: 'list', value: '' },
  required: true,
  modes: [
    {
      displayName: 'Database',
      name: 'list',
      type: 'list',
      placeholder: 'Select a database...',
      typeOptions: { searchListMethod: 'getDatabases', searchable: true },
    },
    {
      displayName: 'Link',
      name: 'url',
      type: 'string',
      placeholder: 'https://www.notion.so/0fe2f7de558b471eab07e9d871cdf4a9?v=f2d424ba0c404733a3f500c78c881610',
      extractValue: { type: 'regex', regex: `(?:https|http)://www.notion.so/(?:[a-z0-9-]{2,}/)?(${NOTION_ID})` },
    },
    { displayName: 'ID', name: 'id', type: 'string', placeholder: 'ab1545b247fb49fa92d6f4b49f4d8116' },
  ],
};

export function pageLocator(displayName: string, description: string): INodeProperties {
  return {
    displayName,
    name: 'pageId',
    type: 'resourceLocator',
    default: { mode: 'url', value: '' },
    required: true,
    description,
    modes: [
      {
        displayName: 'Link',
        name: 'url',
        type: 'string',
        placeholder: 'https://www.notion.so/My-Page-b4eeb113e118403aa450af65ac25f0b9',
        extractValue: { type: 'regex', regex: `(?:https|http)://www.notion.so/(?:[a-z0-9-]{2,}/)?(?:[a-zA-Z0-9-]{1,}-)?(${NOTION_ID})` },
      },
      { displayName: 'ID', name: 'id', type: 'string', placeholder: 'ab1545b247fb49fa92d6f4b49f4d8116' },
    ],
  };
}

export const blockLocator: INodeProperties = {
  ...pageLocator('Block', 'The Notion block (or page) whose children are read or appended to'),
  name: 'blockId',
};

export const simple = (resource: string, operation: string[]): INodeProperties => ({
  displayName: 'Simplify',
  name: 'simple',
  type: 'boolean',
  default: true,
  description: 'Whether to return a simplified version of the response instead of the raw data',
  ...show(resource, operation),
});

export function returnAllAndLimit(resource: string, operation: string[], limit = 50): INodeProperties[] {
  return [
    {
      displayName: 'Return All',
      name: 'returnAll',
      type: 'boolean',
      default: false,
      description: 'Whether to return all results or only up to a given limit',
      ...show(resource, operation),
    },
    {
      displayName: 'Limit',
      name: 'limit',
      type: 'number',
      default: limit,
      typeOptions: { minValue: 1, maxValue: 100 },
      description: 'Max number of results to return',
      ...show(resource, operation, { returnAll: [false] }),
    },
  ];
}

const BLOCK_TYPES = [
  ['Paragraph', 'paragraph'],
  ['Heading 1', 'heading_1'],
  ['Heading 2', 'heading_2'],
  ['Heading 3', 'heading_3'],
  ['Toggle', 'toggle'],
  ['To-Do', 'to_do'],
  ['Bulleted List Item', 'bulleted_list_item'],
  ['Numbered List Item', 'numbered_list_item'],
  ['Image', 'image'],
].map(([name, value]) => ({ name: name!, value: value! }));

export const blockTypeOptions = BLOCK_TYPES;

const richTextParts: INodeProperties = {
  displayName: 'Text',
  name: 'text',
  type: 'fixedCollection',
  typeOptions: { multipleValues: true },
  default: {},
  placeholder: 'Add Text',
  options: [
    {
      name: 'text',
      displayName: 'Text',
      values: [
        {
          displayName: 'Type',
          name: 'textType',
          type: 'options',
          options: [
            { name: 'Equation', value: 'equation' },
            { name: 'Mention', value: 'mention' },
            { name: 'Text', value: 'text' },
          ],
          default: 'text',
        },
        { displayName: 'Text', name: 'text', type: 'string', default: '', displayOptions: { show: { textType: ['text'] } } },
        { displayName: 'Is Link', name: 'isLink', type: 'boolean', default: false, displayOptions: { show: { textType: ['text'] } } },
        {
          displayName: 'Text Link',
          name: 'textLink',
          type: 'string',
          default: '',
          displayOptions: { show: { textType: ['text'], isLink: [true] } },
        },
        {
          displayName: 'Mention Type',
          name: 'mentionType',
          type: 'options',
          options: [
            { name: 'Database', value: 'database' },
            { name: 'Date', value: 'date' },
            { name: 'Page', value: 'page' },
            { name: 'User', value: 'user' },
          ],
          default: '',
          displayOptions: { show: { textType: ['mention'] } },
        },
        {
          displayName: 'User Name or ID',
          name: 'user',
          type: 'options',
          typeOptions: { loadOptionsMethod: 'getUsers' },
          default: '',
          displayOptions: { show: { mentionType: ['user'] } },
        },
        { displayName: 'Page ID', name: 'page', type: 'string', default: '', displayOptions: { show: { mentionType: ['page'] } } },
        {
          displayName: 'Database ID',
          name: 'database',
          type: 'string',
          default: '',
          displayOptions: { show: { mentionType: ['database'] } },
        },
        { displayName: 'Range', name: 'range', type: 'boolean', default: false, displayOptions: { show: { mentionType: ['date'] } } },
        {
          displayName: 'Date',
          name: 'date',
          type: 'dateTime',
          default: '',
          displayOptions: { show: { mentionType: ['date'], range: [false] } },
        },
        {
          displayName: 'Date Start',
          name: 'dateStart',
          type: 'dateTime',
          default: '',
          displayOptions: { show: { mentionType: ['date'], range: [true] } },
        },
        {
          displayName: 'Date End',
          name: 'dateEnd',
          type: 'dateTime',
          default: '',
          displayOptions: { show: { mentionType: ['date'], range: [true] } },
        },
        {
          displayName: 'Expression',
          name: 'expression',
          type: 'string',
          default: '',
          displayOptions: { show: { textType: ['equation'] } },
        },
        {
          displayName: 'Annotations',
          name: 'annotationUi',
          type: 'collection',
          placeholder: 'Add Annotation',
          default: {},
          options: ['bold', 'italic', 'strikethrough', 'underline', 'code'].map((name) => ({
            displayName: name[0]!.toUpperCase() + name.slice(1),
            name,
            type: 'boolean' as const,
            default: false,
          })),
        },
      ],
    },
  ],
};

export function blocksField(resource: string, operation: string): INodeProperties {
  return {
    displayName: 'Blocks',
    name: 'blockUi',
    type: 'fixedCollection',
    typeOptions: { multipleValues: true },
    default: {},
    placeholder: 'Add Block',
    ...show(resource, [operation]),
    options: [
      {
        name: 'blockValues',
        displayName: 'Block',
        values: [
          {
            displayName: 'Type Name or ID',
            name: 'type',
            type: 'options',
            typeOptions: { loadOptionsMethod: 'getBlockTypes' },
            default: 'paragraph',
          },
          { displayName: 'Rich Text', name: 'richText', type: 'boolean', default: false, displayOptions: { hide: { type: ['image'] } } },
          {
            displayName: 'Text',
            name: 'textContent',
            type: 'string',
            default: '',
            displayOptions: { show: { richText: [false] }, hide: { type: ['image'] } },
          },
          { ...richTextParts, displayOptions: { show: { richText: [true] }, hide: { type: ['image'] } } },
          { displayName: 'Checked', name: 'checked', type: 'boolean', default: false, displayOptions: { show: { type: ['to_do'] } } },
          { displayName: 'Image URL', name: 'url', type: 'string', default: '', displayOptions: { show: { type: ['image'] } } },
        ],
      },
    ],
  };
}

/**
 * Shows each value field only for keys (`<name>|<type>`) of its types, as n8n does with its
 * hidden `type` field: `types` maps a field name to the property types it serves.
 */
export function forKeyTypes(fields: INodeProperties[], types: Readonly<Record<string, string[]>>): INodeProperties[] {
  return fields.map((field) => {
    const served = types[field.name];
    if (!served) return field;
    const key = served.map((type) => ({ _cnd: { endsWith: `|${type}` } }));
    return { ...field, displayOptions: { ...field.displayOptions, show: { ...(field.displayOptions?.show ?? {}), key } } };
  });
}

const VALUE_TYPES: Readonly<Record<string, string[]>> = {
  title: ['title'],
  richText: ['rich_text'],
  textContent: ['rich_text'],
  text: ['rich_text'],
  phoneValue: ['phone_number'],
  multiSelectValue: ['multi_select'],
  selectValue: ['select'],
  statusValue: ['status'],
  emailValue: ['email'],
  ignoreIfEmpty: ['url'],
  urlValue: ['url'],
  peopleValue: ['people'],
  relationValue: ['relation'],
  checkboxValue: ['checkbox'],
  numberValue: ['number'],
  range: ['date'],
  includeTime: ['date'],
  date: ['date'],
  dateStart: ['date'],
  dateEnd: ['date'],
  timezone: ['date'],
  fileUrls: ['files'],
};

export function propertiesField(operation: string, keysFrom: 'getDatabaseProperties' | 'getDatabaseIdFromPage'): INodeProperties {
  const options = keysFrom === 'getDatabaseProperties' ? 'getPropertySelectValues' : 'getDatabaseOptionsFromPage';
  return {
    displayName: 'Properties',
    name: 'propertiesUi',
    type: 'fixedCollection',
    typeOptions: { multipleValues: true },
    default: {},
    placeholder: 'Add Property',
    ...show('databasePage', [operation]),
    options: [
      {
        name: 'propertyValues',
        displayName: 'Property',
        values: [
          {
            displayName: 'Key Name or ID',
            name: 'key',
            type: 'options',
            typeOptions: { loadOptionsMethod: keysFrom, loadOptionsDependsOn: ['databaseId', 'pageId'] },
            default: '',
            description: 'The property, as "name|type"',
          },
          ...forKeyTypes(
            [
              { displayName: 'Title', name: 'title', type: 'string', default: '' },
              { displayName: 'Rich Text', name: 'richText', type: 'boolean', default: false },
              { displayName: 'Text', name: 'textContent', type: 'string', default: '', displayOptions: { show: { richText: [false] } } },
              { ...richTextParts, displayOptions: { show: { richText: [true] } } },
              { displayName: 'Phone Number', name: 'phoneValue', type: 'string', default: '' },
              {
                displayName: 'Option Names or IDs',
                name: 'multiSelectValue',
                type: 'multiOptions',
                typeOptions: { loadOptionsMethod: options },
                default: [],
              },
              {
                displayName: 'Option Name or ID',
                name: 'selectValue',
                type: 'options',
                typeOptions: { loadOptionsMethod: options },
                default: '',
              },
              {
                displayName: 'Status Name or ID',
                name: 'statusValue',
                type: 'options',
                typeOptions: { loadOptionsMethod: options },
                default: '',
              },
              { displayName: 'Email', name: 'emailValue', type: 'string', default: '' },
              { displayName: 'Ignore If Empty', name: 'ignoreIfEmpty', type: 'boolean', default: false },
              { displayName: 'URL', name: 'urlValue', type: 'string', default: '' },
              {
                displayName: 'User Names or IDs',
                name: 'peopleValue',
                type: 'multiOptions',
                typeOptions: { loadOptionsMethod: 'getUsers' },
                default: [],
              },
              { displayName: 'Relation IDs', name: 'relationValue', type: 'string', typeOptions: { multipleValues: true }, default: [] },
              { displayName: 'Checked', name: 'checkboxValue', type: 'boolean', default: false },
              { displayName: 'Number', name: 'numberValue', type: 'number', default: 0 },
              { displayName: 'Range', name: 'range', type: 'boolean', default: false },
              { displayName: 'Include Time', name: 'includeTime', type: 'boolean', default: true },
              { displayName: 'Date', name: 'date', type: 'dateTime', default: '', displayOptions: { show: { range: [false] } } },
              { displayName: 'Date Start', name: 'dateStart', type: 'dateTime', default: '', displayOptions: { show: { range: [true] } } },
              { displayName: 'Date End', name: 'dateEnd', type: 'dateTime', default: '', displayOptions: { show: { range: [true] } } },
              {
                displayName: 'Timezone Name or ID',
                name: 'timezone',
                type: 'options',
                typeOptions: { loadOptionsMethod: 'getTimezones' },
                default: 'default',
              },
              {
                displayName: 'File URLs',
                name: 'fileUrls',
                type: 'fixedCollection',
                typeOptions: { multipleValues: true },
                default: {},
                placeholder: 'Add File',
                options: [
                  {
                    name: 'fileUrl',
                    displayName: 'File',
                    values: [
                      { displayName: 'Name', name: 'name', type: 'string', default: '' },
                      { displayName: 'File URL', name: 'url', type: 'string', default: '' },
                    ],
                  },
                ],
              },
            ],
            VALUE_TYPES,
          ),
        ],
      },
    ],
  };
}
