/**
 * How Google Sheets 1 and 2 turn range values into items and items into rows, as n8n's
 * version 1 does: keys are the key row's cells (empty ones dropped); a data row gives the
 * keys its cells reach (no padding) and an empty one is left out; a lookup pads rows to the
 * key row, keeps one entry per lookup value (`{}` when nothing matched) unless all matches
 * are asked for, and compares cells and values as text. Rows written take each key's value
 * as text ('' when missing), by exact name or, with "Use Header Names as JSON Paths", by path.
 */
import type { IDataObject } from '@sdk/workflow';
import { getPath } from '@sdk/values';
import type { Cell } from '../sheets-client';

export interface Lookup {
  lookupColumn: string;
  lookupValue: unknown;
}

/** Rows from `startRow` as objects: each cell under its key, rows without any left out unless `addEmpty`. */
function structure(rows: Cell[][], startRow: number, keys: Cell[], addEmpty: boolean): IDataObject[] {
  const out: IDataObject[] = [];
  for (let r = startRow; r < rows.length; r++) {
    const entry: IDataObject = {};
    (rows[r] ?? []).forEach((cell, c) => {
      const key = keys[c];
      if (key) entry[String(key)] = cell;
    });
    if (Object.keys(entry).length > 0 || addEmpty) out.push(entry);
  }
  return out;
}

const keyRowMissing = (rows: Cell[][], keyRow: number, dataStartRow: number) =>
  keyRow < 0 || dataStartRow < keyRow || keyRow >= rows.length;

/** `read`: the rows from `dataStartRow` keyed by row `keyRow`; none when the key row is not there. */
export function structureRows(rows: Cell[][], keyRow: number, dataStartRow: number): IDataObject[] {
  if (keyRowMissing(rows, keyRow, dataStartRow)) return [];
  return structure(rows, dataStartRow, rows[keyRow]!, false);
}

/** `lookup`: the matching rows; throws n8n's message (`fail`) for a missing key row or column. */
export function lookupRows(
  rows: Cell[][],
  keyRow: number,
  dataStartRow: number,
  lookups: Lookup[],
  returnAll: boolean,
  fail: (message: string) => never,
): IDataObject[] {
  if (keyRowMissing(rows, keyRow, dataStartRow)) fail('The key row does not exist!');
  const keys = rows[keyRow]!;
  const padded = rows.map((row) => [...row, ...Array<Cell>(Math.max(0, keys.length - row.length)).fill('')]);
  const found: Cell[][] = [keys];
  for (const lookup of lookups) {
    const column = keys.indexOf(lookup.lookupColumn);
    if (column === -1) fail(`The column "${lookup.lookupColumn}" could not be found!`);
    const wanted = String(lookup.lookupValue);
    const matches = padded
      .slice(dataStartRow)
      .filter((row) => row[column] !== undefined && row[column] !== null && String(row[column]) === wanted);
    // One entry per lookup value keeps the answers in the items' order.
    found.push(...(returnAll ? matches : [matches[0] ?? []]));
  }
  return structure(found, 1, keys, true);
}

/** An item as a row under `keys`. */
export function rowOf(item: IDataObject, keys: Cell[], usePath: boolean): string[] {
  return keys.map((key) => {
    const name = String(key);
    const value = usePath ? getPath(item, name) : Object.hasOwn(item, name) ? item[name] : undefined;
    return value === undefined || value === null ? '' : String(value);
  });
}
