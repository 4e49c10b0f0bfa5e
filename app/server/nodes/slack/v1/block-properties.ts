/** Slack 1's "Blocks" builder (`blocksUi`): actions blocks of buttons and section blocks, as n8n names them. */
import type { INodeProperties } from '@sdk/workflow';
import { boolean, plain, show } from './properties';

const STYLES = [
  { name: 'Danger', value: 'danger' },
  { name: 'Default', value: 'default' },
  { name: 'Primary', value: 'primary' },
];

/** A single-value group of `{ text, emoji }` (n8n's `<name>Ui.<value>`). */
const plainText = (name: string, value: string, displayName: string): INodeProperties => ({
  displayName,
  name,
  type: 'fixedCollection',
  typeOptions: { multipleValues: false },
  default: {},
  options: [{ name: value, displayName, values: [plain('text', 'Text'), boolean('emoji', 'Emoji')] }],
});

const confirm: INodeProperties = {
  displayName: 'Confirm',
  name: 'confirmUi',
  type: 'fixedCollection',
  typeOptions: { multipleValues: false },
  default: {},
  options: [
    {
      name: 'confirmValue',
      displayName: 'Confirm',
      values: [
        plainText('titleUi', 'titleValue', 'Title'),
        plainText('textUi', 'textValue', 'Text'),
        plainText('confirmTextUi', 'confirmValue', 'Confirm'),
        plainText('denyUi', 'denyValue', 'Deny'),
        { displayName: 'Style', name: 'style', type: 'options', options: STYLES, default: 'default' },
      ],
    },
  ],
};

const button: INodeProperties[] = [
  { displayName: 'Type', name: 'type', type: 'options', options: [{ name: 'Button', value: 'button' }], default: 'button' },
  plain('text', 'Text'),
  boolean('emoji', 'Emoji'),
  plain('actionId', 'Action ID'),
  plain('url', 'URL'),
  plain('value', 'Value'),
  { displayName: 'Style', name: 'style', type: 'options', options: STYLES, default: 'default' },
  confirm,
];

const TEXT_TYPES = [
  { name: 'Markdown', value: 'mrkwdn' },
  { name: 'Plain Text', value: 'plainText' },
];

const textObject: INodeProperties[] = [
  { displayName: 'Type', name: 'type', type: 'options', options: TEXT_TYPES, default: 'mrkwdn' },
  plain('text', 'Text'),
  { ...boolean('emoji', 'Emoji'), displayOptions: { show: { type: ['plainText'] } } },
  { ...boolean('verbatim', 'Verbatim'), displayOptions: { show: { type: ['mrkwdn'] } } },
];

const ofType = (type: string, property: INodeProperties): INodeProperties => ({ ...property, displayOptions: { show: { type: [type] } } });

export const blocksUi: INodeProperties = {
  displayName: 'Blocks',
  name: 'blocksUi',
  type: 'fixedCollection',
  typeOptions: { multipleValues: true, multipleValueButtonText: 'Add Block' },
  displayOptions: show('message', ['post'], { jsonParameters: [false] }),
  default: {},
  placeholder: 'Add Block',
  options: [
    {
      name: 'blocksValues',
      displayName: 'Block',
      values: [
        {
          displayName: 'Type',
          name: 'type',
          type: 'options',
          options: [
            { name: 'Actions', value: 'actions' },
            { name: 'Section', value: 'section' },
          ],
          default: 'actions',
        },
        plain('blockId', 'Block ID'),
        ofType('actions', {
          displayName: 'Elements',
          name: 'elementsUi',
          type: 'fixedCollection',
          typeOptions: { multipleValues: true },
          default: {},
          options: [{ name: 'elementsValues', displayName: 'Element', values: button }],
        }),
        ofType('section', {
          displayName: 'Text',
          name: 'textUi',
          type: 'fixedCollection',
          typeOptions: { multipleValues: false },
          default: {},
          options: [{ name: 'textValue', displayName: 'Text', values: textObject }],
        }),
        ofType('section', {
          displayName: 'Fields',
          name: 'fieldsUi',
          type: 'fixedCollection',
          typeOptions: { multipleValues: true },
          default: {},
          options: [{ name: 'fieldsValues', displayName: 'Text', values: textObject }],
        }),
        ofType('section', {
          displayName: 'Accessory',
          name: 'accessoryUi',
          type: 'fixedCollection',
          typeOptions: { multipleValues: false },
          default: {},
          options: [{ name: 'accessoriesValues', displayName: 'Accessory', values: button }],
        }),
      ],
    },
  ],
};
