import { describe, expect, it } from 'vitest';
import { buildVariableTree, memberAccess } from './variable-tree';

describe('variable selector tree', () => {
  it('lists input fields with the expression that reaches them', () => {
    const [current] = buildVariableTree({ name: 'Ada', 'Readable date': 'x', tags: ['a'] }, []);
    const input = current?.children?.[0];
    expect(input?.children?.map((c) => [c.name, c.expression])).toEqual([
      ['name', '$json.name'],
      ['Readable date', '$json["Readable date"]'],
      ['tags', '$json.tags'],
    ]);
    expect(input?.children?.[2]?.children?.[0]?.expression).toBe('$json.tags[0]');
    expect(input?.children?.[0]?.preview).toBe('Ada');
  });
  it("lists other nodes' data through $('Node')", () => {
    const nodes = buildVariableTree({}, [{ name: 'HTTP Request', json: { id: 1 } }])[1];
    expect(nodes?.children?.[0]?.children?.[0]?.expression).toBe('$("HTTP Request").item.json.id');
  });
  it("shows 'Data to large' past 102,400 characters", () => {
    const big = { text: 'x'.repeat(102400) };
    const input = buildVariableTree(big, [])[0]?.children?.[0];
    expect(input?.notice).toBe('Data to large');
    expect(input?.children).toBeUndefined();
    const fits = buildVariableTree({ text: 'x'.repeat(102380) }, [])[0]?.children?.[0];
    expect(fits?.notice).toBeUndefined();
  });
  it('writes member access for plain and special keys', () => {
    expect(memberAccess('a')).toBe('.a');
    expect(memberAccess('a b')).toBe('["a b"]');
    expect(memberAccess('1st')).toBe('["1st"]');
    expect(memberAccess(2)).toBe('[2]');
  });
});
