import { describe, expect, it } from 'vitest';
import { applyFix, isModuleAllowed, lintCodeNode } from './lint-rules';
import { CODE_NODE_PLACEHOLDERS, codeAfterModeChange } from './placeholders';
import type { CodeLint, CodeNodeMode } from './lint-types';

const all = (code: string, allowedModules = {}) => lintCodeNode(code, { mode: 'runOnceForAllItems', allowedModules });
const each = (code: string, allowedModules = {}) => lintCodeNode(code, { mode: 'runOnceForEachItem', allowedModules });
const keys = (lints: CodeLint[]) => lints.map((l) => l.key);
const marked = (code: string, l: CodeLint | undefined) => (l ? code.slice(l.from, l.to) : undefined);
const fixed = (code: string, mode: CodeNodeMode, key: string) => {
  const l = lintCodeNode(code, { mode }).find((x) => x.key === key);
  if (!l?.fix) throw new Error(`no fix for ${key}`);
  return applyFix(code, l.fix);
};

describe('placeholders lint clean', () => {
  it('has no findings in either mode', () => {
    expect(all(CODE_NODE_PLACEHOLDERS.runOnceForAllItems)).toEqual([]);
    expect(each(CODE_NODE_PLACEHOLDERS.runOnceForEachItem)).toEqual([]);
  });
});

describe('both modes', () => {
  it('marks the failing line of a syntax error', () => {
    const code = 'const a = 1;\nconst b = ;\nreturn [];';
    for (const lints of [all(code), each(code)]) {
      expect(keys(lints)).toEqual(['bothModes.syntaxError']);
      expect(marked(code, lints[0])).toBe('const b = ;');
      expect(lints[0]?.severity).toBe('error');
    }
  });
  it('marks an unterminated block at the last line', () => {
    const code = 'if (true) {\n  return [];';
    expect(marked(code, all(code)[0])).toBe('  return [];');
  });
  it('allows top-level return and await', () => {
    expect(all('const r = await Promise.resolve(1);\nreturn [{ json: { r } }];')).toEqual([]);
  });
  it('flags direct property access on an item, with a fix inserting json', () => {
    const code = 'for (const item of $input.all()) { item.myField = 1; }\nreturn $input.all();';
    const lints = all(code);
    expect(keys(lints)).toEqual(['bothModes.directAccess.item']);
    expect(marked(code, lints[0])).toBe('myField');
    expect(lints[0]?.fix?.name).toBe('Fix');
    expect(fixed(code, 'runOnceForAllItems', 'bothModes.directAccess.item')).toContain('item.json.myField = 1');
    expect(all('for (const item of $input.all()) { item.json.a = item.binary; item.pairedItem; }\nreturn $input.all();')).toEqual([]);
  });
  it('flags $input.item.field in each-item mode', () => {
    const code = '$input.item.name = 1;\nreturn $input.item;';
    expect(keys(each(code))).toEqual(['bothModes.directAccess.item']);
    expect(fixed(code, 'runOnceForEachItem', 'bothModes.directAccess.item')).toBe('$input.item.json.name = 1;\nreturn $input.item;');
  });
  it('flags direct access on first() and last(), with a fix inserting json', () => {
    const code = "const a = $input.first().name;\nconst b = $('Set').last().id;\nreturn [];";
    const lints = all(code);
    expect(keys(lints)).toEqual(['bothModes.directAccess.firstOrLastCall', 'bothModes.directAccess.firstOrLastCall']);
    expect(marked(code, lints[0])).toBe('name');
    expect(fixed(code, 'runOnceForAllItems', 'bothModes.directAccess.firstOrLastCall')).toContain('$input.first().json.name');
    expect(all('const a = $input.first().json.name;\nreturn [];')).toEqual([]);
  });
  it('flags require of modules that settings do not allow', () => {
    const code = "const fs = require('fs');\nconst _ = require('lodash');\nreturn [];";
    const lints = all(code);
    expect(lints.map((l) => [l.key, marked(code, l)])).toEqual([
      ['bothModes.blockedModule', "'fs'"],
      ['bothModes.blockedModule', "'lodash'"],
    ]);
    expect(all(code, { builtIn: ['fs'], external: ['lodash'] })).toEqual([]);
    expect(each("const fs = require('fs');\nreturn {json:{}};")[0]?.message).toContain("'fs'");
  });
});

describe('module rules', () => {
  it('lets a wildcard allow all built-ins except blocked ones', () => {
    expect(isModuleAllowed('assert', { builtIn: ['*'] })).toBe(true);
    expect(isModuleAllowed('node:assert', { builtIn: ['*'] })).toBe(true);
    expect(isModuleAllowed('assert', {})).toBe(false);
    expect(isModuleAllowed('crypto', { builtIn: ['*'] })).toBe(false);
    expect(isModuleAllowed('crypto', { builtIn: ['crypto'] })).toBe(true);
    expect(isModuleAllowed('@scope/pkg/sub', { external: ['@scope/pkg'] })).toBe(true);
    expect(isModuleAllowed('anything', { external: ['*'] })).toBe(true);
  });
});

describe('each-item mode', () => {
  it('flags calling .item, with a fix removing the parentheses', () => {
    const code = 'const i = $input.item();\nreturn i;';
    expect(keys(each(code))).toEqual(['eachItem.itemCall']);
    expect(fixed(code, 'runOnceForEachItem', 'eachItem.itemCall')).toBe('const i = $input.item;\nreturn i;');
  });
  it('flags the legacy items variable, with a fix using the input item', () => {
    const code = 'const x = items[0];\nreturn x;';
    const lints = each(code);
    expect(keys(lints)).toEqual(['eachItem.unavailableItems']);
    expect(fixed(code, 'runOnceForEachItem', 'eachItem.unavailableItems')).toBe('const x = $input.item[0];\nreturn x;');
    expect(each('const items = [];\nreturn { json: { n: items.length } };')).toEqual([]);
    expect(each('const o = { items: 1 };\nreturn { json: o.items };')).toEqual([]);
  });
  it('flags first, last, all and itemMatching on $input', () => {
    const code =
      'const a = $input.first();\nconst b = $input.last();\nconst c = $input.all();\nconst d = $input.itemMatching(0);\nreturn a;';
    const lints = each(code);
    expect(lints.filter((l) => l.key === 'eachItem.unavailableMethod').map((l) => marked(code, l))).toEqual([
      'first',
      'last',
      'all',
      'itemMatching',
    ]);
    expect(lints[0]?.message).toContain('$input.first()');
  });
  it('flags returning an array', () => {
    const code = 'return [{ json: {} }];';
    expect(keys(each(code))).toEqual(['eachItem.returnArray']);
    expect(keys(all(code))).toEqual([]);
  });
  it('flags an empty return', () => {
    expect(keys(each('return;'))).toEqual(['eachItem.emptyReturn']);
  });
});

describe('all-items mode', () => {
  it('flags $json, $binary and $itemIndex, with a Remove fix', () => {
    const code = 'const a = $json.x;\nconst b = $binary;\nconst c = $itemIndex;\nreturn [];';
    const lints = all(code);
    expect(lints.map((l) => marked(code, l))).toEqual(['$json', '$binary', '$itemIndex']);
    expect(lints.every((l) => l.key === 'allItems.unavailableVar' && l.fix?.name === 'Remove')).toBe(true);
    expect(lints[0]?.message).toContain('$json');
    expect(fixed(code, 'runOnceForAllItems', 'allItems.unavailableVar')).toBe(
      'const a = .x;\nconst b = $binary;\nconst c = $itemIndex;\nreturn [];',
    );
    expect(each('const a = $json.x;\nreturn { json: { a } };')).toEqual([]);
  });
  it('flags the input item property, with a fix using first()', () => {
    const code = 'const i = $input.item;\nconst j = $("Set").item;\nreturn [i, j];';
    const lints = all(code);
    expect(keys(lints)).toEqual(['allItems.unavailableProperty', 'allItems.unavailableProperty']);
    expect(fixed(code, 'runOnceForAllItems', 'allItems.unavailableProperty')).toContain('const i = $input.first();');
  });
  it('flags an undeclared item variable, with a fix using the all-items accessor', () => {
    const code = 'const x = item;\nreturn [];';
    expect(keys(all(code))).toEqual(['allItems.unavailableItem']);
    expect(fixed(code, 'runOnceForAllItems', 'allItems.unavailableItem')).toBe('const x = $input.all();\nreturn [];');
    expect(all('const o = { item: 1 };\nreturn [{ json: { v: o.item } }];')).toEqual([]);
  });
  it('flags itemMatching without an argument', () => {
    const code = 'const m = $input.itemMatching();\nreturn [m];';
    const lints = all(code);
    expect(keys(lints)).toEqual(['allItems.itemMatchingNoArg']);
    expect(marked(code, lints[0])).toBe('itemMatching()');
    expect(all('const m = $input.itemMatching(0);\nreturn [m];')).toEqual([]);
  });
  it('flags first or last with an argument, with a fix dropping it', () => {
    const code = 'const f = $input.first(1);\nconst l = $input.last(2);\nreturn [f, l];';
    const lints = all(code);
    expect(keys(lints)).toEqual(['allItems.firstOrLastCalledWithArg', 'allItems.firstOrLastCalledWithArg']);
    expect(lints[1]?.message).toContain('$input.last()');
    expect(fixed(code, 'runOnceForAllItems', 'allItems.firstOrLastCalledWithArg')).toContain('const f = $input.first();');
  });
  it('flags an empty return', () => {
    expect(keys(all('return;'))).toEqual(['allItems.emptyReturn']);
  });
});

describe('placeholder swap on mode change', () => {
  it('swaps an empty editor or the other mode placeholder', () => {
    expect(codeAfterModeChange('', 'runOnceForEachItem')).toBe(CODE_NODE_PLACEHOLDERS.runOnceForEachItem);
    expect(codeAfterModeChange(CODE_NODE_PLACEHOLDERS.runOnceForAllItems, 'runOnceForEachItem')).toBe(
      CODE_NODE_PLACEHOLDERS.runOnceForEachItem,
    );
    expect(codeAfterModeChange(CODE_NODE_PLACEHOLDERS.runOnceForEachItem, 'runOnceForAllItems')).toBe(
      CODE_NODE_PLACEHOLDERS.runOnceForAllItems,
    );
  });
  it('keeps code the user wrote', () => {
    expect(codeAfterModeChange('return [];', 'runOnceForEachItem')).toBe('return [];');
  });
});
