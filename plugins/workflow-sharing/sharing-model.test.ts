import { describe, expect, it } from 'vitest';
import type { IUserResponse } from '@sdk';
import { canChangeSharing, shareCandidates, shareeName } from './sharing-model';

const user = (id: string, over: Partial<IUserResponse> = {}): IUserResponse => ({
  id,
  email: `${id}@example.com`,
  firstName: id.toUpperCase(),
  lastName: 'X',
  isPending: false,
  globalRole: { name: 'member' },
  ...over,
});

describe('workflow sharing rules', () => {
  it('lets only the workflow owner change the sharing', () => {
    expect(canChangeSharing({ id: 'o' }, 'o')).toBe(true);
    expect(canChangeSharing({ id: 'o' }, 'm')).toBe(false);
    expect(canChangeSharing(null, 'o')).toBe(false);
    expect(canChangeSharing({ id: 'o' }, undefined)).toBe(false);
  });

  it('offers members who signed up, other than the owner and the sharees, by name', () => {
    const users = [user('o', { globalRole: { name: 'owner' } }), user('zed'), user('amy'), user('pen', { isPending: true }), user('bob')];
    const offered = shareCandidates(users, { id: 'o' }, [{ id: 'bob' }]);
    expect(offered.map((u) => u.id)).toEqual(['amy', 'zed']);
  });

  it('names people by full name, else e-mail', () => {
    expect(shareeName({ id: '1', firstName: 'Ada', lastName: 'L' })).toBe('Ada L');
    expect(shareeName({ id: '2', email: 'x@example.com' })).toBe('x@example.com');
  });
});
