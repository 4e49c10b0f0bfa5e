/**
 * Question and Answer Chain (description: ./description.ts): for each item, the retriever's
 * documents for the query, joined by blank lines, fill the system prompt's `{context}`; the
 * query is the user message. From 1.6 items run in batches with an optional pause between.
 */
import { HumanMessage, SystemMessage } from '@langchain/core/messages';
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import type { IExecuteFunctions, INodeType } from '../../engine/node-interface';
import { NodeOperationError } from '../../engine/node-interface';
import { runInBatches } from '../shared/ai/batching';
import type { IAiRetriever } from '../shared/ai/contracts';
import { contentText } from '../shared/ai/message-json';
import { promptOf } from '../shared/ai/prompt';
import { readRootInputs } from '../shared/ai/root-inputs';
import { chainRetrievalQaDescription, QA_SYSTEM_PROMPT } from './description';
import { fillTemplate, TemplateError } from './prompt-template';

function queryOf(context: IExecuteFunctions, itemIndex: number): string {
  const node = context.getNode();
  if (node.typeVersion >= 1.3) return promptOf(context, itemIndex);
  const query = context.getNodeParameter('query', itemIndex, undefined);
  if (query === undefined || query === null || String(query).trim() === '') {
    throw new NodeOperationError(node, 'The ‘query‘ parameter is empty.', { itemIndex });
  }
  return String(query);
}

async function answer(context: IExecuteFunctions, itemIndex: number): Promise<IDataObject> {
  const node = context.getNode();
  const { model } = await readRootInputs(context, itemIndex, { memoryAndTools: false, withParser: false });
  const retriever = (await context.getInputConnectionData('ai_retriever', itemIndex)) as IAiRetriever;
  const query = queryOf(context, itemIndex);
  const options = (context.getNodeParameter('options', itemIndex, {}) ?? {}) as IDataObject;
  let template = typeof options['systemPromptTemplate'] === 'string' ? options['systemPromptTemplate'] : QA_SYSTEM_PROMPT;
  // Before 1.5 templates named the query {question}.
  if (node.typeVersion < 1.5) template = template.replace('{question}', '{input}');
  const documents = await retriever.retrieve(query);
  let system: string;
  try {
    system = fillTemplate(template, { context: documents.map((doc) => doc.pageContent).join('\n\n'), input: query });
  } catch (error) {
    if (error instanceof TemplateError) throw new NodeOperationError(node, error.message, { itemIndex });
    throw error;
  }
  const reply = await model.invoke([new SystemMessage(system), new HumanMessage(query)], { signal: context.getExecutionCancelSignal() });
  const text = contentText(reply.content);
  return node.typeVersion < 1.5 ? { response: { text } } : { response: text };
}

async function runItem(context: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData> {
  try {
    return { json: await answer(context, itemIndex), pairedItem: { item: itemIndex } };
  } catch (error) {
    if (!context.continueOnFail()) throw error;
    return { json: { error: (error as Error).message }, pairedItem: { item: itemIndex } };
  }
}

export const chainRetrievalQaNode: INodeType = {
  description: chainRetrievalQaDescription,
  async execute() {
    return [await runInBatches(this, 1.6, (itemIndex) => runItem(this, itemIndex))];
  },
};
