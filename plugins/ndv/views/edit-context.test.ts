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
