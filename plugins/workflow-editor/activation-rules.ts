import { listNodes, type WorkflowDocument } from '@sdk';

/**
 * Trigger types that never start a workflow through activation: they run from
 * the editor (Manual Trigger, the old Start node, the manual chat trigger) or
 * from another workflow (Error Trigger, Execute Workflow Trigger). The server
 * refuses to activate a workflow whose only triggers are these.
 */
export const NON_ACTIVATING_TRIGGERS: ReadonlySet<string> = new Set([
  'n8n-nodes-base.manualTrigger',
  'n8n-nodes-base.start',
  'n8n-nodes-base.errorTrigger',
  'n8n-nodes-base.executeWorkflowTrigger',
  '@n8n/n8n-nodes-langchain.manualChatTrigger',
]);

/**
 * Why the activation toggle is off limits for this document, or null when it
 * may be switched: an unsaved workflow cannot be activated, and neither can
 * one without an enabled trigger that activation starts (e.g. only a Manual
 * Trigger). Deactivating is always allowed for a saved workflow.
 */
export function activationDisabledReason(document: WorkflowDocument, isTrigger: (type: string, version: number) => boolean): string | null {
  if (document.id === null) return 'Save the workflow before activating it';
  if (document.active) return null;
  const triggers = listNodes(document).filter((node) => node.disabled !== true && isTrigger(node.type, node.typeVersion));
  const activating = triggers.filter((node) => !NON_ACTIVATING_TRIGGERS.has(node.type));
  if (activating.length > 0) return null;
  return triggers.length > 0
    ? 'This workflow has no trigger that runs on its own (only manual ones). Add a trigger such as Schedule Trigger or Webhook to activate it.'
    : 'This workflow has no trigger node. Add a trigger such as Schedule Trigger or Webhook to activate it.';
}
