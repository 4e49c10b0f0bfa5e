/**
 * The memory Window Buffer Memory supplies: the last `windowLength` exchanges of a
 * session from the chat-memory store, each load and save logged as a run of the sub-node
 * (`{action: 'loadMemoryVariables', chatHistory}` and `{action: 'saveContext', input,
 * output}`, n8n's action names).
 */
import { AIMessage, HumanMessage, type BaseMessage } from '@langchain/core/messages';
import type { IDataObject } from '@sdk/workflow';
import type { ChatMemoryStore, StoredChatMessage } from '../../engine/chat-memory';
import type { ISupplyDataFunctions } from '../../engine/node-interface';
import type { IAiMemory } from '../shared/ai/contracts';
import { messageJson } from '../shared/ai/message-json';

/** Where one session's conversation is. */
export interface WindowMemorySession {
  store: ChatMemoryStore;
  workflowId: string;
  sessionKey: string;
  /** Exchanges (a user message and its answer) handed to the model. */
  windowLength: number;
}

function toMessage(stored: StoredChatMessage): BaseMessage {
  return stored.type === 'ai' ? new AIMessage(stored.content) : new HumanMessage(stored.content);
}

export function createWindowMemory(context: ISupplyDataFunctions, session: WindowMemorySession): IAiMemory {
  const { store, workflowId, sessionKey } = session;
  const window = Math.max(0, Math.floor(session.windowLength)) * 2;
  /** One message alone, logged with n8n's action names (`addAIChatMessage`, `addUserMessage`). */
  const addOne = async (type: StoredChatMessage['type'], content: string): Promise<void> => {
    const json = { action: type === 'ai' ? 'addAIChatMessage' : 'addUserMessage', message: content };
    const { index } = context.addInputData('ai_memory', [[{ json }]]);
    try {
      await store.append(workflowId, sessionKey, [{ type, content }]);
      context.addOutputData('ai_memory', index, [[{ json }]]);
    } catch (error) {
      context.addOutputData('ai_memory', index, error as Error);
      throw error;
    }
  };
  return {
    async load(input) {
      const { index } = context.addInputData('ai_memory', [[{ json: { action: 'loadMemoryVariables', values: { input } } }]]);
      try {
        const stored = window === 0 ? [] : (await store.read(workflowId, sessionKey)).slice(-window);
        const messages = stored.map(toMessage);
        const json: IDataObject = { action: 'loadMemoryVariables', chatHistory: messages.map(messageJson) };
        context.addOutputData('ai_memory', index, [[{ json }]]);
        return messages;
      } catch (error) {
        context.addOutputData('ai_memory', index, error as Error);
        throw error;
      }
    },
    async save(input, output) {
      const json = { action: 'saveContext', input: { input }, output: { output } };
      const { index } = context.addInputData('ai_memory', [[{ json }]]);
      try {
        await store.append(workflowId, sessionKey, [
          { type: 'human', content: input },
          { type: 'ai', content: output },
        ]);
        context.addOutputData('ai_memory', index, [[{ json: { action: 'saveContext', chatHistory: [input, output] } }]]);
      } catch (error) {
        context.addOutputData('ai_memory', index, error as Error);
        throw error;
      }
    },
    addAiMessage: (content) => addOne('ai', content),
    addUserMessage: (content) => addOne('human', content),
    async messages() {
      return (await store.read(workflowId, sessionKey)).map(toMessage);
    },
  };
}
