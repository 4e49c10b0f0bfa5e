/**
 * Postgres Chat Memory (description: ./description.ts): the window memory of Window
 * Buffer Memory over the user's PostgreSQL table (./postgres-store.ts); sessions are the
 * table's `session_id`, shared by every workflow that uses the table, as in n8n.
 */
import type { ICredentialDataDecryptedObject } from '@sdk/workflow';
import type { INodeType } from '../../engine/node-interface';
import { NodeOperationError } from '../../engine/node-interface';
import { createWindowMemory } from '../memory-buffer-window/window-memory';
import { sessionKeyOf } from '../shared/ai/session-key';
import { memoryPostgresChatDescription } from './description';
import { postgresChatStore } from './postgres-store';

/** Version 1 has no window: the whole stored conversation (up to the read limit). */
const MAX_WINDOW = 100;

export const memoryPostgresChatNode: INodeType = {
  description: memoryPostgresChatDescription,
  async supplyData(itemIndex) {
    const node = this.getNode();
    const credential = await this.getCredentials<ICredentialDataDecryptedObject>('postgres', itemIndex);
    const sessionKey = sessionKeyOf(this, itemIndex);
    const tableName = String(this.getNodeParameter('tableName', itemIndex, 'n8n_chat_histories')).trim();
    if (tableName === '') throw new NodeOperationError(node, 'The table name is empty', { itemIndex });
    const windowLength = node.typeVersion >= 1.1 ? Number(this.getNodeParameter('contextWindowLength', itemIndex, 5)) : MAX_WINDOW;
    return {
      response: createWindowMemory(this, {
        store: postgresChatStore(credential, tableName),
        workflowId: '',
        sessionKey,
        windowLength: Number.isFinite(windowLength) ? windowLength : 5,
      }),
    };
  },
};
