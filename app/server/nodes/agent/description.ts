/**
 * AI Agent (`@n8n/n8n-nodes-langchain.agent` 1 to 1.9 and 2 to 2.2, n8n's parameter
 * names): a tools agent. Its inputs are computed from `hasOutputParser` as n8n's are.
 * Before 2 the node also has n8n's `agent` choice; the tools and conversational agents run
 * here (both as the tools agent), the others answer that they are not built.
 */
import type { INodeTypeDescription } from '@sdk/workflow';
import {
  AI_PACKAGE,
  hasOutputParserProperty,
  promptTextProperties,
  promptTypeProperty,
  rootInputsExpression,
} from '../shared/ai/prompt-properties';

/** n8n's default system message. */
export const DEFAULT_SYSTEM_MESSAGE = 'You are a helpful assistant';

export const agentDescription: INodeTypeDescription = {
  displayName: 'AI Agent',
  name: `${AI_PACKAGE}.agent`,
  icon: 'fa:robot',
  iconColor: 'black',
  group: ['transform'],
  version: [1, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6, 1.7, 1.8, 1.9, 2, 2.1, 2.2],
  defaultVersion: 2.2,
  description: 'Generates an action plan and executes it. Can use external tools.',
  subtitle: "={{ { toolsAgent: 'Tools Agent', conversationalAgent: 'Conversational Agent' }[$parameter.agent] ?? 'Tools Agent' }}",
  defaults: { name: 'AI Agent', color: '#404040' },
  inputs: rootInputsExpression(true),
  outputs: ['main'],
  codex: {
    categories: ['AI'],
    subcategories: { AI: ['Agents', 'Root Nodes'] },
    alias: ['LangChain', 'Chat', 'Conversational', 'Plan and Execute', 'ReAct', 'Tools'],
  },
  properties: [
    {
      displayName: 'Agent',
      name: 'agent',
      type: 'options',
      noDataExpression: true,
      options: [
        {
          name: 'Tools Agent',
          value: 'toolsAgent',
          description: 'Utilizes structured tool schemas for precise and reliable tool selection and execution',
        },
        {
          name: 'Conversational Agent',
          value: 'conversationalAgent',
          description: 'Describes tools in the system prompt and parses JSON responses for tool calls',
        },
        { name: 'OpenAI Functions Agent', value: 'openAiFunctionsAgent', description: 'Not built in Switchyard yet' },
        { name: 'Plan and Execute Agent', value: 'planAndExecuteAgent', description: 'Not built in Switchyard yet' },
        { name: 'ReAct Agent', value: 'reActAgent', description: 'Not built in Switchyard yet' },
        { name: 'SQL Agent', value: 'sqlAgent', description: 'Not built in Switchyard yet' },
      ],
      default: 'toolsAgent',
      displayOptions: { show: { '@version': [{ _cnd: { lt: 2 } }] } },
    },
    promptTypeProperty(1.1),
    ...promptTextProperties(1.1),
    { ...hasOutputParserProperty, displayOptions: { show: { '@version': [{ _cnd: { gte: 1.2 } }] } } },
    {
      displayName: 'Connect an output parser on the canvas to specify the output format you require',
      name: 'notice',
      type: 'notice',
      default: '',
      displayOptions: { show: { hasOutputParser: [true] } },
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add Option',
      default: {},
      options: [
        {
          displayName: 'System Message',
          name: 'systemMessage',
          type: 'string',
          default: DEFAULT_SYSTEM_MESSAGE,
          description: 'The message that will be sent to the agent before the conversation starts',
          typeOptions: { rows: 6 },
        },
        {
          displayName: 'Max Iterations',
          name: 'maxIterations',
          type: 'number',
          default: 10,
          description: 'The maximum number of iterations the agent will run before stopping',
        },
        {
          displayName: 'Return Intermediate Steps',
          name: 'returnIntermediateSteps',
          type: 'boolean',
          default: false,
          description: 'Whether or not the output should include intermediate steps the agent took',
        },
        {
          displayName: 'Automatically Passthrough Binary Images',
          name: 'passthroughBinaryImages',
          type: 'boolean',
          default: true,
          description: 'Whether or not binary images should be automatically passed through to the agent as image type messages',
        },
      ],
    },
  ],
};
