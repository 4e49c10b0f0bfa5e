/**
 * Auto-fixing Output Parser (description: ./description.ts): supplies a parser that reads
 * with the connected parser and, when that fails, asks the connected model once to fix the
 * answer. Each parse is logged as a run of this node.
 */
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { HumanMessage } from '@langchain/core/messages';
import type { IDataObject } from '@sdk/workflow';
import type { INodeType } from '../../engine/node-interface';
import { NodeOperationError } from '../../engine/node-interface';
import type { IAiOutputParser } from '../shared/ai/contracts';
import { contentText } from '../shared/ai/message-json';
import { DEFAULT_FIX_PROMPT, outputParserAutofixingDescription } from './description';

export const outputParserAutofixingNode: INodeType = {
  description: outputParserAutofixingDescription,
  async supplyData(itemIndex) {
    const node = this.getNode();
    const model = (await this.getInputConnectionData('ai_languageModel', itemIndex)) as BaseChatModel;
    const inner = (await this.getInputConnectionData('ai_outputParser', itemIndex)) as IAiOutputParser | undefined;
    if (!inner) throw new NodeOperationError(node, 'An Output Parser sub-node must be connected and enabled', { itemIndex });
    const options = (this.getNodeParameter('options', itemIndex, {}) ?? {}) as { prompt?: string };
    const template = typeof options.prompt === 'string' && options.prompt.trim() !== '' ? options.prompt : DEFAULT_FIX_PROMPT;
    const signal = this.getExecutionCancelSignal();
    const parser: IAiOutputParser = {
      formatInstructions: () => inner.formatInstructions(),
      parse: async (text) => {
        const { index } = this.addInputData('ai_outputParser', [[{ json: { response: text } }]]);
        try {
          let value: unknown;
          try {
            value = await inner.parse(text);
          } catch (error) {
            const prompt = template
              .replace('{instructions}', inner.formatInstructions())
              .replace('{completion}', text)
              .replace('{error}', (error as Error).message);
            const fixed = await model.invoke([new HumanMessage(prompt)], { signal });
            value = await inner.parse(contentText(fixed.content));
          }
          this.addOutputData('ai_outputParser', index, [[{ json: { output: value as IDataObject } }]]);
          return value;
        } catch (error) {
          this.addOutputData('ai_outputParser', index, error as Error);
          throw error;
        }
      },
    };
    return { response: parser };
  },
};
