/**
 * Window Buffer Memory (description: ./description.ts): supplies the session's memory
 * (../shared/ai/session-key.ts says which session) from the chat-memory store.
 */
import type { INodeType } from '../../engine/node-interface';
import { sessionKeyOf } from '../shared/ai/session-key';
import { memoryBufferWindowDescription } from './description';
import { createWindowMemory } from './window-memory';

export const memoryBufferWindowNode: INodeType = {
  description: memoryBufferWindowDescription,
  async supplyData(itemIndex) {
    const sessionKey = sessionKeyOf(this, itemIndex);
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
