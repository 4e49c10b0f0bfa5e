import { describe, expect, it } from 'vitest';
import { copyName, duplicateFormProblem, duplicateRequest, initialDuplicateForm } from './duplicate-form';

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

  it('saves the trimmed name with the tag ids in order', () => {
    const form = initialDuplicateForm({ name: 'A', tags: [tag('1', 'prod'), tag('2', 'ops')] });
    expect(duplicateRequest({ ...form, name: ' A copy ' })).toEqual({ name: 'A copy', tagIds: ['1', '2'] });
  });
});
