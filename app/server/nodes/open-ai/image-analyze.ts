/**
 * Image → Analyze Image: the prompt and the images (URLs, or binary fields sent as data URLs)
 * in one user message to chat completions (`gpt-4-vision-preview` before 1.4, the chosen
 * model after); simplified output is `{content}`.
 */
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import type { IExecuteFunctions } from '../../engine/node-interface';
import { NodeOperationError } from '../../engine/node-interface';
import { openAiRequest } from '../shared/ai/openai-api';

async function imageParts(context: IExecuteFunctions, itemIndex: number, detail: string): Promise<IDataObject[]> {
  if (context.getNodeParameter('inputType', itemIndex, 'url') === 'url') {
    return String(context.getNodeParameter('imageUrls', itemIndex, ''))
      .split(',')
      .map((url) => url.trim())
      .map((url) => ({ type: 'image_url', image_url: { url, detail } }));
  }
  const names = String(context.getNodeParameter('binaryPropertyName', itemIndex, 'data'))
    .split(',')
    .map((name) => name.trim());
  const parts: IDataObject[] = [];
  for (const name of names) {
    const binary = context.helpers.assertBinaryData(itemIndex, name);
    const bytes = await context.helpers.getBinaryDataBuffer(itemIndex, name);
    parts.push({ type: 'image_url', image_url: { url: `data:${binary.mimeType};base64,${bytes.toString('base64')}`, detail } });
  }
  return parts;
}

export async function analyzeImage(context: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
  const model =
    context.getNode().typeVersion >= 1.4
      ? String(context.getNodeParameter('modelId', itemIndex, 'gpt-4o', { extractValue: true }))
      : 'gpt-4-vision-preview';
  const text = String(context.getNodeParameter('text', itemIndex, ''));
  if (text.trim() === '') throw new NodeOperationError(context.getNode(), 'A non-empty prompt is required.', { itemIndex });
  const options = (context.getNodeParameter('options', itemIndex, {}) ?? {}) as IDataObject;
  const detail = typeof options['detail'] === 'string' && options['detail'] !== '' ? options['detail'] : 'auto';
  const content = [{ type: 'text', text }, ...(await imageParts(context, itemIndex, detail))];
  const body = { model, messages: [{ role: 'user', content }], max_completion_tokens: Number(options['maxTokens']) || 300 };
  const response = await openAiRequest(context, 'POST', '/chat/completions', body, itemIndex);
  const choices = response['choices'] as Array<{ message?: { content?: unknown } }> | undefined;
  const simplify = context.getNodeParameter('simplify', itemIndex, true) === true;
  const json = simplify && choices ? { content: choices[0]?.message?.content as string } : response;
  return [{ json, pairedItem: { item: itemIndex } }];
}
