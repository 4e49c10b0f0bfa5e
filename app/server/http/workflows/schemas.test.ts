import { describe, expect, it } from 'vitest';
import { createWorkflowBody, listWorkflowsQuery } from './schemas';

describe('schemas', () => {
  it('drops unknown workflow keys and fills defaults', () => {
    const parsed = createWorkflowBody.parse({ name: ' A ', id: 'x', active: true, hash: 'h' });
    expect(parsed).toEqual({ name: 'A', nodes: [], connections: {} });
  });

  it('reads the list filter from JSON', () => {
    expect(listWorkflowsQuery.parse({ filter: '{"name":"a","tags":["t"]}', take: '5' })).toEqual({
      filter: { name: 'a', tags: ['t'] },
      take: 5,
    });
    expect(listWorkflowsQuery.safeParse({ filter: '{' }).error?.issues[0]?.message).toBe('filter must be JSON.');
  });
});
