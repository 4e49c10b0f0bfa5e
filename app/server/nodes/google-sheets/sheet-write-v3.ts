/**
 * Version 3's own way of naming what to write (before the resource mapper of 4): append's
 * "Fields to Send" (`fieldsUi.fieldValues`), update's "Values to Send" (`fieldsUi.values`,
 * where "New column ..." names a column the header row gains) with the row found by
 * `columnToMatchOn` = `valueToMatchOn`. Errors are n8n's.
 */
import type { IDataObject } from '@sdk/workflow';
import { NodeOperationError, type IExecuteFunctions } from '../../engine/node-interface';

interface V3Field {
  fieldId?: string;
  column?: string;
  columnName?: string;
  fieldValue?: IDataObject[string];
}

const NEW_COLUMN = 'newColumn';

const listOf = (fn: IExecuteFunctions, name: string, i: number) => (fn.getNodeParameter(name, i, []) ?? []) as V3Field[];

/** The column update and upsert find their rows by (4+: the first "Columns to match on"). */
export function matchColumnOf(fn: IExecuteFunctions, version: number): string {
  const match =
    version < 4
      ? String(fn.getNodeParameter('columnToMatchOn', 0, '') ?? '')
      : String(((fn.getNodeParameter('columns.matchingColumns', 0, []) ?? []) as string[])[0] ?? '');
  if (match === '')
    throw new NodeOperationError(
      fn.getNode(),
      `Choose the column to match on ("${version < 4 ? 'Column to match on' : 'Columns to match on'}")`,
    );
  return match;
}

/** Append's row for item `i`: each field's value under its column. */
export function v3AppendFields(fn: IExecuteFunctions, i: number): IDataObject {
  return Object.fromEntries(listOf(fn, 'fieldsUi.fieldValues', i).map((field) => [String(field.fieldId ?? ''), field.fieldValue]));
}

/** Update's values for item `i`, with the value to match under the match column. */
export function v3UpdateFields(fn: IExecuteFunctions, i: number, match: string, newColumns: Set<string>): IDataObject {
  const wanted = fn.getNodeParameter('valueToMatchOn', i, '') as IDataObject[string];
  if (wanted === '' || wanted === undefined || wanted === null)
    throw new NodeOperationError(fn.getNode(), "The 'Column to Match On' parameter is required", { itemIndex: i });
  const values = listOf(fn, 'fieldsUi.values', i);
  if (values.length === 0) throw new NodeOperationError(fn.getNode(), "At least one value has to be added under 'Values to Send'");
  const record: IDataObject = {};
  for (const entry of values) {
    const column = entry.column === NEW_COLUMN ? String(entry.columnName ?? '') : String(entry.column ?? '');
    if (entry.column === NEW_COLUMN) newColumns.add(column);
    record[column] = entry.fieldValue;
  }
  record[match] = wanted;
  return record;
}
