/**
 * The `state` of an OAuth connection (OAuth2's `state` parameter; for OAuth1 a query
 * parameter of the callback URL), which the callback must get back unchanged:
 *
 *     base64url(JSON payload) "." base64url(HMAC-SHA256(payload))
 *
 * The payload names the credential, the user who started the connection, the session
 * they started it in (as an HMAC of the session id, never the id itself), a random nonce
 * and an expiry (10 minutes). The HMAC key is derived from the instance's credential key,
 * so a state cannot be forged or altered. The callback also checks that the same user and
 * session are back, and that the nonce matches the one stored (encrypted) in the
 * credential when the flow started; the nonce is removed when the flow completes, so a
 * state works once.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a started connection may take. */
export const OAUTH_STATE_LIFETIME_MS = 10 * 60 * 1000;

/** What a state carries. */
export interface OAuthStatePayload {
  /** Credential id. */
  cid: string;
  /** User id. */
  uid: string;
  /** Session binding: HMAC of the session id ("-" without a session). */
  sid: string;
  /** Random nonce, stored as `csrfSecret` in the credential until the callback. */
  n: string;
  /** Expiry, ms since the epoch. */
  exp: number;
}

/** Why a state was refused. */
export class OAuthStateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OAuthStateError';
  }
}

/** Makes and checks states with one key. */
export class OAuthStateSigner {
  constructor(
    private readonly key: Buffer,
    private readonly now: () => number = Date.now,
  ) {}

  private mac(text: string): Buffer {
    return createHmac('sha256', this.key).update(text).digest();
  }

  /** The session binding for a session id (null: no session). */
  sessionBinding(sessionId: string | null): string {
    return sessionId === null ? '-' : this.mac(`session:${sessionId}`).subarray(0, 16).toString('base64url');
  }

  /** A new nonce. */
  newNonce(): string {
    return randomBytes(24).toString('base64url');
  }

  /** A signed state for the credential, user and session. */
  create(input: { credentialId: string; userId: string; sessionId: string | null; nonce: string }): string {
    const payload: OAuthStatePayload = {
      cid: input.credentialId,
      uid: input.userId,
      sid: this.sessionBinding(input.sessionId),
      n: input.nonce,
      exp: this.now() + OAUTH_STATE_LIFETIME_MS,
    };
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${body}.${this.mac(`state:${body}`).toString('base64url')}`;
  }

  /**
   * Checks the signature and expiry and that the same user and session are back.
   * @throws OAuthStateError saying what is wrong.
   */
  verify(state: string, current: { userId: string | undefined; sessionId: string | null }): OAuthStatePayload {
    const [body, signature, extra] = state.split('.');
    if (body === undefined || signature === undefined || extra !== undefined) {
      throw new OAuthStateError('The OAuth state is malformed.');
    }
    const expected = this.mac(`state:${body}`);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new OAuthStateError('The OAuth state is not valid (its signature does not match).');
    }
    let payload: OAuthStatePayload;
    try {
      payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as OAuthStatePayload;
    } catch {
      throw new OAuthStateError('The OAuth state is malformed.');
    }
    if (typeof payload.exp !== 'number' || payload.exp < this.now()) {
      throw new OAuthStateError('The OAuth connection took too long. Start it again.');
    }
    if (current.userId !== payload.uid || this.sessionBinding(current.sessionId) !== payload.sid) {
      throw new OAuthStateError(
        'The OAuth connection was started in another session. Start it again from the credential, in this browser.',
      );
    }
    return payload;
  }
}
