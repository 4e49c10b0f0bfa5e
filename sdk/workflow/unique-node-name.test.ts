import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nodeNameArb } from '@core/document/test-arbitraries';
import { renameReferencesInValue, uniqueNodeName } from './unique-node-name';

describe('uniqueNodeName', () => {
  it("counts up like n8n: 'Set' → 'Set1' → 'Set2'", () => {
    expect(uniqueNodeName('Set', [])).toBe('Set');
    expect(uniqueNodeName('Set', ['Set'])).toBe('Set1');
    expect(uniqueNodeName('Set', ['Set', 'Set1'])).toBe('Set2');
  });

  it('continues from a trailing number and handles names of only digits', () => {
    expect(uniqueNodeName('Set5', ['Set5'])).toBe('Set');
    expect(uniqueNodeName('Set5', ['Set5', 'Set'])).toBe('Set6');
    expect(uniqueNodeName('HTTP Request 2', ['HTTP Request 2', 'HTTP Request '])).toBe('HTTP Request 3');
    expect(uniqueNodeName('12', ['12'])).toBe('13');
  });

  it('always returns a name not in use', () => {
    fc.assert(
      fc.property(nodeNameArb, fc.array(nodeNameArb), (name, used) => {
        const unique = uniqueNodeName(name, [name, ...used]);
        expect([name, ...used]).not.toContain(unique);
      }),
    );
  });
});

describe('renameReferencesInValue', () => {
  it('applies several renames as if at once', () => {
    const value = { a: '={{ $(\'A\').item.json.x }} {{ $node["B"].json.y }}', code: "untouched $('A')" };
    expect(renameReferencesInValue(value, { A: 'B', B: 'C' })).toEqual({
      a: '={{ $(\'B\').item.json.x }} {{ $node["C"].json.y }}',
      code: "untouched $('A')",
    });
  });

  it('keeps the dotted form for identifier names and returns the same object when nothing changes', () => {
    expect(renameReferencesInValue('={{ $node.Set.json }} {{ $node.Other.json }}', { Set: 'Set1', Other: 'Other1' })).toBe(
      '={{ $node.Set1.json }} {{ $node.Other1.json }}',
    );
    const value = { x: '=1' };
    expect(renameReferencesInValue(value, { A: 'B', C: 'D' })).toBe(value);
  });
});
