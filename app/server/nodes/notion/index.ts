/**
 * Notion 2 – 2.2 (description: ./description.ts). Each item runs one operation; a list
 * becomes one item per entry. Continue On Fail gives `{ error }` per item. Version 1 is
 * its own node (./v1).
 */
import type { INodeExecutionData } from '@sdk/workflow';
import { NodeApiError, NodeOperationError, type IExecuteFunctions, type INodeType } from '../../engine/node-interface';
import { notionDescription } from './description';
import { listSearch, loadOptions } from './methods';
import { runDeclarativeNode } from '../../community-packages/routing/run-declarative';
import { runOperation } from './operations';

async function execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
  const resource = String(this.getNodeParameter('resource', 0, 'page'));
  const operation = String(this.getNodeParameter('operation', 0, ''));
  if (resource === 'user') return runDeclarativeNode(this, notionDescription);
  const titleKeys = new Map<string, Promise<string>>();
  const out: INodeExecutionData[] = [];
  for (let i = 0; i < this.getInputData().length; i++) {
    try {
      for (const item of await runOperation(this, resource, operation, i, titleKeys)) out.push({ ...item, pairedItem: { item: i } });
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

export const notionNode: INodeType = {
  description: notionDescription,
  methods: { listSearch, loadOptions },
  execute,
};
