/**
 * `POST /rest/credentials/test` against real local servers: a node:http target that
 * checks Basic auth, a header, a query parameter, an API key header and a real HTTP
 * Digest challenge/response (success and failure each), and oauth2-mock-server for the
 * client-credentials grant. Also: stored secrets merged in when testing a saved
 * credential, sharees testing only the stored data, redirects and refused URLs.
 * Runs on SQLite and (unless SWITCHYARD_TEST_POSTGRES=0) on PostgreSQL.
 */
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './accounts-helpers';
import type { ApiError, Data } from './accounts-helpers';
import { BLANK, createCredential, put, startAuthTarget, startTeam, TARGET } from './credentials-helpers';
import type { AuthTarget, Team, TestResult } from './credentials-helpers';

const OK = { status: 'OK', message: 'Connection successful!' };

describe.each(DIALECTS)('credential tests on %s', (dialect) => {
  let team: Team;
  let target: AuthTarget;
  let elsewhere: AuthTarget;
  let oauth: OAuth2Server;

  beforeAll(async () => {
    elsewhere = await startAuthTarget();
    target = await startAuthTarget(`${elsewhere.base}/open`);
    oauth = new OAuth2Server();
    await oauth.issuer.keys.generate('RS256');
    await oauth.start(0, '127.0.0.1');
    // The mock accepts any client; make it check the client secret like a real provider.
    oauth.service.on(
      'beforeResponse',
      (
        response: { body: unknown; statusCode: number },
        req: { headers: Record<string, string | undefined>; body: Record<string, string> },
      ) => {
        const basic = req.headers['authorization'];
        const fromHeader = basic?.startsWith('Basic ') ? Buffer.from(basic.slice(6), 'base64').toString() : undefined;
        const fromBody = req.body['client_secret'] !== undefined ? `${req.body['client_id']}:${req.body['client_secret']}` : undefined;
        const pair = fromHeader ?? fromBody;
        if (pair !== 'my-client:my-client-secret') {
          response.statusCode = 401;
          response.body = { error: 'invalid_client', error_description: 'Client authentication failed' };
        }
      },
    );
    team = await startTeam(dialect, ['sam'], { SWITCHYARD_ENTERPRISE_FEATURES: 'sharing' });
  });

  afterAll(async () => {
    await team?.close();
    await oauth?.stop();
    await target?.close();
    await elsewhere?.close();
  });

  async function test(credentials: Record<string, unknown>, browser = team.owner.browser): Promise<TestResult> {
    const response = await browser.post<Data<TestResult>>('/credentials/test', { credentials });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data;
  }

  describe('each authentication type against a real server', () => {
    it('Basic auth', async () => {
      const data = { user: TARGET.basic.user, password: TARGET.basic.password, testUrl: `${target.base}/basic` };
      expect(await test({ type: 'httpBasicAuth', data })).toEqual(OK);
      expect(await test({ type: 'httpBasicAuth', data: { ...data, password: 'wrong' } })).toEqual({
        status: 'Error',
        message: 'The test request was refused: HTTP 401 Unauthorized.',
      });
    });

    it('Header auth', async () => {
      const data = { name: TARGET.header.name, value: TARGET.header.value, testUrl: `${target.base}/header` };
      expect(await test({ type: 'httpHeaderAuth', data })).toEqual(OK);
      expect((await test({ type: 'httpHeaderAuth', data: { ...data, value: 'wrong' } })).status).toBe('Error');
      expect((await test({ type: 'httpHeaderAuth', data: { ...data, name: 'X-Other' } })).status).toBe('Error');
    });

    it('Query auth', async () => {
      const data = { name: TARGET.query.name, value: TARGET.query.value, testUrl: `${target.base}/query?keep=1` };
      expect(await test({ type: 'httpQueryAuth', data })).toEqual(OK);
      expect(target.seen.at(-1)!.url).toBe(`/query?keep=1&${TARGET.query.name}=${TARGET.query.value}`);
      expect((await test({ type: 'httpQueryAuth', data: { ...data, value: 'wrong' } })).status).toBe('Error');
    });

    it('Digest auth answers the server challenge', async () => {
      const data = { user: TARGET.digest.user, password: TARGET.digest.password, testUrl: `${target.base}/digest?x=1` };
      const before = target.seen.length;
      expect(await test({ type: 'httpDigestAuth', data })).toEqual(OK);
      const requests = target.seen.slice(before);
      expect(requests).toHaveLength(2);
      expect(requests[0]!.headers.authorization).toBeUndefined();
      expect(requests[1]!.headers.authorization).toMatch(
        /^Digest username="dora", realm="switchyard-test", nonce="[0-9a-f]+", uri="\/digest\?x=1", algorithm=MD5, response="[0-9a-f]{32}", qop=auth, nc=00000001, cnonce="[0-9a-f]+", opaque="op4que"$/,
      );
      // The password itself never travels.
      expect(JSON.stringify(requests)).not.toContain(TARGET.digest.password);
      expect(await test({ type: 'httpDigestAuth', data: { ...data, password: 'wrong' } })).toEqual({
        status: 'Error',
        message: 'The test request was refused: HTTP 401 Unauthorized.',
      });
    });

    it('Switchyard API key', async () => {
      const data = { apiKey: TARGET.apiKey, baseUrl: `${target.base}/api/v1/` };
      expect(await test({ type: 'switchyardApi', data })).toEqual(OK);
      expect((await test({ type: 'switchyardApi', data: { ...data, apiKey: 'wrong' } })).status).toBe('Error');
    });

    it('OAuth2 client credentials asks the token endpoint', async () => {
      const data = {
        grantType: 'clientCredentials',
        accessTokenUrl: `${oauth.issuer.url}/token`,
        clientId: 'my-client',
        clientSecret: 'my-client-secret',
        scope: 'read,write',
        authentication: 'header',
      };
      expect(await test({ type: 'oAuth2Api', data })).toEqual(OK);
      expect(await test({ type: 'oAuth2Api', data: { ...data, authentication: 'body' } })).toEqual(OK);
      expect(await test({ type: 'oAuth2Api', data: { ...data, clientSecret: 'wrong' } })).toEqual({
        status: 'Error',
        message: 'The token endpoint refused the request (invalid_client: Client authentication failed).',
      });
    });

    it('OAuth2 authorization code and OAuth1 pass only once an account is connected', async () => {
      const oauth2 = await test({ type: 'oAuth2Api', data: { grantType: 'authorizationCode', clientId: 'c' } });
      expect(oauth2.status).toBe('Error');
      expect(oauth2.message).toContain('not connected');
      expect((await test({ type: 'oAuth1Api', data: { consumerKey: 'k' } })).status).toBe('Error');
    });
  });

  describe('what is tested', () => {
    it('merges the stored secret into a saved credential the owner tests', async () => {
      const saved = await createCredential(team.owner, {
        name: 'saved basic',
        type: 'httpBasicAuth',
        data: { user: TARGET.basic.user, password: TARGET.basic.password, testUrl: `${target.base}/basic` },
      });
      const edited = { user: TARGET.basic.user, password: BLANK, testUrl: `${target.base}/basic` };
      expect(await test({ id: saved.id, type: 'httpBasicAuth', data: edited })).toEqual(OK);
      // A secret left out also comes from the store; unsaved edits to other fields count.
      expect(
        await test({ id: saved.id, type: 'httpBasicAuth', data: { user: TARGET.basic.user, testUrl: `${target.base}/basic` } }),
      ).toEqual(OK);
      expect((await test({ id: saved.id, type: 'httpBasicAuth', data: { ...edited, user: 'bob' } })).status).toBe('Error');
      expect((await test({ id: saved.id, type: 'httpBasicAuth', data: { ...edited, password: 'typed-new' } })).status).toBe('Error');
      // Without an id the sentinel means nothing: no stored secret is used.
      expect((await test({ type: 'httpBasicAuth', data: edited })).status).toBe('Error');
      // Without data, the stored credential as it is.
      expect(await test({ id: saved.id, type: 'httpBasicAuth' })).toEqual(OK);
      const mismatch = await team.owner.browser.post<ApiError>('/credentials/test', {
        credentials: { id: saved.id, type: 'httpHeaderAuth', data: {} },
      });
      expect(mismatch.status).toBe(400);
    });

    it('lets a sharee test only the stored data, so the secret cannot be sent elsewhere', async () => {
      const saved = await createCredential(team.owner, {
        name: 'shared basic',
        type: 'httpBasicAuth',
        data: { user: TARGET.basic.user, password: TARGET.basic.password, testUrl: `${target.base}/basic` },
      });
      expect((await put(team.owner.browser, `/credentials/${saved.id}/share`, { shareWithIds: [team.members['sam']!.id] })).status).toBe(
        200,
      );
      const before = elsewhere.seen.length;
      const result = await test(
        { id: saved.id, type: 'httpBasicAuth', data: { user: TARGET.basic.user, password: BLANK, testUrl: `${elsewhere.base}/steal` } },
        team.members['sam']!.browser,
      );
      expect(result).toEqual(OK);
      expect(elsewhere.seen.length).toBe(before);
    });

    it('says what is missing or wrong instead of failing the call', async () => {
      expect(await test({ type: 'httpBasicAuth', data: { user: 'u', password: 'p' } })).toEqual({
        status: 'Error',
        message: 'Nothing to test yet: set "Test URL" to a URL that needs this credential.',
      });
      expect((await test({ type: 'httpBasicAuth', data: { testUrl: 'ftp://127.0.0.1/file' } })).message).toBe(
        'Only http and https URLs can be used, not ftp.',
      );
      expect((await test({ type: 'httpBasicAuth', data: { testUrl: 'not a url' } })).message).toContain('is not a valid URL');
      const refused = await test({ type: 'httpBasicAuth', data: { testUrl: 'http://127.0.0.1:1/' } });
      expect(refused.status).toBe('Error');
      expect(refused.message).toMatch(/ECONNREFUSED|connect/);
      const unknown = await team.owner.browser.post<ApiError>('/credentials/test', { credentials: { type: 'hubspotApi', data: {} } });
      expect(unknown.status).toBe(400);
      expect((await team.owner.browser.post<ApiError>('/credentials/test', {})).status).toBe(400);
    });

    it('does not follow a redirect to another site with the credential', async () => {
      const before = elsewhere.seen.length;
      const result = await test({
        type: 'httpBasicAuth',
        data: { user: TARGET.basic.user, password: TARGET.basic.password, testUrl: `${target.base}/elsewhere` },
      });
      expect(result.status).toBe('Error');
      expect(result.message).toContain('redirects');
      expect(elsewhere.seen.length).toBe(before);
    });
  });
});
