/**
 * Set v3.x ("Edit Fields"): manual fields (3-3.2 `fields.values`, 3.3+ `assignments`)
 * converted to their declared type, or raw JSON; then input fields kept per `include`.
 */
import type { IDataObject, INode, INodeExecutionData } from '@sdk/workflow';
import { NodeOperationError, type IExecuteFunctions, type INodeType } from '../../engine/node-interface';
import { deepCopy, getPath, setOwn, setPathCopy } from '@sdk/values';
import { setV3Description } from './description-v3';
import { pairedItemOf } from '../../engine/paired-item';

type FieldType = 'string' | 'number' | 'boolean' | 'array' | 'object';

/** Converts a field value to its declared type (n8n's messages). */
export function convertValue(node: INode, name: string, type: FieldType, value: unknown, lenient: boolean, itemIndex: number): unknown {
  const fail = () => {
    if (lenient) return value;
    throw new NodeOperationError(
      node,
      `'${name}' expects a ${type} but we got '${typeof value === 'object' ? JSON.stringify(value) : String(value)}'`,
      { itemIndex },
    );
  };
  switch (type) {
    case 'string':
      return value === undefined || value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value as string);
    case 'number': {
      if (typeof value === 'number') return value;
      if (value === '' || value === undefined || value === null) return value === '' ? fail() : value;
      const n = Number(value);
      return Number.isNaN(n) ? fail() : n;
    }
    case 'boolean':
      if (typeof value === 'boolean') return value;
      if (value === 'true' || value === 1 || value === '1') return true;
      if (value === 'false' || value === 0 || value === '0' || value === '') return false;
      return lenient ? Boolean(value) : fail();
    case 'array':
    case 'object': {
      let parsed = value;
      if (typeof value === 'string') {
        try {
          parsed = JSON.parse(value) as unknown;
        } catch {
          return fail();
        }
      }
      const ok = type === 'array' ? Array.isArray(parsed) : parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed);
      return ok ? parsed : fail();
    }
  }
}

function fieldList(text: string): string[] {
  return text
    .split(',')
    .map((f) => f.trim())
    .filter((f) => f !== '');
}

function baseJson(fn: IExecuteFunctions, item: INodeExecutionData, i: number, version: number): IDataObject {
  const modern = version >= 3.3;
  const includeOthers = modern ? (fn.getNodeParameter('includeOtherFields', i, false) as boolean) : true;
  const include = includeOthers ? (fn.getNodeParameter('include', i, 'all') as string) : 'none';
  if (include === 'none') return {};
  if (include === 'selected') {
    const picked: IDataObject = {};
    for (const field of fieldList(fn.getNodeParameter('includeFields', i, '') as string)) {
      const value = getPath(item.json, field);
      if (value !== undefined) setOwn(picked, field, value);
    }
    return picked;
  }
  if (include === 'except') {
    const copy: IDataObject = { ...item.json };
    for (const field of fieldList(fn.getNodeParameter('excludeFields', i, '') as string)) delete copy[field];
    return copy;
  }
  return item.json;
}

export const setV3Node: INodeType = {
  description: setV3Description,
  async execute() {
    const items = this.getInputData();
    const node = this.getNode();
    const version = node.typeVersion;
    const mode = this.getNodeParameter('mode', 0, 'manual') as string;
    const out: INodeExecutionData[] = [];
    for (let i = 0; i < items.length; i++) {
      const item = items[i]!;
      const lenient = this.getNodeParameter('options.ignoreConversionErrors', i, false) as boolean;
      const dotNotation = this.getNodeParameter('options.dotNotation', i, false) as boolean;
      let json = baseJson(this, item, i, version);
      if (mode === 'raw') {
        const raw = this.getNodeParameter('jsonOutput', i) as unknown;
        const parsed = convertValue(node, 'JSON Output', 'object', raw, false, i) as IDataObject;
        json = { ...json, ...parsed };
      } else if (version >= 3.3) {
        const assignments = this.getNodeParameter('assignments.assignments', i, []) as Array<{
          name: string;
          value: unknown;
          type?: FieldType;
        }>;
        for (const a of assignments ?? [])
          json = setPathCopy(json, a.name, convertValue(node, a.name, a.type ?? 'string', a.value, lenient, i), dotNotation);
      } else {
        const fields = this.getNodeParameter('fields.values', i, []) as Array<IDataObject & { name: string; type?: string }>;
        for (const field of fields ?? []) {
          const key = field.type ?? 'stringValue';
          const type = key.replace('Value', '') as FieldType;
          json = setPathCopy(json, field.name, convertValue(node, field.name, type, field[key], lenient, i), dotNotation);
        }
      }
      const next: INodeExecutionData = { json, pairedItem: pairedItemOf(i) };
      const keepBinary =
        version >= 3.3
          ? (this.getNodeParameter('includeOtherFields', i, false) as boolean) &&
            this.getNodeParameter('options.stripBinary', i, true) === false
          : this.getNodeParameter('options.includeBinary', i, true) !== false;
      if (item.binary && keepBinary) next.binary = item.binary;
      out.push(next);
      const duplicate = this.getNodeParameter('duplicateItem', i, false) as boolean;
      if (duplicate && this.getMode() === 'manual') {
        const count = this.getNodeParameter('duplicateCount', i, 0) as number;
        for (let c = 0; c < count; c++) out.push({ ...next, json: deepCopy(json) });
      }
    }
    return [out];
  },
};
