import { describe, expect, it } from 'vitest';
import type { IUserResponse } from './user-types';
import { getFullName, isDefaultUser, isOwnerUser, isPendingUser, toUser } from './user-helpers';

const member: IUserResponse = {
  id: 'u1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  globalRole: { name: 'member' },
  isPending: false,
};

describe('user helpers', () => {
  it('joins first and last name, skipping missing parts', () => {
    expect(getFullName(member)).toBe('Ada Lovelace');
    expect(getFullName({ ...member, lastName: undefined })).toBe('Ada');
    expect(getFullName({ ...member, firstName: '  ', lastName: 'Byron ' })).toBe('Byron');
    expect(getFullName(null)).toBe('');
  });

  it('gives pending users an empty name', () => {
    expect(getFullName({ ...member, isPending: true })).toBe('');
  });

  it('detects pending users', () => {
    expect(isPendingUser(member)).toBe(false);
    expect(isPendingUser({ ...member, isPending: true })).toBe(true);
    expect(isPendingUser(undefined)).toBe(false);
  });

  it('detects the default (pre-set-up) user', () => {
    expect(isDefaultUser(member)).toBe(false);
    expect(isDefaultUser({ ...member, globalRole: { name: 'default' } })).toBe(true);
    expect(isDefaultUser({ ...member, globalRole: { name: 'owner' }, isPending: true })).toBe(true);
    expect(isDefaultUser({ ...member, globalRole: { name: 'owner' } })).toBe(false);
    expect(isDefaultUser({ ...member, isPending: true })).toBe(false);
    expect(isDefaultUser(null)).toBe(false);
  });

  it('detects the owner from the flag or the role', () => {
    expect(isOwnerUser(member)).toBe(false);
    expect(isOwnerUser({ ...member, globalRole: { name: 'owner' } })).toBe(true);
    expect(isOwnerUser({ ...member, isOwner: true })).toBe(true);
    expect(isOwnerUser({ ...member, globalRole: { name: 'owner' }, isOwner: false })).toBe(false);
  });

  it('adds the derived fields without changing the rest', () => {
    const user = toUser({ ...member, globalRole: { name: 'owner' } });
    expect(user).toMatchObject({
      id: 'u1',
      email: 'ada@example.com',
      fullName: 'Ada Lovelace',
      isDefaultUser: false,
      isPendingUser: false,
      isOwner: true,
    });
  });
});
