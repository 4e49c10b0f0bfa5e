import { describe, expect, it } from 'vitest';
import { duplicateWorkflowName, fallbackWorkflowName, normaliseWorkflowName } from './workflow-names';

describe('workflow names', () => {
  it("names a duplicate with ' copy' unless that reaches 128 characters", () => {
    expect(duplicateWorkflowName('Orders')).toBe('Orders copy');
    expect(duplicateWorkflowName('x'.repeat(122))).toBe(`${'x'.repeat(122)} copy`);
    expect(duplicateWorkflowName('x'.repeat(123))).toBe('x'.repeat(123));
  });

  it('trims names and refuses empty or too long ones', () => {
    expect(normaliseWorkflowName('  Orders ')).toEqual({ name: 'Orders' });
    expect(normaliseWorkflowName('   ')).toEqual({ error: 'The workflow name cannot be empty.' });
    expect(normaliseWorkflowName('y'.repeat(129))).toHaveProperty('error');
  });

  it("falls back to 'My workflow'", () => {
    expect(fallbackWorkflowName()).toBe('My workflow');
    expect(fallbackWorkflowName(' ')).toBe('My workflow');
    expect(fallbackWorkflowName('Given')).toBe('Given');
  });
});
