import { describe, expect, it } from 'vitest';
import type { DocNode, INodeTypeDescription } from '@sdk';
import { parametersAfterChange, parametersWithDefaults } from './edit-context';

const nodeType = {
  name: 'test.node',
  displayName: 'Test',
  version: 1,
  properties: [
    {
      name: 'mode',
      displayName: 'Mode',
      type: 'options',
      default: 'a',
      options: [
        { name: 'A', value: 'a' },
        { name: 'B', value: 'b' },
      ],
    },
    { name: 'extra', displayName: 'Extra', type: 'string', default: 'x', displayOptions: { show: { mode: ['b'] } } },
    { name: 'url', displayName: 'URL', type: 'string', default: '' },
  ],
} as unknown as INodeTypeDescription;
const node: DocNode = { id: '1', name: 'N', type: 'test.node', typeVersion: 1, position: [0, 0], parameters: { url: 'u' } };

describe('parameter changes in the view', () => {
  it('shows stored values over defaults', () => {
    expect(parametersWithDefaults(node, nodeType)).toEqual({ mode: 'a', url: 'u' });
  });
  it('fills defaults of parameters that become shown and clears those that become hidden', () => {
    const shown = parametersAfterChange(node, nodeType, { node: 'N', name: 'mode', value: 'b' });
    expect(shown).toEqual({ mode: 'b', extra: 'x', url: 'u' });
    const hidden = parametersAfterChange({ ...node, parameters: { ...shown, extra: 'typed' } }, nodeType, {
      node: 'N',
      name: 'mode',
      value: 'a',
    });
    expect(hidden).toEqual({ mode: 'a', url: 'u' });
  });
  it('writes nested paths', () => {
    expect(parametersAfterChange(node, null, { node: 'N', name: 'options.timeout', value: 5 })).toEqual({
      url: 'u',
      options: { timeout: 5 },
    });
  });
});

describe('values that depend on a changed parameter', () => {
  const chained = {
    name: 'test.db',
    displayName: 'DB',
    version: 1,
    properties: [
      { name: 'schema', displayName: 'Schema', type: 'resourceLocator', default: { __rl: true, mode: 'list', value: 'public' } },
      {
        name: 'table',
        displayName: 'Table',
        type: 'resourceLocator',
        default: { __rl: true, mode: 'list', value: '' },
        typeOptions: { loadOptionsDependsOn: ['schema.value'] },
      },
      { name: 'column', displayName: 'Column', type: 'options', default: '', typeOptions: { loadOptionsDependsOn: ['table.value'] } },
      { name: 'note', displayName: 'Note', type: 'string', default: '' },
    ],
  } as unknown as INodeTypeDescription;
  const db: DocNode = {
    id: '2',
    name: 'DB',
    type: 'test.db',
    typeVersion: 1,
    position: [0, 0],
    parameters: {
      schema: { __rl: true, mode: 'list', value: 'public' },
      table: { __rl: true, mode: 'name', value: 'orders' },
      column: 'amount',
      note: 'kept',
    },
  };

  it('clears the table chosen from the old schema (keeping its mode), but not unrelated values', () => {
    const next = parametersAfterChange(db, chained, { node: 'DB', name: 'schema.value', value: 'sales' });
    expect(next['table']).toEqual({ __rl: true, mode: 'name', value: '' });
    expect(next['column']).toBe('');
    expect(next['note']).toBe('kept');
  });

  it('leaves dependents alone when the value did not change, and clears only the next link of the chain', () => {
    expect(parametersAfterChange(db, chained, { node: 'DB', name: 'schema.value', value: 'public' })['table']).toEqual(
      db.parameters['table'],
    );
    const next = parametersAfterChange(db, chained, { node: 'DB', name: 'table.value', value: 'customers' });
    expect(next['column']).toBe('');
    expect(next['schema']).toEqual(db.parameters['schema']);
  });
});

describe('an operation defined per resource', () => {
  const operation = (resource: string, values: string[], fallback: string) => ({
    name: 'operation',
    displayName: 'Operation',
    type: 'options',
    default: fallback,
    displayOptions: { show: { resource: [resource] } },
    options: values.map((value) => ({ name: value, value })),
  });
  const perResource = {
    name: 'test.app',
    displayName: 'App',
    version: 1,
    properties: [
      {
        name: 'resource',
        displayName: 'Resource',
        type: 'options',
        default: 'message',
        options: [
          { name: 'Message', value: 'message' },
          { name: 'Chat', value: 'chat' },
        ],
      },
      operation('message', ['sendMessage', 'deleteMessage'], 'sendMessage'),
      operation('chat', ['get', 'leave'], 'get'),
    ],
  } as unknown as INodeTypeDescription;
  const app: DocNode = {
    id: '2',
    name: 'App',
    type: 'test.app',
    typeVersion: 1,
    position: [0, 0],
    parameters: { operation: 'deleteMessage' },
  };

  it('takes the new resource’s default operation when the old one is not among its options', () => {
    expect(parametersAfterChange(app, perResource, { node: 'App', name: 'resource', value: 'chat' })).toEqual({
      resource: 'chat',
      operation: 'get',
    });
  });

  it('keeps an operation given as an expression', () => {
    const shared = { ...app, parameters: { operation: '={{ $json.op }}' } };
    expect(parametersAfterChange(shared, perResource, { node: 'App', name: 'resource', value: 'chat' })).toEqual({
      resource: 'chat',
      operation: '={{ $json.op }}',
    });
  });
});
