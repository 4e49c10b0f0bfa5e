/**
 * Rename Keys (`n8n-nodes-base.renameKeys` v1): renames item fields (dot paths), by list
 * (`keys.key[]: {currentKey, newKey}`) and by regular expression (`additionalOptions.regexReplacement`).
 */
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import { LinearRegExp } from '@sdk/regex/linear-regexp';
import type { INodeType } from '../../engine/node-interface';
import { deepCopy, getPath, setOwn, setPath, unsetPath } from '@sdk/values';
import { renameKeysDescription } from './description';
import { pairedItemOf } from '../../engine/paired-item';

interface RegexRule {
  searchRegex: string;
  replaceRegex: string;
  options?: { caseInsensitive?: boolean; depth?: number };
}

function renameByRegex(value: unknown, rule: RegexRule, depth: number): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return depth === 0 ? value : value.map((v) => renameByRegex(v, rule, depth - 1));
  // The user's pattern runs on keys from the data: linear time, never backtracking.
  const regex = new LinearRegExp(rule.searchRegex, rule.options?.caseInsensitive ? 'gi' : 'g');
  const out: IDataObject = {};
  for (const [key, inner] of Object.entries(value)) {
    const renamed = key.replace(regex, rule.replaceRegex);
    setOwn(out, renamed, depth === 0 ? inner : renameByRegex(inner, rule, depth - 1));
  }
  return out;
}

export const renameKeysNode: INodeType = {
  description: renameKeysDescription,
  async execute() {
    const items = this.getInputData();
    const out: INodeExecutionData[] = [];
    for (let i = 0; i < items.length; i++) {
      const item = items[i]!;
      let json = deepCopy(item.json);
      const keys = (this.getNodeParameter('keys.key', i, []) as Array<{ currentKey: string; newKey: string }>) ?? [];
      for (const { currentKey, newKey } of keys) {
        if (!currentKey || !newKey || currentKey === newKey) continue;
        const value = getPath(json, currentKey);
        if (value === undefined) continue;
        setPath(json, newKey, value);
        unsetPath(json, currentKey);
      }
      const rules = (this.getNodeParameter('additionalOptions.regexReplacement.replacements', i, []) as RegexRule[]) ?? [];
      for (const rule of rules) {
        const depth = rule.options?.depth ?? -1;
        json = renameByRegex(json, rule, depth < 0 ? Number.MAX_SAFE_INTEGER : depth) as IDataObject;
      }
      out.push({ json, binary: item.binary, pairedItem: pairedItemOf(i) });
    }
    return [out];
  },
};
