/**
 * The workflow permission matrix over real HTTP: every workflow route against
 * every kind of caller, with the status each must get.
 *
 * With sharing on, the callers are the instance owner, the member who created the
 * workflow (its owner), a member it is shared with, a member it is not shared with, and
 * a client without a session. With sharing off, everyone is treated as owner of what they
 * have: a member of their own workflows, the instance owner of every workflow; another
 * member's workflow stays out of reach (404), as with sharing on.
 * A workflow the caller may not read is 404, not 403, so its existence does not leak.
 * Every cell starts from a fresh workflow; a refused change must leave it as it was.
 * Runs on SQLite and (unless SWITCHYARD_TEST_POSTGRES=0) on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, DIALECTS } from './accounts-helpers';
import type { CallResult, Data } from './accounts-helpers';
import { createWorkflow, json, manualWorkflow, put, startFileServer, startTeam } from './workflows-helpers';
import type { ApiWorkflow, FileServer, Team } from './workflows-helpers';

type Caller = 'owner' | 'memberOwner' | 'sharee' | 'nonSharee' | 'anonymous';
type CallerOff = 'owner' | 'memberOwner' | 'otherMember' | 'anonymous';

/** What a cell gets: the workflow made for it and the file server for imports. */
interface Cell {
  workflow: ApiWorkflow;
  files: FileServer;
  /** Ids that may be shared with (a member who is neither owner nor caller). */
  shareTarget: string;
}

interface RouteCase<C extends string> {
  route: string;
  /** Whether the route changes the workflow (a refusal must leave it unchanged). */
  mutates: boolean;
  call(browser: Browser, cell: Cell): Promise<CallResult>;
  expected: Record<C, number>;
}

const GOOD_WORKFLOW = {
  name: 'From a URL',
  nodes: [{ name: 'A', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [0, 0] }],
  connections: {},
};

const routes = {
  list: (b: Browser) => b.get('/workflows'),
  getOne: (b: Browser, c: Cell) => b.get(`/workflows/${c.workflow.id}`),
  create: (b: Browser) => b.post('/workflows', manualWorkflow('Created in a cell')),
  save: (b: Browser, c: Cell) =>
    b.patch(`/workflows/${c.workflow.id}`, {
      ...c.workflow,
      nodes: c.workflow.nodes.map((n) => ({ ...n, position: [n.position[0] + 20, n.position[1]] })),
    }),
  rename: (b: Browser, c: Cell) => b.patch(`/workflows/${c.workflow.id}`, { name: 'Renamed', versionId: c.workflow.versionId }),
  remove: (b: Browser, c: Cell) => b.delete(`/workflows/${c.workflow.id}`),
  share: (b: Browser, c: Cell) => put(b, `/workflows/${c.workflow.id}/share`, { shareWithIds: [c.shareTarget] }),
  newName: (b: Browser) => b.get('/workflows/new'),
  fromUrl: (b: Browser, c: Cell) => b.get(`/workflows/from-url?url=${encodeURIComponent(`${c.files.base}/good.json`)}`),
};

/** Sharing on: [route, mutates, owner, memberOwner, sharee, nonSharee, anonymous]. */
const SHARING_ON: RouteCase<Caller>[] = (
  [
    ['GET /workflows', false, routes.list, 200, 200, 200, 200, 401],
    ['GET /workflows/:id', false, routes.getOne, 200, 200, 200, 404, 401],
    ['POST /workflows', false, routes.create, 200, 200, 200, 200, 401],
    ['PATCH /workflows/:id', true, routes.save, 200, 200, 403, 404, 401],
    ['PATCH /workflows/:id (name only)', true, routes.rename, 200, 200, 403, 404, 401],
    ['DELETE /workflows/:id', true, routes.remove, 200, 200, 403, 404, 401],
    ['PUT /workflows/:id/share', true, routes.share, 403, 200, 403, 404, 401],
    ['GET /workflows/new', false, routes.newName, 200, 200, 200, 200, 401],
    ['GET /workflows/from-url', false, routes.fromUrl, 200, 200, 200, 200, 401],
  ] as const
).map(([route, mutates, call, owner, memberOwner, sharee, nonSharee, anonymous]) => ({
  route,
  mutates,
  call,
  expected: { owner, memberOwner, sharee, nonSharee, anonymous },
}));

/** Sharing off: [route, mutates, owner, memberOwner, otherMember, anonymous]. */
const SHARING_OFF: RouteCase<CallerOff>[] = (
  [
    ['GET /workflows', false, routes.list, 200, 200, 200, 401],
    ['GET /workflows/:id', false, routes.getOne, 200, 200, 404, 401],
    ['POST /workflows', false, routes.create, 200, 200, 200, 401],
    ['PATCH /workflows/:id', true, routes.save, 200, 200, 404, 401],
    ['PATCH /workflows/:id (name only)', true, routes.rename, 200, 200, 404, 401],
    ['DELETE /workflows/:id', true, routes.remove, 200, 200, 404, 401],
    ['PUT /workflows/:id/share', true, routes.share, 403, 403, 403, 401],
    ['GET /workflows/new', false, routes.newName, 200, 200, 200, 401],
    ['GET /workflows/from-url', false, routes.fromUrl, 200, 200, 200, 401],
  ] as const
).map(([route, mutates, call, owner, memberOwner, otherMember, anonymous]) => ({
  route,
  mutates,
  call,
  expected: { owner, memberOwner, otherMember, anonymous },
}));

const ON_CALLERS: Caller[] = ['owner', 'memberOwner', 'sharee', 'nonSharee', 'anonymous'];
const OFF_CALLERS: CallerOff[] = ['owner', 'memberOwner', 'otherMember', 'anonymous'];

describe.each(DIALECTS)('workflow permissions on %s', (dialect) => {
  let files: FileServer;

  beforeAll(async () => {
    files = await startFileServer({ '/good.json': json(GOOD_WORKFLOW) });
  });

  afterAll(async () => {
    await files?.close();
  });

  describe('with sharing on', () => {
    let team: Team;
    const browsers = {} as Record<Caller, Browser>;

    beforeAll(async () => {
      team = await startTeam(dialect, ['creator', 'sharee', 'outsider', 'target'], { SWITCHYARD_ENTERPRISE_FEATURES: 'sharing' });
      browsers.owner = team.owner.browser;
      browsers.memberOwner = team.members['creator']!.browser;
      browsers.sharee = team.members['sharee']!.browser;
      browsers.nonSharee = team.members['outsider']!.browser;
      browsers.anonymous = new Browser(team.server.base);
    });

    afterAll(async () => {
      await team?.close();
    });

    /** A workflow of the member owner, shared with the sharee. */
    async function freshCell(): Promise<Cell> {
      const creator = team.members['creator']!;
      const workflow = await createWorkflow(creator, manualWorkflow('Cell workflow'));
      const shared = await put<Data<{ sharedWith: { id: string }[] }>>(creator.browser, `/workflows/${workflow.id}/share`, {
        shareWithIds: [team.members['sharee']!.id],
      });
      expect(shared.status).toBe(200);
      const read = await creator.browser.get<Data<ApiWorkflow>>(`/workflows/${workflow.id}`);
      return { workflow: read.body.data, files, shareTarget: team.members['target']!.id };
    }

    const cells = SHARING_ON.flatMap((c) => ON_CALLERS.map((caller) => ({ ...c, caller, status: c.expected[caller] })));

    it.each(cells)('$route as $caller → $status', async ({ call, caller, status, mutates }) => {
      const cell = await freshCell();
      const response = await call(browsers[caller], cell);
      expect(response.status, JSON.stringify(response.body)).toBe(status);
      if (status >= 400) {
        expect(response.body).toMatchObject({ code: status });
        if (mutates) {
          const after = await browsers.memberOwner.get<Data<ApiWorkflow>>(`/workflows/${cell.workflow.id}`);
          expect(after.status).toBe(200);
          expect(after.body.data.versionId).toBe(cell.workflow.versionId);
          expect(after.body.data.sharedWith.map((s) => s.id)).toEqual([team.members['sharee']!.id]);
        }
      }
    });

    it('lists for each caller only the workflows they may read', async () => {
      const cell = await freshCell();
      const sees = async (caller: Caller) => {
        const response = await browsers[caller].get<{ data: ApiWorkflow[] }>('/workflows');
        return response.body.data.some((w) => w.id === cell.workflow.id);
      };
      expect(await sees('owner')).toBe(true);
      expect(await sees('memberOwner')).toBe(true);
      expect(await sees('sharee')).toBe(true);
      expect(await sees('nonSharee')).toBe(false);
    });

    it('records the creator as owner and shows the sharees', async () => {
      const cell = await freshCell();
      expect(cell.workflow.ownedBy?.id).toBe(team.members['creator']!.id);
      expect(cell.workflow.sharedWith).toEqual([
        { id: team.members['sharee']!.id, email: 'sharee@example.com', firstName: 'sharee', lastName: 'Member' },
      ]);
      const asSharee = await browsers.sharee.get<Data<ApiWorkflow>>(`/workflows/${cell.workflow.id}`);
      expect(asSharee.body.data.ownedBy?.id).toBe(team.members['creator']!.id);
    });

    it('shares only with members who signed up, never with the owner itself', async () => {
      const cell = await freshCell();
      const creator = browsers.memberOwner;
      const path = `/workflows/${cell.workflow.id}/share`;
      const cases: [unknown, RegExp][] = [
        [{ shareWithIds: [team.owner.id] }, /is not a member who has signed up/],
        [{ shareWithIds: ['no-such-user'] }, /"no-such-user" is not a member/],
        [{ shareWithIds: [team.members['creator']!.id] }, /owner of a workflow cannot also be one of its sharees/],
        [{ shareWithIds: 'x' }, /^Invalid request: shareWithIds: /],
        [{}, /^Invalid request: shareWithIds: /],
      ];
      for (const [body, message] of cases) {
        const response = await put<{ message: string }>(creator, path, body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(response.body.message).toMatch(message);
      }
      const pending = await team.owner.browser.post<Data<{ user: { id: string } }[]>>('/users', [{ email: 'pending@example.com' }]);
      const pendingId = pending.body.data[0]!.user.id;
      const refused = await put<{ message: string }>(creator, path, { shareWithIds: [pendingId] });
      expect(refused.status).toBe(400);

      // The list replaces the sharees: the old one loses access.
      const moved = await put<Data<{ sharedWith: { id: string }[] }>>(creator, path, { shareWithIds: [team.members['outsider']!.id] });
      expect(moved.status).toBe(200);
      expect(moved.body.data.sharedWith.map((s) => s.id)).toEqual([team.members['outsider']!.id]);
      expect((await browsers.sharee.get(`/workflows/${cell.workflow.id}`)).status).toBe(404);
      expect((await browsers.nonSharee.get(`/workflows/${cell.workflow.id}`)).status).toBe(200);
      const none = await put<Data<{ sharedWith: unknown[] }>>(creator, path, { shareWithIds: [] });
      expect(none.body.data.sharedWith).toEqual([]);
    });

    it('answers 404 the same for a missing workflow and one the caller may not read', async () => {
      const cell = await freshCell();
      const hidden = await browsers.nonSharee.get<{ message: string }>(`/workflows/${cell.workflow.id}`);
      const missing = await browsers.nonSharee.get<{ message: string }>('/workflows/AAAAAAAAAAAAAAAA');
      expect(hidden.status).toBe(404);
      expect(missing.status).toBe(404);
      expect(hidden.body.message).toBe(`Workflow with ID "${cell.workflow.id}" could not be found.`);
      expect(missing.body.message).toBe('Workflow with ID "AAAAAAAAAAAAAAAA" could not be found.');
    });
  });

  describe('with sharing off (everyone is treated as owner of what they have)', () => {
    let team: Team;
    const browsers = {} as Record<CallerOff, Browser>;

    beforeAll(async () => {
      team = await startTeam(dialect, ['creator', 'other', 'target']);
      browsers.owner = team.owner.browser;
      browsers.memberOwner = team.members['creator']!.browser;
      browsers.otherMember = team.members['other']!.browser;
      browsers.anonymous = new Browser(team.server.base);
    });

    afterAll(async () => {
      await team?.close();
    });

    async function freshCell(): Promise<Cell> {
      const workflow = await createWorkflow(team.members['creator']!, manualWorkflow('Cell workflow'));
      return { workflow, files, shareTarget: team.members['target']!.id };
    }

    const cells = SHARING_OFF.flatMap((c) => OFF_CALLERS.map((caller) => ({ ...c, caller, status: c.expected[caller] })));

    it.each(cells)('$route as $caller → $status', async ({ call, caller, status, mutates }) => {
      const cell = await freshCell();
      const response = await call(browsers[caller], cell);
      expect(response.status, JSON.stringify(response.body)).toBe(status);
      if (status >= 400 && mutates) {
        const after = await browsers.memberOwner.get<Data<ApiWorkflow>>(`/workflows/${cell.workflow.id}`);
        expect(after.body.data.versionId).toBe(cell.workflow.versionId);
      }
    });

    it("lists a member's workflows for them and the instance owner only, and says sharing is off", async () => {
      const cell = await freshCell();
      const sees = async (caller: CallerOff) =>
        (await browsers[caller].get<{ data: ApiWorkflow[] }>('/workflows')).body.data.some((w) => w.id === cell.workflow.id);
      expect(await sees('memberOwner')).toBe(true);
      expect(await sees('owner')).toBe(true);
      expect(await sees('otherMember')).toBe(false);
      // The creator is still recorded as owner, so turning sharing on later keeps it right.
      expect(cell.workflow.ownedBy?.id).toBe(team.members['creator']!.id);
      const share = await put<{ message: string }>(browsers.memberOwner, `/workflows/${cell.workflow.id}/share`, { shareWithIds: [] });
      expect(share.body.message).toBe('Sharing is not enabled on this instance.');
    });
  });
});
