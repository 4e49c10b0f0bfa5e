/**
 * Text Classifier (description: ./description.ts): per item, the model answers a JSON
 * object with one boolean per category (checked against that schema; asked once more when
 * it does not fit, unless 1.1's auto-fixing is off); the item goes to the output of each
 * true category (the first only, unless several may be true), else to "Other" or nowhere.
 */
import { HumanMessage, SystemMessage } from '@langchain/core/messages';
import type { INode, INodeExecutionData } from '@sdk/workflow';
import type { IExecuteFunctions, INodeType } from '../../engine/node-interface';
import { NodeOperationError } from '../../engine/node-interface';
import { createStructuredParser, UNLOGGED } from '../output-parser-structured/structured-parser';
import { contentText } from '../shared/ai/message-json';
import { parseWithRetry } from '../shared/ai/parse-with-retry';
import { readRootInputs } from '../shared/ai/root-inputs';
import { DEFAULT_CLASSIFIER_PROMPT, textClassifierDescription } from './description';

interface Category {
  category: string;
  description?: string;
}

function categoriesOf(parameters: INode['parameters']): Category[] {
  const list = (parameters['categories'] as { categories?: Category[] } | undefined)?.categories ?? [];
  return list.filter((entry) => typeof entry.category === 'string' && entry.category !== '');
}

function fallbackOf(parameters: INode['parameters']): string {
  return String((parameters['options'] as { fallback?: unknown } | undefined)?.fallback ?? 'discard');
}

async function classify(context: IExecuteFunctions, itemIndex: number, categories: Category[]): Promise<boolean[]> {
  const node = context.getNode();
  const { model } = await readRootInputs(context, itemIndex, { memoryAndTools: false, withParser: false });
  const text = String(context.getNodeParameter('inputText', itemIndex, '') ?? '');
  if (text.trim() === '') throw new NodeOperationError(node, `Text to classify for item ${itemIndex} is not defined`, { itemIndex });
  const options = context.getNodeParameter('options', itemIndex, {}) as {
    multiClass?: boolean;
    systemPromptTemplate?: string;
    enableAutoFixing?: boolean;
  };
  const properties = Object.fromEntries(
    categories.map(({ category, description }) => [
      category,
      { type: 'boolean', description: `Should be true if the input has category "${category}"${description ? ` (${description})` : ''}` },
    ]),
  );
  const parser = createStructuredParser(UNLOGGED, { type: 'object', properties, required: categories.map((c) => c.category) });
  const template =
    typeof options.systemPromptTemplate === 'string' && options.systemPromptTemplate !== ''
      ? options.systemPromptTemplate
      : DEFAULT_CLASSIFIER_PROMPT;
  const rule = options.multiClass
    ? 'Categories are not mutually exclusive: several can be true.'
    : 'Categories are mutually exclusive: only one can be true.';
  const system = `${template.replace('{categories}', categories.map((c) => c.category).join(', '))}\n${rule}\n${parser.formatInstructions()}`;
  const conversation = [new SystemMessage(system), new HumanMessage(text)];
  const signal = context.getExecutionCancelSignal();
  const reply = await model.invoke(conversation, { signal });
  const answer = contentText(reply.content);
  const autoFix = node.typeVersion < 1.1 || options.enableAutoFixing !== false;
  const result = (
    autoFix ? await parseWithRetry(parser, model, [...conversation, reply], answer, signal) : await parser.parse(answer)
  ) as Record<string, boolean>;
  const matches = categories.map((c) => result[c.category] === true);
  if (!options.multiClass) {
    const first = matches.indexOf(true);
    return matches.map((_, index) => index === first);
  }
  return matches;
}

export const textClassifierNode: INodeType = {
  description: textClassifierDescription,
  mainOutputCount: (node) => categoriesOf(node.parameters).length + (fallbackOf(node.parameters) === 'other' ? 1 : 0),
  async execute() {
    const node = this.getNode();
    const categories = categoriesOf(node.parameters);
    if (categories.length === 0) throw new NodeOperationError(node, 'At least one category must be defined');
    const other = fallbackOf(node.parameters) === 'other';
    const outputs: INodeExecutionData[][] = Array.from({ length: categories.length + (other ? 1 : 0) }, () => []);
    const items = this.getInputData();
    for (let i = 0; i < items.length; i++) {
      const item = { ...items[i]!, pairedItem: { item: i } };
      try {
        const matches = await classify(this, i, categories);
        matches.forEach((match, index) => match && outputs[index]!.push(item));
        if (other && !matches.includes(true)) outputs[categories.length]!.push(item);
      } catch (error) {
        if (!this.continueOnFail()) throw error;
        outputs[0]!.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
      }
    }
    return outputs;
  },
};
