import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IUserResponse } from '@sdk';
import { FeatureFlagsService } from './feature-flags-service';

describe('feature flags in the editor', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const user = (flags: Record<string, string>): IUserResponse => ({ id: 'u', isPending: false, featureFlags: flags });

  it("reads the user's arm and reports one exposure per flag once reads stop for 2 s", () => {
    const events: Array<[string, unknown]> = [];
    const service = new FeatureFlagsService(() => user({ 'checklist-test': 'variant', 'adoption-test': 'control' }), {
      track: (event, properties) => events.push([event, properties]),
    });
    expect(service.variant('checklist-test')).toBe('variant');
    vi.advanceTimersByTime(1500);
    expect(service.variant('checklist-test')).toBe('variant');
    expect(service.variant('adoption-test')).toBe('control');
    vi.advanceTimersByTime(1999);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(events).toEqual([
      ['Feature flag exposure', { flag: 'checklist-test', variant: 'variant' }],
      ['Feature flag exposure', { flag: 'adoption-test', variant: 'control' }],
    ]);
    service.dispose();
  });

  it('has no arm (and reports nothing) without a user or with an unknown value', () => {
    const track = vi.fn();
    expect(new FeatureFlagsService(() => null, { track }).variant('checklist-test')).toBeUndefined();
    expect(new FeatureFlagsService(() => user({ 'checklist-test': 'maybe' }), { track }).variant('checklist-test')).toBeUndefined();
    vi.advanceTimersByTime(5000);
    expect(track).not.toHaveBeenCalled();
  });
});
