/**
 * Set v3.x ("Edit Fields"): manual fields (3-3.2 `fields.values`, 3.3+ `assignments`)
 * converted to their declared type, or raw JSON; then input fields kept per `include`.
 */
import type { IDataObject, INode, INodeExecutionData } from '@sdk/workflow';
import { NodeOperationError, type IExecuteFunctions, type INodeType } from '../../engine/node-interface';
import { deepCopy, getPath, setOwn, setPathCopy, unsetPath } from '@sdk/values';
import { setV3Description } from './description-v3';
import { pairedItemOf } from '../../engine/paired-item';
import { convertFieldValue, type FieldType } from './field-value';

/** Raw mode's JSON Output as an object (n8n's messages; quotes, keys and trailing commas repaired as n8n does). */
function parseJsonOutput(node: INode, raw: unknown, itemIndex: number): IDataObject {
  let parsed = raw;
  if (typeof raw === 'string') {
    try {
      parsed = JSON.parse(raw) as unknown;
    } catch {
      const repaired = raw
        .replace(/'/g, '"')
        .replace(/(['"])?([a-zA-Z0-9_]+)(['"])?:/g, '"$2":')
        .replace(/,\s*([\]}])/g, '$1')
        .replace(/,+$/, '');
      try {
        parsed = JSON.parse(repaired) as unknown;
      } catch {
        throw new NodeOperationError(node, `The 'JSON Output' in item ${itemIndex} contains invalid JSON`, { itemIndex });
      }
    }
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new NodeOperationError(node, `The 'JSON Output' in item ${itemIndex} does not contain a valid JSON object`, { itemIndex });
  return parsed as IDataObject;
}

function fieldList(text: string): string[] {
  return text
    .split(',')
    .map((f) => f.trim())
    .filter((f) => f !== '');
}

function baseJson(fn: IExecuteFunctions, item: INodeExecutionData, i: number, version: number, dotNotation: boolean): IDataObject {
  const modern = version >= 3.3;
  const includeOthers = modern ? (fn.getNodeParameter('includeOtherFields', i, false) as boolean) : true;
  const include = includeOthers ? (fn.getNodeParameter('include', i, 'all') as string) : 'none';
  if (include === 'none') return {};
  if (include === 'selected') {
    const picked: IDataObject = {};
    for (const field of fieldList(fn.getNodeParameter('includeFields', i, '') as string)) {
      const value = getPath(item.json, field, dotNotation);
      // As n8n: with dot notation a nested field comes out under its last key.
      const key = dotNotation ? field.split('.').pop()! : field;
      if (value !== undefined) setOwn(picked, key, value);
    }
    return picked;
  }
  if (include === 'except') {
    const copy = deepCopy(item.json);
    for (const field of fieldList(fn.getNodeParameter('excludeFields', i, '') as string)) unsetPath(copy, field, dotNotation);
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
      // n8n reads the option as `dotNotation !== false`: on unless turned off.
      const dotNotation = this.getNodeParameter('options.dotNotation', i, true) !== false;
      let json = baseJson(this, item, i, version, dotNotation);
      const convert = (name: string, type: FieldType, value: unknown) =>
        convertFieldValue(name, type, value, { node, version, lenient, itemIndex: i });
      if (mode === 'raw') {
        const raw = this.getNodeParameter('jsonOutput', i) as unknown;
        json = { ...json, ...parseJsonOutput(node, raw, i) };
      } else if (version >= 3.3) {
        const assignments = this.getNodeParameter('assignments.assignments', i, []) as Array<{
          name: string;
          value: unknown;
          type?: FieldType;
        }>;
        for (const a of assignments ?? []) json = setPathCopy(json, a.name, convert(a.name, a.type ?? 'string', a.value), dotNotation);
      } else {
        const fields = this.getNodeParameter('fields.values', i, []) as Array<IDataObject & { name: string; type?: string }>;
        for (const field of fields ?? []) {
          const key = field.type ?? 'stringValue';
          const type = key.replace('Value', '') as FieldType;
          json = setPathCopy(json, field.name, convert(field.name, type, field[key]), dotNotation);
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
