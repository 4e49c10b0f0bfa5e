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

/** Why a schema cannot be read (a JSON example that is not a JSON object). */
export class InputSchemaError extends Error {}

/**
 * The input schema a 1.1 trigger with these parameters declares: the fields defined below or
 * inferred from the JSON example; none for "Accept all data".
 */
export function inputSchemaOf(parameters: IDataObject): Array<{ name: string; type: string }> {
  const source = parameters['inputSource'] ?? 'workflowInputs';
  if (source === 'passthrough') return [];
  if (source === 'jsonExample') {
    const raw = parameters['jsonExample'] ?? '{}';
    let example: unknown = raw;
    if (typeof raw === 'string') {
      try {
        example = JSON.parse(raw) as unknown;
      } catch {
        throw new InputSchemaError('The JSON example is not valid JSON');
      }
    }
    if (example === null || typeof example !== 'object' || Array.isArray(example))
      throw new InputSchemaError('Invalid JSON schema type. Only object type is supported');
    return Object.entries(example as IDataObject).map(([name, value]) => ({ name, type: exampleType(value) }));
  }
  const values = (parameters['workflowInputs'] as { values?: unknown } | undefined)?.values;
  return (Array.isArray(values) ? (values as Array<{ name?: string; type?: string }>) : [])
    .filter((field) => field.name)
    .map((field) => ({ name: field.name!, type: field.type ?? 'string' }));
}

/** The input schema's field names; fails on a JSON example that is not a JSON object. */
export function schemaFields(fn: IExecuteFunctions): Array<{ name: string; type: string }> {
  try {
    return inputSchemaOf({
      inputSource: fn.getNodeParameter('inputSource', 0, 'workflowInputs'),
      jsonExample: fn.getNodeParameter('jsonExample', 0, '{}'),
      workflowInputs: { values: fn.getNodeParameter('workflowInputs.values', 0, []) ?? [] },
    } as IDataObject);
  } catch (error) {
    if (error instanceof InputSchemaError) throw new NodeOperationError(fn.getNode(), error.message);
    throw error;
  }
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
