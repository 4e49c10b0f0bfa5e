/**
 * The session a chat memory reads and writes: the input's `sessionId` ("Connected Chat
 * Trigger Node", `sessionIdType` fromInput, 1.2+) or the defined key (`sessionKey`); an
 * empty one fails with n8n's advice.
 */
import type { ISupplyDataFunctions } from '../../../engine/node-interface';
import { NodeOperationError } from '../../../engine/node-interface';

export function sessionKeyOf(context: ISupplyDataFunctions, itemIndex: number): string {
  const node = context.getNode();
  const raw = context.getNodeParameter('sessionKey', itemIndex, '');
  const sessionKey = typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() : '';
  if (sessionKey !== '') return sessionKey;
  const fromInput = node.typeVersion >= 1.2 && context.getNodeParameter('sessionIdType', itemIndex, 'fromInput') === 'fromInput';
  throw new NodeOperationError(node, fromInput ? 'No session ID found' : 'Key parameter is empty', {
    description: fromInput
      ? "Expected to find the session ID in an input field called 'sessionId' (this is what the Chat Trigger node outputs). To use something else, change the 'Session ID' parameter."
      : 'Provide a key to use as session ID in the "Key" parameter or use the "Connected Chat Trigger Node" option to use the session ID from your Chat Trigger',
    itemIndex,
  });
}
