/**
 * Chat Trigger (`@n8n/n8n-nodes-langchain.chatTrigger` 1 to 1.3, n8n's parameter names):
 * starts the workflow with `{sessionId, action: 'sendMessage', chatInput}` for each chat
 * message. Made public, the instance serves a chat page at the node's webhook URL (GET)
 * whose messages are POSTed to the same URL and answered with the workflow's reply.
 */
import type { INodeInputConfiguration, INodeTypeDescription } from '@sdk/workflow';
import { AI_PACKAGE } from '../shared/ai/prompt-properties';

/** The memory whose messages a reopened chat shows again ("Load Previous Session": From Memory). */
export const MEMORY_INPUT: INodeInputConfiguration = { displayName: 'Memory', maxConnections: 1, type: 'ai_memory', required: true };

export const chatTriggerDescription: INodeTypeDescription = {
  displayName: 'When chat message received',
  name: `${AI_PACKAGE}.chatTrigger`,
  icon: 'fa:comments',
  iconColor: 'black',
  group: ['trigger'],
  version: [1, 1.1, 1.2, 1.3],
  defaultVersion: 1.3,
  description: 'Runs the workflow when an n8n generated webchat is submitted',
  defaults: { name: 'When chat message received' },
  // A memory slot only while earlier messages come from a memory (n8n's expression); the
  // editor draws it from this, the engine asks the type's `inputsOf` (./index.ts).
  inputs: `={{ ['hostedChat', 'webhook'].includes($parameter.mode ?? 'hostedChat') && $parameter.options?.loadPreviousSession === 'memory' ? [${JSON.stringify(
    MEMORY_INPUT,
  )}] : [] }}`,
  outputs: ['main'],
  codex: { categories: ['Core Nodes'], subcategories: { 'Core Nodes': ['Other Trigger Nodes'] }, alias: ['chat', 'AI', 'LangChain'] },
  webhooks: [
    { name: 'setup', httpMethod: 'GET', responseMode: 'onReceived', path: 'chat', ndvHideUrl: true },
    {
      name: 'default',
      httpMethod: 'POST',
      responseMode: '={{$parameter.options?.["responseMode"] || "lastNode" }}',
      path: 'chat',
      ndvHideMethod: true,
      ndvHideUrl: '={{ !$parameter.public }}',
    },
  ],
  eventTriggerDescription: 'Waiting for you to submit the chat',
  activationMessage: 'You can now make calls to your production chat URL.',
  triggerPanel: false,
  credentials: [{ name: 'httpBasicAuth', required: true, displayOptions: { show: { authentication: ['basicAuth'] } } }],
  properties: [
    {
      displayName: 'Make Chat Publicly Available',
      name: 'public',
      type: 'boolean',
      default: false,
      description: 'Whether the chat should be publicly available or only accessible through the manual chat interface',
    },
    {
      displayName: 'Mode',
      name: 'mode',
      type: 'options',
      options: [
        { name: 'Hosted Chat', value: 'hostedChat', description: 'Chat on a page served by n8n' },
        { name: 'Embedded Chat', value: 'webhook', description: 'Chat through a widget embedded in another page, or by calling a webhook' },
      ],
      default: 'hostedChat',
      displayOptions: { show: { public: [true] } },
    },
    {
      displayName: 'Authentication',
      name: 'authentication',
      type: 'options',
      displayOptions: { show: { public: [true] } },
      options: [
        { name: 'Basic Auth', value: 'basicAuth', description: 'Simple username and password (the same one for all users)' },
        { name: 'None', value: 'none' },
      ],
      default: 'none',
      description: 'The way to authenticate',
    },
    {
      displayName: 'Initial Message(s)',
      name: 'initialMessages',
      type: 'string',
      displayOptions: { show: { mode: ['hostedChat'], public: [true] } },
      typeOptions: { rows: 3 },
      default: 'Hi there! 👋\nMy name is Nathan. How can I assist you today?',
      description: 'Default messages shown at the start of the chat, one per line',
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add Field',
      default: {},
      options: [
        {
          displayName: 'Allowed Origins (CORS)',
          name: 'allowedOrigins',
          type: 'string',
          default: '*',
          description:
            'Comma-separated list of URLs allowed for cross-origin non-preflight requests. Use * (default) to allow all origins.',
        },
        {
          displayName: 'Input Placeholder',
          name: 'inputPlaceholder',
          type: 'string',
          default: 'Type your question..',
          placeholder: 'e.g. Type your message here',
        },
        {
          displayName: 'Load Previous Session',
          name: 'loadPreviousSession',
          type: 'options',
          options: [
            { name: 'Off', value: 'notSupported', description: 'Loading messages of previous session is turned off' },
            { name: 'From Memory', value: 'memory', description: 'Load session messages from memory' },
            { name: 'Manually', value: 'manually', description: 'Manually return messages of session' },
          ],
          default: 'notSupported',
          description: 'If loading messages of a previous session should be enabled',
        },
        {
          displayName: 'Response Mode',
          name: 'responseMode',
          type: 'options',
          options: [
            { name: 'When Last Node Finishes', value: 'lastNode', description: 'Returns data of the last-executed node' },
            { name: "Using 'Respond to Webhook' Node", value: 'responseNode', description: 'Response defined in that node' },
            {
              name: 'Using Response Nodes',
              value: 'responseNodes',
              description: 'Send responses to the chat by using one or more Chat nodes',
            },
          ],
          default: 'lastNode',
          description: 'When and how to respond to the chat',
        },
        {
          displayName: 'Subtitle',
          name: 'subtitle',
          type: 'string',
          default: "Start a chat. We're here to help you 24/7.",
          placeholder: "e.g. We're here for you",
        },
        { displayName: 'Title', name: 'title', type: 'string', default: 'Hi there! 👋', placeholder: 'e.g. Welcome' },
      ],
    },
  ],
};
