/**
 * Connecting OAuth accounts end to end over real HTTP:
 *
 * - OAuth2 authorization code (and PKCE) against oauth2-mock-server on 127.0.0.1: the auth
 *   URL, a real request to the provider's authorize endpoint (it approves at once and
 *   redirects), the redirect followed to our callback with the user's cookie, the token
 *   stored encrypted, and `POST /credentials/test` reporting the account connected.
 * - The callback's defences: forged, replayed, other-session and anonymous states, the
 *   provider refusing, the token endpoint failing.
 * - OAuth1 against a local provider that verifies every signature with `oauth-1.0a`.
 *
 * Runs on SQLite and (unless SWITCHYARD_TEST_POSTGRES=0) on PostgreSQL.
 */
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, DIALECTS } from './accounts-helpers';
import type { ApiError, Data } from './accounts-helpers';
import { BLANK, createCredential, OAUTH1, put, startOAuth1Provider, startTeam } from './credentials-helpers';
import type { ApiCredential, OAuth1Provider, Team, TestResult } from './credentials-helpers';

const CONNECTED = 'Got connected. The window can be closed now.';

/** What the mock's token endpoint received. */
interface TokenCall {
  authorization: string | undefined;
  body: Record<string, string>;
}

describe.each(DIALECTS)('OAuth connections on %s', (dialect) => {
  let team: Team;
  let provider: OAuth2Server;
  let oauth1: OAuth1Provider;
  const tokenCalls: TokenCall[] = [];

  beforeAll(async () => {
    provider = new OAuth2Server();
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    provider.service.on(
      'beforeTokenSigning',
      (_token: unknown, req: { headers: Record<string, string | undefined>; body: Record<string, string> }) => {
        tokenCalls.push({ authorization: req.headers['authorization'], body: { ...req.body } });
      },
    );
    oauth1 = await startOAuth1Provider();
    team = await startTeam(dialect, ['sam', 'nina'], { SWITCHYARD_ENTERPRISE_FEATURES: 'sharing' });
  });

  afterAll(async () => {
    await team?.close();
    await provider?.stop();
    await oauth1?.close();
  });

  const owner = () => team.owner.browser;

  function oauth2Data(extra: Record<string, unknown> = {}) {
    return {
      grantType: 'authorizationCode',
      authUrl: `${provider.issuer.url}/authorize`,
      accessTokenUrl: `${provider.issuer.url}/token`,
      clientId: 'editor-client',
      clientSecret: 'editor-client-secret',
      scope: 'openid,email profile',
      authQueryParameters: 'access_type=offline&prompt=consent',
      authentication: 'header',
      ...extra,
    };
  }

  async function authUrl(id: string, browser = owner(), version = 2): Promise<URL> {
    const response = await browser.get<Data<string>>(`/oauth${version}-credential/auth?id=${id}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return new URL(response.body.data);
  }

  /** Follows the provider's authorize URL like the popup would; returns our callback URL. */
  async function authorize(url: URL): Promise<URL> {
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(302);
    return new URL(response.headers.get('location')!);
  }

  /** Opens the callback in `browser`; returns status and page text. */
  async function openCallback(callback: URL, browser = owner()): Promise<{ status: number; html: string; headers: Headers }> {
    const headers: Record<string, string> = {};
    if (browser.cookies.size > 0) headers['cookie'] = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    // The server is reached as 127.0.0.1 whatever host name the callback URL carries.
    const response = await fetch(`${team.server.base}${callback.pathname}${callback.search}`, { headers, redirect: 'manual' });
    return { status: response.status, html: await response.text(), headers: response.headers };
  }

  async function testResult(id: string, type = 'oAuth2Api'): Promise<TestResult> {
    const response = await owner().post<Data<TestResult>>('/credentials/test', { credentials: { id, type } });
    expect(response.status).toBe(200);
    return response.body.data;
  }

  describe('OAuth2 authorization code', () => {
    it('connects an account through the real provider and stores the token encrypted', async () => {
      const credential = await createCredential(team.owner, { name: 'Provider account', type: 'oAuth2Api', data: oauth2Data() });
      expect((await testResult(credential.id)).status).toBe('Error');

      const url = await authUrl(credential.id);
      expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuer.url}/authorize`);
      const { port } = new URL(team.server.base);
      const redirectUri = `http://localhost:${port}/rest/oauth2-credential/callback`;
      expect(url.searchParams.get('client_id')).toBe('editor-client');
      expect(url.searchParams.get('redirect_uri')).toBe(redirectUri);
      expect(url.searchParams.get('response_type')).toBe('code');
      expect(url.searchParams.get('scope')).toBe('openid email profile');
      expect(url.searchParams.get('access_type')).toBe('offline');
      expect(url.searchParams.get('prompt')).toBe('consent');
      expect(url.searchParams.get('code_challenge')).toBeNull();
      const state = url.searchParams.get('state')!;
      expect(state).toMatch(/^[\w-]+\.[\w-]+$/);
      expect(state).not.toContain(credential.id);

      const callback = await authorize(url);
      expect(`${callback.pathname}`).toBe('/rest/oauth2-credential/callback');
      expect(callback.searchParams.get('state')).toBe(state);
      expect(callback.searchParams.get('code')).toBeTruthy();

      const calls = tokenCalls.length;
      const page = await openCallback(callback);
      expect(page.status).toBe(200);
      expect(page.html).toContain(CONNECTED);
      expect(page.html).toContain('postMessage("success", \'*\')');
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'; script-src 'nonce-/);
      expect(page.headers.get('cache-control')).toBe('no-store');

      // The code went to the token endpoint with the client secret as Basic auth.
      const call = tokenCalls[calls]!;
      expect(call.authorization).toBe(`Basic ${Buffer.from('editor-client:editor-client-secret').toString('base64')}`);
      expect(call.body).toMatchObject({
        grant_type: 'authorization_code',
        code: callback.searchParams.get('code'),
        redirect_uri: redirectUri,
      });

      const stored = (await team.server.app.switchyard.credentials.service.decryptedData(credential.id))!;
      const token = stored['oauthTokenData'] as Record<string, unknown>;
      expect(typeof token['access_token']).toBe('string');
      expect(token['token_type']).toBe('Bearer');
      expect(stored).not.toHaveProperty('csrfSecret');
      const raw = await team.server.database.db
        .selectFrom('credentials')
        .select('data')
        .where('id', '=', credential.id)
        .executeTakeFirstOrThrow();
      expect(raw.data).not.toContain(String(token['access_token']).slice(0, 20));

      const read = await owner().get<Data<ApiCredential>>(`/credentials/${credential.id}?includeData=true`);
      expect(read.body.data.data!['oauthTokenData']).toBe(BLANK);
      expect(read.body.data.data!['clientSecret']).toBe(BLANK);
      expect(JSON.stringify(read.body)).not.toContain(String(token['access_token']));
      expect(await testResult(credential.id)).toEqual({ status: 'OK', message: 'The account is connected.' });

      // Saving the credential keeps the connection.
      const saved = await owner().patch<Data<ApiCredential>>(`/credentials/${credential.id}`, {
        name: 'Provider account (renamed)',
        data: { ...read.body.data.data, scope: 'openid' },
      });
      expect(saved.status).toBe(200);
      expect(saved.body.data.data!['oauthTokenData']).toBe(BLANK);
      expect(await testResult(credential.id)).toEqual({ status: 'OK', message: 'The account is connected.' });

      // The same callback a second time is refused: the state works once.
      const replay = await openCallback(callback);
      expect(replay.status).toBe(400);
      expect(replay.html).toContain('already completed or replaced');
    });

    it("connects a Google Sheets credential with Google's fixed scopes, offline access and the client in the body", async () => {
      const credential = await createCredential(team.owner, {
        name: 'Sheets account',
        type: 'googleSheetsOAuth2Api',
        data: {
          authUrl: `${provider.issuer.url}/authorize`,
          accessTokenUrl: `${provider.issuer.url}/token`,
          clientId: 'google-client',
          clientSecret: 'google-secret',
        },
      });
      const url = await authUrl(credential.id);
      expect(url.searchParams.get('scope')).toBe(
        'https://www.googleapis.com/auth/drive.file https://www.googleapis.com/auth/spreadsheets https://www.googleapis.com/auth/drive.metadata',
      );
      expect(url.searchParams.get('access_type')).toBe('offline');
      expect(url.searchParams.get('prompt')).toBe('consent');
      const calls = tokenCalls.length;
      expect((await openCallback(await authorize(url))).html).toContain(CONNECTED);
      expect(tokenCalls[calls]).toMatchObject({
        authorization: undefined,
        body: { client_id: 'google-client', client_secret: 'google-secret' },
      });
    });

    it('sends a PKCE challenge and the verifier, with the client in the body', async () => {
      const credential = await createCredential(team.owner, {
        name: 'PKCE account',
        type: 'oAuth2Api',
        data: oauth2Data({ grantType: 'pkce', authentication: 'body', clientSecret: '' }),
      });
      const url = await authUrl(credential.id);
      const challenge = url.searchParams.get('code_challenge');
      expect(challenge).toMatch(/^[\w-]{43}$/);
      expect(url.searchParams.get('code_challenge_method')).toBe('S256');
      const calls = tokenCalls.length;
      const page = await openCallback(await authorize(url));
      expect(page.status, page.html).toBe(200);
      const call = tokenCalls[calls]!;
      expect(call.authorization).toBeUndefined();
      expect(call.body['client_id']).toBe('editor-client');
      expect(call.body['code_verifier']).toMatch(/^[\w-]{43}$/);
      expect(await testResult(credential.id)).toMatchObject({ status: 'OK' });
    });

    it('refuses forged, foreign-session and anonymous callbacks', async () => {
      const credential = await createCredential(team.owner, { name: 'Guarded', type: 'oAuth2Api', data: oauth2Data() });
      const callback = await authorize(await authUrl(credential.id));

      const forged = new URL(callback);
      const [body, mac] = forged.searchParams.get('state')!.split('.') as [string, string];
      const payload = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
      forged.searchParams.set(
        'state',
        `${Buffer.from(JSON.stringify({ ...payload, exp: Date.now() + 3_600_000 })).toString('base64url')}.${mac}`,
      );
      const forgedPage = await openCallback(forged);
      expect(forgedPage.status).toBe(400);
      expect(forgedPage.html).toContain('signature does not match');

      // The same owner signed in elsewhere (another session) cannot finish this flow.
      const otherSession = new Browser(team.server.base);
      expect((await otherSession.post('/login', { email: 'owner@example.com', password: 'Sw1tchyard-owner' })).status).toBe(200);
      const foreign = await openCallback(callback, otherSession);
      expect(foreign.status).toBe(400);
      expect(foreign.html).toContain('another session');
      expect((await openCallback(callback, team.members['sam']!.browser)).status).toBe(400);
      const anonymous = await openCallback(callback, new Browser(team.server.base));
      expect(anonymous.status).toBe(400);

      const missing = await openCallback(new URL(`${team.server.base}/rest/oauth2-credential/callback?code=x`));
      expect(missing.status).toBe(400);
      expect(missing.html).toContain('no state');

      // Nothing of that connected the account; the real callback still works.
      expect((await testResult(credential.id)).status).toBe('Error');
      const page = await openCallback(callback);
      expect(page.status).toBe(200);
      expect((await testResult(credential.id)).status).toBe('OK');
    });

    it('shows the provider refusing and a failing token endpoint, escaped, and stores nothing', async () => {
      const credential = await createCredential(team.owner, { name: 'Refused', type: 'oAuth2Api', data: oauth2Data() });
      const url = await authUrl(credential.id);
      const denied = new URL(`${team.server.base}/rest/oauth2-credential/callback`);
      denied.searchParams.set('state', url.searchParams.get('state')!);
      denied.searchParams.set('error', 'access_denied');
      denied.searchParams.set('error_description', '<script>alert(1)</script>');
      const page = await openCallback(denied);
      expect(page.status).toBe(400);
      expect(page.html).toContain('access_denied');
      expect(page.html).not.toContain('<script>alert(1)</script>');
      expect(page.html).toContain('&#60;script&#62;');

      provider.service.once('beforeResponse', (response: { body: unknown; statusCode: number }) => {
        response.statusCode = 400;
        response.body = { error: 'invalid_grant', error_description: 'code expired' };
      });
      const failing = await openCallback(await authorize(await authUrl(credential.id)));
      expect(failing.status).toBe(502);
      expect(failing.html).toContain('invalid_grant: code expired');
      const stored = await team.server.app.switchyard.credentials.service.decryptedData(credential.id);
      expect(stored).not.toHaveProperty('oauthTokenData');
      expect(stored).not.toHaveProperty('csrfSecret');
    });

    it('lets only the credential owner start a connection', async () => {
      const mine = await createCredential(team.members['sam']!, { name: "Sam's", type: 'oAuth2Api', data: oauth2Data() });
      expect(
        (await put(team.members['sam']!.browser, `/credentials/${mine.id}/share`, { shareWithIds: [team.members['nina']!.id] })).status,
      ).toBe(200);
      expect((await team.members['nina']!.browser.get<ApiError>(`/oauth2-credential/auth?id=${mine.id}`)).status).toBe(403);
      expect((await owner().get<ApiError>(`/oauth2-credential/auth?id=${mine.id}`)).status).toBe(403);
      expect((await team.members['sam']!.browser.get(`/oauth2-credential/auth?id=${mine.id}`)).status).toBe(200);
      expect((await new Browser(team.server.base).get(`/oauth2-credential/auth?id=${mine.id}`)).status).toBe(401);
      expect((await owner().get('/oauth2-credential/auth?id=doesNotExist1234')).status).toBe(404);
      expect((await owner().get('/oauth2-credential/auth')).status).toBe(400);

      const basic = await createCredential(team.owner, { name: 'basic', type: 'httpBasicAuth', data: {} });
      expect((await owner().get<ApiError>(`/oauth2-credential/auth?id=${basic.id}`)).status).toBe(400);
      const machine = await createCredential(team.owner, {
        name: 'machine',
        type: 'oAuth2Api',
        data: oauth2Data({ grantType: 'clientCredentials' }),
      });
      expect((await owner().get<ApiError>(`/oauth2-credential/auth?id=${machine.id}`)).status).toBe(400);
    });
  });

  describe('OAuth1', () => {
    it('connects through request token, authorization and access token, all signed', async () => {
      const credential = await createCredential(team.owner, {
        name: 'OAuth1 account',
        type: 'oAuth1Api',
        data: {
          authUrl: `${oauth1.base}/authorize`,
          accessTokenUrl: `${oauth1.base}/access_token`,
          requestTokenUrl: `${oauth1.base}/request_token`,
          consumerKey: OAUTH1.consumerKey,
          consumerSecret: OAUTH1.consumerSecret,
          signatureMethod: 'HMAC-SHA1',
        },
      });
      expect((await testResult(credential.id, 'oAuth1Api')).status).toBe('Error');
      const url = await authUrl(credential.id, owner(), 1);
      expect(`${url.origin}${url.pathname}`).toBe(`${oauth1.base}/authorize`);
      expect(url.searchParams.get('oauth_token')).toMatch(/^[0-9a-f]{16}$/);

      const callback = await authorize(url);
      expect(callback.pathname).toBe('/rest/oauth1-credential/callback');
      expect(callback.searchParams.get('state')).toBeTruthy();
      const page = await openCallback(callback);
      expect(page.status, page.html).toBe(200);
      expect(page.html).toContain(CONNECTED);
      expect(oauth1.refused).toEqual([]);

      const stored = (await team.server.app.switchyard.credentials.service.decryptedData(credential.id))!;
      expect(stored['oauthTokenData']).toEqual({
        oauth_token: OAUTH1.accessToken,
        oauth_token_secret: OAUTH1.accessTokenSecret,
        user_id: '42',
      });
      expect(stored).not.toHaveProperty('oauthRequestTokenSecret');
      expect(await testResult(credential.id, 'oAuth1Api')).toEqual({ status: 'OK', message: 'The account is connected.' });
      expect((await openCallback(callback)).status).toBe(400);
    });

    it('reports a wrong consumer secret at the start', async () => {
      const credential = await createCredential(team.owner, {
        name: 'OAuth1 wrong',
        type: 'oAuth1Api',
        data: {
          authUrl: `${oauth1.base}/authorize`,
          accessTokenUrl: `${oauth1.base}/access_token`,
          requestTokenUrl: `${oauth1.base}/request_token`,
          consumerKey: OAUTH1.consumerKey,
          consumerSecret: 'wrong',
        },
      });
      const response = await owner().get<ApiError>(`/oauth1-credential/auth?id=${credential.id}`);
      expect(response.status).toBe(502);
      expect(response.body.message).toContain('HTTP 401');
    });
  });
});
