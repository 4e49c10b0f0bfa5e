/**
 * Gmail 1 (description: ./description.ts): one Google session per run, the operation per
 * item (./operations.ts). With Continue On Fail a failing item gives `{ error }`.
 */
import type { INodeExecutionData } from '@sdk/workflow';
import { NodeOperationError, type IExecuteFunctions, type INodeType } from '../../../engine/node-interface';
import { runPerItem } from '../../shared/saas/run-per-item';
import { gmailSession } from '../gmail-api';
import { getLabels } from '..';
import { gmailV1Description } from './description';
import { GMAIL_V1_OPERATIONS } from './operations';

const DEFAULT_OPERATION: Readonly<Record<string, string>> = { draft: 'create', label: 'create', message: 'send', messageLabel: 'add' };

async function execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
  const session = await gmailSession(this, String(this.getNodeParameter('authentication', 0, 'oAuth2')));
  const resource = String(this.getNodeParameter('resource', 0, 'draft'));
  const operation = String(this.getNodeParameter('operation', 0, DEFAULT_OPERATION[resource] ?? 'create'));
  const operations = Object.hasOwn(GMAIL_V1_OPERATIONS, resource) ? GMAIL_V1_OPERATIONS[resource]! : undefined;
  const run = operations && Object.hasOwn(operations, operation) ? operations[operation] : undefined;
  if (!run) throw new NodeOperationError(this.getNode(), `The operation "${operation}" of "${resource}" is not supported`);
  return runPerItem(this, (i) => run({ fn: this, session, i }));
}

export const gmailV1Node: INodeType = {
  description: gmailV1Description,
  methods: { loadOptions: { getLabels } },
  execute,
};
