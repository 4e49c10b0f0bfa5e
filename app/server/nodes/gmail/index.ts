/**
 * Gmail 2 / 2.1 (description: ./description.ts; version 1 is ./v1): one Google session per
 * run, the operation per item (operations.ts); the account's labels are read once when needed.
 * With Continue On Fail a failing item gives `{ error }`. "Send and Wait for Response"
 * (./send-and-wait.ts) mails approval links and waits; `webhook` answers their clicks.
 */
import type { IDataObject, INodeExecutionData, INodePropertyOptions } from '@sdk/workflow';
import type { IExecuteFunctions, ILoadOptionsFunctions, INodeType } from '../../engine/node-interface';
import { gmailDescription } from './description';
import { gmailSession, labelsOf } from './gmail-api';
import { runGmailItem } from './operations';
import { gmailSendAndWait } from './send-and-wait';
import { runPerItem } from '../shared/saas/run-per-item';
import { sendAndWaitWebhook } from '../shared/send-and-wait';

const DEFAULT_OPERATION: Readonly<Record<string, string>> = { message: 'send', label: 'getAll', draft: 'create', thread: 'getAll' };

async function execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
  const session = await gmailSession(this, String(this.getNodeParameter('authentication', 0, 'oAuth2')));
  const resource = String(this.getNodeParameter('resource', 0, 'message'));
  const operation = String(this.getNodeParameter('operation', 0, DEFAULT_OPERATION[resource] ?? 'send'));
  if (resource === 'message' && operation === 'sendAndWait') return gmailSendAndWait(this, session);
  let labels: Promise<IDataObject[]> | undefined;
  return runPerItem(this, (i) => runGmailItem({ fn: this, session, i, labels: () => (labels ??= labelsOf(session)) }, resource, operation));
}

/** The account's labels for the label pickers, by name. */
export async function getLabels(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
  const session = await gmailSession(this, String(this.getNodeParameter('authentication', 'oAuth2')));
  return (await labelsOf(session))
    .map((label) => ({ name: String(label['name']), value: String(label['id']) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export const gmailNode: INodeType = {
  description: gmailDescription,
  methods: { loadOptions: { getLabels } },
  execute,
  webhook: sendAndWaitWebhook,
};
