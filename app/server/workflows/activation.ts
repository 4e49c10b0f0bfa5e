/**
 * Whether a workflow can be activated. Activation itself (registering webhooks, starting
 * triggers and pollers) is the engine's job. A node can start a workflow on its own when its
 * type has a trigger, a poll or a trigger webhook (the server asks its node catalogue, so a
 * community package's `formbricks` trigger counts); without the catalogue, or for a type it
 * does not know, the type's name decides:
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

/** A node as activation looks at it. */
type ActivationNode = Pick<INode, 'type' | 'disabled'> & { typeVersion?: number };

/** What the node catalogue says of a node's type: undefined when it does not know the type. */
export type StartsOnItsOwn = (node: ActivationNode) => boolean | undefined;

/** Whether `node` can start the workflow once it is active (catalogue first, then the type's name). */
export function isActivatingNode(node: ActivationNode, startsOnItsOwn: StartsOnItsOwn = () => undefined): boolean {
  return !NON_ACTIVATING_TRIGGER_TYPES.has(node.type) && (startsOnItsOwn(node) ?? isActivatingNodeType(node.type));
}

/** Why `nodes` cannot be activated, or undefined when they can. */
export function activationProblem(nodes: readonly ActivationNode[], startsOnItsOwn?: StartsOnItsOwn): string | undefined {
  const enabled = nodes.filter((node) => node.disabled !== true);
  if (enabled.some((node) => isActivatingNode(node, startsOnItsOwn))) return undefined;
  const manualOnly = enabled.some((node) => NON_ACTIVATING_TRIGGER_TYPES.has(node.type));
  return manualOnly
    ? 'This workflow cannot be activated: its only trigger is started by hand (Manual Trigger) or by another workflow. Add a trigger such as Schedule Trigger or Webhook to activate it.'
    : 'This workflow cannot be activated: it has no trigger node. Add a trigger such as Schedule Trigger or Webhook to activate it.';
}
