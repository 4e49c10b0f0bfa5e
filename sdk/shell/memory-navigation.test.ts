import { describe, expect, it } from 'vitest';
import { MemoryNavigation } from './memory-navigation';

describe('MemoryNavigation', () => {
  it('starts at the given location, or at /', () => {
    expect(new MemoryNavigation().location).toBe('/');
    const nav = new MemoryNavigation('/workflows');
    expect(nav.location).toBe('/workflows');
    expect(nav.history).toEqual(['/workflows']);
  });

  it('pushes each navigation onto its history and publishes the location', () => {
    const nav = new MemoryNavigation();
    const seen: string[] = [];
    const sub = nav.location$.subscribe((l) => seen.push(l));
    nav.navigate('/workflows');
    nav.navigate('/workflow/new');
    sub.unsubscribe();
    expect(nav.location).toBe('/workflow/new');
    expect(nav.history).toEqual(['/', '/workflows', '/workflow/new']);
    expect(seen).toEqual(['/', '/workflows', '/workflow/new']);
  });

  it('replaces the current entry when asked to', () => {
    const nav = new MemoryNavigation('/workflow/new');
    nav.navigate('/workflow/42', { replace: true });
    expect(nav.location).toBe('/workflow/42');
    expect(nav.history).toEqual(['/workflow/42']);
  });
});
