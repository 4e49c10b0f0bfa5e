import { describe, expect, it } from 'vitest';
import { readCookie, serializeSessionCookie } from './cookies';
import { hashPassword, needsRehash, verifyAgainstNothing, verifyPassword } from './passwords';
import { describeWait, FailureLimiter } from './rate-limit';
import { hashToken, newApiKey, newToken } from './tokens';

describe('passwords', () => {
  it('hashes with a fresh salt and its parameters, and verifies', async () => {
    const a = await hashPassword('Sw1tchyard');
    const b = await hashPassword('Sw1tchyard');
    expect(a).toMatch(/^scrypt\$15\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Sw1tchyard', a)).toBe(true);
    expect(await verifyPassword('sw1tchyard', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
    expect(needsRehash(a)).toBe(false);
  });

  it('treats unknown or tampered hashes as a mismatch, not an error', async () => {
    expect(await verifyPassword('x', '$2a$10$abcdefghijklmnopqrstuv')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$30$8$1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$abc')).toBe(false);
    expect(needsRehash('scrypt$14$8$1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA')).toBe(true);
    expect(await verifyAgainstNothing('anything')).toBe(false);
  });

  it('verifies a hash made with other (older) parameters', async () => {
    // Made with N = 2^14: still accepted, and flagged for re-hashing.
    const { scryptSync, randomBytes } = await import('node:crypto');
    const salt = randomBytes(16);
    const key = scryptSync('Old-Pass1', salt, 64, { N: 2 ** 14, r: 8, p: 1 });
    const stored = ['scrypt', 14, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
    expect(await verifyPassword('Old-Pass1', stored)).toBe(true);
    expect(needsRehash(stored)).toBe(true);
  });
});

describe('FailureLimiter', () => {
  it('blocks after the limit until the oldest failure leaves the window', () => {
    let now = 0;
    const limiter = new FailureLimiter({ maxFailures: 3, windowMs: 1000, now: () => now });
    for (let i = 0; i < 3; i++) {
      expect(limiter.check('k').allowed).toBe(true);
      limiter.fail('k');
      now += 100;
    }
    expect(limiter.check('k')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(limiter.check('other').allowed).toBe(true);
    now = 1000; // the first failure (t=0) is out of the window
    expect(limiter.check('k').allowed).toBe(true);
    limiter.fail('k');
    expect(limiter.check('k').allowed).toBe(false);
    limiter.reset('k');
    expect(limiter.check('k').allowed).toBe(true);
  });

  it('forgets the least recently failed keys beyond maxKeys', () => {
    const limiter = new FailureLimiter({ maxFailures: 1, windowMs: 60_000, maxKeys: 2 });
    limiter.fail('a');
    limiter.fail('b');
    limiter.fail('c');
    expect(limiter.check('a').allowed).toBe(true);
    expect(limiter.check('b').allowed).toBe(false);
    expect(limiter.check('c').allowed).toBe(false);
  });

  it('describes waits in words', () => {
    expect(describeWait(1)).toBe('1 second');
    expect(describeWait(59)).toBe('59 seconds');
    expect(describeWait(60)).toBe('1 minute');
    expect(describeWait(899)).toBe('15 minutes');
  });
});

describe('cookies and tokens', () => {
  it('reads the session cookie among others and ignores junk', () => {
    expect(readCookie('a=1; switchyard-auth=abc_-1; b=2', 'switchyard-auth')).toBe('abc_-1');
    expect(readCookie('switchyard-auth="quoted"', 'switchyard-auth')).toBe('quoted');
    expect(readCookie('switchyard-auth=', 'switchyard-auth')).toBeUndefined();
    expect(readCookie('switchyard-auth=%E0%A4%A', 'switchyard-auth')).toBeUndefined();
    expect(readCookie(`switchyard-auth=${'x'.repeat(300)}`, 'switchyard-auth')).toBeUndefined();
    expect(readCookie(undefined, 'switchyard-auth')).toBeUndefined();
    expect(readCookie('other=1', 'switchyard-auth')).toBeUndefined();
  });

  it('writes HttpOnly, SameSite=Lax cookies, Secure on request, and deletes with Max-Age=0', () => {
    expect(serializeSessionCookie('tok', { maxAgeSeconds: 60, secure: false })).toBe(
      'switchyard-auth=tok; Path=/; HttpOnly; SameSite=Lax; Max-Age=60',
    );
    expect(serializeSessionCookie('tok', { maxAgeSeconds: 60, secure: true })).toMatch(/; Secure$/);
    expect(serializeSessionCookie('', { maxAgeSeconds: 0, secure: false })).toMatch(/Max-Age=0; Expires=Thu, 01 Jan 1970/);
  });

  it('makes long random tokens and stores only their hash', () => {
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(hashToken(token));
    expect(newApiKey()).toMatch(/^sy_api_[A-Za-z0-9_-]{40}$/);
  });
});
