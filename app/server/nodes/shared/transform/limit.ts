/**
 * Limit: keeps at most "Max Items" items, from the start or the end. The one implementation
 * behind the Limit node (`n8n-nodes-base.limit`) and Item Lists' "Limit".
 */
import type { INodeExecutionData } from '@sdk/workflow';
import type { IExecuteFunctions } from '../../../engine/node-interface';
import { pairedItemOf } from '../../../engine/paired-item';

/** The first or last `maxItems` input items. */
export function limitItems(fn: IExecuteFunctions, items: INodeExecutionData[]): INodeExecutionData[] {
  const maxItems = Number(fn.getNodeParameter('maxItems', 0, 1));
  const keep = fn.getNodeParameter('keep', 0, 'firstItems') as string;
  const tagged = items.map((item, index) => ({ ...item, pairedItem: pairedItemOf(index) }));
  if (maxItems > items.length) return tagged;
  return keep === 'lastItems' ? tagged.slice(items.length - maxItems) : tagged.slice(0, maxItems);
}
