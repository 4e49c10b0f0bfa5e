/**
 * Slack 2 – 2.3 (description: ./description.ts). Each item runs one Web API operation;
 * outputs are n8n's: the object Slack answers (`ts` renamed `message_timestamp`), or the
 * channel / user / file / list inside it, one item per list entry. Continue On Fail gives
 * `{ error }` per item. "Send and Wait for Response" (./send-and-wait.ts) posts approval
 * links and waits; `webhook` answers their clicks. Version 1 is its own node (./v1).
 */
import type { INodeExecutionData } from '@sdk/workflow';
import type { IExecuteFunctions, INodeType } from '../../engine/node-interface';
import { jsonItems, runPerItem } from '../shared/saas/run-per-item';
import { slackDescription } from './description';
import { listSearch, loadOptions } from './methods';
import { channelOperation } from './operations/channel';
import type { OperationResult } from './operations/common';
import { fileReactionUserOperation } from './operations/file-reaction-user';
import { messageOperation } from './operations/message';
import { starGroupOperation } from './operations/star-group';
import { slackSendAndWait } from './send-and-wait';
import { sendAndWaitWebhook } from '../shared/send-and-wait';

function runItem(fn: IExecuteFunctions, resource: string, operation: string, i: number): Promise<OperationResult> {
  if (resource === 'channel') return channelOperation(fn, operation, i);
  if (resource === 'message') return messageOperation(fn, operation, i);
  if (resource === 'star' || resource === 'userGroup') return starGroupOperation(fn, resource, operation, i);
  return fileReactionUserOperation(fn, resource, operation, i);
}

async function execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
  const resource = String(this.getNodeParameter('resource', 0, 'message'));
  const operation = String(this.getNodeParameter('operation', 0, resource === 'message' ? 'post' : ''));
  if (resource === 'message' && operation === 'sendAndWait') return slackSendAndWait(this);
  return runPerItem(this, async (i) => jsonItems(await runItem(this, resource, operation, i)));
}

export const slackNode: INodeType = {
  description: slackDescription,
  methods: { listSearch, loadOptions },
  execute,
  webhook: sendAndWaitWebhook,
};
