/**
 * What a root node reads from its sub-nodes, checked: the chat model (required), the
 * memory and output parser (optional) and the tools.
 */
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { StructuredToolInterface } from '@langchain/core/tools';
import type { IExecuteFunctions } from '../../../engine/node-interface';
import { NodeOperationError } from '../../../engine/node-interface';
import type { IAiMemory, IAiOutputParser } from './contracts';

export interface RootInputs {
  model: BaseChatModel;
  memory?: IAiMemory;
  tools: StructuredToolInterface[];
  parser?: IAiOutputParser;
}

/** The sub-nodes' supplies for `itemIndex`; the parser only when `withParser`. */
export async function readRootInputs(
  context: IExecuteFunctions,
  itemIndex: number,
  slots: { memoryAndTools: boolean; withParser: boolean },
): Promise<RootInputs> {
  const model = (await context.getInputConnectionData('ai_languageModel', itemIndex)) as BaseChatModel | undefined;
  if (!model || typeof model.invoke !== 'function') {
    throw new NodeOperationError(context.getNode(), 'A Chat Model sub-node must be connected and enabled', { itemIndex });
  }
  const inputs: RootInputs = { model, tools: [] };
  if (slots.memoryAndTools) {
    const memory = (await context.getInputConnectionData('ai_memory', itemIndex)) as IAiMemory | undefined;
    if (memory) inputs.memory = memory;
    inputs.tools = ((await context.getInputConnectionData('ai_tool', itemIndex)) as StructuredToolInterface[] | undefined) ?? [];
  }
  if (slots.withParser) {
    const parser = (await context.getInputConnectionData('ai_outputParser', itemIndex)) as IAiOutputParser | undefined;
    if (!parser) throw new NodeOperationError(context.getNode(), 'An Output Parser sub-node must be connected and enabled', { itemIndex });
    inputs.parser = parser;
  }
  return inputs;
}
