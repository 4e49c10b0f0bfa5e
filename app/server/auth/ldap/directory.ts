/**
 * Talking to the directory through ldapts: connect (plain, TLS or STARTTLS), bind as the
 * admin, search users, and check a user's password by binding as them.
 */
import { Client, EqualityFilter, type Entry } from 'ldapts';
import type { LdapConfig } from './config';

/** A directory user mapped through the configured attributes. */
export interface DirectoryUser {
  dn: string;
  /** Value of `ldapIdAttribute`: what links the local account to the entry. */
  ldapId: string;
  loginId: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** Seconds a connection attempt may take before it fails. */
const CONNECT_TIMEOUT_MS = 10_000;

function firstValue(entry: Entry, attribute: string): string {
  if (attribute === '') return '';
  // Attribute names are case-insensitive in LDAP; ldapts keys them as the server sent them.
  const key = Object.keys(entry).find((name) => name.toLowerCase() === attribute.toLowerCase());
  if (key === undefined) return '';
  const value = entry[key];
  const first = Array.isArray(value) ? value[0] : value;
  if (first === undefined) return '';
  return Buffer.isBuffer(first) ? first.toString('utf8') : first;
}

function toDirectoryUser(entry: Entry, config: LdapConfig): DirectoryUser {
  return {
    dn: entry.dn,
    ldapId: firstValue(entry, config.ldapIdAttribute),
    loginId: firstValue(entry, config.loginIdAttribute),
    email: firstValue(entry, config.emailAttribute),
    firstName: firstValue(entry, config.firstNameAttribute),
    lastName: firstValue(entry, config.lastNameAttribute),
  };
}

/** The filter users must match: the configured one, or any entry with a login id. */
function usersFilter(config: LdapConfig, loginId?: string): string {
  const own =
    loginId === undefined
      ? `(${config.loginIdAttribute}=*)`
      : new EqualityFilter({ attribute: config.loginIdAttribute, value: loginId }).toString();
  const extra = config.userFilter.trim();
  return extra === '' ? own : `(&${own}${extra.startsWith('(') ? extra : `(${extra})`})`;
}

/** A connection to the directory; `close` it when done. */
export class Directory {
  private constructor(
    private readonly client: Client,
    private readonly config: LdapConfig,
  ) {}

  /** Connects and binds as the configured admin; throws the directory's error. */
  static async open(config: LdapConfig): Promise<Directory> {
    const scheme = config.connectionSecurity === 'tls' ? 'ldaps' : 'ldap';
    const tlsOptions = { rejectUnauthorized: !config.allowUnauthorizedCerts, servername: config.connectionUrl };
    const client = new Client({
      url: `${scheme}://${config.connectionUrl}:${config.connectionPort}`,
      connectTimeout: CONNECT_TIMEOUT_MS,
      timeout: config.searchTimeout * 1000,
      // ldapts opens a TLS socket whenever tlsOptions is set, so only ldaps:// gets them here.
      ...(config.connectionSecurity === 'tls' ? { tlsOptions } : {}),
    });
    const directory = new Directory(client, config);
    try {
      if (config.connectionSecurity === 'startTls') await client.startTLS(tlsOptions);
      await client.bind(config.bindingAdminDn, config.bindingAdminPassword);
    } catch (error) {
      await directory.close();
      throw error;
    }
    return directory;
  }

  /** Every user under the base DN matching the user filter. */
  async users(): Promise<DirectoryUser[]> {
    return (await this.search(usersFilter(this.config))).filter((user) => user.ldapId !== '');
  }

  /** The one user whose login id is `loginId`, if exactly one matches. */
  async findByLoginId(loginId: string): Promise<DirectoryUser | undefined> {
    const found = await this.search(usersFilter(this.config, loginId));
    return found.length === 1 && found[0]!.ldapId !== '' ? found[0] : undefined;
  }

  private async search(filter: string): Promise<DirectoryUser[]> {
    const { searchEntries } = await this.client.search(this.config.baseDn, {
      scope: 'sub',
      filter,
      timeLimit: this.config.searchTimeout,
      paged: this.config.searchPageSize > 0 ? { pageSize: this.config.searchPageSize } : false,
    });
    return searchEntries.map((entry) => toDirectoryUser(entry, this.config));
  }

  async close(): Promise<void> {
    await this.client.unbind().catch(() => undefined);
  }
}

/** Whether `password` is `dn`'s, checked by binding as them on a connection of their own. */
export async function passwordMatches(config: LdapConfig, dn: string, password: string): Promise<boolean> {
  // An empty password would be an unauthenticated bind, which "succeeds" (RFC 4513 5.1.2).
  if (password === '') return false;
  const user = await Directory.open({ ...config, bindingAdminDn: dn, bindingAdminPassword: password }).catch(() => undefined);
  if (user === undefined) return false;
  await user.close();
  return true;
}
