import { describe, expect, it } from 'vitest';
import { fallbackWorkflowName, normaliseWorkflowName } from './workflow-names';

describe('workflow names', () => {
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
