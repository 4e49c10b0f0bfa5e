/**
 * LDAP sign-in and sync (docs/ldap.md): keeps the settings (binding password encrypted),
 * tests the connection, syncs directory users into local accounts (dry runs only count)
 * and signs directory users in, creating their account on first sign-in.
 *
 * A local account is linked to its entry by an `auth_identities` row (provider `ldap`,
 * provider id the entry's `ldapIdAttribute`). Linked accounts get a random password
 * nobody knows, as n8n does: they count as signed up, and only the directory signs them in.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { CREDENTIAL_BLANKING_VALUE } from '../../credentials/redaction';
import type { CredentialCipher } from '../../credentials/cipher';
import { createRepositories, type Database, type Repositories, type UserRecord } from '../../db';
import { DomainError } from '../../domain-error';
import { hashPassword } from '../passwords';
import { LDAP_DEFAULTS, LDAP_SETTINGS_KEY, type LdapConfig } from './config';
import { Directory, passwordMatches, type DirectoryUser } from './directory';
import { LdapSyncHistory, type LdapSyncRun } from './sync-history';

/** Outcome of {@link LdapService.signIn}. */
export type LdapSignIn = { status: 'signed-in'; user: UserRecord } | { status: 'refused' };

/** What a sync found to do. */
interface SyncPlan {
  scanned: number;
  create: DirectoryUser[];
  update: Array<{ user: UserRecord; entry: DirectoryUser }>;
  disable: UserRecord[];
}

/**
 * The message of an error thrown by ldapts or the network. ldapts' result errors often
 * carry only the code (" Code: 0x31"); their class names the result (InvalidCredentialsError).
 */
function directoryMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const message = error.message.trim();
  const kind = error.constructor.name;
  if (kind !== 'Error' && kind.endsWith('Error') && (message === '' || message.startsWith('Code:'))) {
    const words = kind
      .slice(0, -'Error'.length)
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .toLowerCase();
    return `${words.charAt(0).toUpperCase()}${words.slice(1)}${message === '' ? '' : ` (${message.toLowerCase()})`}`;
  }
  return message === '' ? kind : message;
}

function changesFor(user: UserRecord, entry: DirectoryUser): { email?: string; firstName?: string; lastName?: string; disabled?: boolean } {
  const changes: { email?: string; firstName?: string; lastName?: string; disabled?: boolean } = {};
  if (entry.email !== '' && entry.email.toLowerCase() !== user.email) changes.email = entry.email;
  if (entry.firstName !== (user.firstName ?? '')) changes.firstName = entry.firstName;
  if (entry.lastName !== (user.lastName ?? '')) changes.lastName = entry.lastName;
  if (user.disabled) changes.disabled = false;
  return changes;
}

/** LDAP settings, connection test, sync and sign-in. */
export class LdapService {
  private readonly history: LdapSyncHistory;
  /** The sync running now, if any: runs go one after another, never two at once. */
  private queue: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly repositories: Repositories,
    private readonly cipher: CredentialCipher,
  ) {
    this.history = new LdapSyncHistory(db);
  }

  /** The settings with the binding password in the clear (for this server only). */
  async config(): Promise<LdapConfig> {
    const stored = await this.repositories.settings.get<Partial<LdapConfig>>(LDAP_SETTINGS_KEY);
    const config = { ...LDAP_DEFAULTS, ...stored };
    if (config.bindingAdminPassword !== '') config.bindingAdminPassword = this.cipher.decrypt(config.bindingAdminPassword);
    return config;
  }

  /** The settings as the REST API answers them: the password as the blank placeholder. */
  async redactedConfig(): Promise<LdapConfig> {
    const config = await this.config();
    return { ...config, bindingAdminPassword: config.bindingAdminPassword === '' ? '' : CREDENTIAL_BLANKING_VALUE };
  }

  /** Stores `input`; the placeholder as password keeps the stored one. */
  async saveConfig(input: LdapConfig): Promise<LdapConfig> {
    const current = await this.config();
    const password = input.bindingAdminPassword === CREDENTIAL_BLANKING_VALUE ? current.bindingAdminPassword : input.bindingAdminPassword;
    await this.repositories.settings.set(LDAP_SETTINGS_KEY, {
      ...input,
      bindingAdminPassword: password === '' ? '' : this.cipher.encrypt(password),
    });
    return this.redactedConfig();
  }

  /** Whether directory users may sign in. */
  async loginEnabled(): Promise<boolean> {
    return (await this.config()).loginEnabled;
  }

  /** Connects and binds as the admin; throws the directory's error as a DomainError. */
  async testConnection(): Promise<void> {
    const directory = await this.open(await this.config());
    await directory.close();
  }

  /** Syncs directory users into local accounts; a dry run only counts. Recorded either way. */
  sync(mode: 'dry' | 'live'): Promise<LdapSyncRun> {
    const run = this.queue.then(() => this.runSync(mode));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * Runs a live sync when periodic sync is on and the last live run started at least
   * `synchronizationInterval` minutes before `now`; the run, or undefined when none was due.
   */
  async syncIfDue(now: Date = new Date()): Promise<LdapSyncRun | undefined> {
    const config = await this.config();
    if (!config.synchronizationEnabled) return undefined;
    const last = await this.history.lastStart('live');
    if (last !== undefined && now.getTime() - Date.parse(last) < config.synchronizationInterval * 60_000) return undefined;
    return this.sync('live');
  }

  /** Checks every `everyMs` whether a periodic sync is due (see {@link syncIfDue}). */
  startSchedule(everyMs = 60_000, onError: (error: unknown) => void = () => undefined): void {
    this.stopSchedule();
    this.timer = setInterval(() => void this.syncIfDue().catch(onError), everyMs);
    // The schedule alone keeps no process alive.
    this.timer.unref();
  }

  stopSchedule(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
  }

  private async runSync(mode: 'dry' | 'live'): Promise<LdapSyncRun> {
    const startedAt = new Date().toISOString();
    const counts = { scanned: 0, created: 0, updated: 0, disabled: 0 };
    let error: string | null = null;
    try {
      const plan = await this.plan(await this.config());
      counts.scanned = plan.scanned;
      if (mode === 'live') await this.apply(plan);
      counts.created = plan.create.length;
      counts.updated = plan.update.length;
      counts.disabled = plan.disable.length;
    } catch (failure) {
      error = failure instanceof DomainError ? failure.message : directoryMessage(failure);
    }
    return this.history.add({
      runMode: mode,
      status: error === null ? 'success' : 'error',
      startedAt,
      endedAt: new Date().toISOString(),
      ...counts,
      error,
    });
  }

  /** Page `page` of the sync runs, newest first. */
  async syncHistory(page: number, perPage: number): Promise<LdapSyncRun[]> {
    return this.history.list(page, perPage);
  }

  /** Whether the user signs in through the directory. */
  async isLdapUser(userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('auth_identities')
      .select('user_id')
      .where('provider_type', '=', 'ldap')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Signs a directory user in by login id and password: the entry is found under the base
   * DN, the password checked by binding as it, and the local account made (or linked by
   * e-mail, or updated) to match. A disabled local account is refused.
   */
  async signIn(loginId: string, password: string): Promise<LdapSignIn> {
    const config = await this.config();
    if (!config.loginEnabled || loginId === '') return { status: 'refused' };
    let entry: DirectoryUser | undefined;
    try {
      const directory = await this.open(config);
      try {
        entry = await directory.findByLoginId(loginId);
      } finally {
        await directory.close();
      }
    } catch {
      return { status: 'refused' };
    }
    if (entry === undefined || !(await passwordMatches(config, entry.dn, password))) return { status: 'refused' };
    const linked = await this.linkedUser(entry.ldapId);
    if (linked !== undefined) {
      if (linked.disabled) return { status: 'refused' };
      const { disabled: _enable, ...changes } = changesFor(linked, entry);
      const result = Object.keys(changes).length === 0 ? undefined : await this.repositories.users.update(linked.id, changes);
      return { status: 'signed-in', user: result?.status === 'updated' ? result.user : linked };
    }
    const created = await this.createLinked(entry);
    return created === undefined || created.disabled ? { status: 'refused' } : { status: 'signed-in', user: created };
  }

  private async open(config: LdapConfig): Promise<Directory> {
    if (config.connectionUrl === '') throw new DomainError('invalid', 'The LDAP server address is not set.');
    try {
      return await Directory.open(config);
    } catch (error) {
      throw new DomainError('invalid', `The LDAP server refused the connection: ${directoryMessage(error)}`, { cause: error });
    }
  }

  private async linkedUser(ldapId: string): Promise<UserRecord | undefined> {
    const row = await this.db
      .selectFrom('auth_identities')
      .select('user_id')
      .where('provider_type', '=', 'ldap')
      .where('provider_id', '=', ldapId)
      .executeTakeFirst();
    return row === undefined ? undefined : this.repositories.users.findById(row.user_id);
  }

  private async plan(config: LdapConfig): Promise<SyncPlan> {
    const directory = await this.open(config);
    let entries: DirectoryUser[];
    try {
      entries = await directory.users();
    } finally {
      await directory.close();
    }
    const links = await this.db
      .selectFrom('auth_identities')
      .select(['provider_id', 'user_id'])
      .where('provider_type', '=', 'ldap')
      .execute();
    const linkedByLdapId = new Map(links.map((link) => [link.provider_id, link.user_id]));
    const seen = new Set<string>();
    const plan: SyncPlan = { scanned: entries.length, create: [], update: [], disable: [] };
    for (const entry of entries) {
      if (seen.has(entry.ldapId)) continue;
      seen.add(entry.ldapId);
      const userId = linkedByLdapId.get(entry.ldapId);
      const user = userId === undefined ? undefined : await this.repositories.users.findById(userId);
      if (user === undefined) {
        if (entry.email !== '') plan.create.push(entry);
      } else if (Object.keys(changesFor(user, entry)).length > 0) {
        plan.update.push({ user, entry });
      }
    }
    for (const link of links) {
      if (seen.has(link.provider_id)) continue;
      const user = await this.repositories.users.findById(link.user_id);
      if (user !== undefined && !user.disabled && user.role !== 'owner') plan.disable.push(user);
    }
    return plan;
  }

  private async apply(plan: SyncPlan): Promise<void> {
    for (const entry of plan.create) await this.createLinked(entry);
    for (const { user, entry } of plan.update) await this.repositories.users.update(user.id, changesFor(user, entry));
    for (const user of plan.disable) {
      await this.repositories.users.update(user.id, { disabled: true });
      // A disabled user is signed out at once.
      await this.repositories.sessions.deleteForUser(user.id);
    }
  }

  /**
   * Makes the local account of `entry` and its link, in one transaction; an account that
   * already has the entry's e-mail is linked instead (not the owner's, who keeps e-mail sign-in).
   */
  private async createLinked(entry: DirectoryUser): Promise<UserRecord | undefined> {
    if (entry.email === '') return undefined;
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    return this.db.transaction().execute(async (trx) => {
      const repositories = createRepositories(trx);
      let user = await repositories.users.findByEmail(entry.email);
      if (user === undefined) {
        const created = await repositories.users.create({
          role: 'member',
          email: entry.email,
          firstName: entry.firstName,
          lastName: entry.lastName,
          passwordHash,
        });
        if (created.status !== 'created') return undefined;
        user = created.user;
      } else if (user.role === 'owner' || user.role === 'default') {
        return undefined;
      }
      await trx.insertInto('auth_identities').values({ provider_type: 'ldap', provider_id: entry.ldapId, user_id: user.id }).execute();
      return user;
    });
  }
}
