/**
 * Text → Classify Text for Violations: OpenAI's moderation endpoint on the input text
 * (`text-moderation-latest`, or `-stable` when asked); the first result, or only whether it
 * was flagged when simplified.
 */
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import type { IExecuteFunctions } from '../../engine/node-interface';
import { openAiRequest } from '../shared/ai/openai-api';

export async function classifyText(context: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
  const input = String(context.getNodeParameter('input', itemIndex, ''));
  const options = (context.getNodeParameter('options', itemIndex, {}) ?? {}) as IDataObject;
  const model = options['useStableModel'] === true ? 'text-moderation-stable' : 'text-moderation-latest';
  const { results } = (await openAiRequest(context, 'POST', '/moderations', { input, model }, itemIndex)) as { results?: IDataObject[] };
  const first = results?.[0];
  if (first === undefined) return [];
  const simplify = context.getNodeParameter('simplify', itemIndex, false) === true;
  return [{ json: simplify ? { flagged: first['flagged'] as boolean } : first, pairedItem: { item: itemIndex } }];
}
