/** Set v1/v2: typed values written by (dot) path; optionally only those kept. */
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import type { INodeType } from '../../engine/node-interface';
import { setPathCopy } from '@sdk/values';
import { setV1Description } from './description-v1';
import { pairedItemOf } from '../../engine/paired-item';

/** v2 turns a number given as numeric text (an expression's result) into a number; v1 keeps it. */
function numberValue(value: unknown, version: number): unknown {
  if (version >= 2 && typeof value === 'string' && !Number.isNaN(Number(value))) return Number(value);
  return value;
}

export const setV1Node: INodeType = {
  description: setV1Description,
  async execute() {
    const items = this.getInputData();
    const version = this.getNode().typeVersion;
    const out: INodeExecutionData[] = new Array(items.length);
    for (let i = 0; i < items.length; i++) {
      const item = items[i]!;
      const keepOnlySet = this.getNodeParameter('keepOnlySet', i, false) as boolean;
      const dotNotation = (this.getNodeParameter('options.dotNotation', i, true) as boolean) !== false;
      let json: IDataObject = keepOnlySet ? {} : item.json;
      for (const type of ['boolean', 'number', 'string'] as const) {
        const values = this.getNodeParameter(`values.${type}`, i, []) as Array<{ name: string; value: unknown }>;
        for (const { name, value } of values ?? []) {
          const typed = type === 'boolean' ? Boolean(value) : type === 'number' ? numberValue(value, version) : value;
          json = setPathCopy(json, name, typed, dotNotation);
        }
      }
      const next: INodeExecutionData = { json, pairedItem: pairedItemOf(i) };
      if (!keepOnlySet && item.binary) next.binary = item.binary;
      out[i] = next;
    }
    return [out];
  },
};
