/**
 * Think tool (`@n8n/n8n-nodes-langchain.toolThink` 1, 1.1): a tool that only hands the
 * agent's thought back, giving a model a place to reason between tool calls.
 */
import type { INodeTypeDescription } from '@sdk/workflow';
import { AI_PACKAGE } from '../shared/ai/prompt-properties';

/** n8n's default tool description. */
export const THINK_TOOL_DESCRIPTION =
  'Use the tool to think about something. It will not obtain new information or change the database, but just append the thought to the log. Use it when complex reasoning or some cache memory is needed.';

export const toolThinkDescription: INodeTypeDescription = {
  displayName: 'Think Tool',
  name: `${AI_PACKAGE}.toolThink`,
  icon: 'fa:brain',
  iconColor: 'black',
  group: ['transform'],
  version: [1, 1.1],
  defaultVersion: 1.1,
  description: 'Invite the AI agent to do some thinking',
  defaults: { name: 'Think' },
  inputs: [],
  outputs: ['ai_tool'],
  outputNames: ['Tool'],
  codex: { categories: ['AI'], subcategories: { AI: ['Tools'], Tools: ['Other Tools'] } },
  properties: [
    {
      displayName: 'Think Tool Description',
      name: 'description',
      type: 'string',
      default: THINK_TOOL_DESCRIPTION,
      placeholder: '[Describe your thinking tool here, explaining how it will help the AI think]',
      description: "The thinking tool's description",
      typeOptions: { rows: 3 },
      required: true,
    },
  ],
};
