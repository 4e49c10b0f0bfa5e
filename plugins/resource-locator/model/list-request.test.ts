import { describe, expect, it } from 'vitest';
import { listSearchQuery, resolveParameters, withoutPath } from './list-request';

describe('list request', () => {
  it('resolves expressions in parameters, also inside locators, and keeps them without a context', () => {
    const parameters = { schema: { __rl: true, mode: 'name', value: '={{ "sales" }}' }, limit: '={{ 1 + 1 }}', plain: 'x' };
    expect(resolveParameters(parameters, {})).toEqual({ schema: { __rl: true, mode: 'name', value: 'sales' }, limit: 2, plain: 'x' });
    expect(resolveParameters(parameters, undefined)).toEqual(parameters);
  });

  it('leaves the locator’s own value out of the key parameters', () => {
    expect(withoutPath({ table: { value: 'a' }, schema: 's' }, 'table')).toEqual({ schema: 's' });
    expect(withoutPath({ options: { table: 'a', b: 1 } }, 'options.table')).toEqual({ options: { b: 1 } });
  });

  it('carries node, path, method, parameters, credentials, filter and token', () => {
    const node = { type: 'n8n-nodes-base.postgres', typeVersion: 2.1, parameters: {}, credentials: { postgres: { id: '1', name: 'PG' } } };
    const query = listSearchQuery(
      node,
      'table',
      { name: 'list', displayName: 'List', type: 'list', typeOptions: { searchListMethod: 'tableSearch' } },
      { a: 1 },
      'ord',
      '50',
    );
    expect(query).toEqual({
      nodeTypeAndVersion: { name: 'n8n-nodes-base.postgres', version: 2.1 },
      path: 'parameters.table',
      methodName: 'tableSearch',
      currentNodeParameters: { a: 1 },
      credentials: { postgres: { id: '1', name: 'PG' } },
      filter: 'ord',
      paginationToken: '50',
    });
  });
});
