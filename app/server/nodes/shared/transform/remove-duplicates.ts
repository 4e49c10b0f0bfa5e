/**
 * Remove Duplicates within the current input: keeps the first of the items that are equal
 * on the compared fields. The one implementation behind the Remove Duplicates node
 * (`n8n-nodes-base.removeDuplicates`, v2's "Remove Items Repeated Within Current Input")
 * and Item Lists' "Remove Duplicates".
 */
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import { NodeOperationError, type IExecuteFunctions } from '../../../engine/node-interface';
import { pairedItemOf } from '../../../engine/paired-item';
import { getPath, ownValue, setOwn, setPath } from '@sdk/values';
import { fieldList, flattenKeys, valueGetter, valuesKey } from './fields';

/** How a node version checks the compared values. */
export interface RemoveDuplicatesVariant {
  /**
   * `strict`: every compared field must have one type in all items (Item Lists up to 3,
   * Remove Duplicates 1); `allowNull`: the same, but null values are allowed (Remove
   * Duplicates 1.1 and 2); `none`: any types (Item Lists 3.1).
   */
  types: 'strict' | 'allowNull' | 'none';
}

const NESTED_HINT = "If you're trying to use a nested field, make sure you turn off 'disable dot notation' in the node options";

/** The fields compared, as n8n's versions choose them. */
function comparedKeys(fn: IExecuteFunctions, items: INodeExecutionData[], dotNotation: boolean): string[] {
  const compare = fn.getNodeParameter('compare', 0, 'allFields') as string;
  const keysOf = (json: IDataObject) => (dotNotation ? flattenKeys(json) : Object.keys(json));
  if (compare === 'selectedFields') {
    const fields = fieldList(fn.getNodeParameter('fieldsToCompare', 0, ''));
    if (!fields.length) throw new NodeOperationError(fn.getNode(), 'No fields specified. Please add a field to compare on');
    return fields;
  }
  const all: string[] = [];
  for (const item of items) for (const key of keysOf(item.json)) if (!all.includes(key)) all.push(key);
  if (compare === 'allFieldsExcept') {
    const excluded = fieldList(fn.getNodeParameter('fieldsToExclude', 0, ''));
    if (!excluded.length) throw new NodeOperationError(fn.getNode(), 'No fields specified. Please add a field to exclude from comparison');
    // With dot notation only the first item's fields count (as in n8n).
    return (dotNotation ? keysOf(items[0]!.json) : all).filter((key) => !excluded.includes(key));
  }
  return all;
}

function validate(
  fn: IExecuteFunctions,
  items: INodeExecutionData[],
  keys: string[],
  dotNotation: boolean,
  variant: RemoveDuplicatesVariant,
): void {
  const get = valueGetter(dotNotation);
  for (const key of keys) {
    let type: string | undefined;
    items.forEach((item, i) => {
      if (key === '') throw new NodeOperationError(fn.getNode(), 'Name of field to compare is blank');
      const value = get(item.json, key);
      if (value === null && variant.types === 'allowNull') return;
      if (value === undefined) {
        throw new NodeOperationError(
          fn.getNode(),
          `'${key}' field is missing from some input items`,
          !dotNotation && key.includes('.') ? { description: NESTED_HINT } : {},
        );
      }
      if (variant.types !== 'none' && type !== undefined && type !== typeof value) {
        const where = variant.types === 'allowNull' ? `, in item [${i - 1}] it's a ${type} and in item [${i}] it's a ${typeof value} ` : '';
        throw new NodeOperationError(fn.getNode(), `'${key}' isn't always the same type`, {
          description: `The type of this field varies between items${where}`,
        });
      }
      type = typeof value;
    });
  }
}

/** The input items without the later copies of items seen before. */
export function removeDuplicateInputItems(
  fn: IExecuteFunctions,
  items: INodeExecutionData[],
  variant: RemoveDuplicatesVariant,
): INodeExecutionData[] {
  if (items.length === 0) return [];
  const dotNotation = !(fn.getNodeParameter('options.disableDotNotation', 0, false) as boolean);
  const removeOtherFields = fn.getNodeParameter('options.removeOtherFields', 0, false) as boolean;
  const keys = comparedKeys(fn, items, dotNotation);
  validate(fn, items, keys, dotNotation, variant);
  const get = valueGetter(dotNotation);
  const seen = new Set<string>();
  const kept: INodeExecutionData[] = [];
  items.forEach((item, index) => {
    const key = valuesKey(keys.map((field) => get(item.json, field)));
    if (seen.has(key)) return;
    seen.add(key);
    kept.push({ ...item, pairedItem: pairedItemOf(index) });
  });
  if (!removeOtherFields) return kept;
  // lodash `pick` by path: nested fields come back nested.
  return kept.map((item) => {
    const json: IDataObject = {};
    for (const key of keys) {
      if (Object.hasOwn(item.json, key)) setOwn(json, key, ownValue(item.json, key));
      else if (dotNotation && getPath(item.json, key) !== undefined) setPath(json, key, getPath(item.json, key));
    }
    return { json, pairedItem: item.pairedItem };
  });
}
