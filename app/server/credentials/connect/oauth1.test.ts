import { createHmac } from 'node:crypto';
import OAuth from 'oauth-1.0a';
import { describe, expect, it } from 'vitest';
import { baseStringUri, oauth1Header, percentEncode, signOAuth1 } from './oauth1';

describe('OAuth1 signing', () => {
  it('matches the signature of the well-known Twitter example', () => {
    const signed = signOAuth1({
      method: 'POST',
      url: new URL('https://api.twitter.com/1.1/statuses/update.json?include_entities=true'),
      consumerKey: 'xvz1evFS4wEEPTGEFPHBog',
      consumerSecret: 'kAcSOqF21Fu85e7zjz7ZN2U4ZRhfV3WpwPAoE3Z7kBw',
      token: '370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb',
      tokenSecret: 'LswwdoUaIvS8ltyTt5jkRh4J50vUPVVHtR2YPi5kE',
      signatureMethod: 'HMAC-SHA1',
      bodyParams: { status: 'Hello Ladies + Gentlemen, a signed OAuth request!' },
      nonce: 'kYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg',
      timestamp: '1318622958',
    });
    expect(signed['oauth_signature']).toBe('hCtSmYh+iHYCEqBWrE7C7hYmtUk=');
  });

  it('agrees with the oauth-1.0a package for every signature method', () => {
    for (const [method, hash] of [
      ['HMAC-SHA1', 'sha1'],
      ['HMAC-SHA256', 'sha256'],
      ['HMAC-SHA512', 'sha512'],
    ] as const) {
      const url = 'http://127.0.0.1:8080/oauth/request_token?x=1&y=a%20b';
      const oauthCallback = 'http://localhost:5678/rest/oauth1-credential/callback?state=abc.def';
      const signed = signOAuth1({
        method: 'POST',
        url: new URL(url),
        consumerKey: 'ck',
        consumerSecret: 'cs&!*',
        signatureMethod: method,
        oauthParams: { oauth_callback: oauthCallback },
        nonce: 'n0nce',
        timestamp: '1700000000',
      });
      const reference = new OAuth({
        consumer: { key: 'ck', secret: 'cs&!*' },
        signature_method: method,
        hash_function: (base, key) => createHmac(hash, key).update(base).digest('base64'),
      });
      const expected = reference.getSignature({ url, method: 'POST', data: { oauth_callback: oauthCallback } }, '', {
        oauth_consumer_key: 'ck',
        oauth_nonce: 'n0nce',
        oauth_signature_method: method,
        oauth_timestamp: 1700000000,
        oauth_version: '1.0',
      });
      expect(signed['oauth_signature']).toBe(expected);
    }
  });

  it('encodes per RFC 5849 and builds the header', () => {
    expect(percentEncode("a b!*'()~")).toBe('a%20b%21%2A%27%28%29~');
    expect(baseStringUri(new URL('HTTP://Example.COM:80/r%20v/X?id=123'))).toBe('http://example.com/r%20v/X');
    expect(baseStringUri(new URL('https://example.com:8443/p'))).toBe('https://example.com:8443/p');
    expect(oauth1Header({ oauth_b: 'x y', oauth_a: '1' })).toBe('OAuth oauth_a="1", oauth_b="x%20y"');
  });
});
