/**
 * The core node catalogue: every built-in node type, registered by type name and version.
 *
 * HOW TO ADD A NODE: build it in `app/server/nodes/<kebab-name>/` against the contract in
 * `app/server/engine/node-interface.ts` (see the comment at its top), then add one import
 * line below and its export name to CORE_NODE_TYPES. Keep the list sorted by folder name
 * within each block so parallel edits merge cleanly.
 */
import type { INodeType, IVersionedNodeType } from '../engine/node-interface';
import { NodeTypeRegistry } from '../engine/node-type-registry';
import { codeNode } from './code';
import { cronNode } from './cron';
import { cryptoNode } from './crypto';
import { dateTimeNode } from './date-time';
import { dateTimeV1Node } from './date-time/v1';
import { errorTriggerNode } from './error-trigger';
import { emailSendNode, emailSendV1Node } from './email-send';
import { executeWorkflowNode } from './execute-workflow';
import { executeWorkflowTriggerNode } from './execute-workflow-trigger';
import { filterNode } from './filter';
import { formNode } from './form';
import { formTriggerNode } from './form-trigger';
import { filterV2Node } from './filter/v2';
import { functionNode } from './function';
import { functionItemNode } from './function-item';
import { httpRequestNode } from './http-request';
import { htmlNode } from './html';
import { ifNode } from './if';
import { ifV2Node } from './if/v2';
import { intervalNode } from './interval';
import { itemListsNode } from './item-lists';
import { manualTriggerNode } from './manual-trigger';
import { markdownNode } from './markdown';
import { mergeNode, mergeV1Node } from './merge';
import { noOpNode } from './no-op';
import { postgresNode } from './postgres';
import { renameKeysNode } from './rename-keys';
import { respondToWebhookNode } from './respond-to-webhook';
import { scheduleTriggerNode } from './schedule-trigger';
import { setV1Node, setV3Node } from './set';
import { splitInBatchesNode } from './split-in-batches';
import { startNode } from './start';
import { stickyNoteNode } from './sticky-note';
import { stopAndErrorNode } from './stop-and-error';
import { switchNode } from './switch';
import { switchV3Node } from './switch/v3';
import { xmlNode } from './xml';
import { waitNode } from './wait';
import { webhookNode } from './webhook';

/** The built-in node types. */
export const CORE_NODE_TYPES: ReadonlyArray<INodeType | IVersionedNodeType> = [
  codeNode,
  cronNode,
  cryptoNode,
  dateTimeV1Node,
  dateTimeNode,
  emailSendV1Node,
  emailSendNode,
  errorTriggerNode,
  executeWorkflowNode,
  executeWorkflowTriggerNode,
  filterNode,
  filterV2Node,
  formNode,
  formTriggerNode,
  functionNode,
  functionItemNode,
  httpRequestNode,
  htmlNode,
  ifNode,
  ifV2Node,
  intervalNode,
  itemListsNode,
  manualTriggerNode,
  markdownNode,
  mergeNode,
  mergeV1Node,
  noOpNode,
  postgresNode,
  renameKeysNode,
  respondToWebhookNode,
  scheduleTriggerNode,
  setV1Node,
  setV3Node,
  splitInBatchesNode,
  startNode,
  stickyNoteNode,
  stopAndErrorNode,
  switchNode,
  switchV3Node,
  xmlNode,
  waitNode,
  webhookNode,
];

/** A registry holding the built-in node types. */
export function createCoreNodeTypes(): NodeTypeRegistry {
  return new NodeTypeRegistry(CORE_NODE_TYPES);
}
