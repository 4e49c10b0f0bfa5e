/**
 * RSS Read (v1, v1.1) and the RSS Feed Trigger against a real feed server on 127.0.0.1:
 * entries come out with n8n's fields, per-version input handling, n8n's error messages,
 * and the trigger delivers only entries published after it last looked, also across
 * polls of an active workflow.
 */
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { INodeParameters } from '@sdk/workflow';
import { connect, node } from '../../app/server/engine/testing/nodes';
import { createCoreNodeTypes } from '../../app/server/nodes';
import { outputJson, runTestWorkflow } from '../../app/server/engine/testing/run-test-workflow';
import { DIALECTS, type Data } from './accounts-helpers';
import { eventually, setNode, workflowOf } from './webhooks-helpers';
import { createWorkflow, startFileServer, startTeam, type FileServer, type Team } from './workflows-helpers';

interface Entry {
  title: string;
  date: Date;
  author?: string;
}

const entries: Entry[] = [
  { title: 'Older post', date: new Date('2026-01-01T10:00:00Z'), author: 'ada' },
  { title: 'Newer post', date: new Date('2026-02-01T10:00:00Z'), author: 'linus' },
];

function rss(list: readonly Entry[]): string {
  const items = list
    .map(
      (e, i) =>
        `<item><title>${e.title}</title><link>https://example.com/${i}</link><guid>post-${i}-${e.title}</guid><pubDate>${e.date.toUTCString()}</pubDate><author>${e.author ?? ''}</author><description>&lt;p&gt;About ${e.title}&lt;/p&gt;</description></item>`,
    )
    .join('');
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>Blog</title><link>https://example.com</link>${items}</channel></rss>`;
}

const atom = `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Atom blog</title><entry><title>Atom entry</title><link href="https://example.com/atom/1"/><id>urn:1</id><updated>2026-03-01T00:00:00Z</updated><summary>Short</summary></entry></feed>`;

let feeds: FileServer;
// A port nothing listens on (taken, then freed).
let refused = '';
beforeAll(async () => {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  refused = `http://127.0.0.1:${(probe.address() as AddressInfo).port}/feed`;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  feeds = await startFileServer({
    '/rss': (_request, response) => response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(rss(entries)),
    '/atom': (_request, response) => response.writeHead(200, { 'content-type': 'application/atom+xml' }).end(atom),
    '/not-xml': (_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>hello</body></html>'),
  });
});
afterAll(() => feeds.close());

async function read(typeVersion: number, parameters: INodeParameters, input = [{ json: {} }], extra: { continueOnFail?: boolean } = {}) {
  const workflow = {
    nodes: [node('Start', 'manualTrigger'), node('Data', 'noOp'), node('RSS', 'rssFeedRead', parameters, { typeVersion, ...extra })],
    connections: connect(['Start', 'Data'], ['Data', 'RSS']),
  };
  return runTestWorkflow(workflow, { pinData: { Data: input } });
}

describe('RSS Read (n8n-nodes-base.rssFeedRead)', { timeout: 30_000 }, () => {
  it("outputs one item per entry with n8n's fields (RSS and Atom)", async () => {
    const result = await read(1.1, { url: `${feeds.base}/rss` });
    expect(result.data.resultData.error).toBeUndefined();
    const out = outputJson(result, 'RSS') as Array<Record<string, unknown>>;
    expect(out.map((e) => e['title'])).toEqual(['Older post', 'Newer post']);
    expect(out[0]).toMatchObject({
      link: 'https://example.com/0',
      guid: 'post-0-Older post',
      isoDate: '2026-01-01T10:00:00.000Z',
      content: '<p>About Older post</p>',
      contentSnippet: 'About Older post',
    });
    const atomResult = await read(1.1, { url: `${feeds.base}/atom` });
    expect(outputJson(atomResult, 'RSS')).toEqual([
      expect.objectContaining({
        title: 'Atom entry',
        link: 'https://example.com/atom/1',
        id: 'urn:1',
        isoDate: '2026-03-01T00:00:00.000Z',
      }),
    ]);
  });

  it('v1 reads the feed once whatever the input; v1.1 once per input item', async () => {
    const two = [{ json: { n: 1 } }, { json: { n: 2 } }];
    expect(outputJson(await read(1, { url: `${feeds.base}/rss` }, two), 'RSS')).toHaveLength(2);
    const perItem = await read(1.1, { url: `${feeds.base}/rss` }, two);
    expect(outputJson(perItem, 'RSS')).toHaveLength(4);
    const paired = perItem.data.resultData.runData['RSS']?.[0]?.data?.main?.[0]?.map((item) => item.pairedItem);
    expect(paired).toEqual([[{ item: 0 }], [{ item: 0 }], [{ item: 1 }], [{ item: 1 }]]);
  });

  it('keeps custom fields named in the options (v1.1)', async () => {
    const result = await read(1.1, { url: `${feeds.base}/rss`, options: { customFields: 'author' } });
    expect((outputJson(result, 'RSS') as Array<Record<string, unknown>>).map((e) => e['author'])).toEqual(['ada', 'linus']);
  });

  it("fails with n8n's messages: no URL, an invalid URL, nothing listening, not a feed", async () => {
    expect((await read(1.1, { url: '' })).data.resultData.error?.message).toBe('The parameter "URL" has to be set!');
    expect((await read(1.1, { url: 'not a url' })).data.resultData.error?.message).toBe('The provided "URL" is not valid!');
    expect((await read(1.1, { url: refused })).data.resultData.error?.message).toBe(
      `It was not possible to connect to the URL. Please make sure the URL "${refused}" it is valid!`,
    );
    expect((await read(1.1, { url: `${feeds.base}/missing` })).data.resultData.error?.message).toMatch(/404/);
    expect((await read(1.1, { url: `${feeds.base}/not-xml` })).data.resultData.error?.message).toMatch(/could not be read/);
    const continued = await read(1.1, { url: 'not a url' }, undefined, { continueOnFail: true });
    expect(outputJson(continued, 'RSS')).toEqual([{ error: 'The provided "URL" is not valid!' }]);
  });
});

describe('RSS Feed Trigger (n8n-nodes-base.rssFeedReadTrigger)', { timeout: 60_000 }, () => {
  it("has n8n's Poll Times first, every minute by default, as every polling node gets", () => {
    const [first] = createCoreNodeTypes().get('n8n-nodes-base.rssFeedReadTrigger', 1)?.description.properties ?? [];
    expect(first).toMatchObject({ name: 'pollTimes', type: 'fixedCollection', default: { item: [{ mode: 'everyMinute' }] } });
  });

  it("a manual run fetches the feed's first entry", async () => {
    const workflow = { nodes: [node('Feed', 'rssFeedReadTrigger', { feedUrl: `${feeds.base}/rss` })], connections: {} };
    const result = await runTestWorkflow(workflow);
    expect(result.data.resultData.error).toBeUndefined();
    expect(outputJson(result, 'Feed')).toEqual([expect.objectContaining({ title: 'Older post' })]);
  });

  describe.each(DIALECTS)('while active on %s', (dialect) => {
    let team: Team;
    beforeAll(async () => {
      team = await startTeam(dialect, []);
    });
    afterAll(() => team.close());

    it('delivers only entries published after the last poll, and remembers across polls', async () => {
      const trigger = {
        id: 'rss',
        name: 'RSS Feed Trigger',
        type: 'n8n-nodes-base.rssFeedReadTrigger',
        typeVersion: 1,
        position: [0, 0],
        parameters: { pollTimes: { item: [{ mode: 'custom', cronExpression: '* * * * * *' }] }, feedUrl: `${feeds.base}/rss` },
      };
      const workflow = await createWorkflow(
        team.owner,
        workflowOf(`RSS ${dialect}`, [trigger, setNode('Set', { title: '={{ $json.title }}' })]),
      );
      const on = await team.owner.browser.patch<Data<{ active: boolean; versionId: string }>>(`/workflows/${workflow.id}`, {
        active: true,
        versionId: workflow.versionId,
      });
      expect(on.body.data.active).toBe(true);
      // Old entries are never delivered: the first poll only notes the newest date.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      const list = async () =>
        (
          await team.owner.browser.get<Data<{ results: Array<{ id: string; status: string }> }>>(
            `/executions?filter=${encodeURIComponent(JSON.stringify({ workflowId: workflow.id }))}`,
          )
        ).body.data.results;
      expect(await list()).toEqual([]);
      entries.push({ title: 'Fresh post', date: new Date() });
      const ran = await eventually(async () => (await list()).find((e) => e.status === 'success'), 8_000);
      const detail = await team.owner.browser.get<
        Data<{ data: { resultData: { runData: Record<string, Array<{ data: { main: Array<Array<{ json: { title: string } }>> } }>> } } }>
      >(`/executions/${ran.id}`);
      expect(detail.body.data.data.resultData.runData['Set']?.[0]?.data.main[0]?.map((item) => item.json.title)).toEqual(['Fresh post']);
      // Later polls do not deliver it again.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect((await list()).length).toBe(1);
      const stored = await team.owner.browser.get<Data<{ staticData?: unknown }>>(`/workflows/${workflow.id}`);
      expect(JSON.stringify(stored.body.data.staticData)).toContain('lastItemDate');
      await team.owner.browser.patch(`/workflows/${workflow.id}`, { active: false, versionId: on.body.data.versionId });
      entries.pop();
    });

    it('fails the activation when the feed cannot be read, with the reason', async () => {
      const trigger = {
        id: 'rss-bad',
        name: 'RSS Feed Trigger',
        type: 'n8n-nodes-base.rssFeedReadTrigger',
        typeVersion: 1,
        position: [0, 0],
        parameters: { feedUrl: refused },
      };
      const workflow = await createWorkflow(team.owner, workflowOf(`RSS bad ${dialect}`, [trigger]));
      const answer = await team.owner.browser.patch<{ message: string }>(`/workflows/${workflow.id}`, {
        active: true,
        versionId: workflow.versionId,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/It was not possible to connect to the URL/);
    });
  });
});
