/**
 * Respond to Chat (description: ./description.ts), for a Chat Trigger in "Using Response
 * Nodes" mode. The message answers the chat message the run is handling (through the run's
 * webhook response, `{output: message}`; in the editor's chat the panel reads it from the
 * run data, where the node's items carry it as `sendMessage`, n8n's field). With "Add Memory
 * Input Connection" the message is added to the memory as the AI's. A node that waits answers
 * once the run is stored as waiting, so a quick reply finds the run it belongs to.
 *
 * - "Wait for User Reply" on (the default): the execution waits, without limit or until
 *   "Limit Wait Time". The session's next chat message resumes it instead of starting a new
 *   run (app/server/webhooks/chat-replies.ts); {@link onMessage} makes the reply the node's
 *   output (`{sessionId, action, chatInput}`) and adds it to the memory as the user's. A limit
 *   that runs out resumes it with `{}` (n8n's output while waiting).
 * - Off: the node passes its input on and the run goes on.
 *
 * One HTTP request carries one answer, so a second message before the next reply fails
 * loudly rather than being lost.
 */
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import type { IExecuteFunctions, INodeType } from '../../engine/node-interface';
import { NodeOperationError } from '../../engine/node-interface';
import type { IAiMemory } from '../shared/ai/contracts';
import { AI_PACKAGE } from '../shared/ai/prompt-properties';
import { waitTillOf } from '../shared/wait-limit';
import { MEMORY_INPUT, respondToChatDescription } from './description';

const CHAT_TRIGGER = `${AI_PACKAGE}.chatTrigger`;
/** Set in the run's flow context once a message answered the chat message being handled; cleared when the run waits for the next one. */
const ANSWERED = 'respondToChatAnswered';

function withMemory(context: IExecuteFunctions): boolean {
  return ((context.getNodeParameter('options', 0, {}) ?? {}) as IDataObject)['memoryConnection'] === true;
}

async function memoryOf(context: IExecuteFunctions): Promise<IAiMemory | undefined> {
  return (await context.getInputConnectionData('ai_memory', 0)) as IAiMemory | undefined;
}

function checkTrigger(context: IExecuteFunctions): void {
  const node = context.getNode();
  const trigger = context.getParentNodes(node.name).find((parent) => parent.type === CHAT_TRIGGER && !parent.disabled);
  if (!trigger) throw new NodeOperationError(node, 'Workflow must be started from a chat trigger node');
  const triggerOptions = (trigger.parameters['options'] ?? {}) as IDataObject;
  if (triggerOptions['responseMode'] !== 'responseNodes')
    throw new NodeOperationError(node, '"Response Mode" in the chat trigger node must be set to "Using Response Nodes"');
}

async function execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
  checkTrigger(this);
  const node = this.getNode();
  const waitForReply = this.getNodeParameter('waitUserReply', 0, true) === true;
  // Read before anything is sent: a limit that cannot be read fails the node with nothing said.
  const waitTill = waitForReply ? waitTillOf(this) : undefined;
  const flow = this.getContext('flow');
  if (flow[ANSWERED] === true)
    throw new NodeOperationError(node, 'Only one chat message per user message is supported', {
      description: 'An earlier Respond to Chat node already answered this chat message; turn on "Wait for User Reply" on it.',
    });
  const message = String(this.getNodeParameter('message', 0, '') ?? '');
  if (withMemory(this)) await (await memoryOf(this))?.addAiMessage(message);
  if (waitTill === undefined) {
    this.sendWebhookResponse({ statusCode: 200, headers: {}, body: { output: message } });
    flow[ANSWERED] = true;
    return [this.getInputData().map((item, index) => (index === 0 ? { ...item, sendMessage: message } : item))];
  }
  // The chat gets the message once the run is stored as waiting (app/server/webhooks/webhook-call.ts),
  // so the reply finds it. That reply comes with a request of its own, which this run may answer again.
  flow[ANSWERED] = false;
  await this.putExecutionToWait(waitTill);
  return [[{ json: {}, sendMessage: message }]];
}

/** The user's reply resumes the run: it is the node's output, and the memory's user message. */
async function onMessage(this: IExecuteFunctions, message: INodeExecutionData): Promise<INodeExecutionData[][]> {
  const chatInput = message.json['chatInput'];
  if (withMemory(this) && typeof chatInput === 'string' && chatInput !== '') await (await memoryOf(this))?.addUserMessage(chatInput);
  return [[{ json: message.json }]];
}

export const respondToChatNode: INodeType = {
  description: respondToChatDescription,
  inputsOf: (node) =>
    (node.parameters['options'] as IDataObject | undefined)?.['memoryConnection'] === true ? ['main', MEMORY_INPUT] : ['main'],
  execute,
  onMessage,
};
