/** The LDAP form's rules, kept apart from the view so they are tested on their own. */
import type { LdapConfig } from './api';

/** Field → problem, for the fields that have one. */
export type LdapProblems = Partial<Record<keyof LdapConfig, string>>;

const ATTRIBUTE = /^(?:[A-Za-z][A-Za-z0-9-]*|\d+(?:\.\d+)*)$/;

/** What keeps `config` from being saved (the server checks the same). */
export function ldapProblems(config: LdapConfig): LdapProblems {
  const problems: LdapProblems = {};
  const needed = config.loginEnabled || config.synchronizationEnabled;
  if (needed && config.connectionUrl.trim() === '') problems.connectionUrl = 'Enter the LDAP server’s host name or IP address.';
  else if (config.connectionUrl.trim() !== '' && !/^[A-Za-z0-9.:[\]_-]+$/.test(config.connectionUrl.trim()))
    problems.connectionUrl = 'Enter a host name or IP address, without ldap://.';
  if (!Number.isInteger(config.connectionPort) || config.connectionPort < 1 || config.connectionPort > 65535)
    problems.connectionPort = 'Enter a port from 1 to 65535.';
  if (needed && config.baseDn.trim() === '') problems.baseDn = 'Enter the base DN users are searched under.';
  for (const [field, label] of [
    ['loginIdAttribute', 'login ID'],
    ['ldapIdAttribute', 'LDAP ID'],
    ['emailAttribute', 'e-mail'],
    ['firstNameAttribute', 'first name'],
    ['lastNameAttribute', 'last name'],
  ] as const) {
    const value = config[field].trim();
    const required = needed && (field === 'loginIdAttribute' || field === 'ldapIdAttribute' || field === 'emailAttribute');
    if (required && value === '') problems[field] = `Enter the ${label} attribute.`;
    else if (value !== '' && !ATTRIBUTE.test(value)) problems[field] = 'Enter an attribute name such as uid or mail.';
  }
  const filter = config.userFilter.trim();
  if (filter !== '' && !(filter.startsWith('(') && filter.endsWith(')')))
    problems.userFilter = 'Write the filter in parentheses, such as (objectClass=person).';
  if (!Number.isInteger(config.searchTimeout) || config.searchTimeout < 1 || config.searchTimeout > 3600)
    problems.searchTimeout = 'Enter 1 to 3600 seconds.';
  if (!Number.isInteger(config.searchPageSize) || config.searchPageSize < 0 || config.searchPageSize > 10_000)
    problems.searchPageSize = 'Enter 0 (no paging) to 10000.';
  if (!Number.isInteger(config.synchronizationInterval) || config.synchronizationInterval < 1 || config.synchronizationInterval > 10_080)
    problems.synchronizationInterval = 'Enter 1 to 10080 minutes.';
  return problems;
}

/** The port usually used with `security`. */
export function defaultPort(security: LdapConfig['connectionSecurity']): number {
  return security === 'tls' ? 636 : 389;
}
