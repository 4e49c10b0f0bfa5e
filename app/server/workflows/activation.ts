/**
 * Whether a workflow can be activated. Activation itself (registering webhooks, starting
 * triggers and pollers) is the engine's job; until the server has its node catalogue,
 * this decides by node type name which nodes can start a workflow on their own:
 *
 * - a type whose name ends in `Trigger` (Schedule Trigger, any app trigger), or one of
 *   the older trigger types without that suffix (Webhook, Cron, Interval ...);
 * - but not the Manual Trigger (and the old Start node, the Manual Chat Trigger), which
 *   only run from the editor, nor the Error Trigger and the Execute Workflow Trigger,
 *   which are started by other workflows, not by activation;
 * - disabled nodes do not count.
 *
 * A workflow without such a node cannot be activated (n8n refuses it the same way).
 */
import type { INode } from '@sdk/workflow';

/** Node types that run only when something other than activation starts them. */
export const NON_ACTIVATING_TRIGGER_TYPES: ReadonlySet<string> = new Set([
  'n8n-nodes-base.manualTrigger',
  'n8n-nodes-base.start',
  'n8n-nodes-base.errorTrigger',
  'n8n-nodes-base.executeWorkflowTrigger',
  '@n8n/n8n-nodes-langchain.manualChatTrigger',
]);

/** Trigger, webhook and polling node types whose names do not end in `Trigger`. */
export const OTHER_ACTIVATING_TYPES: ReadonlySet<string> = new Set([
  'n8n-nodes-base.webhook',
  'n8n-nodes-base.cron',
  'n8n-nodes-base.interval',
]);

/** Whether a node of this type can start the workflow once it is active. */
export function isActivatingNodeType(type: string): boolean {
  if (NON_ACTIVATING_TRIGGER_TYPES.has(type)) return false;
  if (OTHER_ACTIVATING_TYPES.has(type)) return true;
  const localName = type.slice(type.lastIndexOf('.') + 1);
  return /Trigger$/.test(localName);
}

/** Why `nodes` cannot be activated, or undefined when they can. */
export function activationProblem(nodes: readonly Pick<INode, 'type' | 'disabled'>[]): string | undefined {
  const enabled = nodes.filter((node) => node.disabled !== true);
  if (enabled.some((node) => isActivatingNodeType(node.type))) return undefined;
  const manualOnly = enabled.some((node) => NON_ACTIVATING_TRIGGER_TYPES.has(node.type));
  return manualOnly
    ? 'This workflow cannot be activated: its only trigger is started by hand (Manual Trigger) or by another workflow. Add a trigger such as Schedule Trigger or Webhook to activate it.'
    : 'This workflow cannot be activated: it has no trigger node. Add a trigger such as Schedule Trigger or Webhook to activate it.';
}
