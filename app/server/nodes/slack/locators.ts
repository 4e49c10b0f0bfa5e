/**
 * The Slack node's resource locators (n8n's names and modes): a channel from the list, by
 * ID or by its app.slack.com URL; a user from the list, by ID or by username. The shared
 * fields (return all, limit, timestamps) are built here too, so the resource files only
 * say where each is shown.
 */
import type { INodeProperties } from '@sdk/workflow';

type Show = Record<string, unknown[]>;

export const show = (resource: string, operation: string[], extra: Show = {}) => ({
  displayOptions: { show: { resource: [resource], operation, ...extra } },
});

export function channelLocator(description: string, where: ReturnType<typeof show>): INodeProperties {
  return {
    displayName: 'Channel',
    name: 'channelId',
    type: 'resourceLocator',
    default: { mode: 'list', value: '' },
    placeholder: 'Select a channel...',
    required: true,
    description,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'Select a channel...',
        typeOptions: { searchListMethod: 'getChannels', searchable: true },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        placeholder: 'C0122KQ70S7E',
        validation: [{ type: 'regex', properties: { regex: '[a-zA-Z0-9]{2,}', errorMessage: 'Not a valid Slack Channel ID' } }],
      },
      {
        displayName: 'By URL',
        name: 'url',
        type: 'string',
        placeholder: 'https://app.slack.com/client/TS9594PZK/B0556F47Z3A',
        validation: [
          {
            type: 'regex',
            properties: { regex: 'http(s)?://app.slack.com/client/.*/([a-zA-Z0-9]{2,})', errorMessage: 'Not a valid Slack Channel URL' },
          },
        ],
        extractValue: { type: 'regex', regex: 'https://app.slack.com/client/.*/([a-zA-Z0-9]{2,})' },
      },
    ],
    ...where,
  };
}

export function userLocator(description: string, where: ReturnType<typeof show> | object): INodeProperties {
  return {
    displayName: 'User',
    name: 'user',
    type: 'resourceLocator',
    default: { mode: 'list', value: '' },
    placeholder: 'Select a user...',
    required: true,
    description,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'Select a user...',
        typeOptions: { searchListMethod: 'getUsers', searchable: true },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        placeholder: 'U123AB45JGM',
        validation: [{ type: 'regex', properties: { regex: '[a-zA-Z0-9]{2,}', errorMessage: 'Not a valid Slack User ID' } }],
      },
      { displayName: 'By username', name: 'username', type: 'string', placeholder: '@username' },
    ],
    ...where,
  };
}

export function returnAllAndLimit(resource: string, operations: string[], limit = 50, maxValue?: number): INodeProperties[] {
  return [
    {
      displayName: 'Return All',
      name: 'returnAll',
      type: 'boolean',
      default: false,
      description: 'Whether to return all results or only up to a given limit',
      ...show(resource, operations),
    },
    {
      displayName: 'Limit',
      name: 'limit',
      type: 'number',
      default: limit,
      typeOptions: { minValue: 1, ...(maxValue ? { maxValue } : {}) },
      description: 'Max number of results to return',
      ...show(resource, operations, { returnAll: [false] }),
    },
  ];
}

export function timestampField(name: string, description: string, where: ReturnType<typeof show>): INodeProperties {
  return {
    displayName: 'Message Timestamp',
    name,
    type: 'string',
    required: true,
    default: '',
    placeholder: '1663233118.856619',
    description,
    ...where,
  };
}
