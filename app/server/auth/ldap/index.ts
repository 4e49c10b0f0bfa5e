/** LDAP sign-in and user sync (docs/ldap.md). */
export { LDAP_DEFAULTS, LDAP_SETTINGS_KEY } from './config';
export type { LdapConfig, LdapConnectionSecurity } from './config';
export { LdapService } from './ldap-service';
export type { LdapSignIn } from './ldap-service';
export type { LdapSyncRun } from './sync-history';
