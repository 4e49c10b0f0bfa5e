/**
 * Redis (`n8n-nodes-base.redis` v1): n8n's operations and parameter names, so workflow
 * files written for n8n run unchanged. Several properties share a name (`key`, `list`,
 * `propertyName`, `options`) and differ only in the operations that show them, as in n8n.
 */
import type { INodeProperties, INodeTypeDescription } from '@sdk/workflow';

const show = (...operation: string[]) => ({ show: { operation } });

const KEY_TYPES = (automatic: string) => [
  { name: 'Automatic', value: 'automatic', description: automatic },
  { name: 'Hash', value: 'hash', description: "Data in key is of type 'hash'" },
  { name: 'List', value: 'list', description: "Data in key is of type 'lists'" },
  { name: 'Sets', value: 'sets', description: "Data in key is of type 'sets'" },
  { name: 'String', value: 'string', description: "Data in key is of type 'string'" },
];

const dotNotationOptions = (operation: string): INodeProperties => ({
  displayName: 'Options',
  name: 'options',
  type: 'collection',
  displayOptions: show(operation),
  placeholder: 'Add option',
  default: {},
  options: [
    {
      displayName: 'Dot Notation',
      name: 'dotNotation',
      type: 'boolean',
      default: true,
      description: 'Whether "a.b" sets "b" inside "a" ({ "a": { "b": value } }) rather than a field named "a.b"',
    },
  ],
});

const keyOf = (operation: string, description: string): INodeProperties => ({
  displayName: 'Key',
  name: 'key',
  type: 'string',
  displayOptions: show(operation),
  default: '',
  required: true,
  description,
});

const expiry = (operation: string): INodeProperties[] => [
  {
    displayName: 'Expire',
    name: 'expire',
    type: 'boolean',
    displayOptions: show(operation),
    default: false,
    description: 'Whether to set a timeout on key',
  },
  {
    displayName: 'TTL',
    name: 'ttl',
    type: 'number',
    typeOptions: { minValue: 1 },
    displayOptions: { show: { operation: [operation], expire: [true] } },
    default: 60,
    description: 'Number of seconds before key expiration',
  },
];

const propertyName = (operation: string, required: boolean): INodeProperties => ({
  displayName: 'Name',
  name: 'propertyName',
  type: 'string',
  displayOptions: show(operation),
  default: 'propertyName',
  required,
  description: 'Name of the property to write received data to. Supports dot-notation. Example: "data.person[0].name".',
});

export const redisDescription: INodeTypeDescription = {
  displayName: 'Redis',
  name: 'n8n-nodes-base.redis',
  icon: 'file:redis.svg',
  group: ['input'],
  version: 1,
  description: 'Get, send and update data in Redis',
  subtitle: '={{$parameter["operation"]}}',
  defaults: { name: 'Redis' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: [{ name: 'redis', required: true }],
  codex: { categories: ['Data & Storage', 'Development'], alias: ['cache', 'key value', 'pubsub'] },
  properties: [
    {
      displayName: 'Operation',
      name: 'operation',
      type: 'options',
      noDataExpression: true,
      options: [
        { name: 'Delete', value: 'delete', description: 'Delete a key from Redis', action: 'Delete a key from Redis' },
        { name: 'Get', value: 'get', description: 'Get the value of a key from Redis', action: 'Get the value of a key from Redis' },
        {
          name: 'Increment',
          value: 'incr',
          description: 'Atomically increments a key by 1. Creates the key if it does not exist.',
          action: 'Atomically increment a key by 1',
        },
        {
          name: 'Info',
          value: 'info',
          description: 'Returns generic information about the Redis instance',
          action: 'Return generic information about the Redis instance',
        },
        {
          name: 'Keys',
          value: 'keys',
          description: 'Returns all the keys matching a pattern',
          action: 'Return all keys matching a pattern',
        },
        { name: 'List Length', value: 'llen', description: 'Returns the length of a list', action: 'Return the length of a list' },
        { name: 'Pop', value: 'pop', description: 'Pop data from a redis list', action: 'Pop data from a redis list' },
        { name: 'Publish', value: 'publish', description: 'Publish message to redis channel', action: 'Publish message to redis channel' },
        { name: 'Push', value: 'push', description: 'Push data to a redis list', action: 'Push data to a redis list' },
        { name: 'Set', value: 'set', description: 'Set the value of a key in redis', action: 'Set the value of a key in redis' },
      ],
      default: 'info',
    },
    keyOf('delete', 'Name of the key to delete from Redis'),
    propertyName('get', true),
    keyOf('get', 'Name of the key to get from Redis'),
    {
      displayName: 'Key Type',
      name: 'keyType',
      type: 'options',
      displayOptions: show('get'),
      options: KEY_TYPES('Requests the type before requesting the data (slower)'),
      default: 'automatic',
      description: 'The type of the key to get',
    },
    dotNotationOptions('get'),
    keyOf('incr', 'Name of the key to increment'),
    ...expiry('incr'),
    {
      displayName: 'Key Pattern',
      name: 'keyPattern',
      type: 'string',
      displayOptions: show('keys'),
      default: '',
      required: true,
      description: 'The key pattern for the keys to return',
    },
    {
      displayName: 'Get Values',
      name: 'getValues',
      type: 'boolean',
      displayOptions: show('keys'),
      default: true,
      description: 'Whether to get the value of matching keys',
    },
    {
      displayName: 'List',
      name: 'list',
      type: 'string',
      displayOptions: show('llen', 'push', 'pop'),
      default: '',
      required: true,
      description: 'Name of the list in Redis',
    },
    keyOf('set', 'Name of the key to set in Redis'),
    {
      displayName: 'Value',
      name: 'value',
      type: 'string',
      displayOptions: show('set'),
      default: '',
      description: 'The value to write in Redis',
    },
    {
      displayName: 'Key Type',
      name: 'keyType',
      type: 'options',
      displayOptions: show('set'),
      options: KEY_TYPES('Tries to figure out the type automatically depending on the data'),
      default: 'automatic',
      description: 'The type of the key to set',
    },
    {
      displayName: 'Value Is JSON',
      name: 'valueIsJSON',
      type: 'boolean',
      displayOptions: { show: { operation: ['set'], keyType: ['hash'] } },
      default: true,
      description: 'Whether the value is JSON or key value pairs',
    },
    ...expiry('set'),
    {
      displayName: 'Channel',
      name: 'channel',
      type: 'string',
      displayOptions: show('publish'),
      default: '',
      required: true,
      description: 'Channel name',
    },
    {
      displayName: 'Data',
      name: 'messageData',
      type: 'string',
      displayOptions: show('publish', 'push'),
      default: '',
      required: true,
      description: 'Data to publish or push',
    },
    {
      displayName: 'Tail',
      name: 'tail',
      type: 'boolean',
      displayOptions: show('push', 'pop'),
      default: false,
      description: 'Whether to push or pop data from the end of the list',
    },
    propertyName('pop', false),
    dotNotationOptions('pop'),
  ],
};
