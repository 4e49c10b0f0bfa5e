/**
 * The rest of the credential permission matrix (credentials-permissions.test.ts has the
 * CRUD, test and share routes): the OAuth connect routes and the translation route,
 * against the instance owner, the member who owns the credential, a member it is shared
 * with, a member it is not shared with and a client without a session, with sharing on
 * and off, on SQLite and (unless SWITCHYARD_TEST_POSTGRES=0) PostgreSQL. Connecting an
 * account changes the credential's connection, so only its owner may (the
 * updateConnection permission); with sharing off everyone who has the credential is treated as owner.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, DIALECTS } from './accounts-helpers';
import type { CallResult, Data } from './accounts-helpers';
import { createCredential, OAUTH1, put, startOAuth1Provider, startTeam } from './credentials-helpers';
import type { OAuth1Provider, Team } from './credentials-helpers';

type Role = 'owner' | 'memberOwner' | 'sharee' | 'other' | 'anonymous';
const ROLES: readonly Role[] = ['owner', 'memberOwner', 'sharee', 'other', 'anonymous'];
type Route = 'GET /oauth2-credential/auth' | 'GET /oauth1-credential/auth' | 'GET /credential-translation';

const SHARING_ON: [Route, ...number[]][] = [
  ['GET /oauth2-credential/auth', 403, 200, 403, 404, 401],
  ['GET /oauth1-credential/auth', 403, 200, 403, 404, 401],
  ['GET /credential-translation', 200, 200, 200, 200, 401],
];
const SHARING_OFF: [Route, ...number[]][] = [
  ['GET /oauth2-credential/auth', 200, 200, 200, 404, 401],
  ['GET /oauth1-credential/auth', 200, 200, 200, 404, 401],
  ['GET /credential-translation', 200, 200, 200, 200, 401],
];

describe.each(DIALECTS)('credential OAuth and translation permissions on %s', (dialect) => {
  let oauth1: OAuth1Provider;
  beforeAll(async () => {
    oauth1 = await startOAuth1Provider();
  });
  afterAll(async () => {
    await oauth1?.close();
  });

  function suite(sharing: boolean, rows: [Route, ...number[]][]) {
    let team: Team;
    beforeAll(async () => {
      team = await startTeam(dialect, ['memberOwner', 'sharee', 'other'], { SWITCHYARD_ENTERPRISE_FEATURES: sharing ? 'sharing' : '' });
    });
    afterAll(async () => {
      await team?.close();
    });

    const browserOf = (role: Role): Browser =>
      role === 'anonymous' ? new Browser(team.server.base) : role === 'owner' ? team.owner.browser : team.members[role]!.browser;

    async function fresh(route: Route): Promise<string> {
      const memberOwner = team.members['memberOwner']!;
      const credential =
        route === 'GET /oauth1-credential/auth'
          ? await createCredential(memberOwner, {
              name: 'Cell OAuth1',
              type: 'oAuth1Api',
              data: {
                authUrl: `${oauth1.base}/authorize`,
                accessTokenUrl: `${oauth1.base}/access_token`,
                requestTokenUrl: `${oauth1.base}/request_token`,
                consumerKey: OAUTH1.consumerKey,
                consumerSecret: OAUTH1.consumerSecret,
                signatureMethod: 'HMAC-SHA1',
              },
            })
          : await createCredential(memberOwner, {
              name: 'Cell OAuth2',
              type: 'oAuth2Api',
              data: {
                grantType: 'authorizationCode',
                authUrl: 'https://provider.example/authorize',
                accessTokenUrl: 'https://provider.example/token',
                clientId: 'client',
                clientSecret: 'secret',
              },
            });
      const shareeId = team.members['sharee']!.id;
      if (sharing) {
        expect((await put(memberOwner.browser, `/credentials/${credential.id}/share`, { shareWithIds: [shareeId] })).status).toBe(200);
      } else {
        await team.server.app.switchyard.repositories.credentials.setSharees(credential.id, [shareeId]);
      }
      return credential.id;
    }

    function call(route: Route, browser: Browser, id: string): Promise<CallResult> {
      if (route === 'GET /credential-translation') return browser.get('/credential-translation?credentialType=oAuth2Api');
      return browser.get(`${route.slice('GET '.length)}?id=${id}`);
    }

    const cells = rows.flatMap(([route, ...statuses]) => ROLES.map((role, i) => [route, role, statuses[i]!] as const));
    it.each(cells)('%s as %s: %i', async (route, role, status) => {
      const id = await fresh(route);
      const response = await call(route, browserOf(role), id);
      expect(response.status, JSON.stringify(response.body)).toBe(status);
      if (status === 200 && route !== 'GET /credential-translation') {
        expect((response.body as Data<string>).data).toMatch(/^https?:\/\//);
      }
    });
  }

  describe('with sharing on', () => suite(true, SHARING_ON));
  describe('with sharing off', () => suite(false, SHARING_OFF));
});
