/**
 * Google Drive 3 (description: ./description.ts): one Google session per run, the
 * operation per item (operations.ts). With Continue On Fail a failing item gives `{ error }`.
 * Versions 1 and 2 (n8n's GoogleDriveV1) are their own node in ./v1, on the same Drive client.
 */
import type { INodeExecutionData } from '@sdk/workflow';
import { NodeApiError, NodeOperationError, type IExecuteFunctions, type INodeType } from '../../engine/node-interface';
import { googleDriveDescription } from './description';
import { driveSession } from './drive-client';
import { driveSearch, driveSearchWithDefault, fileSearch, folderSearch } from './methods';
import { runDriveItem } from './operations';

const DEFAULT_OPERATION: Readonly<Record<string, string>> = { file: 'upload', fileFolder: 'search', folder: 'create' };

async function execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
  const session = await driveSession(this, String(this.getNodeParameter('authentication', 0, 'oAuth2')));
  const resource = String(this.getNodeParameter('resource', 0, 'file'));
  const operation = String(this.getNodeParameter('operation', 0, DEFAULT_OPERATION[resource] ?? 'upload'));
  const out: INodeExecutionData[] = [];
  for (let i = 0; i < this.getInputData().length; i++) {
    try {
      for (const item of await runDriveItem({ fn: this, session, i }, resource, operation)) out.push({ ...item, pairedItem: { item: i } });
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

export const googleDriveNode: INodeType = {
  description: googleDriveDescription,
  methods: { listSearch: { fileSearch, folderSearch, driveSearch, driveSearchWithDefault } },
  execute,
};
