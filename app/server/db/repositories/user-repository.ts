/**
 * Users in the database: create, find by e-mail or id, list, update, delete.
 *
 * E-mail addresses are stored trimmed and lower-cased (as n8n does), so the UNIQUE
 * constraint on `users.email` makes them unique regardless of case and a lookup by any
 * spelling finds the account.
 */
import type { Kysely } from 'kysely';
import type { GlobalRoleName, IPersonalizationAnswers, IUserSettings } from '@sdk/workflow';
import { fromDbBool, fromDbTime, fromJson, nowDbTime, toJson } from '../codec';
import { isForeignKeyViolation, isUniqueViolation } from '../errors';
import { newUuid } from '../ids';
import type { Database, Row, RowUpdate } from '../types';

/** A stored user. */
export interface UserRecord {
  id: string;
  /** Lower-cased; null for the default (pre-set-up) user. */
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  /** scrypt hash; null for a pending invitee and the default user. */
  passwordHash: string | null;
  role: GlobalRoleName;
  disabled: boolean;
  personalizationAnswers: IPersonalizationAnswers | null;
  settings: IUserSettings | null;
  /** ISO 8601 UTC. */
  createdAt: string;
  /** ISO 8601 UTC. */
  updatedAt: string;
}

/** What {@link UserRepository.create} takes. */
export interface NewUser {
  role: GlobalRoleName;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  passwordHash?: string | null;
  disabled?: boolean;
  personalizationAnswers?: IPersonalizationAnswers | null;
  settings?: IUserSettings | null;
  /** Keep this id; a new UUID is made when omitted. */
  id?: string;
}

/** What an update changes; omitted fields keep their stored value, null clears. */
export type UserChanges = Partial<Omit<NewUser, 'id'>>;

/** Outcome of a create. */
export type CreateUserResult = { status: 'created'; user: UserRecord } | { status: 'email-taken' };

/** Outcome of an update. */
export type UpdateUserResult = { status: 'updated'; user: UserRecord } | { status: 'not-found' } | { status: 'email-taken' };

/**
 * Outcome of a delete. `in-use`: the user still owns or is shared workflows or
 * credentials; transfer or remove those first (nothing was deleted).
 */
export type DeleteUserResult = 'deleted' | 'not-found' | 'in-use';

/** Filter of {@link UserRepository.list}. */
export interface UserFilter {
  role?: GlobalRoleName;
}

/** An e-mail address in its stored form. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function emailOrNull(email: string | null | undefined): string | null {
  if (email === null || email === undefined) return null;
  const normalized = normalizeEmail(email);
  return normalized === '' ? null : normalized;
}

/** A `users` row as a {@link UserRecord} (for repositories that join users). */
export function userFromRow(row: Row<'users'>): UserRecord {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    passwordHash: row.password_hash,
    role: row.role,
    disabled: fromDbBool(row.disabled),
    personalizationAnswers: fromJson(row.personalization_answers) ?? null,
    settings: fromJson(row.settings) ?? null,
    createdAt: fromDbTime(row.created_at),
    updatedAt: fromDbTime(row.updated_at),
  };
}

/** Reads and writes users. Pass a transaction to make its calls part of it. */
export class UserRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Creates a user; `email-taken` when another account has the address in any case. */
  async create(input: NewUser): Promise<CreateUserResult> {
    const email = emailOrNull(input.email);
    if (email !== null && (await this.findByEmail(email)) !== undefined) return { status: 'email-taken' };
    const now = nowDbTime();
    const id = input.id ?? newUuid();
    try {
      await this.db
        .insertInto('users')
        .values({
          id,
          email,
          first_name: input.firstName ?? null,
          last_name: input.lastName ?? null,
          password_hash: input.passwordHash ?? null,
          role: input.role,
          disabled: input.disabled ?? false,
          personalization_answers: toJson(input.personalizationAnswers ?? undefined),
          settings: toJson(input.settings ?? undefined),
          created_at: now,
          updated_at: now,
        })
        .execute();
    } catch (error) {
      // Another request took the address between the check and the insert.
      if (email !== null && isUniqueViolation(error) && (await this.emailExistsQuietly(email))) {
        return { status: 'email-taken' };
      }
      throw error;
    }
    const user = await this.findById(id);
    if (user === undefined) throw new Error(`User ${id} vanished right after it was created.`);
    return { status: 'created', user };
  }

  /** Whether the address is taken; false when the lookup itself fails (aborted transaction). */
  private async emailExistsQuietly(email: string): Promise<boolean> {
    try {
      return (await this.findByEmail(email)) !== undefined;
    } catch {
      return false;
    }
  }

  /** The user with this e-mail address in any letter case, or undefined. */
  async findByEmail(email: string): Promise<UserRecord | undefined> {
    const normalized = normalizeEmail(email);
    if (normalized === '') return undefined;
    const row = await this.db.selectFrom('users').selectAll().where('email', '=', normalized).executeTakeFirst();
    return row === undefined ? undefined : userFromRow(row);
  }

  /** The user with `id`, or undefined. */
  async findById(id: string): Promise<UserRecord | undefined> {
    const row = await this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    return row === undefined ? undefined : userFromRow(row);
  }

  /** The first user with `role` (in creation order), or undefined. */
  async findFirstByRole(role: GlobalRoleName): Promise<UserRecord | undefined> {
    const row = await this.db
      .selectFrom('users')
      .selectAll()
      .where('role', '=', role)
      .orderBy('created_at')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    return row === undefined ? undefined : userFromRow(row);
  }

  /** Whether any user exists at all. */
  async any(): Promise<boolean> {
    const row = await this.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
    return row !== undefined;
  }

  /** Users in the order they were created. */
  async list(filter: UserFilter = {}): Promise<UserRecord[]> {
    let query = this.db.selectFrom('users').selectAll().orderBy('created_at').orderBy('id');
    if (filter.role !== undefined) query = query.where('role', '=', filter.role);
    return (await query.execute()).map(userFromRow);
  }

  /** Applies `changes`; `email-taken` when the new address belongs to someone else. */
  async update(id: string, changes: UserChanges): Promise<UpdateUserResult> {
    const values: RowUpdate<'users'> = { updated_at: nowDbTime() };
    if (changes.email !== undefined) {
      const email = emailOrNull(changes.email);
      if (email !== null) {
        const holder = await this.findByEmail(email);
        if (holder !== undefined && holder.id !== id) return { status: 'email-taken' };
      }
      values.email = email;
    }
    if (changes.firstName !== undefined) values.first_name = changes.firstName;
    if (changes.lastName !== undefined) values.last_name = changes.lastName;
    if (changes.passwordHash !== undefined) values.password_hash = changes.passwordHash;
    if (changes.role !== undefined) values.role = changes.role;
    if (changes.disabled !== undefined) values.disabled = changes.disabled;
    if (changes.personalizationAnswers !== undefined) {
      values.personalization_answers = toJson(changes.personalizationAnswers ?? undefined);
    }
    if (changes.settings !== undefined) values.settings = toJson(changes.settings ?? undefined);

    try {
      const result = await this.db.updateTable('users').set(values).where('id', '=', id).executeTakeFirst();
      if (result.numUpdatedRows === 0n) return { status: 'not-found' };
    } catch (error) {
      if (typeof values.email === 'string' && isUniqueViolation(error)) return { status: 'email-taken' };
      throw error;
    }
    const user = await this.findById(id);
    return user === undefined ? { status: 'not-found' } : { status: 'updated', user };
  }

  /**
   * Deletes the user with their sessions, sign-in identities, tokens and API keys. Refused
   * (`in-use`, nothing deleted) while they own or are shared workflows or credentials.
   */
  async delete(id: string): Promise<DeleteUserResult> {
    try {
      const result = await this.db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n ? 'deleted' : 'not-found';
    } catch (error) {
      if (isForeignKeyViolation(error)) return 'in-use';
      throw error;
    }
  }
}
