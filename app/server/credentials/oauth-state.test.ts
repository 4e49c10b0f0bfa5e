import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { OAUTH_STATE_LIFETIME_MS, OAuthStateError, OAuthStateSigner } from './oauth-state';

describe('OAuthStateSigner', () => {
  let now = 1_700_000_000_000;
  const signer = new OAuthStateSigner(randomBytes(32), () => now);
  const input = { credentialId: 'c1', userId: 'u1', sessionId: 's1', nonce: signer.newNonce() };

  it('round-trips for the same user and session', () => {
    const state = signer.create(input);
    const payload = signer.verify(state, { userId: 'u1', sessionId: 's1' });
    expect(payload).toMatchObject({ cid: 'c1', uid: 'u1', n: input.nonce });
    // The session id itself is not in the state.
    expect(Buffer.from(state.split('.')[0]!, 'base64url').toString()).not.toContain('s1"');
  });

  it('refuses a changed payload, a foreign key, another user or session, and an old state', () => {
    const state = signer.create(input);
    const [body, mac] = state.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), cid: 'c2' })).toString(
      'base64url',
    );
    expect(() => signer.verify(`${forged}.${mac}`, { userId: 'u1', sessionId: 's1' })).toThrow(/signature/);
    expect(() => new OAuthStateSigner(randomBytes(32)).verify(state, { userId: 'u1', sessionId: 's1' })).toThrow(OAuthStateError);
    expect(() => signer.verify(state, { userId: 'u2', sessionId: 's1' })).toThrow(/another session/);
    expect(() => signer.verify(state, { userId: 'u1', sessionId: 's2' })).toThrow(/another session/);
    expect(() => signer.verify(state, { userId: 'u1', sessionId: null })).toThrow(/another session/);
    expect(() => signer.verify('garbage', { userId: 'u1', sessionId: 's1' })).toThrow(/malformed/);
    now += OAUTH_STATE_LIFETIME_MS + 1;
    expect(() => signer.verify(state, { userId: 'u1', sessionId: 's1' })).toThrow(/too long/);
  });
});
