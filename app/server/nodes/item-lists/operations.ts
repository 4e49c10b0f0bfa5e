/** Item Lists operations, one function per operation. */
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import { NodeOperationError, type IExecuteFunctions } from '../../engine/node-interface';
import { assignOwn, getPath, setOwn, setPath } from '../shared/object-path';
import { pairedItemOf } from '../../engine/paired-item';

const fieldNames = (fn: IExecuteFunctions, name: string): string[] =>
  ((fn.getNodeParameter(`${name}.fields`, 0, []) as Array<{ fieldName: string }>) ?? []).map((f) => f.fieldName).filter(Boolean);
const dot = (fn: IExecuteFunctions) => !(fn.getNodeParameter('options.disableDotNotation', 0, false) as boolean);
const splitList = (text: string) => text.split(',').map((s) => s.trim()).filter(Boolean);

/** Turns a list field into one item per element. */
export function splitOutItems(fn: IExecuteFunctions, items: INodeExecutionData[]): INodeExecutionData[] {
  const out: INodeExecutionData[] = [];
  items.forEach((item, i) => {
    const fields = splitList(fn.getNodeParameter('fieldToSplitOut', i) as string);
    const include = fn.getNodeParameter('include', i, 'noOtherFields') as string;
    const destination = fn.getNodeParameter('options.destinationFieldName', i, '') as string;
    for (const field of fields) {
      let value = getPath(item.json, field, dot(fn));
      if (value === undefined) throw new NodeOperationError(fn.getNode(), `Couldn't find the field '${field}' in the input data`, { itemIndex: i, description: "If you're trying to use a nested field, make sure you turn off 'disable dot notation' in the node options" });
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) value = Object.values(value);
      const list = Array.isArray(value) ? value : [value];
      for (const element of list) {
        let json: IDataObject;
        if (include === 'allOtherFields') {
          json = { ...item.json };
          delete json[field];
        } else if (include === 'selectedOtherFields') {
          json = {};
          for (const name of fieldNames(fn, 'fieldsToInclude')) setOwn(json, name, getPath(item.json, name, dot(fn)));
        } else json = {};
        const key = destination || field;
        if (element !== null && typeof element === 'object' && !Array.isArray(element) && include === 'noOtherFields' && !destination) assignOwn(json, element);
        else setOwn(json, key, element);
        out.push({ json, pairedItem: pairedItemOf(i) });
      }
    }
  });
  return out;
}

/** Collects fields (or whole items) of all items into one item. */
export function aggregateItems(fn: IExecuteFunctions, items: INodeExecutionData[]): INodeExecutionData[] {
  const paired = items.map((_, i) => ({ item: i }));
  if ((fn.getNodeParameter('aggregate', 0, 'aggregateIndividualFields') as string) === 'aggregateAllItemData') {
    const destination = fn.getNodeParameter('destinationFieldName', 0, 'data') as string;
    return [{ json: { [destination]: items.map((item) => item.json) }, pairedItem: paired }];
  }
  const fields = (fn.getNodeParameter('fieldsToAggregate.fieldToAggregate', 0, []) as Array<{ fieldToAggregate: string; renameField?: boolean; outputFieldName?: string }>) ?? [];
  const keepMissing = fn.getNodeParameter('options.keepMissing', 0, false) as boolean;
  const mergeLists = fn.getNodeParameter('options.mergeLists', 0, false) as boolean;
  const json: IDataObject = {};
  for (const field of fields) {
    const name = field.renameField && field.outputFieldName ? field.outputFieldName : field.fieldToAggregate;
    const values: unknown[] = [];
    for (const item of items) {
      const value = getPath(item.json, field.fieldToAggregate, dot(fn));
      if ((value === undefined || value === null) && !keepMissing) continue;
      if (mergeLists && Array.isArray(value)) values.push(...value);
      else values.push(value ?? null);
    }
    setPath(json, name, values, dot(fn));
  }
  return [{ json, pairedItem: paired }];
}

/** Keeps the first of items that are the same on the compared fields. */
export function removeDuplicates(fn: IExecuteFunctions, items: INodeExecutionData[]): INodeExecutionData[] {
  const compare = fn.getNodeParameter('compare', 0, 'allFields') as string;
  const selected = compare === 'selectedFields' ? fieldNames(fn, 'fieldsToCompare') : [];
  const excluded = new Set(compare === 'allFieldsExcept' ? fieldNames(fn, 'fieldsToExclude') : []);
  const removeOthers = fn.getNodeParameter('options.removeOtherFields', 0, false) as boolean;
  const seen = new Set<string>();
  const out: INodeExecutionData[] = [];
  items.forEach((item, i) => {
    let key: string;
    if (compare === 'selectedFields') key = JSON.stringify(selected.map((f) => getPath(item.json, f, dot(fn))));
    else key = JSON.stringify(Object.entries(item.json).filter(([k]) => !excluded.has(k)).sort(([a], [b]) => a.localeCompare(b)));
    if (seen.has(key)) return;
    seen.add(key);
    if (removeOthers && compare === 'selectedFields') {
      const json: IDataObject = {};
      for (const f of selected) setOwn(json, f, getPath(item.json, f, dot(fn)));
      out.push({ json, pairedItem: pairedItemOf(i) });
    } else out.push({ ...item, pairedItem: pairedItemOf(i) });
  });
  return out;
}

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return -1;
  if (b === undefined || b === null) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

/** Sorts by fields, or shuffles. */
export function sortItems(fn: IExecuteFunctions, items: INodeExecutionData[]): INodeExecutionData[] {
  const tagged = items.map((item, i) => ({ ...item, pairedItem: pairedItemOf(i) }));
  if ((fn.getNodeParameter('type', 0, 'simple') as string) === 'random') {
    for (let i = tagged.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [tagged[i], tagged[j]] = [tagged[j]!, tagged[i]!];
    }
    return tagged;
  }
  const fields = (fn.getNodeParameter('sortFieldsUi.sortField', 0, []) as Array<{ fieldName: string; order: string }>) ?? [];
  if (fields.length === 0) throw new NodeOperationError(fn.getNode(), 'No sorting specified. Please add a field to sort by');
  return tagged.sort((x, y) => {
    for (const { fieldName, order } of fields) {
      const result = compareValues(getPath(x.json, fieldName), getPath(y.json, fieldName));
      if (result !== 0) return order === 'descending' ? -result : result;
    }
    return 0;
  });
}

/** Keeps at most `maxItems` from the start or the end. */
export function limitItems(fn: IExecuteFunctions, items: INodeExecutionData[]): INodeExecutionData[] {
  const max = Number(fn.getNodeParameter('maxItems', 0, 1));
  const keepLast = (fn.getNodeParameter('keep', 0, 'firstItems') as string) === 'lastItems';
  const tagged = items.map((item, i) => ({ ...item, pairedItem: pairedItemOf(i) }));
  return keepLast ? tagged.slice(Math.max(0, tagged.length - max)) : tagged.slice(0, max);
}

/** A pivot table: aggregations per group of the split-by fields. */
export function summarize(fn: IExecuteFunctions, items: INodeExecutionData[]): INodeExecutionData[] {
  const aggregations = (fn.getNodeParameter('fieldsToSummarize.values', 0, []) as Array<{ aggregation: string; field: string; separateBy?: string }>) ?? [];
  const splitBy = splitList(fn.getNodeParameter('fieldsToSplitBy', 0, '') as string);
  const groups = new Map<string, { keys: IDataObject; members: number[] }>();
  items.forEach((item, i) => {
    const keys: IDataObject = {};
    for (const f of splitBy) setOwn(keys, f, getPath(item.json, f) ?? null);
    const id = JSON.stringify(keys);
    const group = groups.get(id) ?? { keys, members: [] };
    group.members.push(i);
    groups.set(id, group);
  });
  return [...groups.values()].map(({ keys, members }) => {
    const json: IDataObject = { ...keys };
    for (const { aggregation, field, separateBy } of aggregations) {
      const values = members.map((i) => getPath(items[i]!.json, field)).filter((v) => v !== undefined && v !== null && v !== '');
      const numbers = values.map(Number).filter((n) => !Number.isNaN(n));
      const name = `${aggregation}_${field}`;
      switch (aggregation) {
        case 'count':
          json[name] = values.length;
          break;
        case 'countUnique':
          json[name] = new Set(values.map((v) => JSON.stringify(v))).size;
          break;
        case 'sum':
          json[name] = numbers.reduce((a, b) => a + b, 0);
          break;
        case 'average':
          json[name] = numbers.length ? numbers.reduce((a, b) => a + b, 0) / numbers.length : null;
          break;
        case 'min':
          json[name] = numbers.length ? Math.min(...numbers) : null;
          break;
        case 'max':
          json[name] = numbers.length ? Math.max(...numbers) : null;
          break;
        case 'append':
          json[name] = values as IDataObject[];
          break;
        case 'concatenate':
          json[name] = values.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(separateBy ?? ',');
          break;
      }
    }
    return { json, pairedItem: members.map((item) => ({ item })) };
  });
}
