import { createHash, createHmac } from 'node:crypto';
import OAuth from 'oauth-1.0a';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IDataObject, INodeParameters } from '@sdk/workflow';
import { httpRequestNode } from './index';
import { sendJson, startLocalServer } from './testing/local-server';
import type { LocalServer, SeenRequest } from './testing/local-server';
import { runNode } from './testing/run-node';

let server: LocalServer;
let accessToken = 'old-token';
const DIGEST_NONCE = 'dcd98b7102dd2f0e8b11d0f600bfb0c093';

/** Checks a Digest answer the way a server does (RFC 7616, MD5, qop=auth), independently of the client code. */
function digestValid(req: SeenRequest, user: string, password: string, realm: string): boolean {
  const header = String(req.headers['authorization'] ?? '');
  if (!header.startsWith('Digest ')) return false;
  const params = Object.fromEntries([...header.matchAll(/(\w+)=(?:"([^"]*)"|([^,\s]*))/g)].map((m) => [m[1], m[2] ?? m[3]]));
  const md5 = (s: string) => createHash('md5').update(s).digest('hex');
  const ha1 = md5(`${user}:${realm}:${password}`);
  const ha2 = md5(`${req.method}:${params['uri']}`);
  return (
    params['username'] === user && params['response'] === md5(`${ha1}:${DIGEST_NONCE}:${params['nc']}:${params['cnonce']}:auth:${ha2}`)
  );
}

const oauth1 = new OAuth({
  consumer: { key: 'ck', secret: 'cs' },
  signature_method: 'HMAC-SHA1',
  hash_function: (base, key) => createHmac('sha1', key).update(base).digest('base64'),
});

beforeAll(async () => {
  server = await startLocalServer((req, res) => {
    const auth = String(req.headers['authorization'] ?? '');
    switch (req.path) {
      case '/basic':
        return sendJson(res, auth === `Basic ${Buffer.from('ada:s3cret').toString('base64')}` ? 200 : 401, { path: 'basic' });
      case '/header':
        return sendJson(res, req.headers['x-api-key'] === 'k-123' ? 200 : 401, { path: 'header' });
      case '/query':
        return sendJson(res, req.query.get('api_key') === 'q-456' ? 200 : 401, { path: 'query' });
      case '/digest':
        if (digestValid(req, 'dig', 'pw', 'tests@switchyard')) return sendJson(res, 200, { path: 'digest' });
        return sendJson(
          res,
          401,
          {},
          { 'www-authenticate': `Digest realm="tests@switchyard", qop="auth", nonce="${DIGEST_NONCE}", opaque="5ccc"` },
        );
      case '/oauth1': {
        // Recompute the signature with the oauth-1.0a package over what arrived.
        const sent = Object.fromEntries(
          [...auth.replace(/^OAuth /, '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], decodeURIComponent(m[2]!)]),
        );
        const oauthData = Object.fromEntries(Object.entries(sent).filter(([k]) => k !== 'oauth_signature'));
        const expected = oauth1.getSignature({ url: `${server.url}${req.url}`, method: req.method, data: {} }, 'ts', oauthData as never);
        return sendJson(res, sent['oauth_signature'] === expected && sent['oauth_token'] === 'at' ? 200 : 401, { path: 'oauth1' });
      }
      case '/oauth2':
        return sendJson(res, auth === `Bearer ${accessToken}` ? 200 : 401, { path: 'oauth2', auth });
      case '/token': {
        const form = new URLSearchParams(req.body.toString());
        if (form.get('grant_type') === 'refresh_token' && form.get('refresh_token') === 'rt') accessToken = 'refreshed-token';
        else if (form.get('grant_type') === 'client_credentials' && auth === `Basic ${Buffer.from('cid:csec').toString('base64')}`)
          accessToken = 'cc-token';
        else return sendJson(res, 400, { error: 'invalid_grant' });
        return sendJson(res, 200, { access_token: accessToken, token_type: 'bearer', expires_in: 3600 });
      }
      case '/custom':
        return sendJson(res, req.headers['x-custom'] === 'c' && req.query.get('tenant') === 't1' ? 200 : 401, { path: 'custom' });
      default:
        return sendJson(res, 404, {});
    }
  });
});
afterAll(() => server.close());

async function call(
  path: string,
  parameters: INodeParameters,
  credentials: Record<string, IDataObject>,
  options: { credentialId?: string; saveOAuth2Token?: (id: string, token: IDataObject) => Promise<void> } = {},
) {
  const type = (parameters['genericAuthType'] ?? parameters['nodeCredentialType']) as string;
  return runNode(
    {
      type: 'n8n-nodes-base.httpRequest',
      typeVersion: 4.2,
      parameters: { url: `${server.url}${path}`, ...parameters },
      credentials: { [type]: { id: options.credentialId ?? 'cred-1', name: 'c' } },
    },
    { types: [httpRequestNode], credentials, ...(options.saveOAuth2Token ? { saveOAuth2Token: options.saveOAuth2Token } : {}) },
  );
}

const generic = (genericAuthType: string): INodeParameters => ({ authentication: 'genericCredentialType', genericAuthType });

describe('HTTP Request node: authentication', () => {
  it('applies basic, header and query auth', async () => {
    expect(
      (await call('/basic', generic('httpBasicAuth'), { httpBasicAuth: { user: 'ada', password: 's3cret' } })).output?.[0]?.json,
    ).toEqual({ path: 'basic' });
    expect(
      (await call('/header', generic('httpHeaderAuth'), { httpHeaderAuth: { name: 'X-Api-Key', value: 'k-123' } })).output?.[0]?.json,
    ).toEqual({ path: 'header' });
    expect(
      (await call('/query', generic('httpQueryAuth'), { httpQueryAuth: { name: 'api_key', value: 'q-456' } })).output?.[0]?.json,
    ).toEqual({ path: 'query' });
  });

  it('fails with the 401 when the credential is wrong', async () => {
    const { result } = await call('/basic', generic('httpBasicAuth'), { httpBasicAuth: { user: 'ada', password: 'wrong' } });
    expect(result.data.resultData.error).toMatchObject({
      httpCode: '401',
      message: 'Authorization failed - please check your credentials',
    });
  });

  it('answers a Digest challenge', async () => {
    const { output } = await call('/digest', generic('httpDigestAuth'), { httpDigestAuth: { user: 'dig', password: 'pw' } });
    expect(output?.[0]?.json).toEqual({ path: 'digest' });
    expect(server.requests.filter((r) => r.path === '/digest')).toHaveLength(2);
  });

  it('signs OAuth1 requests (checked with the oauth-1.0a package)', async () => {
    const { output, result } = await call(
      '/oauth1',
      { ...generic('oAuth1Api'), sendQuery: true, queryParameters: { parameters: [{ name: 'page', value: '2' }] } },
      {
        oAuth1Api: {
          consumerKey: 'ck',
          consumerSecret: 'cs',
          signatureMethod: 'HMAC-SHA1',
          oauthTokenData: { oauth_token: 'at', oauth_token_secret: 'ts' },
        },
      },
    );
    expect(result.data.resultData.error).toBeUndefined();
    expect(output?.[0]?.json).toEqual({ path: 'oauth1' });
  });

  it('sends the OAuth2 token, refreshes it once on 401 and saves the new one', async () => {
    const saved: Array<[string, IDataObject]> = [];
    accessToken = 'fresh-on-server';
    const { output } = await call(
      '/oauth2',
      generic('oAuth2Api'),
      {
        oAuth2Api: {
          grantType: 'authorizationCode',
          accessTokenUrl: `${server.url}/token`,
          clientId: 'cid',
          clientSecret: 'csec',
          oauthTokenData: { access_token: 'expired', refresh_token: 'rt' },
        },
      },
      { saveOAuth2Token: async (id, token) => void saved.push([id, token]) },
    );
    expect(output?.[0]?.json).toEqual({ path: 'oauth2', auth: 'Bearer refreshed-token' });
    expect(saved).toEqual([['cred-1', expect.objectContaining({ access_token: 'refreshed-token', refresh_token: 'rt' })]]);
  });

  it('gets a client-credentials token when none is stored', async () => {
    accessToken = 'nothing-yet';
    const { output } = await call(
      '/oauth2',
      { authentication: 'predefinedCredentialType', nodeCredentialType: 'oAuth2Api' },
      {
        oAuth2Api: {
          grantType: 'clientCredentials',
          accessTokenUrl: `${server.url}/token`,
          clientId: 'cid',
          clientSecret: 'csec',
          authentication: 'header',
        },
      },
    );
    expect(output?.[0]?.json).toEqual({ path: 'oauth2', auth: 'Bearer cc-token' });
  });

  it('refuses an OAuth2 authorization-code credential that was never connected', async () => {
    const { result } = await call('/oauth2', generic('oAuth2Api'), {
      oAuth2Api: { grantType: 'authorizationCode', accessTokenUrl: `${server.url}/token`, clientId: 'cid' },
    });
    expect(result.data.resultData.error?.message).toMatch(/not connected/);
  });

  it('applies Custom Auth JSON and a predefined type through its authenticate', async () => {
    const custom = await call('/custom', generic('httpCustomAuth'), {
      httpCustomAuth: { json: '{"headers":{"X-Custom":"c"},"qs":{"tenant":"t1"}}' },
    });
    expect(custom.output?.[0]?.json).toEqual({ path: 'custom' });
    const predefined = await call(
      '/header',
      { authentication: 'predefinedCredentialType', nodeCredentialType: 'httpHeaderAuth' },
      { httpHeaderAuth: { name: 'x-api-key', value: 'k-123' } },
    );
    expect(predefined.output?.[0]?.json).toEqual({ path: 'header' });
  });
});
