/**
 * Redis (description: ./description.ts): one connection per run, each input item runs the
 * operation (./operations.ts); Info runs once. A failing item stops the node with its reason,
 * or with "Continue On Fail" becomes `{ error }` and the rest go on, as in n8n.
 */
import type { INodeExecutionData } from '@sdk/workflow';
import { NodeOperationError, type IExecuteFunctions, type INodeType } from '../../engine/node-interface';
import { withRedis } from '../shared/redis-client';
import { redisDescription } from './description';
import { OPERATIONS } from './operations';
import { infoToObject } from './values';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
  const credential = await this.getCredentials('redis');
  const operationName = String(this.getNodeParameter('operation', 0, 'info'));
  const operation = OPERATIONS.get(operationName);
  if (operationName !== 'info' && operation === undefined) {
    throw new NodeOperationError(this.getNode(), `The operation "${operationName}" is not supported`);
  }
  return withRedis(credential, true, async (client) => {
    if (operation === undefined) return [[{ json: infoToObject(await client.info()) }]];
    const items = this.getInputData();
    const output: INodeExecutionData[] = [];
    for (const [itemIndex, item] of items.entries()) {
      try {
        output.push(await operation.call(this, client, item, itemIndex));
      } catch (error) {
        if (!this.continueOnFail()) throw new NodeOperationError(this.getNode(), messageOf(error), { itemIndex });
        output.push({ json: { error: messageOf(error) }, pairedItem: { item: itemIndex } });
      }
    }
    return [output];
  });
}

export const redisNode: INodeType = { description: redisDescription, execute };
