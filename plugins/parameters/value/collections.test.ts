import { describe, expect, it } from 'vitest';
import type { INodeProperties, INodePropertyCollection } from '@sdk';
import {
  addCollectionOption,
  addFixedCollectionGroup,
  addValueItem,
  canResetToDefault,
  defaultValueOf,
  deleteValueItem,
  moveValueItem,
  removeCollectionOption,
  unusedCollectionOptions,
} from './collections';

const prop = (p: Partial<INodeProperties> & Pick<INodeProperties, 'name' | 'type' | 'default'>): INodeProperties => ({
  displayName: p.name,
  ...p,
});

describe('reset to default', () => {
  it('is disabled when the value already equals the default', () => {
    expect(canResetToDefault('GET', prop({ name: 'm', type: 'options', default: 'GET' }))).toBe(false);
    expect(canResetToDefault({ a: [1] }, prop({ name: 'c', type: 'collection', default: { a: [1] } }))).toBe(false);
    expect(canResetToDefault('POST', prop({ name: 'm', type: 'options', default: 'GET' }))).toBe(true);
    expect(canResetToDefault(undefined, prop({ name: 'm', type: 'string', default: '' }))).toBe(true);
  });
  it('sets a copy of the default', () => {
    const p = prop({ name: 'c', type: 'collection', default: { a: 1 } });
    const v = defaultValueOf(p);
    expect(v).toEqual({ a: 1 });
    expect(v).not.toBe(p.default);
  });
});

describe('collections', () => {
  const timeout = prop({ name: 'timeout', type: 'number', default: 10000 });
  const headers = prop({ name: 'tags', type: 'string', default: '', typeOptions: { multipleValues: true } });
  const collection = prop({ name: 'options', type: 'collection', default: {}, options: [timeout, headers] });

  it('adds a picked option with its default', () => {
    expect(addCollectionOption({}, timeout)).toEqual({ timeout: 10000 });
    expect(addCollectionOption(undefined, timeout)).toEqual({ timeout: 10000 });
  });
  it('appends an item for a multiple-value option', () => {
    const once = addCollectionOption({}, headers);
    expect(once).toEqual({ tags: [''] });
    expect(addCollectionOption(once, headers)).toEqual({ tags: ['', ''] });
  });
  it('does not mutate the previous value', () => {
    const before = { other: 1 };
    addCollectionOption(before, timeout);
    expect(before).toEqual({ other: 1 });
  });
  it('removes an option and lists the unused ones', () => {
    expect(removeCollectionOption({ timeout: 5, x: 1 }, 'timeout')).toEqual({ x: 1 });
    expect(unusedCollectionOptions(collection, { timeout: 5 }).map((o) => o.name)).toEqual(['tags']);
  });
  it('adds fixed-collection groups with their field defaults', () => {
    const group: INodePropertyCollection = {
      name: 'parameter',
      displayName: 'Parameter',
      values: [prop({ name: 'name', type: 'string', default: '' }), prop({ name: 'value', type: 'string', default: 'v' })],
    };
    const one = addFixedCollectionGroup({}, group, true);
    expect(one).toEqual({ parameter: [{ name: '', value: 'v' }] });
    expect(addFixedCollectionGroup(one, group, true)).toEqual({
      parameter: [
        { name: '', value: 'v' },
        { name: '', value: 'v' },
      ],
    });
    expect(addFixedCollectionGroup({}, group, false)).toEqual({ parameter: { name: '', value: 'v' } });
  });
});

describe('multiple values', () => {
  it('adds and deletes items', () => {
    expect(addValueItem(['a'], 'b')).toEqual(['a', 'b']);
    expect(addValueItem(undefined, { x: 1 })).toEqual([{ x: 1 }]);
    expect(deleteValueItem(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });
  it('moves items up and down only when sortable', () => {
    expect(moveValueItem(['a', 'b', 'c'], 1, -1, true)).toEqual(['b', 'a', 'c']);
    expect(moveValueItem(['a', 'b', 'c'], 1, 1, true)).toEqual(['a', 'c', 'b']);
    expect(moveValueItem(['a', 'b', 'c'], 1, 1, false)).toEqual(['a', 'b', 'c']);
    expect(moveValueItem(['a', 'b'], 0, -1, true)).toEqual(['a', 'b']);
    expect(moveValueItem(['a', 'b'], 1, 1, true)).toEqual(['a', 'b']);
  });
});
