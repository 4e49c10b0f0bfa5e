/**
 * Credential permissions, table-driven over real HTTP: every credential route × every
 * kind of user, with the sharing feature on (the full table) and off (a smaller one).
 *
 * The credential under test is owned by a member ("member owner") and shared with
 * another member ("sharee"); a third member has nothing to do with it ("other"); the
 * instance owner neither owns it nor is a sharee; "anonymous" has no session. Every
 * cell gets a fresh credential, so a delete or share in one cell never changes another.
 * Runs on SQLite and (unless SWITCHYARD_TEST_POSTGRES=0) on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, DIALECTS } from './accounts-helpers';
import type { CallResult, Data } from './accounts-helpers';
import { BLANK, createCredential, put, startAuthTarget, startTeam, TARGET } from './credentials-helpers';
import type { ApiCredential, AuthTarget, Team } from './credentials-helpers';

type Role = 'owner' | 'memberOwner' | 'sharee' | 'other' | 'anonymous';
const ROLES: readonly Role[] = ['owner', 'memberOwner', 'sharee', 'other', 'anonymous'];

/** What a cell expects: the status, and for some routes a fact about the answer. */
interface Expectation {
  status: number;
  /** list: whether the credential is listed. */
  sees?: boolean;
  /** get ?includeData=true: whether data came back. */
  data?: boolean;
}

type Route = 'list' | 'get' | 'getData' | 'create' | 'rename' | 'patchData' | 'delete' | 'test' | 'share' | 'new';

/** Sends `route` as `browser` against credential `id`. */
async function call(route: Route, browser: Browser, id: string, shareeId: string, target: AuthTarget): Promise<CallResult> {
  switch (route) {
    case 'list':
      return browser.get('/credentials');
    case 'get':
      return browser.get(`/credentials/${id}`);
    case 'getData':
      return browser.get(`/credentials/${id}?includeData=true`);
    case 'create':
      return browser.post('/credentials', { name: 'mine', type: 'httpHeaderAuth', data: { name: 'X-Api-Key', value: 'v' } });
    case 'rename':
      return browser.patch(`/credentials/${id}`, { name: 'renamed' });
    case 'patchData':
      return browser.patch(`/credentials/${id}`, { data: { user: 'mallory', password: BLANK, testUrl: `${target.base}/basic` } });
    case 'delete':
      return browser.delete(`/credentials/${id}`);
    case 'test':
      return browser.post('/credentials/test', {
        credentials: { id, type: 'httpBasicAuth', data: { user: TARGET.basic.user, password: BLANK, testUrl: `${target.base}/basic` } },
      });
    case 'share':
      return put(browser, `/credentials/${id}/share`, { shareWithIds: [shareeId] });
    case 'new':
      return browser.get('/credentials/new?credentialType=httpBasicAuth');
  }
}

/** Sharing ON: the full table. */
const SHARING_ON: Record<Route, Record<Role, Expectation>> = {
  list: {
    owner: { status: 200, sees: true },
    memberOwner: { status: 200, sees: true },
    sharee: { status: 200, sees: true },
    other: { status: 200, sees: false },
    anonymous: { status: 401 },
  },
  get: {
    owner: { status: 200 },
    memberOwner: { status: 200 },
    sharee: { status: 200 },
    other: { status: 404 },
    anonymous: { status: 401 },
  },
  getData: {
    owner: { status: 200, data: true },
    memberOwner: { status: 200, data: true },
    sharee: { status: 200, data: false },
    other: { status: 404 },
    anonymous: { status: 401 },
  },
  create: {
    owner: { status: 200 },
    memberOwner: { status: 200 },
    sharee: { status: 200 },
    other: { status: 200 },
    anonymous: { status: 401 },
  },
  rename: {
    owner: { status: 200 },
    memberOwner: { status: 200 },
    sharee: { status: 403 },
    other: { status: 404 },
    anonymous: { status: 401 },
  },
  patchData: {
    owner: { status: 403 },
    memberOwner: { status: 200 },
    sharee: { status: 403 },
    other: { status: 404 },
    anonymous: { status: 401 },
  },
  delete: {
    owner: { status: 200 },
    memberOwner: { status: 200 },
    sharee: { status: 403 },
    other: { status: 404 },
    anonymous: { status: 401 },
  },
  test: {
    owner: { status: 200 },
    memberOwner: { status: 200 },
    sharee: { status: 200 },
    other: { status: 404 },
    anonymous: { status: 401 },
  },
  share: {
    owner: { status: 403 },
    memberOwner: { status: 200 },
    sharee: { status: 403 },
    other: { status: 404 },
    anonymous: { status: 401 },
  },
  new: {
    owner: { status: 200 },
    memberOwner: { status: 200 },
    sharee: { status: 200 },
    other: { status: 200 },
    anonymous: { status: 401 },
  },
};

/**
 * Sharing OFF: everyone is treated as owner of what they have (the sharee row was made
 * while sharing was on); a member still never reaches another member's credential.
 */
const SHARING_OFF: Partial<Record<Route, Record<Role, Expectation>>> = {
  list: {
    owner: { status: 200, sees: true },
    memberOwner: { status: 200, sees: true },
    sharee: { status: 200, sees: true },
    other: { status: 200, sees: false },
    anonymous: { status: 401 },
  },
  getData: {
    owner: { status: 200, data: true },
    memberOwner: { status: 200, data: true },
    sharee: { status: 200, data: true },
    other: { status: 404 },
    anonymous: { status: 401 },
  },
  patchData: {
    owner: { status: 200 },
    memberOwner: { status: 200 },
    sharee: { status: 200 },
    other: { status: 404 },
    anonymous: { status: 401 },
  },
  delete: {
    owner: { status: 200 },
    memberOwner: { status: 200 },
    sharee: { status: 200 },
    other: { status: 404 },
    anonymous: { status: 401 },
  },
  share: {
    owner: { status: 403 },
    memberOwner: { status: 403 },
    sharee: { status: 403 },
    other: { status: 403 },
    anonymous: { status: 401 },
  },
};

function cells(table: Partial<Record<Route, Record<Role, Expectation>>>): [Route, Role, Expectation][] {
  return Object.entries(table).flatMap(([route, byRole]) =>
    ROLES.map((role) => [route as Route, role, byRole[role]] as [Route, Role, Expectation]),
  );
}

describe.each(DIALECTS)('credential permissions on %s', (dialect) => {
  let target: AuthTarget;

  beforeAll(async () => {
    target = await startAuthTarget();
  });
  afterAll(async () => {
    await target?.close();
  });

  function suite(sharing: boolean, table: Partial<Record<Route, Record<Role, Expectation>>>) {
    let team: Team;

    beforeAll(async () => {
      team = await startTeam(dialect, ['memberOwner', 'sharee', 'other'], {
        SWITCHYARD_ENTERPRISE_FEATURES: sharing ? 'sharing' : '',
      });
    });
    afterAll(async () => {
      await team?.close();
    });

    const browserOf = (role: Role): Browser =>
      role === 'anonymous' ? new Browser(team.server.base) : role === 'owner' ? team.owner.browser : team.members[role]!.browser;

    /** A new credential owned by the member owner and shared with the sharee. */
    async function fresh(): Promise<ApiCredential> {
      const credential = await createCredential(team.members['memberOwner']!, {
        name: 'Team Basic',
        type: 'httpBasicAuth',
        data: { user: TARGET.basic.user, password: TARGET.basic.password, testUrl: `${target.base}/basic` },
      });
      if (sharing) {
        const shared = await put(team.members['memberOwner']!.browser, `/credentials/${credential.id}/share`, {
          shareWithIds: [team.members['sharee']!.id],
        });
        expect(shared.status).toBe(200);
      } else {
        // Shared while the feature was on.
        await team.server.app.switchyard.repositories.credentials.setSharees(credential.id, [team.members['sharee']!.id]);
      }
      return credential;
    }

    it.each(cells(table))('%s as %s', async (route, role, expected) => {
      const credential = await fresh();
      const response = await call(route, browserOf(role), credential.id, team.members['sharee']!.id, target);
      expect(response.status, JSON.stringify(response.body)).toBe(expected.status);
      if (expected.sees !== undefined) {
        const listed = (response.body as Data<ApiCredential[]>).data.map((c) => c.id);
        expect(listed.includes(credential.id)).toBe(expected.sees);
        // The list never carries data.
        expect(JSON.stringify(response.body)).not.toContain(TARGET.basic.password);
        expect((response.body as Data<ApiCredential[]>).data.every((c) => !('data' in c))).toBe(true);
      }
      if (expected.data !== undefined) {
        const body = (response.body as Data<ApiCredential>).data;
        expect('data' in body).toBe(expected.data);
        if (expected.data) expect(body.data).toMatchObject({ user: TARGET.basic.user, password: BLANK });
      }
      // Whoever asks, the stored secret never comes back.
      expect(JSON.stringify(response.body ?? '')).not.toContain(TARGET.basic.password);
      if (route === 'test' && expected.status === 200) {
        expect(response.body).toEqual({ data: { status: 'OK', message: 'Connection successful!' } });
      }
    });
  }

  describe('with sharing on', () => suite(true, SHARING_ON));
  describe('with sharing off', () => suite(false, SHARING_OFF));
});
