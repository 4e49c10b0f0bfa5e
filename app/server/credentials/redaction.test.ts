import { describe, expect, it } from 'vitest';
import { connectionDiffers, CREDENTIAL_BLANKING_VALUE, mergeWithStored, redactData, sanitizeNewData } from './redaction';

const SECRETS = new Set(['password']);

describe('redactData', () => {
  it('blanks secrets, marks tokens and drops flow internals', () => {
    expect(
      redactData({ user: 'u', password: 'p', oauthTokenData: { access_token: 't' }, csrfSecret: 'n', codeVerifier: 'v' }, SECRETS),
    ).toEqual({ user: 'u', password: CREDENTIAL_BLANKING_VALUE, oauthTokenData: CREDENTIAL_BLANKING_VALUE });
    expect(redactData({ user: 'u', password: '' }, SECRETS)).toEqual({ user: 'u', password: '' });
  });
});

describe('mergeWithStored', () => {
  const stored = { user: 'u', password: 'p', oauthTokenData: { access_token: 't' }, csrfSecret: 'n' };

  it('keeps secrets sent back as the sentinel or left out', () => {
    expect(mergeWithStored({ user: 'v', password: CREDENTIAL_BLANKING_VALUE }, stored, SECRETS)).toEqual({
      user: 'v',
      password: 'p',
      oauthTokenData: { access_token: 't' },
      csrfSecret: 'n',
    });
    expect(mergeWithStored({ user: 'v' }, stored, SECRETS)['password']).toBe('p');
  });

  it('replaces a secret with a new value, including an empty one', () => {
    expect(mergeWithStored({ password: 'new' }, stored, SECRETS)['password']).toBe('new');
    expect(mergeWithStored({ password: '' }, stored, SECRETS)['password']).toBe('');
  });

  it('never takes server-managed fields from the client', () => {
    const merged = mergeWithStored({ oauthTokenData: { access_token: 'forged' }, csrfSecret: 'x' }, stored, SECRETS);
    expect(merged['oauthTokenData']).toEqual({ access_token: 't' });
    expect(merged['csrfSecret']).toBe('n');
    expect(sanitizeNewData({ a: 1, oauthTokenData: { access_token: 'x' }, b: CREDENTIAL_BLANKING_VALUE })).toEqual({ a: 1 });
  });
});

describe('connectionDiffers', () => {
  it('ignores key order and server-managed fields', () => {
    expect(connectionDiffers({ a: 1, b: { c: 2, d: 3 } }, { b: { d: 3, c: 2 }, a: 1 })).toBe(false);
    expect(connectionDiffers({ a: 1, oauthTokenData: { x: 1 } }, { a: 1 })).toBe(false);
    expect(connectionDiffers({ a: 1 }, { a: 2 })).toBe(true);
    expect(connectionDiffers({ a: 1 }, { a: 1, b: '' })).toBe(true);
  });
});
