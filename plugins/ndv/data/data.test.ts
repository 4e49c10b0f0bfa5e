import { describe, expect, it } from 'vitest';
import { accessPath, branchLabel, fieldPath, cellText, mappingExpression, pageCount, pageOf, schemaFields, tableColumns } from './display';
import { canPinNode, parsePinDataEdit, PIN_DATA_TOO_LARGE, pinDataEditText } from './pin-edit';

describe('pinned data editing', () => {
  it('stores edited JSON as [{json}]', () => {
    expect(parsePinDataEdit('[{"a":1},{"b":2}]')).toEqual({ ok: true, items: [{ json: { a: 1 } }, { json: { b: 2 } }] });
    expect(parsePinDataEdit('{"a":1}')).toEqual({ ok: true, items: [{ json: { a: 1 } }] });
  });
  it('rejects invalid JSON and non-object items with a clear error', () => {
    const bad = parsePinDataEdit('[{"a":1},');
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.error).toMatch(/^Invalid JSON/);
    expect(parsePinDataEdit('[1,2]')).toEqual({ ok: false, error: 'Every item must be an object.' });
    expect(parsePinDataEdit('"x"').ok).toBe(false);
  });
  it('rejects data past 12 MiB, counting the other nodes', () => {
    const big = JSON.stringify([{ text: 'x'.repeat(12_582_912) }]);
    expect(parsePinDataEdit(big)).toEqual({ ok: false, error: PIN_DATA_TOO_LARGE });
    const half = 'y'.repeat(7_000_000);
    expect(parsePinDataEdit(JSON.stringify([{ t: half }]))).toMatchObject({ ok: true });
    expect(parsePinDataEdit(JSON.stringify([{ t: half }]), { Other: [{ json: { t: half } }] })).toEqual({
      ok: false,
      error: PIN_DATA_TOO_LARGE,
    });
  });
  it('is not offered on splitInBatches', () => {
    expect(canPinNode('n8n-nodes-base.splitInBatches')).toBe(false);
    expect(canPinNode('n8n-nodes-base.set')).toBe(true);
  });
  it('starts the editor with the items json', () => {
    expect(pinDataEditText([{ json: { a: 1 } }])).toBe('[\n  {\n    "a": 1\n  }\n]');
  });
});

describe('panel display', () => {
  const items = [{ json: { id: 1, name: 'Ada' } }, { json: { id: 2, 'Readable date': 'x' } }];
  it('lists table columns in first-seen order and writes cells', () => {
    expect(tableColumns(items)).toEqual(['id', 'name', 'Readable date']);
    expect(cellText({ a: 1 })).toBe('{"a":1}');
    expect(cellText(null)).toBe('null');
    expect(cellText(undefined)).toBe('');
  });
  it('pages items', () => {
    const many = Array.from({ length: 23 }, (_, i) => i);
    expect(pageOf(many, 3, 10)).toEqual([20, 21, 22]);
    expect(pageCount(23, 10)).toBe(3);
    expect(pageCount(0, 10)).toBe(1);
  });
  it('labels branch tabs', () => {
    expect(branchLabel('true', 2)).toBe('True Branch (2 items)');
    expect(branchLabel('false', 1)).toBe('False Branch (1 item)');
  });
  it('maps fields to expressions with bracket notation and $node for non-parents', () => {
    expect(mappingExpression(['name'], 'Set', true)).toBe('$json.name');
    expect(mappingExpression(['Readable date'], 'Set', true)).toBe('$json["Readable date"]');
    expect(mappingExpression(['address', 'city'], 'HTTP Request', false)).toBe('$node["HTTP Request"].json.address.city');
    expect(accessPath(['tags', 0])).toBe('.tags[0]');
  });
  it('gives field-name parameters a plain path that names the right field', () => {
    expect(fieldPath(['address', 'city'])).toBe('address.city');
    expect(fieldPath(['input', 0, 'hello.world', 'my count'])).toBe('input[0]["hello.world"]["my count"]');
    expect(fieldPath(['Readable date'])).toBe('["Readable date"]');
  });
  it('flattens the schema of an item', () => {
    expect(
      schemaFields({ id: 1, address: { city: 'Paris' }, tags: ['a'] }).map((f) => [f.keys.join('.'), f.type, f.depth, f.sample]),
    ).toEqual([
      ['id', 'number', 0, '1'],
      ['address', 'object', 0, undefined],
      ['address.city', 'string', 1, 'Paris'],
      ['tags', 'array', 0, undefined],
      ['tags.0', 'string', 1, 'a'],
    ]);
  });
});
