/**
 * Basic LLM Chain (description: ./description.ts): per input item, the chat messages
 * (system, AI, user, in order) and the prompt go to the connected chat model; the answer
 * is `{text}`, or with an output parser (retried once) the parsed value as `{output}`.
 */
import { AIMessage, HumanMessage, SystemMessage, type BaseMessage } from '@langchain/core/messages';
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import type { IExecuteFunctions, INodeType } from '../../engine/node-interface';
import { contentText } from '../shared/ai/message-json';
import { parseWithRetry } from '../shared/ai/parse-with-retry';
import { promptOf } from '../shared/ai/prompt';
import { rootInputs } from '../shared/ai/prompt-properties';
import { readRootInputs } from '../shared/ai/root-inputs';
import { chainLlmDescription } from './description';

function chatMessages(context: IExecuteFunctions, itemIndex: number): BaseMessage[] {
  const values = (context.getNodeParameter('messages.messageValues', itemIndex, []) ?? []) as Array<{ type?: string; message?: unknown }>;
  return values.map(({ type, message }) => {
    const text = typeof message === 'string' ? message : String(message ?? '');
    if (type === 'AIMessagePromptTemplate') return new AIMessage(text);
    if (type === 'HumanMessagePromptTemplate') return new HumanMessage(text);
    return new SystemMessage(text);
  });
}

async function runItem(context: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData> {
  const node = context.getNode();
  const withParser = node.typeVersion >= 1.4 ? context.getNodeParameter('hasOutputParser', itemIndex, false) === true : false;
  // Before 1.4 a connected parser is used whenever one is connected.
  const inputs = await readRootInputs(context, itemIndex, { memoryAndTools: false, withParser });
  const parser =
    inputs.parser ??
    (node.typeVersion < 1.4 ? ((await context.getInputConnectionData('ai_outputParser', itemIndex)) as typeof inputs.parser) : undefined);
  const prompt = promptOf(context, itemIndex);
  const conversation = [
    ...chatMessages(context, itemIndex),
    new HumanMessage(parser ? `${prompt}\n\n${parser.formatInstructions()}` : prompt),
  ];
  const signal = context.getExecutionCancelSignal();
  const reply = await inputs.model.invoke(conversation, { signal });
  const text = contentText(reply.content);
  if (!parser) return { json: { text }, pairedItem: { item: itemIndex } };
  const output = await parseWithRetry(parser, inputs.model, [...conversation, reply], text, signal);
  return { json: { output: output as IDataObject }, pairedItem: { item: itemIndex } };
}

export const chainLlmNode: INodeType = {
  description: chainLlmDescription,
  inputsOf: (node) =>
    rootInputs({ memoryAndTools: false, outputParser: node.parameters['hasOutputParser'] === true || node.typeVersion < 1.4 }),
  async execute() {
    const items = this.getInputData();
    const out: INodeExecutionData[] = [];
    for (let i = 0; i < items.length; i++) {
      try {
        out.push(await runItem(this, i));
      } catch (error) {
        if (!this.continueOnFail()) throw error;
        out.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
      }
    }
    return [out];
  },
};
