/**
 * Image → Generate an Image: `/images/generations` with the prompt and the model's options;
 * each image becomes an item with the picture in a binary field (`data` unless "Put Output
 * in Field" says otherwise), or its URL when "Respond with Image URL(s)" is on.
 */
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import type { IExecuteFunctions } from '../../engine/node-interface';
import { NodeOperationError } from '../../engine/node-interface';
import { openAiRequest } from '../shared/ai/openai-api';

export async function generateImage(context: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
  const model = String(context.getNodeParameter('model', itemIndex, 'dall-e-3'));
  const prompt = String(context.getNodeParameter('prompt', itemIndex, ''));
  if (prompt.trim() === '') throw new NodeOperationError(context.getNode(), 'A non-empty prompt is required.', { itemIndex });
  const { returnImageUrls, binaryPropertyOutput, dalleQuality, ...options } = {
    ...((context.getNodeParameter('options', itemIndex, {}) ?? {}) as IDataObject),
  };
  const asUrls = returnImageUrls === true;
  const field = typeof binaryPropertyOutput === 'string' && binaryPropertyOutput !== '' ? binaryPropertyOutput : 'data';
  const body: IDataObject = {
    prompt,
    model,
    // GPT Image 1 always answers with the picture itself and refuses the field.
    ...(model !== 'gpt-image-1' ? { response_format: asUrls ? 'url' : 'b64_json' } : {}),
    ...options,
    ...(dalleQuality !== undefined ? { quality: dalleQuality } : {}),
  };
  const { data } = (await openAiRequest(context, 'POST', '/images/generations', body, itemIndex)) as { data?: IDataObject[] };
  const images = data ?? [];
  if (asUrls && model !== 'gpt-image-1') return images.map((entry) => ({ json: entry, pairedItem: { item: itemIndex } }));
  const out: INodeExecutionData[] = [];
  for (const entry of images) {
    const binary = await context.helpers.prepareBinaryData(Buffer.from(String(entry['b64_json'] ?? ''), 'base64'), 'data');
    const { data: _bytes, ...described } = binary as typeof binary & { data?: unknown };
    out.push({ json: described as IDataObject, binary: { [field]: binary }, pairedItem: { item: itemIndex } });
  }
  return out;
}
