import { describe, expect, it } from 'vitest';
import { buildExpressionContext } from '../../expressions';
import { resolvables } from './resolvables';

const context = buildExpressionContext({
  workflow: {
    nodes: [{ id: '1', name: 'Set', type: 'n8n-nodes-base.set', typeVersion: 1, position: [0, 0], parameters: {} }],
    connections: {},
  },
  activeNodeName: 'Set',
  inputItems: [{ json: { name: 'Ada' } }],
  mode: 'editor',
});

describe('resolvable highlighting', () => {
  it('classes segments by their evaluation', () => {
    const text = 'Hi {{ $json.name }} {{ nope( }} {{ }}';
    expect(resolvables(text, context).map((r) => [text.slice(r.from, r.to), r.state])).toEqual([
      ['{{ $json.name }}', 'valid'],
      ['{{ nope( }}', 'invalid'],
      ['{{ }}', 'invalid'],
    ]);
  });
  it('marks segments pending without data and unclosed ones invalid', () => {
    expect(resolvables('{{ $json.a }}', undefined).map((r) => r.state)).toEqual(['pending']);
    expect(resolvables('{{ $json.nmae }}', { $json: { name: 'Ada' } }).map((r) => r.state)).toEqual(['empty']);
    expect(resolvables('{{ $json.a', context).map((r) => r.state)).toEqual(['invalid']);
  });
});
