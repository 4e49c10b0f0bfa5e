/**
 * Accounts on the server: password hashing, sessions, the default user, sign-in rate
 * limits and the request hook that says who is asking. Routes live in `http/auth`,
 * `http/users` and `http/me`; the contract is docs/server.md "Accounts".
 */
import type { ServerConfig } from '../config';
import type { Repositories } from '../db';
import type { Mailer } from '../mail';
import { AccountState } from './account-state';
import { FailureLimiter, KnownAddresses } from './rate-limit';
import { warmUpPasswordChecks } from './passwords';
import { SessionManager } from './sessions';

export { AccountState, SKIP_OWNER_SETUP_KEY } from './account-state';
export { readCookie, serializeSessionCookie, SESSION_COOKIE } from './cookies';
export { currentUser, notSignedIn, ownerOnly, registerAuthentication, requireOwner, requireUser } from './hooks';
export { editorBaseUrl, inviteAcceptUrl, passwordResetUrl } from './links';
export { hashPassword, MAX_PASSWORD_INPUT_LENGTH, needsRehash, verifyAgainstNothing, verifyPassword } from './passwords';
export { describeWait, FailureLimiter, KnownAddresses } from './rate-limit';
export type { FailureLimiterOptions, KnownAddressesOptions, LimitCheck } from './rate-limit';
export { SESSION_LIFETIME_MS, SessionManager } from './sessions';
export type { ActiveSession, SessionOptions } from './sessions';
export { API_KEY_PREFIX, hashToken, newApiKey, newToken } from './tokens';
export { isPendingUser, toUserResponse } from './user-response';
export { featureFlagsFor, signedInUserResponse } from './feature-flags';
export type { UserResponse } from './user-response';

/** Failed sign-ins allowed per e-mail + client IP inside {@link LOGIN_WINDOW_MS}. */
export const LOGIN_MAX_FAILURES = 5;
/** Failed sign-ins allowed per client IP, whatever the accounts, inside {@link LOGIN_WINDOW_MS}. */
export const LOGIN_MAX_FAILURES_PER_IP = 30;
/**
 * Failed sign-ins allowed per account (e-mail) inside {@link LOGIN_WINDOW_MS} from client
 * addresses that have not signed in to it lately; addresses that have are not held back.
 */
export const LOGIN_MAX_FAILURES_PER_ACCOUNT = 10;
/** How long a client address stays known to an account after a successful sign-in: 30 days. */
export const KNOWN_ADDRESS_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** The sign-in rate-limit window: 15 minutes. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** How long a password-reset link works: 2 hours (n8n's). */
export const PASSWORD_RESET_LIFETIME_MS = 2 * 60 * 60 * 1000;
/** Password-reset mails sent per address inside {@link LOGIN_WINDOW_MS}; more are dropped silently. */
export const RESET_MAILS_PER_WINDOW = 5;

/** The account services a running server shares between routes. */
export interface AuthServices {
  state: AccountState;
  sessions: SessionManager;
  /** Failed sign-ins, keyed by e-mail + client IP. */
  loginLimiter: FailureLimiter;
  /** Failed sign-ins, keyed by client IP (one address guessing many accounts). */
  loginIpLimiter: FailureLimiter;
  /** Failed sign-ins from unknown addresses, keyed by e-mail (many addresses guessing one account). */
  loginAccountLimiter: FailureLimiter;
  /** Client addresses each e-mail signed in from lately. */
  knownSignInAddresses: KnownAddresses;
  /** Wrong current passwords on `PATCH /me/password`, keyed by user id. */
  passwordLimiter: FailureLimiter;
  /** Password-reset mails sent, keyed by e-mail (stops mail bombing an address). */
  resetMailLimiter: FailureLimiter;
  mailer: Mailer;
  /** Work that finishes after the answer was sent (password-reset mails). */
  background: BackgroundTasks;
}

/**
 * Tracks work started after a response, so the server can wait for it before closing
 * the database, and so a failure is logged instead of becoming an unhandled rejection.
 */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<void>>();

  /** Runs `task`; a rejection goes to `onError`. */
  run(task: () => Promise<void>, onError: (error: unknown) => void): void {
    const promise = task()
      .catch(onError)
      .finally(() => this.pending.delete(promise));
    this.pending.add(promise);
  }

  /** Resolves once every task started so far has finished. */
  async settle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}

/** Whether the editor is served over https, so the session cookie must be Secure. */
export function editorIsHttps(config: ServerConfig): boolean {
  const base = config.editorBaseUrl ?? config.webhookUrl;
  return base !== undefined && base.startsWith('https:');
}

/** Builds the account services over the repositories. */
export function createAuthServices(config: ServerConfig, repositories: Repositories, mailer: Mailer): AuthServices {
  // The stand-in hash for unknown addresses is made now, not on the first such sign-in,
  // which would otherwise take twice as long as one for an existing account.
  warmUpPasswordChecks();
  const limiter = (maxFailures: number) => new FailureLimiter({ maxFailures, windowMs: LOGIN_WINDOW_MS });
  return {
    state: new AccountState(repositories),
    sessions: new SessionManager(repositories.sessions, { secureCookie: editorIsHttps(config) }),
    loginLimiter: limiter(LOGIN_MAX_FAILURES),
    loginIpLimiter: limiter(LOGIN_MAX_FAILURES_PER_IP),
    loginAccountLimiter: limiter(LOGIN_MAX_FAILURES_PER_ACCOUNT),
    knownSignInAddresses: new KnownAddresses({ ttlMs: KNOWN_ADDRESS_TTL_MS }),
    passwordLimiter: limiter(LOGIN_MAX_FAILURES),
    resetMailLimiter: limiter(RESET_MAILS_PER_WINDOW),
    mailer,
    background: new BackgroundTasks(),
  };
}
