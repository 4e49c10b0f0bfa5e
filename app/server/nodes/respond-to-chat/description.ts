/**
 * Respond to Chat (`@n8n/n8n-nodes-langchain.chat` 1, n8n's parameter names): sends a
 * message to the chat that started the run (a Chat Trigger in "Using Response Nodes"
 * mode). Every parameter is here so imported workflows open; ./index.ts says what runs.
 */
import type { INodeInputConfiguration, INodeProperties, INodeTypeDescription } from '@sdk/workflow';
import { AI_PACKAGE } from '../shared/ai/prompt-properties';

/** The memory slot "Add Memory Input Connection" adds. */
export const MEMORY_INPUT: INodeInputConfiguration = { displayName: 'Memory', maxConnections: 1, type: 'ai_memory', required: false };

const limitWaitTimeValues: INodeProperties[] = [
  {
    displayName: 'Limit Type',
    name: 'limitType',
    type: 'options',
    default: 'afterTimeInterval',
    description: 'Sets the condition for the execution to resume. Can be a specified date or after some time.',
    options: [
      { name: 'After Time Interval', description: 'Waits for a certain amount of time', value: 'afterTimeInterval' },
      { name: 'At Specified Time', description: 'Waits until the set date and time to continue', value: 'atSpecifiedTime' },
    ],
  },
  {
    displayName: 'Amount',
    name: 'resumeAmount',
    type: 'number',
    displayOptions: { show: { limitType: ['afterTimeInterval'] } },
    typeOptions: { minValue: 0, numberPrecision: 2 },
    default: 1,
    description: 'The time to wait',
  },
  {
    displayName: 'Unit',
    name: 'resumeUnit',
    type: 'options',
    displayOptions: { show: { limitType: ['afterTimeInterval'] } },
    options: [
      { name: 'Minutes', value: 'minutes' },
      { name: 'Hours', value: 'hours' },
      { name: 'Days', value: 'days' },
    ],
    default: 'hours',
    description: 'Unit of the interval value',
  },
  {
    displayName: 'Max Date and Time',
    name: 'maxDateAndTime',
    type: 'dateTime',
    displayOptions: { show: { limitType: ['atSpecifiedTime'] } },
    default: '',
    description: 'Continue execution after the specified date and time',
  },
];

export const respondToChatDescription: INodeTypeDescription = {
  displayName: 'Respond to Chat',
  name: `${AI_PACKAGE}.chat`,
  icon: 'fa:comments',
  iconColor: 'black',
  group: ['input'],
  version: 1,
  description: 'Send a message to a chat',
  defaults: { name: 'Respond to Chat' },
  codex: { categories: ['Core Nodes', 'HITL'], subcategories: { HITL: ['Human in the Loop'] }, alias: ['human', 'wait', 'hitl'] },
  // The editor draws the memory slot from this; the engine asks the type's `inputsOf`.
  inputs: `={{ $parameter.options?.memoryConnection ? ['main', ${JSON.stringify(MEMORY_INPUT)}] : ['main'] }}`,
  outputs: ['main'],
  properties: [
    {
      displayName: "Verify you're using a chat trigger with the 'Response Mode' option set to 'Using Response Nodes'",
      name: 'generalNotice',
      type: 'notice',
      default: '',
    },
    { displayName: 'Message', name: 'message', type: 'string', default: '', required: true, typeOptions: { rows: 6 } },
    { displayName: 'Wait for User Reply', name: 'waitUserReply', type: 'boolean', default: true },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add Option',
      default: {},
      options: [
        { displayName: 'Add Memory Input Connection', name: 'memoryConnection', type: 'boolean', default: false },
        {
          displayName: 'Limit Wait Time',
          name: 'limitWaitTime',
          type: 'fixedCollection',
          description: 'Whether to limit the time this node should wait for a user response before execution resumes',
          default: { values: { limitType: 'afterTimeInterval', resumeAmount: 45, resumeUnit: 'minutes' } },
          options: [{ displayName: 'Values', name: 'values', values: limitWaitTimeValues }],
          displayOptions: { show: { '/waitUserReply': [true] } },
        },
      ],
    },
  ],
};
