import { describe, expect, it } from 'vitest';
import { digestAuthorization, DigestError, findDigestChallenge, parseAuthenticateHeader } from './digest';

describe('parseAuthenticateHeader', () => {
  it('splits several challenges and reads quoted values with commas and escapes', () => {
    const challenges = parseAuthenticateHeader('Basic realm="simple", Digest realm="a, b", qop="auth,auth-int", nonce=abc, opaque="q\\"x"');
    expect(challenges).toEqual([
      { scheme: 'Basic', params: { realm: 'simple' } },
      { scheme: 'Digest', params: { realm: 'a, b', qop: 'auth,auth-int', nonce: 'abc', opaque: 'q"x' } },
    ]);
  });
});

describe('digestAuthorization', () => {
  it('computes the RFC 2617 §3.5 example response', () => {
    const challenge = findDigestChallenge(
      'Digest realm="testrealm@host.com", qop="auth,auth-int", nonce="dcd98b7102dd2f0e8b11d0f600bfb0c093", opaque="5ccc069c403ebaf9f0171e9517f40e41"',
    );
    expect(challenge).toBeDefined();
    const header = digestAuthorization(challenge!, {
      username: 'Mufasa',
      password: 'Circle Of Life',
      method: 'GET',
      uri: '/dir/index.html',
      cnonce: '0a4f113b',
      nc: 1,
    });
    expect(header).toContain('response="6629fae49393a05397450978507c4ef1"');
    expect(header).toContain('qop=auth, nc=00000001, cnonce="0a4f113b"');
    expect(header).toContain('opaque="5ccc069c403ebaf9f0171e9517f40e41"');
    expect(header.startsWith('Digest username="Mufasa", realm="testrealm@host.com"')).toBe(true);
  });

  it('computes the RFC 7616 §3.9.1 SHA-256 example response', () => {
    const challenge = findDigestChallenge(
      'Digest realm="http-auth@example.org", qop="auth, auth-int", algorithm=SHA-256, nonce="7ypf/xlj9XXwfDPEoM4URrv/xwf94BcCAzFZH4GiTo0v", opaque="FQhe/qaU925kfnzjCev0ciny7QMkPqMAFRtzCUYo5tdS"',
    );
    const header = digestAuthorization(challenge!, {
      username: 'Mufasa',
      password: 'Circle of Life',
      method: 'GET',
      uri: '/dir/index.html',
      cnonce: 'f2/wE4q74E6zIJEtWaHKaf5wv/H5QzzpXusqGemxURZJ',
      nc: 1,
    });
    expect(header).toContain('response="753927fa0e85d155564e2e272a28d1802ca10daf4496794697cf8db5856cb6c1"');
  });

  it('answers a challenge without qop in the RFC 2069 form', () => {
    const challenge = findDigestChallenge('Digest realm="r", nonce="n"');
    const header = digestAuthorization(challenge!, { username: 'u', password: 'p', method: 'GET', uri: '/' });
    expect(header).not.toContain('qop=');
    expect(header).toMatch(/response="[0-9a-f]{32}"/);
  });

  it('refuses what it cannot answer', () => {
    expect(() => findDigestChallenge('Digest realm="r"')).toThrow(DigestError);
    expect(findDigestChallenge('Basic realm="r"')).toBeUndefined();
    const intOnly = findDigestChallenge('Digest realm="r", nonce="n", qop="auth-int"');
    expect(() => digestAuthorization(intOnly!, { username: 'u', password: 'p', method: 'GET', uri: '/' })).toThrow(/auth-int/);
    const unknown = findDigestChallenge('Digest realm="r", nonce="n", algorithm=SHA-1');
    expect(() => digestAuthorization(unknown!, { username: 'u', password: 'p', method: 'GET', uri: '/' })).toThrow(/not supported/);
  });
});
