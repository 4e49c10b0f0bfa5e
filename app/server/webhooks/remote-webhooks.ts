/**
 * Registering a trigger's webhook with the service that calls it. Triggers such as
 * Telegram's or a form tool's only receive events once the service knows the URL, so a node
 * type may carry `webhookMethods` per webhook name: when its workflow is activated (or a
 * test listen starts) `checkExists` runs first and `create` when it answers false; when the
 * workflow is deactivated (or the listen ends) `delete` runs. The node keeps what the
 * service answered (the registration's id) in its static data, which is saved after each
 * change for production workflows, so a restart finds the registration again instead of
 * making a second one. A server shutdown leaves registrations in place, as n8n does: the
 * instance comes back at the same URL.
 */
import type { INode } from '@sdk/workflow';
import type { IDataObject } from '@sdk/workflow';
import type { IHookFunctions, INodeType, IWebhookSetupMethods } from '../engine/node-interface';
import type { EngineServices, RunnableWorkflow } from '../engine/run-types';
import { createHookContext } from './node-contexts';
import type { RegisteredWebhook } from './webhook-registry';

/** A node's webhook the service was asked to call. */
interface RemoteWebhook {
  node: INode;
  nodeType: INodeType;
  name: string;
  methods: IWebhookSetupMethods;
}

/** What registration needs. */
export interface RemoteWebhookInput {
  workflow: RunnableWorkflow & { id: string };
  /** The workflow's webhooks as this instance serves them (production or test). */
  webhooks: readonly RegisteredWebhook[];
  nodeTypeOf(node: INode): INodeType | undefined;
  services: EngineServices;
  mode: 'trigger' | 'manual';
  activation: ReturnType<IHookFunctions['getActivationMode']>;
  /** The full URL of a served webhook. */
  urlOf(webhook: RegisteredWebhook): string;
  /** Keeps the workflow's static data (production); absent for test listens. */
  saveStaticData?(data: IDataObject): Promise<void>;
}

/** Registrations made; `remove` asks the service to forget them. */
export interface RemoteWebhooks {
  remove(): Promise<void>;
}

/** The node webhooks of `input.webhooks` whose type can register them remotely, one per node and name. */
function remoteWebhooksOf(input: RemoteWebhookInput): RemoteWebhook[] {
  const out = new Map<string, RemoteWebhook>();
  for (const webhook of input.webhooks) {
    const name = webhook.webhookName ?? 'default';
    const key = JSON.stringify([webhook.nodeName, name]);
    if (out.has(key)) continue;
    const node = input.workflow.nodes.find((candidate) => candidate.name === webhook.nodeName);
    const nodeType = node && input.nodeTypeOf(node);
    const methods = nodeType?.webhookMethods && Object.hasOwn(nodeType.webhookMethods, name) ? nodeType.webhookMethods[name] : undefined;
    if (node !== undefined && nodeType !== undefined && methods !== undefined) out.set(key, { node, nodeType, name, methods });
  }
  return [...out.values()];
}

function contextFor(input: RemoteWebhookInput, remote: RemoteWebhook): IHookFunctions {
  const webhookUrl = (name: string) => {
    const served = input.webhooks.find((webhook) => webhook.nodeName === remote.node.name && (webhook.webhookName ?? 'default') === name);
    return served && input.urlOf(served);
  };
  return createHookContext({
    workflow: input.workflow,
    node: remote.node,
    nodeType: remote.nodeType,
    services: input.services,
    mode: input.mode,
    activation: input.activation,
    webhookName: remote.name,
    webhookUrl,
  });
}

/** A failure of a node's registration, naming the node (the activation error shows it). */
export class RemoteWebhookError extends Error {
  constructor(
    readonly nodeName: string,
    cause: unknown,
  ) {
    super(`Could not register the webhook of "${nodeName}" with its service: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'RemoteWebhookError';
  }
}

async function removeAll(input: RemoteWebhookInput, created: readonly RemoteWebhook[]): Promise<void> {
  for (const remote of [...created].reverse()) {
    // The service may already have dropped it, or be down: deactivation still goes on, as in n8n.
    await remote.methods.delete?.call(contextFor(input, remote)).catch(() => undefined);
  }
  if (created.length > 0) await input.saveStaticData?.(input.workflow.staticData ?? {});
}

/**
 * Asks each service to call the workflow's webhooks. All or nothing: when one registration
 * throws, those made before it are removed and the error names the node.
 */
export async function registerRemoteWebhooks(input: RemoteWebhookInput): Promise<RemoteWebhooks> {
  const created: RemoteWebhook[] = [];
  for (const remote of remoteWebhooksOf(input)) {
    const context = contextFor(input, remote);
    try {
      const exists = (await remote.methods.checkExists?.call(context)) ?? false;
      if (!exists) await remote.methods.create?.call(context);
    } catch (error) {
      await removeAll(input, created);
      throw new RemoteWebhookError(remote.node.name, error);
    }
    created.push(remote);
  }
  if (created.length > 0) await input.saveStaticData?.(input.workflow.staticData ?? {});
  return { remove: () => removeAll(input, created) };
}
