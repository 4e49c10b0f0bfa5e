import { describe, expect, it } from 'vitest';
import { sameWorkflowContent } from './same-content';
import { createEmptyDocument, documentWithNodes, type DocNode } from './types';

const node = (id: string, parameters: Record<string, unknown> = {}): DocNode => ({
  id,
  name: id.toUpperCase(),
  type: 't',
  typeVersion: 1,
  position: [0, 0],
  parameters,
});

describe('sameWorkflowContent', () => {
  it('sees equal nodes in another order, rebuilt objects and server fields as the same workflow', () => {
    const a = documentWithNodes([node('a', { path: 'x', options: {} }), node('b')]);
    const b = { ...documentWithNodes([node('b'), node('a', { options: {}, path: 'x' })]), id: 'w1', versionId: 'v9', active: true };
    expect(sameWorkflowContent(a, b)).toBe(true);
  });

  it('tells apart a changed parameter, name, setting or tag', () => {
    const base = createEmptyDocument({ name: 'Flow', nodes: [node('a', { path: 'x' })], settings: { timezone: 'UTC' } });
    expect(
      sameWorkflowContent(base, createEmptyDocument({ name: 'Flow', nodes: [node('a', { path: 'y' })], settings: { timezone: 'UTC' } })),
    ).toBe(false);
    expect(sameWorkflowContent(base, { ...base, name: 'Other' })).toBe(false);
    expect(sameWorkflowContent(base, { ...base, settings: { timezone: 'Europe/Berlin' } })).toBe(false);
    expect(sameWorkflowContent(base, { ...base, tags: [{ id: '1', name: 'ops' }] })).toBe(false);
  });
});
