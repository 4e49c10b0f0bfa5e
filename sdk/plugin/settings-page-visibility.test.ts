import { describe, expect, it } from 'vitest';
import type { IUserResponse } from '../workflow/user-types';
import type { SettingsPageContribution } from './extension-points';
import { isSettingsPageVisible } from './settings-page-visibility';

const SSO: SettingsPageContribution = { id: 'sso', label: 'SSO', path: '/settings/sso', order: 40, feature: 'saml', roles: ['owner'] };
const PERSONAL: SettingsPageContribution = { id: 'personal', label: 'Personal', path: '/settings/personal', order: 10 };
const user = (role: 'owner' | 'member'): IUserResponse => ({ id: role, isPending: false, globalRole: { name: role } });

describe('isSettingsPageVisible', () => {
  it('shows an owner-only page to the owner, never to a member', () => {
    expect(isSettingsPageVisible(SSO, { saml: true }, user('owner'))).toBe(true);
    expect(isSettingsPageVisible(SSO, { saml: true }, user('member'))).toBe(false);
  });

  it('hides a page whose feature is off, even from the owner', () => {
    expect(isSettingsPageVisible(SSO, { saml: false }, user('owner'))).toBe(false);
    expect(isSettingsPageVisible(SSO, undefined, user('owner'))).toBe(false);
  });

  it('hides a page with roles while the user is unknown, and shows pages without roles to everyone', () => {
    expect(isSettingsPageVisible(SSO, { saml: true }, null)).toBe(false);
    expect(isSettingsPageVisible(PERSONAL, undefined, user('member'))).toBe(true);
    expect(isSettingsPageVisible(PERSONAL, undefined, null)).toBe(true);
  });
});
