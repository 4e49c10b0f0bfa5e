import { describe, expect, it } from 'vitest';
import { codeNodeCompletions } from './completions';

const labels = (r: ReturnType<typeof codeNodeCompletions>) => r?.options.map((o) => o.label) ?? [];

describe('code node completions', () => {
  it('offers $input methods per mode', () => {
    expect(labels(codeNodeCompletions('const a = $input.', { mode: 'runOnceForAllItems' }))).toEqual([
      'all',
      'first',
      'last',
      'itemMatching',
      'params',
    ]);
    expect(labels(codeNodeCompletions('const a = $input.it', { mode: 'runOnceForEachItem' }))).toEqual(['item', 'params']);
    expect(codeNodeCompletions('const a = $input.it', { mode: 'runOnceForEachItem' })?.from).toBe('const a = $input.'.length);
  });
  it('offers $json keys from the input data, leaving out names that cannot be completed', () => {
    const r = codeNodeCompletions('$json.', { mode: 'runOnceForEachItem', jsonKeys: ['name', 'email', '1st', 'Readable date'] });
    expect(labels(r)).toEqual(['name', 'email']);
    expect(labels(codeNodeCompletions('$input.first().json.', { mode: 'runOnceForAllItems', jsonKeys: ['id'] }))).toEqual(['id']);
    expect(labels(codeNodeCompletions('item.json.', { mode: 'runOnceForEachItem', jsonKeys: ['id'] }))).toEqual(['id']);
  });
  it('offers item fields after an item', () => {
    expect(labels(codeNodeCompletions('$input.item.', { mode: 'runOnceForEachItem' }))).toEqual(['json', 'binary', 'pairedItem']);
    expect(labels(codeNodeCompletions('items[0].', { mode: 'runOnceForAllItems' }))).toEqual(['json', 'binary', 'pairedItem']);
  });
  it('offers the legacy items variable in all-items mode and $json in each-item mode', () => {
    expect(labels(codeNodeCompletions('ite', { mode: 'runOnceForAllItems' }))).toContain('items');
    expect(labels(codeNodeCompletions('ite', { mode: 'runOnceForAllItems' }))).not.toContain('$json');
    expect(labels(codeNodeCompletions('$j', { mode: 'runOnceForEachItem' }))).toContain('$json');
  });
  it('offers Luxon methods', () => {
    expect(labels(codeNodeCompletions('DateTime.', { mode: 'runOnceForAllItems' }))).toContain('fromISO');
    expect(labels(codeNodeCompletions('Duration.', { mode: 'runOnceForAllItems' }))).toContain('fromObject');
    expect(labels(codeNodeCompletions('$now.', { mode: 'runOnceForAllItems' }))).toContain('toISO');
  });
  it('offers node names and allowed modules inside quotes', () => {
    const r = codeNodeCompletions("$('", { mode: 'runOnceForAllItems', nodeNames: ['Set', 'HTTP Request'] });
    expect(labels(r)).toEqual(['Set', 'HTTP Request']);
    expect(r?.options[1]?.apply).toBe("HTTP Request')");
    expect(labels(codeNodeCompletions('require("lo', { mode: 'runOnceForAllItems', modules: ['lodash', '*'] }))).toEqual(['lodash']);
    expect(labels(codeNodeCompletions("$('Set').", { mode: 'runOnceForAllItems' }))).toContain('first');
  });
  it('offers nothing on an empty word or an unknown member', () => {
    expect(codeNodeCompletions('const a = ', { mode: 'runOnceForAllItems' })).toBeNull();
    expect(codeNodeCompletions('foo.', { mode: 'runOnceForAllItems' })).toBeNull();
  });
});
