/**
 * Compare Datasets' matching: pairs items of input A and input B whose match fields are
 * equal, then sorts them into the four outputs "In A only", "Same", "Different" and
 * "In B only". Different pairs come out as A's item, B's item, a mix, or (Include Both
 * Versions) an item listing the keys, the same fields and each differing field's two values.
 */
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import { deepCopy, getPath, ownValue, setOwn, setPath, unsetPath } from '@sdk/values';
import { valueGetter } from '../shared/transform/fields';
import type { CompareValues } from './fuzzy-compare';

export interface MatchPair {
  field1: string;
  field2: string;
}

export interface CompareSettings {
  version: number;
  fuzzy: boolean;
  dotNotation: boolean;
  /** 'first' or 'all'. */
  multipleMatches: string;
  skipFields: string[];
  resolve: string;
  preferWhenMix?: string;
  exceptWhenMix?: string;
}

/** Version 2 names the two sides inputA/inputB and keeps falsy values; version 1 turns them into null. */
function nullish(version: number, value: unknown): unknown {
  if (version >= 2) return value === undefined ? null : value;
  return value || null;
}

function withoutFields(json: IDataObject, fields: string[], dotNotation: boolean): IDataObject {
  const copy = deepCopy(json);
  for (const field of fields) {
    if (Object.hasOwn(copy, field)) delete copy[field];
    else if (dotNotation) unsetPath(copy, field);
  }
  return copy;
}

function includeBoth(
  a: INodeExecutionData,
  b: INodeExecutionData,
  pairs: MatchPair[],
  settings: CompareSettings,
  equal: CompareValues,
): INodeExecutionData {
  const keys: IDataObject = {};
  for (const { field1 } of pairs) if (ownValue(a.json, field1) !== undefined) setOwn(keys, field1, ownValue(a.json, field1));
  const keysA = Object.keys(a.json);
  const keysB = Object.keys(b.json);
  const allKeys = [...keysA, ...keysB.filter((key) => !keysA.includes(key))];
  const toCompare = settings.fuzzy && settings.version >= 2.1 ? allKeys : keysA.filter((key) => keysB.includes(key));
  const same: IDataObject = {};
  for (const key of toCompare) if (equal(a.json[key], b.json[key])) setOwn(same, key, a.json[key]);
  const different: IDataObject = {};
  const skipped: IDataObject = {};
  const [nameA, nameB] = settings.version >= 2 ? ['inputA', 'inputB'] : ['input1', 'input2'];
  allKeys
    .filter((key) => !Object.hasOwn(same, key))
    .forEach((key, index) => {
      if (settings.resolve === 'preferInput1') return setOwn(different, key, nullish(settings.version, a.json[key]));
      if (settings.resolve === 'preferInput2') return setOwn(different, key, nullish(settings.version, b.json[key]));
      let valueA = nullish(settings.version, a.json[key]);
      let valueB = nullish(settings.version, b.json[key]);
      if (settings.version >= 2.1 && settings.dotNotation && !settings.skipFields.includes(key)) {
        // Skipped nested fields ('address.updatedAt') move from "different" to "skipped".
        const nested = settings.skipFields.filter((field) => field.startsWith(key) && field.includes('.'));
        valueA = deepCopy(valueA);
        valueB = deepCopy(valueB);
        if (nested.length && (typeof valueA !== 'object' || typeof valueB !== 'object')) {
          throw new Error(`The field '${key}' in item ${index} is not an object. It is not possible to use dot notation.`);
        }
        if (nested.length && ownValue(skipped, key) === undefined) setOwn(skipped, key, { [nameA]: {}, [nameB]: {} });
        for (const field of nested) {
          const path = field.replace(`${key}.`, '');
          const entry = ownValue(skipped, key) as IDataObject;
          setPath(entry[nameA] as IDataObject, path, getPath(valueA, path));
          setPath(entry[nameB] as IDataObject, path, getPath(valueB, path));
          if (valueA !== null && typeof valueA === 'object') unsetPath(valueA as IDataObject, path);
          if (valueB !== null && typeof valueB === 'object') unsetPath(valueB as IDataObject, path);
        }
        setOwn(different, key, { [nameA]: valueA, [nameB]: valueB });
      } else {
        setOwn(settings.skipFields.includes(key) ? skipped : different, key, { [nameA]: valueA, [nameB]: valueB });
      }
    });
  return { json: { keys, same, different, ...(Object.keys(skipped).length ? { skipped } : {}) } };
}

/** A's item with B's values for the "except" fields, or the other way round. */
function mix(a: INodeExecutionData, b: INodeExecutionData, settings: CompareSettings): INodeExecutionData {
  const [entry, match] = settings.preferWhenMix === 'input1' ? [a, b] : [b, a];
  const json = deepCopy(entry.json);
  const fields = (settings.exceptWhenMix ?? '') ? (settings.exceptWhenMix ?? '').split(',').map((field) => field.trim()) : [];
  for (const field of fields) {
    if (!settings.dotNotation) setOwn(json, field, ownValue(match.json, field));
    else {
      if (Object.hasOwn(match.json, field)) setOwn(json, field, match.json[field]);
      setPath(json, field, getPath(match.json, field) || null);
    }
  }
  return { ...entry, json };
}

/** The four outputs: in A only, same, different, in B only. */
export function compareDatasets(
  inputA: INodeExecutionData[],
  inputB: INodeExecutionData[],
  pairs: MatchPair[],
  settings: CompareSettings,
  equal: CompareValues,
): INodeExecutionData[][] {
  const get = valueGetter(settings.dotNotation);
  const onlyA: INodeExecutionData[] = [];
  const matched: Array<{ entry: INodeExecutionData; matches: INodeExecutionData[] }> = [];
  const matchedB = new Set<number>();
  for (const entry of inputA) {
    const lookup = pairs.map(({ field1, field2 }) => ({ field: field2, value: get(entry.json, field1) }));
    if (lookup.some(({ value }) => value === undefined)) {
      onlyA.push(entry);
      continue;
    }
    const fits = (candidate: INodeExecutionData) => lookup.every(({ field, value }) => equal(value, get(candidate.json, field)));
    const found: number[] = [];
    for (const [index, candidate] of inputB.entries()) {
      if (!fits(candidate)) continue;
      found.push(index);
      if (settings.multipleMatches !== 'all') break;
    }
    found.forEach((index) => matchedB.add(index));
    if (found.length) matched.push({ entry, matches: found.map((index) => inputB[index]!) });
    else onlyA.push(entry);
  }
  const same: INodeExecutionData[] = [];
  const different: INodeExecutionData[] = [];
  const skipNested = settings.skipFields.some((field) => field.includes('.'));
  for (const { entry, matches } of matched) {
    let sameItem: INodeExecutionData | undefined;
    for (const match of matches) {
      let jsonA = entry.json;
      let jsonB = match.json;
      if (settings.skipFields.length) {
        jsonA = withoutFields(jsonA, settings.skipFields, settings.dotNotation && skipNested);
        jsonB = withoutFields(jsonB, settings.skipFields, settings.dotNotation && skipNested);
      }
      // Fuzzy: A's fields decide (a field only B has does not make the pair different).
      const isSame = settings.fuzzy ? Object.keys(jsonA).every((key) => equal(jsonA[key], jsonB[key])) : equal(jsonA, jsonB);
      if (isSame) {
        sameItem ??= settings.fuzzy && settings.resolve === 'preferInput2' ? match : entry;
        continue;
      }
      if (settings.resolve === 'preferInput1') different.push(entry);
      else if (settings.resolve === 'preferInput2') different.push(match);
      else if (settings.resolve === 'mix') different.push(mix(entry, match, settings));
      else different.push(includeBoth(entry, match, pairs, settings, equal));
    }
    if (sameItem) same.push(sameItem);
  }
  const onlyB = inputB.filter((_, index) => !matchedB.has(index));
  return [onlyA, same, different, onlyB];
}
