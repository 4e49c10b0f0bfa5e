/**
 * Execute Workflow Trigger (`n8n-nodes-base.executeWorkflowTrigger` v1, 1.1): where a
 * sub-workflow starts; it runs on the items the calling Execute Workflow node sent.
 * v1 passes them on. 1.1 has an input schema ("Input data mode"): fields defined below
 * (name and type) or inferred from a JSON example keep only those fields (missing ones
 * null); "Accept all data" passes everything on, as v1.
 */
import type { IDataObject } from '@sdk/workflow';
import { NodeOperationError, type IExecuteFunctions, type INodeType } from '../../engine/node-interface';
import { pairedItemOf } from '../../engine/paired-item';
import { executeWorkflowTriggerDescription } from './description';

/** The type a JSON example value gives its field (null: any type), as n8n infers it. */
function exampleType(value: unknown): string {
  if (value === null) return 'any';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** The input schema's field names; fails on a JSON example that is not a JSON object. */
export function schemaFields(fn: IExecuteFunctions): Array<{ name: string; type: string }> {
  const source = fn.getNodeParameter('inputSource', 0, 'workflowInputs') as string;
  if (source === 'passthrough') return [];
  if (source === 'jsonExample') {
    const raw = fn.getNodeParameter('jsonExample', 0, '{}');
    let example: unknown = raw;
    if (typeof raw === 'string') {
      try {
        example = JSON.parse(raw) as unknown;
      } catch {
        throw new NodeOperationError(fn.getNode(), 'The JSON example is not valid JSON');
      }
    }
    if (example === null || typeof example !== 'object' || Array.isArray(example))
      throw new NodeOperationError(fn.getNode(), 'Invalid JSON schema type. Only object type is supported');
    return Object.entries(example as IDataObject).map(([name, value]) => ({ name, type: exampleType(value) }));
  }
  return ((fn.getNodeParameter('workflowInputs.values', 0, []) ?? []) as Array<{ name?: string; type?: string }>)
    .filter((field) => field.name)
    .map((field) => ({ name: field.name!, type: field.type ?? 'string' }));
}

export const executeWorkflowTriggerNode: INodeType = {
  description: executeWorkflowTriggerDescription,
  async execute(this: IExecuteFunctions) {
    const items = this.getInputData();
    if (this.getNode().typeVersion < 1.1) return [items];
    const source = this.getNodeParameter('inputSource', 0, 'workflowInputs') as string;
    if (source === 'passthrough') return [items];
    const fields = schemaFields(this);
    // Only the schema's fields go on: a caller that sends more does not leak it past here.
    return [
      items.map((item, i) => {
        const json: IDataObject = {};
        for (const { name } of fields) json[name] = Object.prototype.hasOwnProperty.call(item.json, name) ? item.json[name]! : null;
        return { json, ...(item.binary ? { binary: item.binary } : {}), pairedItem: pairedItemOf(i) };
      }),
    ];
  },
};
