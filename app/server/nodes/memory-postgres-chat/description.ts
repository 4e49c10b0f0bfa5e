/**
 * Postgres Chat Memory (`@n8n/n8n-nodes-langchain.memoryPostgresChat` 1 to 1.3, n8n's
 * parameter names): the session's conversation in a table of the user's PostgreSQL
 * database (`n8n_chat_histories` by default, LangChain's layout: `id`, `session_id`,
 * `message` JSONB), created when missing. Window length from 1.1.
 */
import type { INodeTypeDescription } from '@sdk/workflow';
import { memoryBufferWindowDescription } from '../memory-buffer-window/description';
import { AI_PACKAGE } from '../shared/ai/prompt-properties';

/** The session properties, as Window Buffer Memory has them. */
const sessionProperties = memoryBufferWindowDescription.properties.filter(
  (property) => property.name === 'sessionIdType' || property.name === 'sessionKey',
);

export const memoryPostgresChatDescription: INodeTypeDescription = {
  displayName: 'Postgres Chat Memory',
  name: `${AI_PACKAGE}.memoryPostgresChat`,
  icon: 'fa:database',
  iconColor: 'black',
  group: ['transform'],
  version: [1, 1.1, 1.2, 1.3],
  defaultVersion: 1.3,
  description: 'Stores the chat history in Postgres table.',
  defaults: { name: 'Postgres Chat Memory' },
  inputs: [],
  outputs: ['ai_memory'],
  outputNames: ['Memory'],
  credentials: [{ name: 'postgres', required: true }],
  codex: { categories: ['AI'], subcategories: { AI: ['Memory'], Memory: ['Other memories'] } },
  properties: [
    ...sessionProperties,
    {
      displayName: 'Table Name',
      name: 'tableName',
      type: 'string',
      default: 'n8n_chat_histories',
      description: 'The table name to store the chat history in. If table does not exist, it will be created.',
    },
    {
      displayName: 'Context Window Length',
      name: 'contextWindowLength',
      type: 'number',
      default: 5,
      description: 'The number of previous messages to consider for context',
      displayOptions: { hide: { '@version': [{ _cnd: { lt: 1.1 } }] } },
    },
  ],
};
