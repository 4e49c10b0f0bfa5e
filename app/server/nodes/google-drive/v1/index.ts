/**
 * Google Drive 1 and 2 (description: ./description.ts), n8n's GoogleDriveV1 over the Drive
 * client of version 3 (../drive-client.ts): files (file-operations.ts: copy, delete,
 * download with Google Docs/Sheets/Slides/Drawings exported, list, share, update, upload),
 * folders (create, delete, share) and shared drives (drive-operations.ts), one Google
 * session per run and the operation per item. Version 1 signs in with a service account
 * unless told otherwise, 2 with OAuth2. Download outputs every input item with the file
 * added; version 1's file list answers for the first item only, as n8n's does. With
 * "Continue On Fail" a failing item gives `{ error }` (on download: its json replaced).
 */
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import { NodeApiError, NodeOperationError, type IExecuteFunctions, type INodeType } from '../../../engine/node-interface';
import { driveSession } from '../drive-client';
import { googleDriveV1Description } from './description';
import { runDriveItem } from './drive-operations';
import { downloadFile, runFileItem, type V1Run } from './file-operations';
import { defaultAuthentication, listSearch } from './methods';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

function failure(fn: IExecuteFunctions, error: unknown, i: number): Error {
  if (error instanceof NodeApiError || error instanceof NodeOperationError) return error;
  return new NodeOperationError(fn.getNode(), error instanceof Error ? error : String(error), { itemIndex: i });
}

async function downloadAll(fn: IExecuteFunctions, runs: (i: number) => V1Run): Promise<INodeExecutionData[][]> {
  const out: INodeExecutionData[] = [];
  for (const [i, item] of fn.getInputData().entries()) {
    try {
      out.push({ ...(await downloadFile(runs(i))), pairedItem: { item: i } });
    } catch (error) {
      if (!fn.continueOnFail()) throw failure(fn, error, i);
      out.push({ ...item, json: { error: errorText(error) }, pairedItem: { item: i } });
    }
  }
  return [out];
}

async function execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
  const version = this.getNode().typeVersion;
  const authentication = this.getNodeParameter('authentication', 0, defaultAuthentication(version));
  const session = await driveSession(this, String(authentication));
  const resource = String(this.getNodeParameter('resource', 0, 'file'));
  const operation = String(this.getNodeParameter('operation', 0, resource === 'file' ? 'upload' : 'create'));
  const runs = (i: number): V1Run => ({ fn: this, session, i });
  if (resource === 'file' && operation === 'download') return downloadAll(this, runs);
  const out: INodeExecutionData[] = [];
  for (let i = 0; i < this.getInputData().length; i++) {
    try {
      const answer = resource === 'drive' ? await runDriveItem(runs(i), operation) : await runFileItem(runs(i), resource, operation);
      const entries = (Array.isArray(answer) ? answer : [answer]).map((json: IDataObject) => ({ json, pairedItem: { item: i } }));
      // Version 1 lists files once, for the first item.
      if (version === 1 && resource === 'file' && operation === 'list') return [entries];
      out.push(...entries);
    } catch (error) {
      if (!this.continueOnFail()) throw failure(this, error, i);
      out.push({ json: { error: errorText(error) }, pairedItem: { item: i } });
    }
  }
  return [out];
}

export const googleDriveV1Node: INodeType = {
  description: googleDriveV1Description,
  methods: { listSearch },
  execute,
};
