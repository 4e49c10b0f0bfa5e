import { describe, expect, it } from 'vitest';
import { credentialPermissions, type CredentialPermissions } from './credential-permissions';

const owner = { id: 'owner', role: 'owner' as const };
const memberOwner = { id: 'mo', role: 'member' as const };
const sharee = { id: 'ms', role: 'member' as const };
const other = { id: 'mn', role: 'member' as const };
const access = { ownerId: 'mo', shareeIds: ['ms'] };

type Row = [string, { id: string; role: 'owner' | 'member' | 'default' }, boolean, Partial<CredentialPermissions>];

const ALL = (value: boolean): CredentialPermissions => ({
  isOwner: value,
  isSharee: value,
  read: value,
  save: value,
  updateName: value,
  delete: value,
  updateConnection: value,
  updateSharing: value,
  updateNodeAccess: value,
  use: value,
});

describe('credentialPermissions', () => {
  const rows: Row[] = [
    ['member owner, sharing on', memberOwner, true, { ...ALL(true), isSharee: false }],
    ['instance owner, sharing on', owner, true, { ...ALL(false), read: true, save: true, updateName: true, delete: true }],
    ['sharee, sharing on', sharee, true, { ...ALL(false), isSharee: true, read: true, use: true }],
    ['other member, sharing on', other, true, ALL(false)],
    ['member owner, sharing off', memberOwner, false, { ...ALL(true), isSharee: false }],
    ['instance owner, sharing off', owner, false, { ...ALL(true), isSharee: false }],
    ['sharee, sharing off', sharee, false, ALL(true)],
    ['other member, sharing off', other, false, ALL(false)],
  ];
  it.each(rows)('%s', (_label, user, sharing, expected) => {
    expect(credentialPermissions(user, access, sharing)).toEqual(expected);
  });

  it('gives a credential without owner to the instance owner and the default user', () => {
    const unowned = { ownerId: undefined, shareeIds: [] };
    expect(credentialPermissions(owner, unowned, true).isOwner).toBe(true);
    expect(credentialPermissions({ id: 'd', role: 'default' }, unowned, true).updateConnection).toBe(true);
    expect(credentialPermissions(other, unowned, true).read).toBe(false);
  });
});
