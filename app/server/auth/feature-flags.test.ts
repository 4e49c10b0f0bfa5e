import { describe, expect, it } from 'vitest';
import { assignedVariant, featureFlagsFor } from './feature-flags';

describe('feature-flag experiments', () => {
  it('gives a user the same arm every time, and splits users across both arms', () => {
    expect(assignedVariant('inst', 'user-1', 'checklist-test')).toBe(assignedVariant('inst', 'user-1', 'checklist-test'));
    const arms = new Set(Array.from({ length: 40 }, (_, i) => assignedVariant('inst', `user-${i}`, 'checklist-test')));
    expect(arms).toEqual(new Set(['control', 'variant']));
    const variants = Array.from({ length: 400 }, (_, i) => assignedVariant('inst', `u${i}`, 'adoption-test')).filter(
      (v) => v === 'variant',
    );
    expect(variants.length).toBeGreaterThan(150);
    expect(variants.length).toBeLessThan(250);
  });

  it('names every experiment, with the configured pins applied', () => {
    const flags = featureFlagsFor('inst', 'user-1', { 'checklist-test': 'variant' });
    expect(Object.keys(flags).sort()).toEqual(['adoption-test', 'checklist-test']);
    expect(flags['checklist-test']).toBe('variant');
    expect(featureFlagsFor('inst', 'user-1', { 'checklist-test': 'control' })['checklist-test']).toBe('control');
  });
});
