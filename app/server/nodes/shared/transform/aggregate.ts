/**
 * Aggregate: all items into one, either a list per chosen field ("Individual Fields") or
 * every item's data in one list ("All Item Data"). The one implementation behind the
 * Aggregate node (`n8n-nodes-base.aggregate`) and Item Lists' "Concatenate Items".
 */
import type { IBinaryData, IDataObject, INodeExecutionData, IPairedItemData } from '@sdk/workflow';
import { NodeOperationError, type IExecuteFunctions } from '../../../engine/node-interface';
import { getPath, setOwn, setPath, toPath } from '@sdk/values';
import { fieldList, valueGetter } from './fields';

/** How a node version aggregates. */
export interface AggregateVariant {
  /** Item Lists before 2.1: a field found in no item is an error (unless missing values are kept). */
  failOnMissingField?: boolean;
  /** The Aggregate node: "Group By Fields", "Include Binaries" and "Keep Only Unique Binaries". */
  binaries?: boolean;
}

interface FieldToAggregate {
  fieldToAggregate: string;
  renameField?: boolean;
  outputFieldName?: string;
}

const NESTED_HINT = "If you're trying to use a nested field, make sure you turn off 'disable dot notation' in the node options";

function individualFields(fn: IExecuteFunctions, items: INodeExecutionData[], variant: AggregateVariant): INodeExecutionData {
  const dotNotation = !(fn.getNodeParameter('options.disableDotNotation', 0, false) as boolean);
  const mergeLists = fn.getNodeParameter('options.mergeLists', 0, false) as boolean;
  const keepMissing = fn.getNodeParameter('options.keepMissing', 0, false) as boolean;
  const fields = (fn.getNodeParameter('fieldsToAggregate.fieldToAggregate', 0, []) as FieldToAggregate[]) ?? [];
  if (!fields.length) throw new NodeOperationError(fn.getNode(), 'No fields specified', { description: 'Please add a field to aggregate' });
  const get = valueGetter(dotNotation);
  if (variant.failOnMissingField) {
    for (const { fieldToAggregate } of fields) {
      if (fieldToAggregate === '')
        throw new NodeOperationError(fn.getNode(), 'Field to aggregate is blank', { description: 'Please add a field to aggregate' });
      const found = items.some((item) => get(item.json, fieldToAggregate) !== undefined);
      if (!found && !dotNotation && fieldToAggregate.includes('.'))
        throw new NodeOperationError(fn.getNode(), `Couldn't find the field '${fieldToAggregate}' in the input data`, {
          description: NESTED_HINT,
        });
      if (!found && !keepMissing)
        throw new NodeOperationError(fn.getNode(), `Couldn't find the field '${fieldToAggregate}' in the input data`);
    }
  }
  const values = new Map<string, unknown[]>();
  const outputFields: string[] = [];
  for (const { fieldToAggregate, renameField, outputFieldName } of fields) {
    const field = renameField ? (outputFieldName ?? '') : fieldToAggregate;
    if (outputFields.includes(field))
      throw new NodeOperationError(fn.getNode(), `The '${field}' output field is used more than once`, {
        description: 'Please make sure each output field name is unique',
      });
    outputFields.push(field);
    if (fieldToAggregate === '') continue;
    // Without a new name a nested field is named by its last part ('a.b' gives 'b').
    const name = outputFieldName || (dotNotation && fieldToAggregate.includes('.') ? fieldToAggregate.split('.').pop()! : fieldToAggregate);
    const list: unknown[] = [];
    values.set(name, list);
    for (const item of items) {
      let value = get(item.json, fieldToAggregate);
      if (!keepMissing) {
        if (Array.isArray(value)) value = value.filter((entry) => entry !== null);
        else if (value === null || value === undefined) continue;
      }
      if (Array.isArray(value) && mergeLists) list.push(...(value as unknown[]));
      // A kept missing value is null, as n8n's saved run data shows it.
      else list.push(value === undefined ? null : value);
    }
  }
  const json: IDataObject = {};
  for (const [name, list] of values) {
    if (dotNotation) setPath(json, name, list);
    else setOwn(json, name, list);
  }
  return { json, pairedItem: items.map((_, item) => ({ item })) };
}

function allItemData(fn: IExecuteFunctions, items: INodeExecutionData[]): INodeExecutionData {
  const destination = fn.getNodeParameter('destinationFieldName', 0, 'data') as string;
  // Both lists apply when present: n8n reads them whatever "Include" says.
  const exclude = fieldList(fn.getNodeParameter('fieldsToExclude', 0, ''));
  const only = fieldList(fn.getNodeParameter('fieldsToInclude', 0, ''));
  const list: IDataObject[] = [];
  const pairedItem: IPairedItemData[] = [];
  items.forEach((item, index) => {
    if (!exclude.length && !only.length) {
      list.push(item.json);
      pairedItem.push({ item: index });
      return;
    }
    const kept: IDataObject = {};
    for (const key of Object.keys(item.json)) {
      if (exclude.includes(key) || (only.length && !only.includes(key))) continue;
      setOwn(kept, key, item.json[key]);
    }
    if (Object.keys(kept).length === 0) return;
    list.push(kept);
    pairedItem.push({ item: index });
  });
  const json: IDataObject = {};
  setOwn(json, destination, list);
  return { json, pairedItem };
}

/** Whether two binaries look the same (type, size and extension), for "Keep Only Unique Binaries". */
function sameFile(a: IBinaryData, b: IBinaryData): boolean {
  return a.mimeType === b.mimeType && a.fileType === b.fileType && a.fileSize === b.fileSize && a.fileExtension === b.fileExtension;
}

/** Copies every input binary into `target`, suffixing repeated property names (`data_1`). */
function addBinaries(target: INodeExecutionData, items: INodeExecutionData[], uniqueOnly: boolean): void {
  const seen: IBinaryData[] = [];
  for (const item of items) {
    for (const [key, binary] of Object.entries(item.binary ?? {})) {
      if (uniqueOnly) {
        if (seen.some((other) => sameFile(other, binary))) continue;
        seen.push(binary);
      }
      target.binary ??= {};
      let name = key;
      for (let n = 1; target.binary[name] !== undefined; n++) name = `${key}_${n}`;
      target.binary[name] = binary;
    }
  }
}

/** Whether one dot path is the other or lies inside it ('user' and 'user.name'). */
function nestedConflict(a: string, b: string): boolean {
  const x = toPath(a);
  const y = toPath(b);
  return x.slice(0, Math.min(x.length, y.length)).every((part, index) => part === y[index]);
}

/**
 * The Aggregate node's "Group By Fields": one item per distinct combination of the group
 * fields (scalar values only), holding those fields and the aggregate of its items.
 */
function groupedItems(
  fn: IExecuteFunctions,
  items: INodeExecutionData[],
  groupBy: string[],
  variant: AggregateVariant,
): INodeExecutionData[] {
  const mode = fn.getNodeParameter('aggregate', 0, 'aggregateIndividualFields') as string;
  const dotNotation = !(fn.getNodeParameter('options.disableDotNotation', 0, false) as boolean);
  if (mode === 'aggregateAllItemData') {
    const destination = fn.getNodeParameter('destinationFieldName', 0, 'data') as string;
    const conflict = groupBy.find((field) => nestedConflict(destination, field));
    if (conflict)
      throw new NodeOperationError(fn.getNode(), `The destination field '${destination}' conflicts with a Group By field '${conflict}'`, {
        description: 'Please choose a different destination field name or Group By field',
      });
  } else {
    const fields = (fn.getNodeParameter('fieldsToAggregate.fieldToAggregate', 0, []) as FieldToAggregate[]) ?? [];
    for (const { fieldToAggregate, renameField, outputFieldName } of fields) {
      const field = renameField
        ? (outputFieldName ?? '')
        : dotNotation && fieldToAggregate.includes('.')
          ? fieldToAggregate.split('.').pop()!
          : fieldToAggregate;
      const conflict = groupBy.find((groupField) => nestedConflict(field, groupField));
      if (conflict)
        throw new NodeOperationError(fn.getNode(), `The output field '${field}' conflicts with a Group By field '${conflict}'`, {
          description: 'Please rename the aggregated field or choose a different Group By field',
        });
    }
  }
  const groups = new Map<string, { values: unknown[]; members: number[] }>();
  items.forEach((item, index) => {
    const values = groupBy.map((field) => {
      const value = getPath(item.json, field);
      if (typeof value === 'object' && value !== null) {
        throw new NodeOperationError(fn.getNode(), `Field "${field}" has a non-scalar value which cannot be used for grouping.`, {
          description: 'Only scalar values (string, number, boolean, null) can be used in "Group By Fields".',
        });
      }
      return value;
    });
    const key = JSON.stringify(values);
    const group = groups.get(key) ?? { values, members: [] };
    group.members.push(index);
    groups.set(key, group);
  });
  return [...groups.values()].map(({ values, members }) => {
    const groupItems = members.map((index) => items[index]!);
    const aggregated = mode === 'aggregateAllItemData' ? allItemData(fn, groupItems) : individualFields(fn, groupItems, variant);
    const json: IDataObject = {};
    groupBy.forEach((field, index) => setPath(json, field, values[index]));
    const result: INodeExecutionData = { json: Object.assign(json, aggregated.json), pairedItem: { item: members[0]! } };
    if (fn.getNodeParameter('options.includeBinaries', 0, false) as boolean)
      addBinaries(result, groupItems, fn.getNodeParameter('options.keepOnlyUnique', 0, false) as boolean);
    return result;
  });
}

/** Aggregates all input items into one item (one per group with the Aggregate node's "Group By Fields"). */
export function aggregateItems(fn: IExecuteFunctions, items: INodeExecutionData[], variant: AggregateVariant = {}): INodeExecutionData[] {
  const groupBy = variant.binaries ? fieldList(fn.getNodeParameter('options.groupByFields', 0, '')) : [];
  if (groupBy.length) return groupedItems(fn, items, groupBy, variant);
  const mode = fn.getNodeParameter('aggregate', 0, 'aggregateIndividualFields') as string;
  const result = mode === 'aggregateAllItemData' ? allItemData(fn, items) : individualFields(fn, items, variant);
  if (variant.binaries && (fn.getNodeParameter('options.includeBinaries', 0, false) as boolean)) {
    addBinaries(result, items, fn.getNodeParameter('options.keepOnlyUnique', 0, false) as boolean);
  }
  return [result];
}
