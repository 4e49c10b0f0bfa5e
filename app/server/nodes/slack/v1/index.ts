/**
 * Slack 1 (description: ./description.ts), as n8n's version 1 runs: each item runs one Web
 * API call through the shared client (../slack-api.ts) and outputs Slack's answer as given
 * (a posted message keeps its `ts`), or the channel / user / file / profile / user group
 * inside it, one item per list entry. Slack's `ok: false` fails the item with
 * `Slack error response: <the answer as JSON>`; Continue On Fail gives `{ error }` per item.
 * Files go through Slack's legacy files.upload (text content or the item's binary).
 */
import type { INodeExecutionData } from '@sdk/workflow';
import type { IExecuteFunctions, INodeType } from '../../../engine/node-interface';
import { jsonItems, runPerItem } from '../../shared/saas/run-per-item';
import { loadOptions } from '../methods';
import type { OperationResult } from '../operations/common';
import { channelOperation, messageOperation } from './channel-message';
import { slackV1Description } from './description';
import { otherOperation } from './other-operations';

function runItem(fn: IExecuteFunctions, resource: string, operation: string, i: number): Promise<OperationResult> {
  if (resource === 'channel') return channelOperation(fn, operation, i);
  if (resource === 'message') return messageOperation(fn, operation, i);
  return otherOperation(fn, resource, operation, i);
}

async function execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
  const resource = String(this.getNodeParameter('resource', 0, 'message'));
  const operation = String(this.getNodeParameter('operation', 0, ''));
  return runPerItem(this, async (i) => jsonItems(await runItem(this, resource, operation, i)));
}

export const slackV1Node: INodeType = {
  description: slackV1Description,
  methods: { loadOptions },
  execute,
};
