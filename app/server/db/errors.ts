/**
 * Database errors in dialect-neutral terms. SQLite (better-sqlite3) and PostgreSQL (pg)
 * report constraint violations with different codes; repositories ask these helpers
 * instead of looking at codes themselves.
 */

/** Thrown when the database cannot be opened, reached or migrated. */
export class DatabaseError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'DatabaseError';
  }
}

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/** A UNIQUE or PRIMARY KEY constraint refused the write. */
export function isUniqueViolation(error: unknown): boolean {
  const code = codeOf(error);
  // SQLite: SQLITE_CONSTRAINT_UNIQUE / _PRIMARYKEY; PostgreSQL: 23505 unique_violation.
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/** A FOREIGN KEY constraint refused the write or the delete. */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = codeOf(error);
  // PostgreSQL: 23503 foreign_key_violation. SQLite reports ON DELETE RESTRICT as a trigger.
  if (code === 'SQLITE_CONSTRAINT_TRIGGER') return /FOREIGN KEY constraint failed/.test((error as Error).message);
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
}

/** Two transactions collided and the database gave up on one (safe to retry). */
export function isSerializationFailure(error: unknown): boolean {
  const code = codeOf(error);
  // PostgreSQL: 40001 serialization_failure, 40P01 deadlock_detected; SQLite: busy.
  return code === '40001' || code === '40P01' || code === 'SQLITE_BUSY' || code === 'SQLITE_BUSY_SNAPSHOT';
}

/**
 * The database refused a text value it cannot store: PostgreSQL keeps no NUL character
 * (`\0`) in text (22021 character_not_in_repertoire, 22P05 untranslatable_character).
 * It comes from what a client sent, so it is answered 400 (http/errors.ts), not 500.
 */
export function isUnstorableText(error: unknown): boolean {
  const code = codeOf(error);
  return code === '22021' || code === '22P05';
}
