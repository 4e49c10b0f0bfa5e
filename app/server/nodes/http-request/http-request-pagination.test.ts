import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { INodeParameters } from '@sdk/workflow';
import { httpRequestNode } from './index';
import { sendJson, startLocalServer } from './testing/local-server';
import type { LocalServer } from './testing/local-server';
import { runNode } from './testing/run-node';

let server: LocalServer;
const ITEMS = Array.from({ length: 7 }, (_, i) => ({ id: i + 1 }));

beforeAll(async () => {
  server = await startLocalServer((req, res) => {
    if (req.path === '/pages') {
      // ?page=N (1-based), 3 per page; past the end an empty list.
      const page = Number(req.query.get('page') ?? '1');
      return sendJson(res, 200, ITEMS.slice((page - 1) * 3, page * 3));
    }
    if (req.path === '/cursor') {
      const cursor = Number(req.query.get('cursor') ?? '0');
      const next = cursor + 3 < ITEMS.length ? cursor + 3 : null;
      return sendJson(res, 200, {
        data: ITEMS.slice(cursor, cursor + 3),
        next: next === null ? null : `${server.url}/cursor?cursor=${next}`,
        more: next !== null,
      });
    }
    if (req.path === '/until-404') {
      const page = Number(req.query.get('p') ?? '0');
      return page < 2 ? sendJson(res, 200, { page }) : sendJson(res, 404, { gone: true });
    }
    if (req.path === '/body-pages') {
      const page = (JSON.parse(req.body.toString() || '{}') as { page?: number }).page ?? 1;
      return sendJson(res, 200, page <= 2 ? [{ page }] : []);
    }
    return sendJson(res, 404, {});
  });
});
afterAll(() => server.close());

const run = (url: string, pagination: INodeParameters, extra: INodeParameters = {}) =>
  runNode(
    {
      type: 'n8n-nodes-base.httpRequest',
      typeVersion: 4.2,
      parameters: { url: `${server.url}${url}`, ...extra, options: { pagination: { pagination } } },
    },
    { types: [httpRequestNode] },
  );

describe('HTTP Request node: pagination', () => {
  it('updates a query parameter per page until the response is empty', async () => {
    server.requests.length = 0;
    const { output } = await run('/pages', {
      paginationMode: 'updateAParameterInEachRequest',
      parameters: { parameters: [{ type: 'qs', name: 'page', value: '={{ $pageCount + 1 }}' }] },
    });
    expect(output?.map((i) => i.json['id'])).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(server.requests.map((r) => r.url)).toEqual(['/pages', '/pages?page=2', '/pages?page=3', '/pages?page=4']);
  });

  it('follows the next URL from the response until the complete expression holds', async () => {
    const { output } = await run('/cursor', {
      paginationMode: 'responseContainsNextURL',
      nextURL: '={{ $response.body.next }}',
      paginationCompleteWhen: 'other',
      completeExpression: '={{ !$response.body.more }}',
    });
    expect(output?.flatMap((i) => (i.json['data'] as { id: number }[]).map((d) => d.id))).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('stops at a listed status code without failing', async () => {
    const { output, result } = await run('/until-404', {
      paginationMode: 'updateAParameterInEachRequest',
      parameters: { parameters: [{ type: 'qs', name: 'p', value: '={{ $pageCount }}' }] },
      paginationCompleteWhen: 'receiveSpecificStatusCodes',
      statusCodesWhenComplete: '404, 410',
    });
    expect(result.status).toBe('success');
    expect(output?.map((i) => i.json)).toEqual([{ page: 0 }, { page: 1 }]);
  });

  it('sets body parameters and respects the page limit', async () => {
    server.requests.length = 0;
    const { output } = await run(
      '/body-pages',
      {
        paginationMode: 'updateAParameterInEachRequest',
        parameters: { parameters: [{ type: 'body', name: 'page', value: '={{ $pageCount + 1 }}' }] },
        limitPagesFetched: true,
        maxRequests: 2,
      },
      { method: 'POST', sendBody: true, contentType: 'json', specifyBody: 'json', jsonBody: '{"page":1}' },
    );
    expect(output?.map((i) => i.json)).toEqual([{ page: 1 }, { page: 2 }]);
    expect(server.requests).toHaveLength(2);
  });

  it('reports a next URL expression that gives nothing', async () => {
    const { result } = await run('/pages', { paginationMode: 'responseContainsNextURL', nextURL: '={{ $response.body.nothing }}' });
    expect(result.data.resultData.error?.message).toBe('The "Next URL" expression gave no URL.');
  });
});
