import { describe, expect, it } from 'vitest';
import type { INodeTypeDescription } from '@sdk';
import { AI_CATEGORY, buildItems, groupByCategory, itemsForSlot, itemsInSubcategory } from './catalogue';

// Descriptions in n8n's shape (test data): codex AI subcategories, typed outputs.
const ai = (name: string, displayName: string, subs: string[], outputs: unknown[]): INodeTypeDescription =>
  ({
    name: `@n8n/n8n-nodes-langchain.${name}`,
    displayName,
    group: ['transform'],
    version: 1,
    description: '',
    defaults: {},
    properties: [],
    inputs: [],
    outputs,
    codex: { categories: ['AI'], subcategories: { AI: subs } },
  }) as unknown as INodeTypeDescription;

const items = buildItems(
  [
    ai('agent', 'AI Agent', ['Agents', 'Root Nodes'], ['main']),
    ai('chainLlm', 'Basic LLM Chain', ['Chains', 'Root Nodes'], ['main']),
    ai('lmChatOpenAi', 'OpenAI Chat Model', ['Language Models'], ['ai_languageModel']),
    ai('lmChatAnthropic', 'Anthropic Chat Model', ['Language Models'], ['ai_languageModel']),
    ai('memoryBufferWindow', 'Window Buffer Memory', ['Memory'], ['ai_memory']),
    ai('toolCalculator', 'Calculator', ['Tools'], [{ type: 'ai_tool', displayName: 'Tool' }]),
    ai('toolWorkflow', 'Call n8n Workflow Tool', ['Tools'], ['ai_tool']),
    ai('outputParserStructured', 'Structured Output Parser', ['Output Parsers'], ['ai_outputParser']),
  ],
  () => false,
);
const names = (list: readonly { displayName: string }[]) => list.map((i) => i.displayName);

describe('the node creator AI section', () => {
  it('groups AI nodes: root nodes first, then the sub-node groups in n8n order', () => {
    const group = groupByCategory(items, [AI_CATEGORY]).find((c) => c.name === AI_CATEGORY);
    expect(group?.subcategories.map((s) => s.name)).toEqual([
      'Agents',
      'Chains',
      'Root Nodes',
      'Language Models',
      'Memory',
      'Tools',
      'Output Parsers',
    ]);
    expect(names(itemsInSubcategory(items, AI_CATEGORY, 'Language Models'))).toEqual(['Anthropic Chat Model', 'OpenAI Chat Model']);
  });

  it('opened from a slot, lists only the sub-nodes whose output fits it (and its node filter)', () => {
    expect(names(itemsForSlot(items, { type: 'ai_languageModel' }))).toEqual(['Anthropic Chat Model', 'OpenAI Chat Model']);
    expect(names(itemsForSlot(items, { type: 'ai_tool' }))).toEqual(['Calculator', 'Call n8n Workflow Tool']);
    expect(names(itemsForSlot(items, { type: 'ai_memory' }))).toEqual(['Window Buffer Memory']);
    expect(names(itemsForSlot(items, { type: 'ai_languageModel', filterNodes: ['@n8n/n8n-nodes-langchain.lmChatOpenAi'] }))).toEqual([
      'OpenAI Chat Model',
    ]);
  });
});
