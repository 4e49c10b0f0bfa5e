import { describe, expect, it } from 'vitest';
import type { IUserResponse } from '@sdk';
import { credentialPermissions, readOnlyReason } from './permissions';

const owner: IUserResponse = { id: 'o', globalRole: { name: 'owner' }, isPending: false, firstName: 'Olga', lastName: 'Owner' };
const sam: IUserResponse = { id: 's', globalRole: { name: 'member' }, isPending: false };
const nina: IUserResponse = { id: 'n', globalRole: { name: 'member' }, isPending: false };
const samsCredential = { ownedBy: { id: 's', firstName: 'Sam', lastName: 'Member' }, sharedWith: [{ id: 'n' }] };

describe('credential permissions', () => {
  it('gives the owner everything', () => {
    const p = credentialPermissions(sam, samsCredential, true);
    expect(p).toMatchObject({
      isOwner: true,
      read: true,
      save: true,
      delete: true,
      updateConnection: true,
      updateSharing: true,
      use: true,
    });
  });

  it('lets a sharee read and use, nothing else', () => {
    const p = credentialPermissions(nina, samsCredential, true);
    expect(p).toEqual({
      isOwner: false,
      isSharee: true,
      read: true,
      save: false,
      updateName: false,
      delete: false,
      updateConnection: false,
      updateSharing: false,
      updateNodeAccess: false,
      use: true,
    });
  });

  it('lets the instance owner rename and delete, but not change the connection, sharing or use it', () => {
    const p = credentialPermissions(owner, samsCredential, true);
    expect(p).toMatchObject({
      isOwner: false,
      read: true,
      save: true,
      updateName: true,
      delete: true,
      updateConnection: false,
      updateSharing: false,
      use: false,
    });
  });

  it('treats everyone as owner when sharing is off', () => {
    expect(credentialPermissions(nina, samsCredential, false)).toMatchObject({ isOwner: true, updateConnection: true, delete: true });
  });

  it('makes a new credential the user’s own, and the default user owns unowned ones', () => {
    expect(credentialPermissions(nina, null, true).updateConnection).toBe(true);
    const defaultUser: IUserResponse = { id: 'd', globalRole: { name: 'default' }, isPending: true };
    expect(credentialPermissions(defaultUser, { ownedBy: undefined, sharedWith: [] }, true).isOwner).toBe(true);
  });

  it('names the owner in the read-only reason', () => {
    expect(readOnlyReason(samsCredential)).toBe('Only Sam Member, the owner of this credential, can change it.');
    expect(readOnlyReason(null)).toBe('Only the owner of this credential can change it.');
  });
});
