/**
 * Webhooks a node registers with a remote service when its workflow is activated (n8n's
 * `webhookMethods`: Telegram's setWebhook, ...): `checkExists`, then `create` when it
 * does not; the returned disposer calls `delete` when the workflow is deactivated. A
 * `create` that answers false fails the activation.
 */
import type { INode } from '@sdk/workflow';
import type { EngineServices, RunnableWorkflow } from '../engine/run-types';
import type { INodeType } from '../engine/node-interface';
import { createHookContext } from '../webhooks/node-contexts';

export interface RemoteWebhookInput {
  workflow: RunnableWorkflow;
  node: INode;
  nodeType: INodeType;
  services: EngineServices;
  /** The node's production webhook URL. */
  webhookUrl: string;
}

/** Registers the node's remote webhook; resolves with how to remove it. */
export async function registerRemoteWebhook(input: RemoteWebhookInput): Promise<() => Promise<void>> {
  const methods = input.nodeType.webhookMethods?.['default'];
  if (methods === undefined) return async () => undefined;
  const context = createHookContext({ ...input, mode: 'trigger' });
  const exists = methods.checkExists ? await methods.checkExists.call(context) : false;
  if (!exists && methods.create && !(await methods.create.call(context)))
    throw new Error('The service did not accept the webhook registration');
  return async () => {
    await methods.delete?.call(context);
  };
}
