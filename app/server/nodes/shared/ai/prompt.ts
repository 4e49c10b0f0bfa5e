/**
 * The prompt of a root node for an item: the `text` parameter (which reads `chatInput`
 * in the "Connected Chat Trigger Node" mode), failing with n8n's advice when it is empty.
 */
import type { IExecuteFunctions } from '../../../engine/node-interface';
import { NodeOperationError } from '../../../engine/node-interface';

export function promptOf(context: IExecuteFunctions, itemIndex: number): string {
  const node = context.getNode();
  // Versions before `promptType` existed have only `text`.
  const auto = context.getNodeParameter('promptType', itemIndex, 'none') === 'auto';
  // The "Connected Chat Trigger Node" prompt is always the item's chatInput, whatever `text` holds.
  const raw = auto ? context.evaluateExpression('{{ $json.chatInput }}', itemIndex) : context.getNodeParameter('text', itemIndex, '');
  const text = typeof raw === 'string' ? raw : raw === undefined || raw === null ? '' : JSON.stringify(raw);
  if (text.trim() === '') {
    throw new NodeOperationError(node, auto ? 'No prompt specified' : 'The prompt (user message) is empty', {
      description: auto
        ? "Expected to find the prompt in an input field called 'chatInput' (this is what the chat trigger node outputs). To use something else, change the 'Prompt' parameter"
        : 'Enter the prompt in the "Prompt (User Message)" parameter.',
      itemIndex,
    });
  }
  return text;
}
