/**
 * Question and Answer Chain (`@n8n/n8n-nodes-langchain.chainRetrievalQa` 1 to 1.6, n8n's
 * parameter names): per item, the query's documents from the connected retriever go into
 * the system prompt's `{context}` and the chat model answers. Before 1.5 the answer is
 * `{response: {text}}`, from 1.5 `{response: <text>}`, as n8n's outputs are.
 */
import type { INodeTypeDescription } from '@sdk/workflow';
import { batchingOption } from '../shared/ai/batching';
import { AI_PACKAGE, promptTextProperties, promptTypeProperty } from '../shared/ai/prompt-properties';

/** n8n's system prompt; `{context}` takes the documents, `{input}` (before 1.5 `{question}`) the query. */
export const QA_SYSTEM_PROMPT = `You are an assistant for question-answering tasks. Use the following pieces of retrieved context to answer the question.
If you don't know the answer, just say that you don't know, don't try to make up an answer.
----------------
Context: {context}`;

const query = (version: number, fallback: string) => ({
  displayName: 'Query',
  name: 'query',
  type: 'string' as const,
  required: true,
  default: fallback,
  displayOptions: { show: { '@version': [version] } },
});

export const chainRetrievalQaDescription: INodeTypeDescription = {
  displayName: 'Question and Answer Chain',
  name: `${AI_PACKAGE}.chainRetrievalQa`,
  icon: 'fa:link',
  iconColor: 'black',
  group: ['transform'],
  version: [1, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6],
  defaultVersion: 1.6,
  description: 'Answer questions about retrieved documents',
  defaults: { name: 'Question and Answer Chain', color: '#909298' },
  inputs: [
    'main',
    { type: 'ai_languageModel', displayName: 'Model', maxConnections: 1, required: true },
    { type: 'ai_retriever', displayName: 'Retriever', maxConnections: 1, required: true },
  ],
  outputs: ['main'],
  codex: { categories: ['AI'], subcategories: { AI: ['Chains', 'Root Nodes'] } },
  properties: [
    query(1, '={{ $json.input }}'),
    query(1.1, '={{ $json.chat_input }}'),
    query(1.2, '={{ $json.chatInput }}'),
    promptTypeProperty(1.3),
    ...promptTextProperties(1.3).filter((property) => property.displayOptions?.show?.['promptType'] !== undefined),
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      default: {},
      placeholder: 'Add Option',
      displayOptions: { show: { '@version': [{ _cnd: { gte: 1.3 } }] } },
      options: [
        {
          displayName: 'System Prompt Template',
          name: 'systemPromptTemplate',
          type: 'string',
          default: QA_SYSTEM_PROMPT,
          typeOptions: { rows: 6 },
          description: 'Template string used for the system prompt. This should include the variable `{context}` for the provided context.',
        },
        batchingOption(1.6),
      ],
    },
  ],
};
