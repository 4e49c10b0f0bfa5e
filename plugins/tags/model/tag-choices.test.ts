import { describe, expect, it } from 'vitest';
import { deleteTagMessage, sameTags, tagChoices, tagDeleteRefusal, tagNameProblem, withoutTag, withTag } from './tag-choices';

const tag = (id: string, name: string) => ({ id, name });

describe('tag names', () => {
  it('checks tag names (1 to 24 characters, trimmed)', () => {
    expect(tagNameProblem(' ')).toBe('A tag needs a name.');
    expect(tagNameProblem('z'.repeat(25))).toMatch(/at most 24/);
    expect(tagNameProblem(` ${'z'.repeat(24)} `)).toBeNull();
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

  it('adds a tag once, at the end, removes it, and compares lists by id and order', () => {
    const chosen = withTag(withTag([tag('1', 'prod')], tag('2', 'ops')), tag('2', 'ops'));
    expect(chosen).toEqual([tag('1', 'prod'), tag('2', 'ops')]);
    expect(withoutTag(chosen, '1')).toEqual([tag('2', 'ops')]);
    expect(sameTags(chosen, [tag('1', 'x'), tag('2', 'y')])).toBe(true);
    expect(sameTags(chosen, [tag('2', 'ops'), tag('1', 'prod')])).toBe(false);
  });
});

describe('the delete confirm', () => {
  it('says how many workflows lose the tag', () => {
    expect(deleteTagMessage({ name: 'prod', usageCount: 3 })).toBe('Delete the tag "prod"? 3 workflows use it; they lose the tag.');
    expect(deleteTagMessage({ name: 'prod', usageCount: 1 })).toBe('Delete the tag "prod"? 1 workflow uses it; it loses the tag.');
    expect(deleteTagMessage({ name: 'ops', usageCount: 0 })).toBe('Delete the tag "ops"? No workflow uses it.');
  });
});

describe('who may delete tags', () => {
  it('is the owner, or the default user before set-up (or anyone without accounts); members are told why not', () => {
    expect(tagDeleteRefusal('owner')).toBeNull();
    expect(tagDeleteRefusal('default')).toBeNull();
    expect(tagDeleteRefusal(undefined)).toBeNull();
    expect(tagDeleteRefusal('member')).toBe('Only the instance owner can delete tags.');
  });
});
