/**
 * Information Extractor (description: ./description.ts): per item, the system prompt with
 * the JSON Schema of the wanted attributes, then the text, go to the connected model; the
 * answer is parsed against the schema (asked once more when it does not fit) and output as
 * `{output}`. Attributes of type date are strings in ISO 8601 form.
 */
import { HumanMessage, SystemMessage } from '@langchain/core/messages';
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import type { IExecuteFunctions, INodeType } from '../../engine/node-interface';
import { NodeOperationError } from '../../engine/node-interface';
import { createStructuredParser, UNLOGGED } from '../output-parser-structured/structured-parser';
import { jsonParameter, schemaFromExample, type JsonSchema } from '../shared/ai/json-schema';
import { contentText } from '../shared/ai/message-json';
import { parseWithRetry } from '../shared/ai/parse-with-retry';
import { readRootInputs } from '../shared/ai/root-inputs';
import { DEFAULT_EXTRACTION_PROMPT, informationExtractorDescription } from './description';

const ATTRIBUTE_TYPES: Readonly<Record<string, JsonSchema>> = {
  string: { type: 'string' },
  number: { type: 'number' },
  boolean: { type: 'boolean' },
  date: { type: 'string', description: 'a date in ISO 8601 form' },
};

function schemaOf(context: IExecuteFunctions, itemIndex: number): JsonSchema {
  const node = context.getNode();
  const schemaType = context.getNodeParameter('schemaType', itemIndex, 'fromAttributes');
  try {
    if (schemaType === 'fromJson')
      return schemaFromExample(jsonParameter(context.getNodeParameter('jsonSchemaExample', itemIndex, '{}'), 'The JSON example'));
    if (schemaType === 'manual')
      return jsonParameter(context.getNodeParameter('inputSchema', itemIndex, '{}'), 'The input schema') as JsonSchema;
  } catch (error) {
    throw new NodeOperationError(node, (error as Error).message, { itemIndex });
  }
  const attributes = (context.getNodeParameter('attributes.attributes', itemIndex, []) ?? []) as Array<{
    name?: string;
    type?: string;
    description?: string;
    required?: boolean;
  }>;
  if (attributes.length === 0) throw new NodeOperationError(node, 'At least one attribute must be specified', { itemIndex });
  const properties: Record<string, JsonSchema> = {};
  for (const attribute of attributes) {
    if (!attribute.name) continue;
    properties[attribute.name] = {
      ...(ATTRIBUTE_TYPES[attribute.type ?? 'string'] ?? ATTRIBUTE_TYPES['string']),
      ...(attribute.description ? { description: attribute.description } : {}),
    };
  }
  return { type: 'object', properties, required: attributes.filter((a) => a.required && a.name).map((a) => a.name!) };
}

async function runItem(context: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData> {
  const node = context.getNode();
  const { model } = await readRootInputs(context, itemIndex, { memoryAndTools: false, withParser: false });
  const text = String(context.getNodeParameter('text', itemIndex, '') ?? '');
  if (text.trim() === '') throw new NodeOperationError(node, 'The text to extract from is empty', { itemIndex });
  const parser = createStructuredParser(UNLOGGED, schemaOf(context, itemIndex));
  const options = context.getNodeParameter('options', itemIndex, {}) as { systemPromptTemplate?: string };
  const system =
    typeof options.systemPromptTemplate === 'string' && options.systemPromptTemplate !== ''
      ? options.systemPromptTemplate
      : DEFAULT_EXTRACTION_PROMPT;
  const conversation = [new SystemMessage(`${system}\n\n${parser.formatInstructions()}`), new HumanMessage(text)];
  const signal = context.getExecutionCancelSignal();
  const reply = await model.invoke(conversation, { signal });
  const output = await parseWithRetry(parser, model, [...conversation, reply], contentText(reply.content), signal);
  return { json: { output: output as IDataObject }, pairedItem: { item: itemIndex } };
}

export const informationExtractorNode: INodeType = {
  description: informationExtractorDescription,
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
