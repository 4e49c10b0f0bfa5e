import { describe, expect, it } from 'vitest';
import {
  copyName,
  duplicateFormProblem,
  duplicateRequest,
  initialDuplicateForm,
  newTagProblem,
  tagChoices,
  withoutTag,
  withTag,
} from './duplicate-form';

const tag = (id: string, name: string) => ({ id, name });

describe('the copy name', () => {
  it("adds ' copy' (trimmed) while the result stays under 128 characters", () => {
    expect(copyName('Orders')).toBe('Orders copy');
    expect(copyName('  Orders ')).toBe('Orders copy');
    expect(copyName('x'.repeat(122))).toBe(`${'x'.repeat(122)} copy`);
  });

  it('offers the original name unchanged when the suffix would reach 128 characters, as n8n does', () => {
    expect(copyName('x'.repeat(123))).toBe('x'.repeat(123));
    expect(copyName('x'.repeat(128))).toBe('x'.repeat(128));
  });
});

describe('the duplicate form', () => {
  it("starts with the copy name and the workflow's tags", () => {
    expect(initialDuplicateForm({ name: 'Billing', tags: [tag('1', 'prod')] })).toEqual({ name: 'Billing copy', tags: [tag('1', 'prod')] });
  });

  it('refuses an empty or too long name', () => {
    expect(duplicateFormProblem({ name: '  ', tags: [] })).toBe('The workflow name cannot be empty.');
    expect(duplicateFormProblem({ name: 'y'.repeat(129), tags: [] })).toMatch(/at most 128 characters/);
    expect(duplicateFormProblem({ name: 'y'.repeat(128), tags: [] })).toBeNull();
  });

  it('adds a tag once, removes it, and saves the trimmed name with the tag ids in order', () => {
    let form = withTag(initialDuplicateForm({ name: 'A', tags: [tag('1', 'prod')] }), tag('2', 'ops'));
    form = withTag(form, tag('2', 'ops'));
    expect(duplicateRequest({ ...form, name: ' A copy ' })).toEqual({ name: 'A copy', tagIds: ['1', '2'] });
    expect(duplicateRequest(withoutTag(form, '1')).tagIds).toEqual(['2']);
  });

  it('checks new tag names (1 to 24 characters)', () => {
    expect(newTagProblem(' ')).toBe('A tag needs a name.');
    expect(newTagProblem('z'.repeat(25))).toMatch(/at most 24/);
    expect(newTagProblem('z'.repeat(24))).toBeNull();
  });
});

describe('tag choices', () => {
  const all = [tag('1', 'prod'), tag('2', 'Production'), tag('3', 'ops')];

  it('lists the unchosen tags containing the text, by name, after "Create" for a new name', () => {
    expect(tagChoices(all, [tag('1', 'prod')], 'PRO')).toEqual([
      { kind: 'create', name: 'PRO' },
      { kind: 'existing', tag: tag('2', 'Production') },
    ]);
    expect(tagChoices(all, [], '')).toEqual([all[2], all[0], all[1]].map((t) => ({ kind: 'existing', tag: t })));
  });

  it('offers no "Create" when a tag has exactly that name (any case), chosen or not', () => {
    expect(tagChoices(all, [], ' Ops ')).toEqual([{ kind: 'existing', tag: tag('3', 'ops') }]);
    expect(tagChoices(all, [tag('3', 'ops')], 'ops')).toEqual([]);
  });
});
