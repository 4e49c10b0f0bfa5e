/**
 * Split Out: one output item per element of a list field. The one implementation behind the
 * Split Out node (`n8n-nodes-base.splitOut`) and Item Lists' "Split Out Items".
 *
 * Item Lists 1 splits one array field. Item Lists 2+ and the Split Out node split a
 * comma-separated list of fields side by side (element i of each field goes into item i);
 * 2 and 2.1 refuse a value that is no list (2.0 also a missing field), later versions and
 * Split Out skip missing fields and wrap single values.
 */
import type { IBinaryKeyData, IDataObject, INodeExecutionData } from '@sdk/workflow';
import { NodeOperationError, type IExecuteFunctions } from '../../../engine/node-interface';
import { assignOwn, deepCopy, setOwn, unsetPath } from '@sdk/values';
import { fieldList, valueGetter } from './fields';

/** How a node version splits. */
export interface SplitOutVariant {
  /** Item Lists v1: one field, which must be an array. */
  legacy?: 'array';
  /**
   * Item Lists 2 and 2.1: a value that is no array or object fails; 2.0 also fails on a
   * field an item lacks (2.1 gives no items for it).
   */
  strict?: { missing: boolean };
  /** The Split Out node: `$binary` splits binary properties, `$json.` prefixes and "Include Binary". */
  binary?: boolean;
}

const NESTED_HINT = "If you're trying to use a nested field, make sure you turn off 'disable dot notation' in the node options";
const isObjectLike = (value: unknown): value is object => typeof value === 'object' && value !== null;

/** Removes `field` from a copy of `json` (a literal key first, else the dot path, as lodash `unset` does). */
function withoutField(json: IDataObject, field: string, dotNotation: boolean): IDataObject {
  if (Object.hasOwn(json, field)) {
    const copy = { ...json };
    delete copy[field];
    return copy;
  }
  if (!dotNotation) return json;
  const copy = deepCopy(json);
  unsetPath(copy, field);
  return copy;
}

function splitLegacy(fn: IExecuteFunctions, items: INodeExecutionData[], mode: 'array'): INodeExecutionData[] {
  const out: INodeExecutionData[] = [];
  const dotNotation = !(fn.getNodeParameter('options.disableDotNotation', 0, false) as boolean);
  const get = valueGetter(dotNotation);
  items.forEach((item, i) => {
    const field = fn.getNodeParameter('fieldToSplitOut', i) as string;
    const destination = fn.getNodeParameter('options.destinationFieldName', i, '') as string;
    const include = fn.getNodeParameter('include', i, 'noOtherFields') as string;
    let list = get(item.json, field);
    if (list === undefined) {
      throw new NodeOperationError(fn.getNode(), `Couldn't find the field '${field}' in the input data`, {
        itemIndex: i,
        ...(field.includes('.') && !dotNotation ? { description: NESTED_HINT } : {}),
      });
    }
    if (mode === 'array' && !Array.isArray(list))
      throw new NodeOperationError(fn.getNode(), `The provided field '${field}' is not an array`, { itemIndex: i });
    if (!isObjectLike(list))
      throw new NodeOperationError(fn.getNode(), `The provided field '${field}' is not an array or object`, { itemIndex: i });
    if (!Array.isArray(list)) list = Object.values(list);
    for (const element of list as unknown[]) {
      let json: IDataObject = {};
      if (include === 'selectedOtherFields') {
        const names = fieldList(fn.getNodeParameter('fieldsToInclude', i, {}));
        if (!names.length)
          throw new NodeOperationError(fn.getNode(), 'No fields specified', { description: 'Please add a field to include' });
        for (const name of names) if (name !== field) setOwn(json, name, get(item.json, name));
      } else if (include === 'allOtherFields') {
        json = { ...withoutField(item.json, field, true) };
      }
      // Objects (and null, as `typeof` says) merge in when nothing else is kept.
      if (typeof element === 'object' && include === 'noOtherFields' && destination === '') assignOwn(json, element);
      else setOwn(json, destination || field, element);
      out.push({ json, pairedItem: { item: i } });
    }
  });
  return out;
}

/** Item Lists 2-2.1's checks of a field's value (n8n's messages). */
function checkStrict(fn: IExecuteFunctions, field: string, value: unknown, failOnMissing: boolean, dotNotation: boolean, i: number): void {
  if (value === undefined) {
    if (!failOnMissing) return;
    throw new NodeOperationError(fn.getNode(), `Couldn't find the field '${field}' in the input data`, {
      itemIndex: i,
      ...(field.includes('.') && !dotNotation ? { description: NESTED_HINT } : {}),
    });
  }
  if (!isObjectLike(value))
    throw new NodeOperationError(fn.getNode(), `The provided field '${field}' is not an array or object`, { itemIndex: i });
}

interface Entry {
  json: IDataObject;
  binary?: IBinaryKeyData;
}

function splitFields(fn: IExecuteFunctions, item: INodeExecutionData, i: number, variant: SplitOutVariant): INodeExecutionData[] {
  const fields = (fn.getNodeParameter('fieldToSplitOut', i) as string)
    .split(',')
    .map((field) => (variant.binary ? field.trim().replace(/^\$json\./, '') : field.trim()));
  const dotNotation = !(fn.getNodeParameter('options.disableDotNotation', variant.binary ? i : 0, false) as boolean);
  const get = valueGetter(dotNotation);
  const destinations = ((fn.getNodeParameter('options.destinationFieldName', i, '') as string) || '')
    .split(',')
    .map((field) => field.trim())
    .filter((field) => field !== '');
  if (destinations.length && destinations.length !== fields.length) {
    throw new NodeOperationError(
      fn.getNode(),
      'If multiple fields to split out are given, the same number of destination fields must be given',
    );
  }
  const include = fn.getNodeParameter('include', i, 'noOtherFields') as string;
  const multiSplit = fields.length > 1;
  const entries: Entry[] = [];
  fields.forEach((field, fieldIndex) => {
    const destination = destinations[fieldIndex] ?? '';
    if (variant.binary && field === '$binary') {
      Object.entries(item.binary ?? {}).forEach(([key, binary], index) => {
        const entry = (entries[index] ??= { json: {} });
        entry.binary = { ...entry.binary, [key]: binary };
      });
      return;
    }
    const value = get(item.json, field);
    if (variant.strict) checkStrict(fn, field, value, variant.strict.missing, dotNotation, i);
    const list = value === undefined ? [] : !isObjectLike(value) ? [value] : Array.isArray(value) ? value : Object.values(value);
    (list as unknown[]).forEach((element, index) => {
      const entry = (entries[index] ??= { json: {} });
      if (isObjectLike(element) && include === 'noOtherFields' && destination === '' && !multiSplit) assignOwn(entry.json, element);
      else setOwn(entry.json, destination || field, element);
    });
  });
  const out: INodeExecutionData[] = [];
  for (const entry of entries) {
    // Sparse when only a later field had elements at an index.
    const split: Entry = entry ?? { json: {} };
    let json = split.json;
    if (include === 'allOtherFields') {
      let copy = deepCopy(item.json);
      for (const field of fields) copy = withoutField(copy, field, dotNotation);
      json = assignOwn(assignOwn({}, copy), split.json);
    } else if (include === 'selectedOtherFields') {
      const names = fieldList(fn.getNodeParameter('fieldsToInclude', i, ''));
      if (!names.length)
        throw new NodeOperationError(fn.getNode(), 'No fields specified', { description: 'Please add a field to include' });
      for (const name of names) setOwn(json, name, get(item.json, name));
    }
    const result: INodeExecutionData = { json, pairedItem: { item: i } };
    if (split.binary) result.binary = split.binary;
    if (variant.binary && (fn.getNodeParameter('options.includeBinary', i, false) as boolean) && item.binary && !result.binary)
      result.binary = item.binary;
    out.push(result);
  }
  return out;
}

/** Splits every input item's list field(s) into items. */
export function splitOutItems(fn: IExecuteFunctions, items: INodeExecutionData[], variant: SplitOutVariant = {}): INodeExecutionData[] {
  if (variant.legacy) return splitLegacy(fn, items, variant.legacy);
  return items.flatMap((item, i) => splitFields(fn, item, i, variant));
}
