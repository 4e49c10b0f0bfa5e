/** Calculator tool (`@n8n/n8n-nodes-langchain.toolCalculator` 1): arithmetic for an agent. */
import type { INodeTypeDescription } from '@sdk/workflow';
import { AI_PACKAGE } from '../shared/ai/prompt-properties';

export const toolCalculatorDescription: INodeTypeDescription = {
  displayName: 'Calculator',
  name: `${AI_PACKAGE}.toolCalculator`,
  icon: 'fa:calculator',
  iconColor: 'black',
  group: ['transform'],
  version: 1,
  description: 'Make it easier for AI agents to perform arithmetic',
  defaults: { name: 'Calculator' },
  inputs: [],
  outputs: ['ai_tool'],
  outputNames: ['Tool'],
  codex: { categories: ['AI'], subcategories: { AI: ['Tools'], Tools: ['Other Tools'] } },
  properties: [],
};
