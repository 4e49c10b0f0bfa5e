/**
 * A bounded fuzz test of every route the server registers (read from fastify's route
 * table, so new routes are covered without editing this file): malformed, oversized and
 * wrongly typed bodies, queries and path parameters, sent as the instance owner, a
 * member, an API-key holder and nobody. No answer may be a 5xx, and afterwards the server
 * must still answer and still save. Runs on SQLite, and with fewer runs per route on
 * PostgreSQL (unless SWITCHYARD_TEST_POSTGRES=0). SWITCHYARD_FUZZ_RUNS changes the number
 * of runs per route (SWITCHYARD_FUZZ_MS the time limit per route); a failure prints the
 * seed and the shrunk request to replay.
 *
 * The seed is fixed (SWITCHYARD_FUZZ_SEED changes it; `random` draws one per run), so CI
 * sends the same requests for the same code and a red run means a change broke something,
 * not that the dice rolled differently. Exploring with random seeds is a separate, local
 * habit: `SWITCHYARD_FUZZ_SEED=random npx vitest run tests/integration/fuzz-routes.test.ts`.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '../../app/server/http/route-table';
import type { RouteEntry } from '../../app/server/http/route-table';
import { Browser, DIALECTS, GOOD_PASSWORD } from './accounts-helpers';
import type { Data } from './accounts-helpers';
import { bodyArb, OTHER_METHODS, paramArb, queryArb } from './fuzz-helpers';
import type { FuzzBody } from './fuzz-helpers';
import { apiClientOf, publicWorkflowBody, recordExecution, SCHEDULE_NODES } from './public-api-helpers';
import { createWorkflow, put, startTeam } from './workflows-helpers';
import type { Team } from './workflows-helpers';

const RUNS = { sqlite: 25, postgres: 8 } as const;
/** The seed every route's runs derive from (see the header comment). */
const SEED_SETTING = process.env['SWITCHYARD_FUZZ_SEED'] ?? '20261129';
const BASE_SEED = SEED_SETTING === 'random' ? Math.floor(Math.random() * 2 ** 31) : Number(SEED_SETTING);

/** A per-route seed, so adding a route does not change the requests sent to the others. */
function routeSeed(route: RouteEntry): number {
  let hash = BASE_SEED | 0;
  for (const char of `${route.method} ${route.url}`) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}
/** Runs every route gets however long they take. */
const MIN_RUNS = 3;
/**
 * Time per route (ms) after which its runs stop early, so a loaded machine still finishes
 * in about 40 s (70 routes); an idle one does all runs well within it.
 */
const ROUTE_TIME_LIMIT_MS = { sqlite: 350, postgres: 150 } as const;
/** The server's body limit here (MiB), low so an oversized body is cheap to send to every route. */
const BODY_LIMIT_MIB = 1;
const REQUEST_TIMEOUT_MS = 20_000;

type Caller = 'owner' | 'member' | 'apiKey' | 'memberKey' | 'nobody';

interface Sent {
  method: string;
  url: string;
  caller: Caller;
  body: FuzzBody;
}

describe.each(DIALECTS)('fuzzing every route on %s', (dialect) => {
  let team: Team;
  let apiKeys: { owner: string; member: string };
  let ids: string[];
  let routes: readonly RouteEntry[];

  beforeAll(async () => {
    team = await startTeam(dialect, ['mia', 'victim'], {
      SWITCHYARD_ENTERPRISE_FEATURES: 'sharing,logStreaming,ldap,saml',
      N8N_PAYLOAD_SIZE_MAX: String(BODY_LIMIT_MIB),
    });
    apiKeys = {
      owner: (await apiClientOf(team, team.owner)).apiKey!,
      member: (await apiClientOf(team, team.members['mia']!)).apiKey!,
    };
    // Real ids, so fuzzed calls reach the handlers behind the "not found" checks.
    const mia = team.members['mia']!;
    const workflow = await createWorkflow(mia, { ...publicWorkflowBody('Fuzz target', SCHEDULE_NODES) });
    const credential = await mia.browser.post<Data<{ id: string }>>('/credentials', {
      name: 'Fuzz credential',
      type: 'httpHeaderAuth',
      data: { name: 'X', value: 'v' },
    });
    const tag = await team.owner.browser.post<Data<{ id: string }>>('/tags', { name: 'fuzz' });
    expect((await put(mia.browser, `/workflows/${workflow.id}/share`, { shareWithIds: [team.members['victim']!.id] })).status).toBe(200);
    const execution = await recordExecution(team, workflow.id, 'success');
    ids = [
      workflow.id,
      credential.body.data.id,
      execution,
      tag.body.data.id,
      team.members['victim']!.id,
      team.owner.id,
      'httpHeaderAuth',
      'oAuth2Api',
    ];
    routes = routeTable(team.server.app);
  });
  afterAll(async () => {
    await team?.close();
  });

  /** Signs the owner and member in again and remakes API keys when a fuzzed call ended them. */
  async function restoreCallers(): Promise<void> {
    const { repositories } = team.server.app.switchyard;
    for (const [actor, email, password] of [
      [team.owner, 'owner@example.com', GOOD_PASSWORD],
      [team.members['mia']!, 'mia@example.com', 'Member-Pass1'],
    ] as const) {
      if ((await actor.browser.get('/login')).status === 200) continue;
      const stored = await repositories.users.findById(actor.id);
      const fresh = new Browser(team.server.base);
      const login = await fresh.post('/login', { email: stored?.email ?? email, password });
      expect(login.status, `signing ${email} in again: ${JSON.stringify(login.body)}`).toBe(200);
      actor.browser.cookies.clear();
      for (const [k, v] of fresh.cookies) actor.browser.cookies.set(k, v);
    }
    for (const [which, actor] of [
      ['owner', team.owner],
      ['member', team.members['mia']!],
    ] as const) {
      if ((await repositories.apiKeys.findUserIdByKey(apiKeys[which])) === undefined) {
        apiKeys[which] = (await apiClientOf(team, actor)).apiKey!;
      }
    }
  }

  async function send(sent: Sent): Promise<{ status: number; text: string }> {
    const headers: Record<string, string> = {};
    if (sent.caller === 'owner' || sent.caller === 'member') {
      const browser = sent.caller === 'owner' ? team.owner.browser : team.members['mia']!.browser;
      headers['cookie'] = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    if (sent.caller === 'apiKey') headers['x-n8n-api-key'] = apiKeys.owner;
    if (sent.caller === 'memberKey') headers['x-n8n-api-key'] = apiKeys.member;
    if (sent.body.contentType !== undefined) headers['content-type'] = sent.body.contentType;
    headers['push-ref'] = 'fuzz-tab';
    const response = await fetch(`${team.server.base}${sent.url}`, {
      method: sent.method,
      headers,
      body: sent.method === 'GET' || sent.method === 'HEAD' ? undefined : sent.body.text,
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    // An event stream never ends: its status is what counts.
    if ((response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
      await response.body?.cancel();
      return { status: response.status, text: '(event stream)' };
    }
    return { status: response.status, text: await response.text() };
  }

  function requestArb(route: RouteEntry): fc.Arbitrary<Sent> {
    const segments = route.url.split('/');
    const params = segments.map((segment) =>
      segment.startsWith(':')
        ? paramArb(ids)
        : segment === '*'
          ? fc.constantFrom('', 'x', 'a/b', '%zz', 'index.html')
          : fc.constant(segment),
    );
    return fc
      .record({
        path: fc.tuple(...params).map((parts) => parts.join('/')),
        query: queryArb(ids),
        body: bodyArb(ids),
        caller: fc.constantFrom<Caller>('owner', 'owner', 'member', 'apiKey', 'nobody'),
        // Now and then the wrong method, so 404/405 paths are covered too.
        method: fc.oneof({ weight: 9, arbitrary: fc.constant(route.method) }, { weight: 1, arbitrary: fc.constantFrom(...OTHER_METHODS) }),
      })
      .map(({ path, query, body, caller, method }) => ({
        method,
        url: query === '' ? path : `${path}?${query}`,
        // API routes are called with the key; others mostly with a session.
        caller: !route.url.startsWith('/api/') || caller === 'nobody' ? caller : caller === 'member' ? 'memberKey' : 'apiKey',
        body,
      }));
  }

  it('never answers 5xx to malformed input, and the server still works afterwards', { timeout: 240_000 }, async () => {
    expect(routes.length).toBeGreaterThan(40);
    const numRuns = Number(process.env['SWITCHYARD_FUZZ_RUNS'] ?? RUNS[dialect]);
    const failures: string[] = [];
    for (const route of routes) {
      await restoreCallers();
      const property = fc.asyncProperty(requestArb(route), async (sent) => {
        const { status, text } = await send(sent);
        if (status >= 500) throw new Error(`${sent.method} ${sent.url} as ${sent.caller} → ${status} ${text.slice(0, 300)}`);
      });
      // A few runs whatever the time, then more until the route's time is up.
      const timeLimit = Number(process.env['SWITCHYARD_FUZZ_MS'] ?? ROUTE_TIME_LIMIT_MS[dialect]);
      for (const options of [
        { numRuns: Math.min(MIN_RUNS, numRuns), seed: routeSeed(route) },
        {
          numRuns: Math.max(numRuns - MIN_RUNS, 0),
          seed: routeSeed(route) + 1,
          interruptAfterTimeLimit: timeLimit,
          markInterruptAsFailure: false,
        },
      ]) {
        if (options.numRuns === 0) continue;
        const result = await fc.check(property, options);
        // An interrupt before any run is no failure here; the first round already ran.
        if (result.failed && result.counterexample !== null) {
          failures.push(`${route.method} ${route.url}: ${fc.defaultReportMessage(result)}`);
          break;
        }
      }
    }
    expect(failures).toEqual([]);

    // A body over the limit is 413 with a message, wherever it is sent.
    const oversized = JSON.stringify({ name: 'x'.repeat(BODY_LIMIT_MIB * 1024 * 1024) });
    for (const route of routes.filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method))) {
      const url = route.url.replace(/:\w+/g, encodeURIComponent(ids[0]!)).replace('*', 'x');
      const caller = route.url.startsWith('/api/') ? 'apiKey' : 'owner';
      const { status, text } = await send({
        method: route.method,
        url,
        caller,
        body: { text: oversized, contentType: 'application/json' },
      });
      expect(status, `${route.method} ${url}: ${text.slice(0, 200)}`).toBe(413);
      expect(text).toContain('larger than the limit');
    }

    // Still alive, still reading and writing.
    await restoreCallers();
    expect((await fetch(`${team.server.base}/healthz`)).status).toBe(200);
    const saved = await team.owner.browser.post<Data<{ id: string }>>('/workflows', { name: 'After the fuzz' });
    expect(saved.status).toBe(200);
    expect((await team.owner.browser.get(`/workflows/${saved.body.data.id}`)).status).toBe(200);
  });
});
