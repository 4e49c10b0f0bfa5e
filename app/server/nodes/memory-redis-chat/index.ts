/**
 * Redis Chat Memory (description: ./description.ts): the window memory of Window Buffer
 * Memory over Redis (./redis-store.ts); sessions are Redis keys, shared by every workflow
 * that uses the same Redis database, as in n8n.
 */
import type { ICredentialDataDecryptedObject } from '@sdk/workflow';
import { MAX_STORED_CHAT_MESSAGES } from '../../engine/chat-memory';
import type { INodeType } from '../../engine/node-interface';
import { createWindowMemory } from '../memory-buffer-window/window-memory';
import { sessionKeyOf } from '../shared/ai/session-key';
import { memoryRedisChatDescription } from './description';
import { redisChatStore } from './redis-store';

export const memoryRedisChatNode: INodeType = {
  description: memoryRedisChatDescription,
  async supplyData(itemIndex) {
    const node = this.getNode();
    const credential = await this.getCredentials<ICredentialDataDecryptedObject>('redis', itemIndex);
    const ttl = Number(this.getNodeParameter('sessionTTL', itemIndex, 0));
    const windowLength =
      node.typeVersion >= 1.3 ? Number(this.getNodeParameter('contextWindowLength', itemIndex, 5)) : MAX_STORED_CHAT_MESSAGES / 2;
    return {
      response: createWindowMemory(this, {
        store: redisChatStore(credential, {
          ttlSeconds: Number.isFinite(ttl) && ttl > 0 ? Math.floor(ttl) : 0,
          withUser: node.typeVersion >= 1.5,
        }),
        workflowId: '',
        sessionKey: sessionKeyOf(this, itemIndex),
        windowLength: Number.isFinite(windowLength) ? windowLength : 5,
      }),
    };
  },
};
