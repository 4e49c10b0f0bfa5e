/**
 * Telegram (description: ./description.ts): one Bot API call per item (./operations.ts,
 * through ./bot-api.ts, which waits out 429s). Each item's output is Telegram's whole
 * answer `{ ok, result }`, as in n8n; File > Get with "Download" adds the file as binary
 * `data`. Continue On Fail gives `{ error }` per failed item. "Send and Wait for Response"
 * (./send-and-wait.ts) sends approval links and waits; `webhook` answers their clicks.
 */
import type { ICredentialDataDecryptedObject, IDataObject, INodeExecutionData } from '@sdk/workflow';
import { NodeApiError, NodeOperationError, type IExecuteFunctions, type INodeType } from '../../engine/node-interface';
import { callBotApi, downloadBotFile } from './bot-api';
import { telegramDescription } from './description';
import { botCallFor } from './operations';
import { telegramSendAndWait } from './send-and-wait';
import { sendAndWaitWebhook } from '../shared/send-and-wait';

async function runItem(fn: IExecuteFunctions, credential: ICredentialDataDecryptedObject, i: number): Promise<INodeExecutionData> {
  const resource = String(fn.getNodeParameter('resource', i, 'message'));
  const operation = String(fn.getNodeParameter('operation', i, resource === 'message' ? 'sendMessage' : 'get'));
  const call = await botCallFor(fn, resource, operation, i);
  const answer = await callBotApi(fn, credential, call.method, call.body);
  if (resource !== 'file' || fn.getNodeParameter('download', i, false) !== true) return { json: answer, pairedItem: { item: i } };
  const filePath = String((answer['result'] as IDataObject | undefined)?.['file_path'] ?? '');
  const content = await downloadBotFile(fn, credential, filePath);
  const fileName = filePath.split('/').pop() || 'file';
  return { json: answer, binary: { data: await fn.helpers.prepareBinaryData(content, fileName) }, pairedItem: { item: i } };
}

async function execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
  const credential = await this.getCredentials('telegramApi');
  if (this.getNodeParameter('resource', 0, 'message') === 'message' && this.getNodeParameter('operation', 0, '') === 'sendAndWait')
    return telegramSendAndWait(this, credential);
  const out: INodeExecutionData[] = [];
  for (let i = 0; i < this.getInputData().length; i++) {
    try {
      out.push(await runItem(this, credential, i));
    } catch (error) {
      if (!this.continueOnFail()) {
        if (error instanceof NodeApiError || error instanceof NodeOperationError) throw error;
        throw new NodeOperationError(this.getNode(), error instanceof Error ? error : String(error), { itemIndex: i });
      }
      out.push({ json: { error: error instanceof Error ? error.message : String(error) }, pairedItem: { item: i } });
    }
  }
  return [out];
}

export const telegramNode: INodeType = { description: telegramDescription, execute, webhook: sendAndWaitWebhook };
