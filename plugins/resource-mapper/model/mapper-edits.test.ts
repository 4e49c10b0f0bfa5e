import { describe, expect, it } from 'vitest';
import { missingRequiredFields, toMapperValue, type ResourceMapperField, type ResourceMapperTypeOptions } from '@sdk';
import { addableFields, addFields, loadChangesValue, removeFields, setMatchingColumns, withLoadedFields } from './mapper-edits';
import { fieldParameter, fieldValuePath } from './field-parameter';

const field = (id: string, extra: Partial<ResourceMapperField> = {}): ResourceMapperField => ({
  id,
  displayName: id,
  required: false,
  defaultMatch: false,
  display: true,
  type: 'string',
  canBeUsedToMatch: true,
  ...extra,
});
const COLUMNS = [field('id', { type: 'number', defaultMatch: true }), field('name', { required: true }), field('age', { type: 'number' })];
const insert: ResourceMapperTypeOptions = { mode: 'add', addAllFields: true, multiKeyMatch: true };
const update: ResourceMapperTypeOptions = { mode: 'update', addAllFields: true, multiKeyMatch: true };

describe('resource mapper edits', () => {
  it('reads what n8n stores before any field was loaded', () => {
    expect(toMapperValue({ mappingMode: 'defineBelow', value: null })).toEqual({
      mappingMode: 'defineBelow',
      value: null,
      matchingColumns: [],
      schema: [],
    });
    expect(toMapperValue('nonsense').mappingMode).toBe('defineBelow');
  });

  it('lists every loaded field when the mapper adds all, only the required ones otherwise', () => {
    const all = withLoadedFields(toMapperValue(null), COLUMNS, insert);
    expect(all.schema.map((f) => [f.id, f.removed])).toEqual([
      ['id', false],
      ['name', false],
      ['age', false],
    ]);
    const some = withLoadedFields(toMapperValue(null), COLUMNS, { ...insert, addAllFields: false });
    expect(some.schema.filter((f) => !f.removed).map((f) => f.id)).toEqual(['name']);
  });

  it('keeps removals and values across a reload, and drops values of columns that are gone', () => {
    let value = withLoadedFields(toMapperValue(null), COLUMNS, insert);
    value = { ...removeFields(value, ['age'], insert), value: { name: 'Ada', id: 3 } };
    const reloaded = withLoadedFields(value, [COLUMNS[1]!, COLUMNS[2]!], insert);
    expect(reloaded.schema.map((f) => [f.id, f.removed])).toEqual([
      ['name', false],
      ['age', true],
    ]);
    expect(reloaded.value).toEqual({ name: 'Ada' });
    expect(loadChangesValue(reloaded, withLoadedFields(reloaded, [COLUMNS[1]!, COLUMNS[2]!], insert))).toBe(false);
  });

  it('never removes a required field or one matched on, and adds removed ones back', () => {
    const value = setMatchingColumns(withLoadedFields(toMapperValue(null), COLUMNS, update), ['age']);
    const removed = removeFields(value, ['id', 'name', 'age'], update);
    expect(removed.schema.filter((f) => f.removed).map((f) => f.id)).toEqual(['id']);
    expect(addableFields(removed).map((f) => f.id)).toEqual(['id']);
    expect(addFields(removed, ['id']).schema.every((f) => !f.removed)).toBe(true);
  });

  it('matches on the default column until the user picks others', () => {
    const value = withLoadedFields(toMapperValue(null), COLUMNS, update);
    expect(value.matchingColumns).toEqual(['id']);
    expect(withLoadedFields(setMatchingColumns(value, ['name']), COLUMNS, update).matchingColumns).toEqual(['name']);
    expect(withLoadedFields(toMapperValue(null), COLUMNS, insert).matchingColumns).toEqual([]);
  });

  it('reports required fields and columns matched on that are still empty', () => {
    const value = { ...withLoadedFields(toMapperValue(null), COLUMNS, update), value: { age: 4 } };
    expect(missingRequiredFields(value, update).map((f) => f.id)).toEqual(['id', 'name']);
    expect(missingRequiredFields({ ...value, mappingMode: 'autoMapInputData' }, update)).toEqual([]);
  });

  it('edits a field with the input of its type, at a path that survives dots in the name', () => {
    expect(fieldParameter(field('age', { type: 'number' }), false)).toMatchObject({ type: 'number', default: 0, displayName: 'age' });
    expect(fieldParameter(field('id'), true).displayName).toBe('id (using to match)');
    expect(fieldParameter(field('mood', { type: 'options', options: [{ name: 'happy', value: 'happy' }] }), false)).toMatchObject({
      type: 'options',
      options: [{ name: 'happy', value: 'happy' }],
    });
    expect(fieldValuePath('columns', 'first.name')).toBe('columns.value["first.name"]');
  });
});
