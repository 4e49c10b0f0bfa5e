/**
 * Execute Workflow 1.2+'s "Workflow Inputs" (a resource mapper over the called workflow's
 * Execute Workflow Trigger fields): each item is sent with the mapped values set on it,
 * checked against the field types (or converted, with "Attempt to convert types"), and
 * without the fields the mapper removed. Older versions have no mapper: items go as they are.
 */
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import { NodeOperationError, type IExecuteFunctions } from '../../engine/node-interface';
import { pairedItemOf } from '../../engine/paired-item';
import { ownEntry } from '@sdk/values';

interface MapperField {
  id: string;
  displayName?: string;
  type?: string;
  removed?: boolean;
}

const BOOLEAN_TEXT: Record<string, boolean> = { true: true, false: false, '1': true, '0': false, yes: true, no: false };

function parseJson(value: string): unknown {
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

/** `value` as `type`; undefined when it is not one (and cannot become one when `convert`). */
function asType(value: unknown, type: string, convert: boolean): { ok: boolean; value?: unknown } {
  switch (type) {
    case 'string':
      if (typeof value === 'string') return { ok: true, value };
      return convert && ['number', 'boolean'].includes(typeof value) ? { ok: true, value: String(value) } : { ok: false };
    case 'number': {
      if (typeof value === 'number' && !Number.isNaN(value)) return { ok: true, value };
      const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
      return convert && !Number.isNaN(number) ? { ok: true, value: number } : { ok: false };
    }
    case 'boolean': {
      if (typeof value === 'boolean') return { ok: true, value };
      const bool = ownEntry(BOOLEAN_TEXT, String(value).trim().toLowerCase());
      return convert && bool !== undefined ? { ok: true, value: bool } : { ok: false };
    }
    case 'array': {
      if (Array.isArray(value)) return { ok: true, value };
      const parsed = convert && typeof value === 'string' ? parseJson(value) : undefined;
      return Array.isArray(parsed) ? { ok: true, value: parsed } : { ok: false };
    }
    case 'object': {
      const isObject = (v: unknown) => v !== null && typeof v === 'object' && !Array.isArray(v);
      if (isObject(value)) return { ok: true, value };
      const parsed = convert && typeof value === 'string' ? parseJson(value) : undefined;
      return isObject(parsed) ? { ok: true, value: parsed } : { ok: false };
    }
    default:
      return { ok: true, value };
  }
}

function checkedValues(
  fn: IExecuteFunctions,
  values: IDataObject,
  schema: MapperField[],
  convert: boolean,
  itemIndex: number,
): IDataObject {
  const out: IDataObject = { ...values };
  for (const field of schema) {
    const value = values[field.id];
    if (field.removed || !field.type || value === undefined || value === null || value === '') continue;
    const result = asType(value, field.type, convert);
    if (!result.ok)
      throw new NodeOperationError(fn.getNode(), `Invalid input for '${field.id}' [item ${itemIndex}]`, {
        itemIndex,
        description: `'${field.id}' expects a ${field.type} but we got ${JSON.stringify(value)}${convert ? '' : '. Turn on "Attempt to convert types" to convert it'}`,
      });
    out[field.id] = result.value as IDataObject[string];
  }
  return out;
}

/** The items to send: each with the mapped values, checked, and without the removed fields. */
export function workflowInputItems(fn: IExecuteFunctions): INodeExecutionData[] {
  const items = fn.getInputData();
  if (fn.getNode().typeVersion < 1.2) return items;
  const schema = (fn.getNodeParameter('workflowInputs.schema', 0, []) ?? []) as MapperField[];
  const convert = fn.getNodeParameter('workflowInputs.attemptToConvertTypes', 0, false) === true;
  const removed = new Set(schema.filter((field) => field.removed).map((field) => field.displayName ?? field.id));
  return items.map((item, i) => {
    const values = (fn.getNodeParameter('workflowInputs.value', i, {}) ?? {}) as IDataObject;
    const json: IDataObject = { ...item.json, ...checkedValues(fn, values, schema, convert, i) };
    for (const key of removed) delete json[key];
    return { ...item, json, pairedItem: pairedItemOf(i) };
  });
}
