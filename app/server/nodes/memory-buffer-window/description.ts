/**
 * Window Buffer Memory (`@n8n/n8n-nodes-langchain.memoryBufferWindow` 1 to 1.3, n8n's
 * parameter names): the last `contextWindowLength` exchanges of a session, kept in the
 * database here (n8n keeps them in process memory), so a conversation survives a restart.
 * The session key comes from the input's `sessionId` (a Chat Trigger's) or is defined.
 */
import type { INodeTypeDescription } from '@sdk/workflow';
import { AI_PACKAGE } from '../shared/ai/prompt-properties';

export const memoryBufferWindowDescription: INodeTypeDescription = {
  displayName: 'Window Buffer Memory (easiest)',
  name: `${AI_PACKAGE}.memoryBufferWindow`,
  icon: 'fa:database',
  iconColor: 'black',
  group: ['transform'],
  version: [1, 1.1, 1.2, 1.3],
  defaultVersion: 1.3,
  description: 'Stores in n8n memory, so no credentials required',
  defaults: { name: 'Window Buffer Memory' },
  inputs: [],
  outputs: ['ai_memory'],
  outputNames: ['Memory'],
  codex: {
    categories: ['AI'],
    subcategories: { AI: ['Memory'], Memory: ['For beginners'] },
  },
  properties: [
    {
      displayName: 'Session Key',
      name: 'sessionKey',
      type: 'string',
      default: 'chat_history',
      description: 'The key to use to store the memory in the workflow data',
      displayOptions: { show: { '@version': [1] } },
    },
    {
      displayName: 'Session ID',
      name: 'sessionKey',
      type: 'string',
      default: '={{ $json.sessionId }}',
      description: 'The key to use to store the memory',
      displayOptions: { show: { '@version': [1.1] } },
    },
    {
      displayName: 'Session ID',
      name: 'sessionIdType',
      type: 'options',
      options: [
        {
          name: 'Connected Chat Trigger Node',
          value: 'fromInput',
          description: "Looks for an input field called 'sessionId' that is coming from a directly connected Chat Trigger",
        },
        {
          name: 'Define below',
          value: 'customKey',
          description: 'Use an expression to reference data in previous nodes or enter static text',
        },
      ],
      default: 'fromInput',
      displayOptions: { show: { '@version': [{ _cnd: { gte: 1.2 } }] } },
    },
    {
      displayName: 'Session Key From Previous Node',
      name: 'sessionKey',
      type: 'string',
      default: '={{ $json.sessionId }}',
      disabledOptions: { show: { sessionIdType: ['fromInput'] } },
      displayOptions: { show: { sessionIdType: ['fromInput'], '@version': [{ _cnd: { gte: 1.2 } }] } },
    },
    {
      displayName: 'Key',
      name: 'sessionKey',
      type: 'string',
      default: '',
      description: 'The key to use to store session ID in the memory',
      displayOptions: { show: { sessionIdType: ['customKey'], '@version': [{ _cnd: { gte: 1.2 } }] } },
    },
    {
      displayName: 'Context Window Length',
      name: 'contextWindowLength',
      type: 'number',
      default: 5,
      description: 'The number of previous messages to consider for context',
    },
  ],
};
