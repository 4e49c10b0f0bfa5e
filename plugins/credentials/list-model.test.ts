import { describe, expect, it } from 'vitest';
import type { ICredentialsResponse } from '@sdk';
import { relativeTime } from '@sdk';
import { filterAndSort, ownerLabel } from './list-model';

const credential = (name: string, type: string, updatedAt: string, owner = 'u1'): ICredentialsResponse => ({
  id: name,
  name,
  type,
  nodesAccess: [],
  updatedAt,
  ownedBy: { id: owner, firstName: owner === 'u1' ? 'Ada' : 'Grace', lastName: owner === 'u1' ? 'Lovelace' : 'Hopper' },
  sharedWith: [],
});

const list = [
  credential('stripe live', 'httpHeaderAuth', '2026-11-20T10:00:00Z'),
  credential('Alpha', 'httpBasicAuth', '2026-11-22T10:00:00Z', 'u2'),
  credential('beta 10', 'oAuth2Api', '2026-11-21T10:00:00Z'),
  credential('beta 9', 'oAuth2Api', '2026-11-21T10:00:00Z'),
];
const typeName = (t: string) => ({ httpHeaderAuth: 'Header Auth', httpBasicAuth: 'Basic Auth', oAuth2Api: 'OAuth2 API' })[t] ?? t;

describe('the credentials list', () => {
  it('sorts by last update, newest first, ties by name', () => {
    expect(filterAndSort(list, '', 'updated', typeName).map((c) => c.name)).toEqual(['Alpha', 'beta 9', 'beta 10', 'stripe live']);
  });

  it('sorts by name either way, case-insensitive and numbers in order', () => {
    expect(filterAndSort(list, '', 'nameAsc', typeName).map((c) => c.name)).toEqual(['Alpha', 'beta 9', 'beta 10', 'stripe live']);
    expect(filterAndSort(list, '', 'nameDesc', typeName).map((c) => c.name)).toEqual(['stripe live', 'beta 10', 'beta 9', 'Alpha']);
  });

  it('searches name, type and owner; every word must match', () => {
    expect(filterAndSort(list, 'oauth2', 'nameAsc', typeName).map((c) => c.name)).toEqual(['beta 9', 'beta 10']);
    expect(filterAndSort(list, 'hopper', 'nameAsc', typeName).map((c) => c.name)).toEqual(['Alpha']);
    expect(filterAndSort(list, 'header STRIPE', 'nameAsc', typeName).map((c) => c.name)).toEqual(['stripe live']);
    expect(filterAndSort(list, 'header alpha', 'nameAsc', typeName)).toEqual([]);
  });

  it('calls the user’s own credentials “You”', () => {
    expect(ownerLabel(list[0]!, { id: 'u1', isPending: false })).toBe('You');
    expect(ownerLabel(list[1]!, { id: 'u1', isPending: false })).toBe('Grace Hopper');
  });

  it('says how long ago a credential changed', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    expect(relativeTime('2026-11-24T11:59:30Z', now)).toBe('just now');
    expect(relativeTime('2026-11-24T11:55:00Z', now)).toBe('5 minutes ago');
    expect(relativeTime('2026-11-23T11:00:00Z', now)).toBe('yesterday');
    expect(relativeTime('not a date', now)).toBe('unknown');
  });
});
