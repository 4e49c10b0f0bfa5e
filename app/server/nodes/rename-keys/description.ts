/** Rename Keys description (n8n's parameter names). */
import type { INodeTypeDescription } from '@sdk/workflow';

export const renameKeysDescription: INodeTypeDescription = {
  displayName: 'Rename Keys',
  name: 'n8n-nodes-base.renameKeys',
  icon: 'fa:edit',
  group: ['transform'],
  version: 1,
  description: 'Update item field names',
  defaults: { name: 'Rename Keys', color: '#772244' },
  inputs: ['main'],
  outputs: ['main'],
  codex: { categories: ['Core Nodes'], subcategories: { 'Core Nodes': ['Data Transformation'] } },
  properties: [
    {
      displayName: 'Keys',
      name: 'keys',
      placeholder: 'Add new key',
      description: 'Adds a key which should be renamed',
      type: 'fixedCollection',
      typeOptions: { multipleValues: true, sortable: true },
      default: {},
      options: [
        {
          displayName: 'Key',
          name: 'key',
          values: [
            {
              displayName: 'Current Key Name',
              name: 'currentKey',
              type: 'string',
              default: '',
              placeholder: 'currentKey',
              requiresDataPath: 'single',
              description:
                'The current name of the key. It is also possible to define deep keys by using dot-notation like for example: "level1.level2.currentKey".',
            },
            {
              displayName: 'New Key Name',
              name: 'newKey',
              type: 'string',
              default: '',
              placeholder: 'newKey',
              description:
                'The name the key should be renamed to. It is also possible to define deep keys by using dot-notation like for example: "level1.level2.newKey".',
            },
          ],
        },
      ],
    },
    {
      displayName: 'Additional Options',
      name: 'additionalOptions',
      type: 'collection',
      default: {},
      placeholder: 'Add Option',
      options: [
        {
          displayName: 'Regex',
          name: 'regexReplacement',
          placeholder: 'Add new regular expression',
          description: 'Adds a regular expressiond',
          type: 'fixedCollection',
          typeOptions: { multipleValues: true, sortable: true },
          default: {},
          options: [
            {
              displayName: 'Replacement',
              name: 'replacements',
              values: [
                {
                  displayName: 'Be aware that by using regular expression previously renamed keys can be affected',
                  name: 'regExNotice',
                  type: 'notice',
                  default: '',
                },
                {
                  displayName: 'Regular Expression',
                  name: 'searchRegex',
                  type: 'string',
                  default: '',
                  placeholder: 'e.g. [N-n]ame',
                  description: 'Regex to match the key name',
                  hint: 'Learn more and test RegEx <a href="https://regex101.com/">here</a>',
                },
                {
                  displayName: 'Replace With',
                  name: 'replaceRegex',
                  type: 'string',
                  default: '',
                  placeholder: 'replacedName',
                  description: "The name the key/s should be renamed to. It's possible to use regex captures e.g. $1, $2, ...",
                },
                {
                  displayName: 'Options',
                  name: 'options',
                  type: 'collection',
                  default: {},
                  placeholder: 'Add Regex Option',
                  options: [
                    {
                      displayName: 'Case Insensitive',
                      name: 'caseInsensitive',
                      type: 'boolean',
                      description: 'Whether to use case insensitive match',
                      default: false,
                    },
                    {
                      displayName: 'Max Depth',
                      name: 'depth',
                      type: 'number',
                      default: -1,
                      description: 'Maximum depth to replace keys',
                      hint: 'Specify number for depth level (-1 for unlimited, 0 for top level only)',
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};
