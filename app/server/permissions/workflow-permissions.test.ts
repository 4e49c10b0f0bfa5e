import { describe, expect, it } from 'vitest';
import { getWorkflowPermissions, isInstanceOwner } from './workflow-permissions';
import type { PermissionUser, ResourceAccess, ResourcePermission } from './workflow-permissions';

const instanceOwner: PermissionUser = { id: 'boss', role: 'owner' };
const defaultUser: PermissionUser = { id: 'shell', role: 'default' };
const creator: PermissionUser = { id: 'creator', role: 'member' };
const sharee: PermissionUser = { id: 'sharee', role: 'member' };
const stranger: PermissionUser = { id: 'stranger', role: 'member' };

const access: ResourceAccess = { ownerId: 'creator', shareeIds: ['sharee'] };

type Row = [string, PermissionUser, Record<ResourcePermission, boolean>];
const T = true;
const F = false;
const row = (
  isOwner: boolean,
  isSharee: boolean,
  read: boolean,
  save: boolean,
  updateName: boolean,
  del: boolean,
  updateConnection: boolean,
  updateSharing: boolean,
  updateNodeAccess: boolean,
  use: boolean,
): Record<ResourcePermission, boolean> => ({
  isOwner,
  isSharee,
  read,
  save,
  updateName,
  delete: del,
  updateConnection,
  updateSharing,
  updateNodeAccess,
  use,
});

// Columns: isOwner, isSharee, read, save, updateName, delete, updateConnection,
// updateSharing, updateNodeAccess, use.
const SHARING_ON: Row[] = [
  ['the member who owns it', creator, row(T, F, T, T, T, T, T, T, T, T)],
  ['the instance owner', instanceOwner, row(F, F, T, T, T, T, F, F, F, T)],
  ['the default user (owner before set-up)', defaultUser, row(F, F, T, T, T, T, F, F, F, T)],
  ['a sharee', sharee, row(F, T, T, F, F, F, F, F, F, T)],
  ['a member it is not shared with', stranger, row(F, F, F, F, F, F, F, F, F, F)],
];

describe('workflow permissions with sharing on', () => {
  it.each(SHARING_ON)('%s', (_who, user, expected) => {
    expect(getWorkflowPermissions(user, access, { sharingEnabled: true })).toEqual(expected);
  });

  it('gives nobody but the instance owner ownership of a workflow without an owner', () => {
    const orphan: ResourceAccess = { ownerId: null, shareeIds: [] };
    expect(getWorkflowPermissions(creator, orphan, { sharingEnabled: true }).read).toBe(false);
    expect(getWorkflowPermissions(instanceOwner, orphan, { sharingEnabled: true })).toMatchObject({
      isOwner: false,
      read: true,
      save: true,
    });
  });
});

const SHARING_OFF: Row[] = [
  ['the member who owns it', creator, row(T, F, T, T, T, T, T, T, T, T)],
  ['the instance owner', instanceOwner, row(T, F, T, T, T, T, T, T, T, T)],
  ['the default user (owner before set-up)', defaultUser, row(T, F, T, T, T, T, T, T, T, T)],
  ['a sharee from before sharing was switched off', sharee, row(F, T, T, F, F, F, F, F, F, T)],
  ['another member', stranger, row(F, F, F, F, F, F, F, F, F, F)],
];

describe('workflow permissions with sharing off', () => {
  // "Everyone is treated as owner" of what they have: a member never reaches another
  // member's or the instance owner's workflow (its runs would act as that owner).
  it.each(SHARING_OFF)('%s', (_who, user, expected) => {
    expect(getWorkflowPermissions(user, access, { sharingEnabled: false })).toEqual(expected);
  });

  it('gives a workflow without an owner to the instance owner only', () => {
    const orphan: ResourceAccess = { ownerId: null, shareeIds: [] };
    expect(getWorkflowPermissions(creator, orphan, { sharingEnabled: false }).read).toBe(false);
    expect(getWorkflowPermissions(instanceOwner, orphan, { sharingEnabled: false }).save).toBe(true);
  });
});

describe('isInstanceOwner', () => {
  it('is the owner role and the default user', () => {
    expect([instanceOwner, defaultUser, creator].map(isInstanceOwner)).toEqual([true, true, false]);
  });
});
