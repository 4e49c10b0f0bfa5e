import { afterEach, describe, expect, it } from 'vitest';
import { RoutesPoint, SettingsPagesPoint } from '@sdk';
import { createTestHost, type TestHost } from '@sdk/testing';
import authLdap from './index';
import { LDAP_COMMANDS, type LdapConfig } from './api';
import { defaultPort, ldapProblems } from './model';

let host: TestHost;
afterEach(() => host?.dispose());

const BLANK: LdapConfig = {
  loginEnabled: false,
  loginLabel: '',
  connectionUrl: '',
  allowUnauthorizedCerts: false,
  connectionSecurity: 'none',
  connectionPort: 389,
  baseDn: '',
  bindingAdminDn: '',
  bindingAdminPassword: '',
  firstNameAttribute: '',
  lastNameAttribute: '',
  emailAttribute: '',
  loginIdAttribute: '',
  ldapIdAttribute: '',
  userFilter: '',
  synchronizationEnabled: false,
  synchronizationInterval: 60,
  searchPageSize: 0,
  searchTimeout: 60,
};

describe('auth-ldap plugin', () => {
  it('contributes the LDAP settings entry (behind ldap) and the editable LdapSettings route', async () => {
    host = await createTestHost({ plugins: [authLdap] });
    expect(host.report.failed).toEqual([]);
    expect(host.kernel.extensions.get(SettingsPagesPoint).find((page) => page.id === 'ldap')).toMatchObject({
      path: '/settings/ldap',
      feature: 'ldap',
    });
    expect(host.kernel.extensions.get(RoutesPoint).get('/settings/ldap')).toMatchObject({ view: 'LdapSettings', editable: true });
    expect(host.kernel.commands.get(LDAP_COMMANDS.open)?.hasHandler).toBe(true);
  });
});

describe('LDAP form rules', () => {
  it('asks for the directory and its attributes only once login or sync is on', () => {
    expect(ldapProblems(BLANK)).toEqual({});
    expect(Object.keys(ldapProblems({ ...BLANK, loginEnabled: true })).sort()).toEqual([
      'baseDn',
      'connectionUrl',
      'emailAttribute',
      'ldapIdAttribute',
      'loginIdAttribute',
    ]);
  });

  it('refuses values the server would refuse', () => {
    expect(
      ldapProblems({
        ...BLANK,
        connectionUrl: 'ldap://host',
        connectionPort: 70000,
        userFilter: 'uid=*',
        emailAttribute: 'mail)(x',
        searchTimeout: 0,
      }),
    ).toEqual({
      connectionUrl: 'Enter a host name or IP address, without ldap://.',
      connectionPort: 'Enter a port from 1 to 65535.',
      userFilter: 'Write the filter in parentheses, such as (objectClass=person).',
      emailAttribute: 'Enter an attribute name such as uid or mail.',
      searchTimeout: 'Enter 1 to 3600 seconds.',
    });
    expect(defaultPort('tls')).toBe(636);
    expect(defaultPort('startTls')).toBe(389);
  });
});
