import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

describe('relativeTime', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');

  it('says how long ago a moment was, in the largest whole unit', () => {
    expect(relativeTime('2026-11-24T11:59:30Z', now)).toBe('just now');
    expect(relativeTime('2026-11-24T11:55:00Z', now)).toBe('5 minutes ago');
    expect(relativeTime('2026-11-24T11:00:00Z', now)).toBe('1 hour ago');
    expect(relativeTime('2026-11-23T11:00:00Z', now)).toBe('yesterday');
    expect(relativeTime('2026-11-21T12:00:00Z', now)).toBe('3 days ago');
    expect(relativeTime(Date.parse('2026-11-26T12:00:00Z'), now)).toBe('in 2 days');
  });

  it("answers 'unknown' for a missing or unreadable time", () => {
    expect(relativeTime(undefined, now)).toBe('unknown');
    expect(relativeTime('not a date', now)).toBe('unknown');
  });
});
