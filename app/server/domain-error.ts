/**
 * The error the server's services throw when a caller asked for something they cannot
 * have: a kind of failure ({@link DomainErrorCode}) and a message for the user, with an
 * optional hint. Services know nothing of HTTP; the HTTP layer turns each code into a
 * status in one table (http/errors.ts), and other callers (the CLI, the OAuth callback
 * page) read the code.
 */

/** What kind of failure it is. */
export type DomainErrorCode =
  /** The input is not acceptable (a bad value, a reference to something missing). */
  | 'invalid'
  /** Nobody is signed in. */
  | 'unauthenticated'
  /** The caller may not do this. */
  | 'forbidden'
  /** The thing does not exist, or the caller may not know it exists. */
  | 'not-found'
  /** The thing changed meanwhile; trying again may work. */
  | 'conflict'
  /** The changes were based on an older version of a workflow (the editor offers to overwrite). */
  | 'outdated'
  /** The input is larger than a limit. */
  | 'too-large'
  /** A service elsewhere (an OAuth server) failed. */
  | 'upstream-failed'
  /** Stored data cannot be read (a credential saved with another encryption key). */
  | 'unreadable';

/** A failure a service reports to its caller. */
export class DomainError extends Error {
  readonly code: DomainErrorCode;
  /** What to do about it, when there is something to do. */
  readonly hint: string | undefined;

  constructor(code: DomainErrorCode, message: string, options: { hint?: string; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'DomainError';
    this.code = code;
    this.hint = options.hint;
  }
}
