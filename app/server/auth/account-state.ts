/**
 * Where the instance stands with accounts: whether the owner is set up, whether set-up
 * was skipped, and the default user that exists before either.
 *
 * "Owner set up" only ever goes from false to true (nothing turns the owner back into
 * the default user), so once seen it is cached for the life of the process; until then
 * it is asked of the database, which keeps several processes on one PostgreSQL database
 * in agreement.
 */
import type { Repositories, UserRecord } from '../db';

/** Settings key recording that the owner set-up was skipped. */
export const SKIP_OWNER_SETUP_KEY = 'userManagement.skipInstanceOwnerSetup';

/** Owner and default-user state, backed by the database. */
export class AccountState {
  private ownerKnown = false;

  constructor(private readonly repositories: Pick<Repositories, 'users' | 'settings'>) {}

  /** Whether an owner exists. */
  async ownerSetUp(): Promise<boolean> {
    if (this.ownerKnown) return true;
    if ((await this.repositories.users.findFirstByRole('owner')) !== undefined) this.ownerKnown = true;
    return this.ownerKnown;
  }

  /** Records that the owner was just set up (saves the next lookup). */
  markOwnerSetUp(): void {
    this.ownerKnown = true;
  }

  /** Whether someone chose "skip set-up" before an owner existed. */
  async setupSkipped(): Promise<boolean> {
    return (await this.repositories.settings.get<boolean>(SKIP_OWNER_SETUP_KEY)) === true;
  }

  /** Remembers that set-up was skipped. */
  async skipSetup(): Promise<void> {
    await this.repositories.settings.set(SKIP_OWNER_SETUP_KEY, true, true);
  }

  /** The default (pre-set-up) user, or undefined once the owner is set up. */
  async defaultUser(): Promise<UserRecord | undefined> {
    return this.repositories.users.findFirstByRole('default');
  }

  /**
   * Creates the default user when no user exists at all (a new instance). Called at
   * start-up; returns the default user, or undefined when users already exist without
   * one (the owner is set up).
   */
  async ensureDefaultUser(): Promise<UserRecord | undefined> {
    const existing = await this.defaultUser();
    if (existing !== undefined) return existing;
    if (await this.repositories.users.any()) return undefined;
    const created = await this.repositories.users.create({ role: 'default' });
    if (created.status !== 'created') throw new Error('Could not create the default user.');
    // Two processes starting at once on one PostgreSQL database may both create one; the
    // oldest is the one used (defaultUser() orders by creation), the other stays unused.
    return (await this.defaultUser()) ?? created.user;
  }
}
