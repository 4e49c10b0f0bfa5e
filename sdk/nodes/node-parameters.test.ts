import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { INodeProperties } from '../workflow/parameter-types';
import { getNodeParameters, getParameterResolveOrder } from './node-parameters';

const node = { typeVersion: 1 };

/** A resource/operation node in the shape community nodes use, with a duplicate `operation`. */
const PROPS: INodeProperties[] = [
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'options',
    options: [
      { name: 'User', value: 'user' },
      { name: 'File', value: 'file' },
    ],
    default: 'user',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    displayOptions: { show: { resource: ['user'] } },
    options: [
      { name: 'Get', value: 'get' },
      { name: 'Create', value: 'create' },
    ],
    default: 'get',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    displayOptions: { show: { resource: ['file'] } },
    options: [
      { name: 'Upload', value: 'upload' },
      { name: 'Delete', value: 'delete' },
    ],
    default: 'upload',
  },
  {
    displayName: 'User ID',
    name: 'userId',
    type: 'string',
    default: '',
    displayOptions: { show: { resource: ['user'], operation: ['get'] } },
  },
  { displayName: 'Send', name: 'send', type: 'boolean', default: true },
  { displayName: 'Limit', name: 'limit', type: 'number', default: 50 },
  { displayName: 'Channel', name: 'channel', type: 'resourceLocator', default: { mode: 'list', value: '' }, modes: [] },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    default: {},
    options: [
      { displayName: 'Timeout', name: 'timeout', type: 'number', default: 1000 },
      { displayName: 'Proxy', name: 'proxy', type: 'string', default: '' },
    ],
  },
  {
    displayName: 'Tags',
    name: 'tags',
    type: 'collection',
    typeOptions: { multipleValues: true },
    default: {},
    options: [{ displayName: 'Tag', name: 'tag', type: 'string', default: '' }],
  },
  {
    displayName: 'Headers',
    name: 'headers',
    type: 'fixedCollection',
    typeOptions: { multipleValues: true },
    default: {},
    options: [
      {
        name: 'header',
        displayName: 'Header',
        values: [
          { displayName: 'Name', name: 'name', type: 'string', default: '' },
          { displayName: 'Value', name: 'value', type: 'string', default: '' },
        ],
      },
    ],
  },
  {
    displayName: 'Auth',
    name: 'auth',
    type: 'fixedCollection',
    typeOptions: { multipleValues: false },
    default: {},
    options: [{ name: 'basic', displayName: 'Basic', values: [{ displayName: 'User', name: 'user', type: 'string', default: 'admin' }] }],
  },
];

const full = (values: Record<string, unknown>) => getNodeParameters(PROPS, values, true, false, node);
const reduce = (values: Record<string, unknown>) => getNodeParameters(PROPS, values, false, false, node);

describe('getNodeParameters with defaults', () => {
  it('fills every displayed parameter with its default, options included', () => {
    expect(full({})).toEqual({
      resource: 'user',
      operation: 'get',
      userId: '',
      send: true,
      limit: 50,
      channel: { __rl: true, mode: 'list', value: '' },
      options: {},
      tags: [],
      headers: {},
      auth: {},
    });
  });

  it('keeps false and 0 for booleans and numbers, replaces null strings with the default', () => {
    expect(full({ send: false, limit: 0, userId: null })).toMatchObject({ send: false, limit: 0, userId: '' });
  });

  it('picks the displayed one of duplicate parameters', () => {
    expect(full({ resource: 'file' })).toMatchObject({ resource: 'file', operation: 'upload' });
    expect(full({ resource: 'file' })).not.toHaveProperty('userId');
  });

  it('removes values of hidden parameters unless asked to return them', () => {
    expect(full({ resource: 'user', operation: 'create', userId: 'u1' })).not.toHaveProperty('userId');
    expect(getNodeParameters(PROPS, { operation: 'create', userId: 'u1' }, true, true, node)).toMatchObject({ userId: 'u1' });
  });

  it('fills the groups of fixed collections', () => {
    expect(full({ headers: { header: [{ name: 'X-A' }] }, auth: { basic: {} } })).toMatchObject({
      headers: { header: [{ name: 'X-A', value: '' }] },
      auth: { basic: { user: 'admin' } },
    });
  });
});

describe('getNodeParameters without defaults (what a save keeps)', () => {
  it('keeps only values that differ from their defaults', () => {
    expect(reduce({ resource: 'user', operation: 'get', send: true, limit: 10, channel: { mode: 'list', value: '' } })).toEqual({
      limit: 10,
    });
    // Objects compare deeply: a locator carrying its marker differs from the plain default.
    expect(reduce({ channel: { __rl: true, mode: 'list', value: '' } })).toEqual({ channel: { __rl: true, mode: 'list', value: '' } });
  });

  it('keeps every set value inside a collection, and an empty collection', () => {
    expect(reduce({ options: { timeout: 1000 } })).toEqual({ options: { timeout: 1000 } });
    expect(reduce({ options: {} })).toEqual({ options: {} });
  });

  it('reduces fixed collection items and keeps an added single group', () => {
    expect(reduce({ headers: { header: [{ name: 'X-A', value: '' }] } })).toEqual({ headers: { header: [{ name: 'X-A' }] } });
    expect(reduce({ auth: { basic: { user: 'admin' } } })).toEqual({ auth: { basic: {} } });
    expect(reduce({ auth: {} })).toEqual({ auth: {} });
  });

  it('keeps multiple-value collections and expressions in place of collections as they are', () => {
    expect(reduce({ tags: [{ tag: 'a' }], options: '={{ $json.options }}' })).toEqual({
      tags: [{ tag: 'a' }],
      options: '={{ $json.options }}',
    });
  });

  it('drops values of hidden parameters and unknown parameters', () => {
    expect(reduce({ resource: 'file', operation: 'delete', userId: 'u1', stray: 1 })).toEqual({ resource: 'file', operation: 'delete' });
  });

  it('loses nothing: defaults over the reduced values equal defaults over the values', () => {
    const values = fc.record(
      {
        resource: fc.constantFrom('user', 'file'),
        operation: fc.constantFrom('get', 'create', 'upload', 'delete'),
        userId: fc.constantFrom('', 'u1', null),
        send: fc.boolean(),
        limit: fc.integer({ min: 0, max: 100 }),
        options: fc.record({ timeout: fc.nat(), proxy: fc.string() }, { requiredKeys: [] }),
        headers: fc.record({
          header: fc.array(fc.record({ name: fc.constantFrom('', 'X'), value: fc.string() }, { requiredKeys: [] }), { maxLength: 2 }),
        }),
        auth: fc.constantFrom({}, { basic: {} }, { basic: { user: 'root' } }),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(values, (v) => {
        const reduced = reduce(v);
        expect(full(reduced)).toEqual(full(v));
        expect(reduce(reduced)).toEqual(reduced);
      }),
      { numRuns: 300 },
    );
  });
});

describe('getParameterResolveOrder', () => {
  it('puts a parameter after every parameter its display options read', () => {
    const order = getParameterResolveOrder([PROPS[3] as INodeProperties, ...PROPS.slice(0, 3)]).map((p) => p.name);
    expect(order).toEqual(['resource', 'operation', 'operation', 'userId']);
  });

  it('falls back to the declared order for cycles', () => {
    const a: INodeProperties = { displayName: 'A', name: 'a', type: 'string', default: '', displayOptions: { show: { b: ['x'] } } };
    const b: INodeProperties = { displayName: 'B', name: 'b', type: 'string', default: '', displayOptions: { show: { a: ['x'] } } };
    expect(getParameterResolveOrder([a, b]).map((p) => p.name)).toEqual(['a', 'b']);
  });
});
