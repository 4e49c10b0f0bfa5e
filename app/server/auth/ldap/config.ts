/**
 * The LDAP settings (n8n's field names, docs/ldap.md), stored in the `settings` table under
 * `features.ldap` with the binding password encrypted.
 */

/** How the connection to the directory is secured. */
export type LdapConnectionSecurity = 'none' | 'tls' | 'startTls';

/** LDAP sign-in and sync settings, as the REST API sends and takes them. */
export interface LdapConfig {
  loginEnabled: boolean;
  loginLabel: string;
  /** Host name or IP address of the directory server. */
  connectionUrl: string;
  allowUnauthorizedCerts: boolean;
  connectionSecurity: LdapConnectionSecurity;
  connectionPort: number;
  baseDn: string;
  bindingAdminDn: string;
  bindingAdminPassword: string;
  firstNameAttribute: string;
  lastNameAttribute: string;
  emailAttribute: string;
  loginIdAttribute: string;
  ldapIdAttribute: string;
  /** An extra LDAP filter users must match, such as `(objectClass=inetOrgPerson)`. */
  userFilter: string;
  synchronizationEnabled: boolean;
  /** Minutes between automatic syncs. */
  synchronizationInterval: number;
  /** Entries per page of a search; 0 searches without paging. */
  searchPageSize: number;
  /** Seconds a search may take. */
  searchTimeout: number;
}

/** Key of the settings row. */
export const LDAP_SETTINGS_KEY = 'features.ldap';

/** The settings of an instance that never saved any (n8n's defaults). */
export const LDAP_DEFAULTS: Readonly<LdapConfig> = {
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
