/**
 * The item loop of the SaaS nodes, as n8n's run: each input item runs once and its output
 * items are paired with it. A failure stops the run (an engine error as it is, anything
 * else wrapped with the item's index), unless Continue On Fail turns it into one
 * `{ error }` item for that input.
 */
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import { NodeApiError, NodeOperationError, type IExecuteFunctions } from '../../../engine/node-interface';

export async function runPerItem(
  fn: IExecuteFunctions,
  runItem: (i: number) => Promise<INodeExecutionData[]>,
): Promise<INodeExecutionData[][]> {
  const out: INodeExecutionData[] = [];
  for (let i = 0; i < fn.getInputData().length; i++) {
    try {
      for (const item of await runItem(i)) out.push({ ...item, pairedItem: { item: i } });
    } catch (error) {
      if (!fn.continueOnFail()) {
        if (error instanceof NodeApiError || error instanceof NodeOperationError) throw error;
        throw new NodeOperationError(fn.getNode(), error instanceof Error ? error : String(error), { itemIndex: i });
      }
      out.push({ json: { error: error instanceof Error ? error.message : String(error) }, pairedItem: { item: i } });
    }
  }
  return [out];
}

/** An API answer (one object or a list, or nothing) as output items. */
export const jsonItems = (result: IDataObject | IDataObject[] | undefined | null): INodeExecutionData[] =>
  (Array.isArray(result) ? result : [result]).map((json) => ({ json: json ?? {} }));
