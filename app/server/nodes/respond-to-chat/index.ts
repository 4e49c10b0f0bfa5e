/**
 * Respond to Chat (description: ./description.ts). Built: without "Wait for User Reply",
 * the message answers the chat message that started the run (the Chat Trigger's "Using
 * Response Nodes" mode answers through the run's webhook response, `{output: message}`),
 * and the node passes its input on; with "Add Memory Input Connection" the message is also
 * added to the connected memory as the AI's. Not built yet, so failing with a clear message
 * rather than answering wrongly: waiting for the user's reply (the wait-and-resume cycle)
 * and a second chat message in one run (one HTTP request carries one answer).
 */
import type { IDataObject } from '@sdk/workflow';
import type { INodeType } from '../../engine/node-interface';
import { NodeOperationError } from '../../engine/node-interface';
import type { IAiMemory } from '../shared/ai/contracts';
import { AI_PACKAGE } from '../shared/ai/prompt-properties';
import { MEMORY_INPUT, respondToChatDescription } from './description';

const CHAT_TRIGGER = `${AI_PACKAGE}.chatTrigger`;
/** Set in the run's flow context once a message has answered the chat. */
const ANSWERED = 'respondToChatAnswered';

export const respondToChatNode: INodeType = {
  description: respondToChatDescription,
  inputsOf: (node) =>
    (node.parameters['options'] as IDataObject | undefined)?.['memoryConnection'] === true ? ['main', MEMORY_INPUT] : ['main'],
  async execute() {
    const node = this.getNode();
    const trigger = this.getParentNodes(node.name).find((parent) => parent.type === CHAT_TRIGGER && !parent.disabled);
    if (!trigger) throw new NodeOperationError(node, 'Workflow must be started from a chat trigger node');
    const triggerOptions = (trigger.parameters['options'] ?? {}) as IDataObject;
    if (triggerOptions['responseMode'] !== 'responseNodes')
      throw new NodeOperationError(node, '"Response Mode" in the chat trigger node must be set to "Using Response Nodes"');
    if (this.getNodeParameter('waitUserReply', 0, true) === true)
      throw new NodeOperationError(node, "Waiting for the user's reply is not supported yet", {
        description: 'Turn off "Wait for User Reply": the message then answers the chat and the workflow goes on.',
      });
    const flow = this.getContext('flow');
    if (flow[ANSWERED] === true)
      throw new NodeOperationError(node, 'Only one chat message per run is supported yet', {
        description: 'An earlier Respond to Chat node of this run already answered the chat.',
      });
    flow[ANSWERED] = true;
    const message = String(this.getNodeParameter('message', 0, '') ?? '');
    const options = (this.getNodeParameter('options', 0, {}) ?? {}) as IDataObject;
    if (options['memoryConnection'] === true) {
      // The conversation an agent with the same memory reads next includes this message.
      const memory = (await this.getInputConnectionData('ai_memory', 0)) as IAiMemory | undefined;
      await memory?.addAiMessage(message);
    }
    this.sendWebhookResponse({ statusCode: 200, headers: {}, body: { output: message } });
    return [this.getInputData()];
  },
};
