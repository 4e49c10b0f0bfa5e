/**
 * The Slack node's resource locators (n8n's names and modes): a channel from the list, by
 * ID or by its app.slack.com URL; a user from the list, by ID or by username. The shared
 * fields (operation choice, options collections, return all, limit, timestamps) are built
 * here too, so the resource files only say where each is shown.
 */
import type { INodeProperties, INodePropertyMode } from '@sdk/workflow';

type Show = Record<string, unknown[]>;

export const show = (resource: string, operation: string[], extra: Show = {}) => ({
  displayOptions: { show: { resource: [resource], operation, ...extra } },
});

/** A resource's "Operation" choice: [name, value, action] each. */
export function operationsFor(
  resource: string,
  defaultValue: string,
  options: ReadonlyArray<readonly [string, string, string]>,
): INodeProperties {
  return {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: { show: { resource: [resource] } },
    options: options.map(([name, value, action]) => ({ name, value, action })),
    default: defaultValue,
  };
}

/** An operation's "Options" collection. */
export function optionsCollection(where: ReturnType<typeof show>, options: INodeProperties[]): INodeProperties {
  return { displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, ...where, options };
}

/** A channel picked from the workspace's list, as an option of a collection. */
export const channelNameOrId: INodeProperties = {
  displayName: 'Channel Name or ID',
  name: 'channelId',
  type: 'options',
  typeOptions: { loadOptionsMethod: 'getChannels' },
  default: '',
};

type Where = ReturnType<typeof show> | object;

/**
 * A channel or user picked from Slack's list or given by ID, plus one more mode; both
 * locators share n8n's wording, with the thing's name in it.
 */
function slackLocator(
  thing: { label: string; name: string; searchListMethod: string; idPlaceholder: string },
  otherMode: INodePropertyMode,
  description: string,
  where: Where,
): INodeProperties {
  const noun = thing.label.toLowerCase();
  return {
    displayName: thing.label,
    name: thing.name,
    type: 'resourceLocator',
    default: { mode: 'list', value: '' },
    placeholder: `Select a ${noun}...`,
    required: true,
    description,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: `Select a ${noun}...`,
        typeOptions: { searchListMethod: thing.searchListMethod, searchable: true },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        placeholder: thing.idPlaceholder,
        validation: [{ type: 'regex', properties: { regex: '[a-zA-Z0-9]{2,}', errorMessage: `Not a valid Slack ${thing.label} ID` } }],
      },
      otherMode,
    ],
    ...where,
  };
}

const CHANNEL = { label: 'Channel', name: 'channelId', searchListMethod: 'getChannels', idPlaceholder: 'C0122KQ70S7E' };
const CHANNEL_BY_URL: INodePropertyMode = {
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
};
const USER = { label: 'User', name: 'user', searchListMethod: 'getUsers', idPlaceholder: 'U123AB45JGM' };
const USER_BY_USERNAME: INodePropertyMode = { displayName: 'By username', name: 'username', type: 'string', placeholder: '@username' };

export const channelLocator = (description: string, where: ReturnType<typeof show>): INodeProperties =>
  slackLocator(CHANNEL, CHANNEL_BY_URL, description, where);

export const userLocator = (description: string, where: Where): INodeProperties => slackLocator(USER, USER_BY_USERNAME, description, where);

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
