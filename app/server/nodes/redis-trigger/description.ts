/** Redis Trigger (`n8n-nodes-base.redisTrigger` v1), n8n's parameter names. */
import type { INodeTypeDescription } from '@sdk/workflow';

export const redisTriggerDescription: INodeTypeDescription = {
  displayName: 'Redis Trigger',
  name: 'n8n-nodes-base.redisTrigger',
  icon: 'file:redis.svg',
  group: ['trigger'],
  version: 1,
  description: 'Subscribe to redis channel',
  defaults: { name: 'Redis Trigger' },
  inputs: [],
  outputs: ['main'],
  credentials: [{ name: 'redis', required: true }],
  activationMessage: 'It now starts the workflow for each message published on its channels.',
  codex: { categories: ['Data & Storage', 'Development'], alias: ['pubsub', 'subscribe', 'channel'] },
  properties: [
    {
      displayName: 'Channels',
      name: 'channels',
      type: 'string',
      default: '',
      required: true,
      placeholder: 'orders,events:*',
      description: 'Channels to subscribe to, multiple channels be defined with comma. Wildcard character(*) is supported.',
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      options: [
        {
          displayName: 'JSON Parse Body',
          name: 'jsonParseBody',
          type: 'boolean',
          default: false,
          description: 'Whether to try to parse the message to an object',
        },
        {
          displayName: 'Only Message',
          name: 'onlyMessage',
          type: 'boolean',
          default: false,
          description: 'Whether to return only the message property',
        },
      ],
    },
  ],
};
