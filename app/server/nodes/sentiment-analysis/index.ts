/**
 * Sentiment Analysis (description: ./description.ts): per item, the model answers
 * `{sentiment, strength?, confidence?}` (schema-checked, asked once more unless 1.1's
 * auto-fixing is off); the item, with `sentimentAnalysis` added, leaves on the output of
 * that category. An answer naming no category fails the item.
 */
import { HumanMessage, SystemMessage } from '@langchain/core/messages';
import type { IDataObject, INode, INodeExecutionData } from '@sdk/workflow';
import type { INodeType } from '../../engine/node-interface';
import { NodeOperationError } from '../../engine/node-interface';
import { createStructuredParser, UNLOGGED } from '../output-parser-structured/structured-parser';
import { contentText } from '../shared/ai/message-json';
import { parseWithRetry } from '../shared/ai/parse-with-retry';
import { readRootInputs } from '../shared/ai/root-inputs';
import { DEFAULT_SENTIMENT_CATEGORIES, DEFAULT_SENTIMENT_PROMPT, sentimentAnalysisDescription } from './description';

function categoriesOf(node: INode): string[] {
  const raw = (node.parameters['options'] as { categories?: unknown } | undefined)?.categories;
  return String(typeof raw === 'string' ? raw : DEFAULT_SENTIMENT_CATEGORIES)
    .split(',')
    .map((category) => category.trim())
    .filter(Boolean);
}

export const sentimentAnalysisNode: INodeType = {
  description: sentimentAnalysisDescription,
  mainOutputCount: (node) => categoriesOf(node).length,
  async execute() {
    const node = this.getNode();
    const categories = categoriesOf(node);
    if (categories.length === 0) throw new NodeOperationError(node, 'At least one sentiment category must be defined');
    const outputs: INodeExecutionData[][] = categories.map(() => []);
    const items = this.getInputData();
    for (let i = 0; i < items.length; i++) {
      try {
        const { model } = await readRootInputs(this, i, { memoryAndTools: false, withParser: false });
        const text = String(this.getNodeParameter('inputText', i, '') ?? '');
        if (text.trim() === '') throw new NodeOperationError(node, `Text to analyze for item ${i} is not defined`, { itemIndex: i });
        const options = this.getNodeParameter('options', i, {}) as {
          systemPromptTemplate?: string;
          includeDetailedResults?: boolean;
          enableAutoFixing?: boolean;
        };
        const detailed = options.includeDetailedResults === true;
        const properties: Record<string, unknown> = { sentiment: { type: 'string', enum: categories } };
        if (detailed) {
          properties['strength'] = { type: 'number', minimum: 0, maximum: 1, description: 'Strength score of the sentiment' };
          properties['confidence'] = { type: 'number', minimum: 0, maximum: 1, description: 'Confidence of the classification' };
        }
        const parser = createStructuredParser(UNLOGGED, { type: 'object', properties, required: Object.keys(properties) });
        const template =
          typeof options.systemPromptTemplate === 'string' && options.systemPromptTemplate !== ''
            ? options.systemPromptTemplate
            : DEFAULT_SENTIMENT_PROMPT;
        const conversation = [
          new SystemMessage(`${template.replace('{categories}', categories.join(', '))}\n${parser.formatInstructions()}`),
          new HumanMessage(text),
        ];
        const signal = this.getExecutionCancelSignal();
        const reply = await model.invoke(conversation, { signal });
        const autoFix = node.typeVersion < 1.1 || options.enableAutoFixing !== false;
        const answer = contentText(reply.content);
        const result = (
          autoFix ? await parseWithRetry(parser, model, [...conversation, reply], answer, signal) : await parser.parse(answer)
        ) as IDataObject;
        const index = categories.indexOf(String(result['sentiment']));
        const sentimentAnalysis: IDataObject = { category: result['sentiment'] };
        if (detailed) Object.assign(sentimentAnalysis, { strength: result['strength'], confidence: result['confidence'] });
        outputs[index]!.push({ ...items[i]!, json: { ...items[i]!.json, sentimentAnalysis }, pairedItem: { item: i } });
      } catch (error) {
        if (!this.continueOnFail()) throw error;
        outputs[0]!.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
      }
    }
    return outputs;
  },
};
