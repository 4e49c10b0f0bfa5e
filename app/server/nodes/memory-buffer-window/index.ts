/**
 * Window Buffer Memory (description: ./description.ts): supplies the session's memory.
 * The session key is the input's `sessionId` ("Connected Chat Trigger Node") or the
 * defined key; an empty one fails naming what to set.
 */
import type { INodeType } from '../../engine/node-interface';
import { NodeOperationError } from '../../engine/node-interface';
import { memoryBufferWindowDescription } from './description';
import { createWindowMemory } from './window-memory';

export const memoryBufferWindowNode: INodeType = {
  description: memoryBufferWindowDescription,
  async supplyData(itemIndex) {
    const node = this.getNode();
    const raw = this.getNodeParameter('sessionKey', itemIndex, '');
    const sessionKey = typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() : '';
    if (sessionKey === '') {
      const fromInput = node.typeVersion >= 1.2 && this.getNodeParameter('sessionIdType', itemIndex, 'fromInput') === 'fromInput';
      throw new NodeOperationError(node, fromInput ? 'No session ID found' : 'Key parameter is empty', {
        description: fromInput
          ? "Expected to find the session ID in an input field called 'sessionId' (this is what the Chat Trigger node outputs). To use something else, change the 'Session ID' parameter."
          : 'Provide a key to use as session ID in the "Key" parameter or use the "Connected Chat Trigger Node" option to use the session ID from your Chat Trigger',
        itemIndex,
      });
    }
    const windowLength = Number(this.getNodeParameter('contextWindowLength', itemIndex, 5));
    const memory = createWindowMemory(this, {
      store: this.getChatMemoryStore(),
      workflowId: this.getWorkflow().id ?? '',
      sessionKey,
      windowLength: Number.isFinite(windowLength) ? windowLength : 5,
    });
    return { response: memory };
  },
};
