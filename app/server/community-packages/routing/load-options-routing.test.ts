import { describe, expect, it } from 'vitest';
import type { INodeProperties } from '@sdk/workflow';
import { propertyAtPath } from './load-options-routing';

const properties = [
  { displayName: 'Board', name: 'board', type: 'options', default: '' },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    default: {},
    options: [{ displayName: 'Label', name: 'label', type: 'options', default: '' }],
  },
  {
    displayName: 'Filters',
    name: 'filters',
    type: 'fixedCollection',
    default: {},
    options: [{ displayName: 'Rule', name: 'rule', values: [{ displayName: 'Field', name: 'field', type: 'options', default: '' }] }],
  },
] as unknown as INodeProperties[];

describe('propertyAtPath', () => {
  it('finds top-level, collection and fixed-collection parameters by their path', () => {
    expect(propertyAtPath(properties, 'parameters.board')?.displayName).toBe('Board');
    expect(propertyAtPath(properties, 'parameters.options.label')?.displayName).toBe('Label');
    expect(propertyAtPath(properties, 'parameters.filters.rule[0].field')?.displayName).toBe('Field');
  });

  it('answers nothing for paths that name no parameter', () => {
    expect(propertyAtPath(properties, 'parameters.nope')).toBeUndefined();
    expect(propertyAtPath(properties, 'parameters.board.deeper')).toBeUndefined();
    expect(propertyAtPath(properties, 'parameters.filters.rule')).toBeUndefined();
    expect(propertyAtPath(properties, 'parameters.constructor')).toBeUndefined();
  });
});
