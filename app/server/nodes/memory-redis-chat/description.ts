/**
 * Redis Chat Memory (`@n8n/n8n-nodes-langchain.memoryRedisChat` 1 to 1.5, n8n's parameter
 * names): the session's conversation in a Redis list (LangChain's layout), with an optional
 * time-to-live. Before 1.3 the whole stored conversation is handed to the model; from 1.3
 * the last `contextWindowLength` exchanges. The credential's user name is used from 1.5.
 */
import type { INodeTypeDescription } from '@sdk/workflow';
import { memoryBufferWindowDescription } from '../memory-buffer-window/description';
import { AI_PACKAGE } from '../shared/ai/prompt-properties';

/** The session properties, as Window Buffer Memory has them. */
const sessionProperties = memoryBufferWindowDescription.properties.filter(
  (property) => property.name === 'sessionIdType' || property.name === 'sessionKey',
);

export const memoryRedisChatDescription: INodeTypeDescription = {
  displayName: 'Redis Chat Memory',
  name: `${AI_PACKAGE}.memoryRedisChat`,
  icon: 'fa:database',
  iconColor: 'black',
  group: ['transform'],
  version: [1, 1.1, 1.2, 1.3, 1.4, 1.5],
  defaultVersion: 1.5,
  description: 'Stores the chat history in Redis.',
  defaults: { name: 'Redis Chat Memory' },
  inputs: [],
  outputs: ['ai_memory'],
  outputNames: ['Memory'],
  credentials: [{ name: 'redis', required: true }],
  codex: { categories: ['AI'], subcategories: { AI: ['Memory'], Memory: ['Other memories'] } },
  properties: [
    ...sessionProperties,
    {
      displayName: 'Session Time To Live',
      name: 'sessionTTL',
      type: 'number',
      default: 0,
      description: 'For how long the session should be stored in seconds. If set to 0 it will not expire.',
    },
    {
      displayName: 'Context Window Length',
      name: 'contextWindowLength',
      type: 'number',
      default: 5,
      description: 'The number of previous messages to consider for context',
      displayOptions: { hide: { '@version': [{ _cnd: { lt: 1.3 } }] } },
    },
  ],
};
