/**
 * The bytes HTTP Request v3/v4.x puts on the wire, as n8n sends them: its request helper
 * writes query parameters and form-urlencoded bodies with the `qs` library (a space is
 * %20, `*!'()` are escaped and `~` is not, arrays as `a[0]=` unless the node asks for
 * another format), after the URL's own query as typed. The server records the request
 * line and the body exactly as they arrived.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IDataObject, INodeParameters } from '@sdk/workflow';
import { httpRequestNode } from './index';
import { httpRequestV1Node, httpRequestV2Node } from './v1';
import { sendJson, startLocalServer } from './testing/local-server';
import type { LocalServer, SeenRequest } from './testing/local-server';
import { runNode } from './testing/run-node';

let server: LocalServer;

beforeAll(async () => {
  server = await startLocalServer((req, res) => {
    if (req.path === '/cursor') {
      const next = req.query.get('cursor') === null ? `${server.url}/cursor?cursor=3` : null;
      return sendJson(res, 200, { more: next !== null, next });
    }
    if (req.path === '/pages') {
      const page = Number(new URLSearchParams(req.body.toString()).get('page') ?? '1');
      return sendJson(res, 200, page <= 2 ? [{ page }] : []);
    }
    return sendJson(res, 200, { ok: true });
  });
});
afterAll(() => server.close());

/** A value with every character whose encoding differs between encoders. */
const SPECIAL = "a b~*!'()é";
/** {@link SPECIAL} as qs writes it. */
const SPECIAL_QS = 'a%20b~%2A%21%27%28%29%C3%A9';

async function send(parameters: INodeParameters, typeVersion = 4.2, credentials?: Record<string, IDataObject>): Promise<SeenRequest> {
  const types = typeVersion < 3 ? [httpRequestV1Node, httpRequestV2Node] : [httpRequestNode];
  const before = server.requests.length;
  const type = parameters['genericAuthType'] as string | undefined;
  const { result } = await runNode(
    {
      type: 'n8n-nodes-base.httpRequest',
      typeVersion,
      parameters: { url: `${server.url}/wire`, ...parameters },
      ...(type ? { credentials: { [type]: { id: 'c1', name: 'c' } } } : {}),
    },
    { types, ...(credentials ? { credentials } : {}) },
  );
  expect(result.status).toBe('success');
  expect(server.requests.length).toBe(before + 1);
  return server.requests[before]!;
}

const queryRows = (...rows: Array<[string, string]>): INodeParameters => ({
  sendQuery: true,
  queryParameters: { parameters: rows.map(([name, value]) => ({ name, value })) },
});

const formRows = (...rows: Array<[string, string]>): INodeParameters => ({
  method: 'POST',
  sendBody: true,
  contentType: 'form-urlencoded',
  bodyParameters: { parameters: rows.map(([name, value]) => ({ name, value })) },
});

describe('HTTP Request v3/v4: query parameters on the wire', () => {
  it("encodes values as qs does: %20 for a space, ~ kept, * ! ' ( ) escaped, UTF-8 bytes", async () => {
    const seen = await send(queryRows(['q', SPECIAL], ['name with space', 'ü']), 3);
    expect(seen.requestLine).toBe(`GET /wire?q=${SPECIAL_QS}&name%20with%20space=%C3%BC HTTP/1.1`);
  });

  it('writes arrays as a[0]= when the Array Format option is absent, and as each format says', async () => {
    const rows = queryRows(['tag', 'x y'], ['tag', 'z'], ['one', '1']);
    const line = (format?: string) =>
      send({ ...rows, ...(format ? { options: { queryParameterArrays: format } } : {}) }, 4.3).then((seen) => seen.requestLine);
    expect(await line()).toBe('GET /wire?tag%5B0%5D=x%20y&tag%5B1%5D=z&one=1 HTTP/1.1');
    expect(await line('indices')).toBe('GET /wire?tag%5B0%5D=x%20y&tag%5B1%5D=z&one=1 HTTP/1.1');
    expect(await line('brackets')).toBe('GET /wire?tag%5B%5D=x%20y&tag%5B%5D=z&one=1 HTTP/1.1');
    expect(await line('repeat')).toBe('GET /wire?tag=x%20y&tag=z&one=1 HTTP/1.1');
  });

  it('writes JSON query values with qs: nested objects as a[b]=, null as an empty value, arrays by format', async () => {
    const json = (format?: string) =>
      send({
        sendQuery: true,
        specifyQuery: 'json',
        jsonQuery: JSON.stringify({ s: SPECIAL, filter: { state: 'open now' }, none: null, ids: [1, 2] }),
        ...(format ? { options: { queryParameterArrays: format } } : {}),
      }).then((seen) => seen.requestLine);
    expect(await json()).toBe(`GET /wire?s=${SPECIAL_QS}&filter%5Bstate%5D=open%20now&none=&ids%5B0%5D=1&ids%5B1%5D=2 HTTP/1.1`);
    expect(await json('repeat')).toBe(`GET /wire?s=${SPECIAL_QS}&filter%5Bstate%5D=open%20now&none=&ids=1&ids=2 HTTP/1.1`);
  });

  it("keeps the URL's own query as typed and appends the parameters after it", async () => {
    const seen = await send({ url: `${server.url}/wire?fixed=a+b&t=~&u=%7E`, ...queryRows(['q', 'x y']) });
    expect(seen.requestLine).toBe('GET /wire?fixed=a+b&t=~&u=%7E&q=x%20y HTTP/1.1');
  });

  it('sends a row left without a name as n8n does (`=value`)', async () => {
    const seen = await send(queryRows(['', ''], ['a', '1']));
    expect(seen.requestLine).toBe('GET /wire?=&a=1 HTTP/1.1');
  });

  it("writes a query credential's parameter with the node's, in the same encoding", async () => {
    const seen = await send(
      { ...queryRows(['q', 'x y']), authentication: 'genericCredentialType', genericAuthType: 'httpQueryAuth' },
      4.2,
      {
        httpQueryAuth: { name: 'api key', value: "k 1'" },
      },
    );
    expect(seen.requestLine).toBe('GET /wire?q=x%20y&api%20key=k%201%27 HTTP/1.1');
  });

  it("appends the node's query parameters to a pagination Next URL, as n8n does", async () => {
    server.requests.length = 0;
    await runNode(
      {
        type: 'n8n-nodes-base.httpRequest',
        typeVersion: 4.2,
        parameters: {
          url: `${server.url}/cursor`,
          ...queryRows(['limit', '3 per page']),
          options: {
            pagination: {
              pagination: {
                paginationMode: 'responseContainsNextURL',
                nextURL: '={{ $response.body.next }}',
                paginationCompleteWhen: 'other',
                completeExpression: '={{ !$response.body.more }}',
              },
            },
          },
        },
      },
      { types: [httpRequestNode] },
    );
    expect(server.requests.map((r) => r.requestLine)).toEqual([
      'GET /cursor?limit=3%20per%20page HTTP/1.1',
      'GET /cursor?cursor=3&limit=3%20per%20page HTTP/1.1',
    ]);
  });
});

describe('HTTP Request v3/v4: form-urlencoded bodies on the wire', () => {
  it('encodes rows as qs does, with the Content-Type n8n sets', async () => {
    const seen = await send(formRows(['a', '1 2'], ['b', `x&y=${SPECIAL}`], ['c d', 'é']));
    expect(seen.body.toString()).toBe(`a=1%202&b=x%26y%3D${SPECIAL_QS}&c%20d=%C3%A9`);
    expect(seen.headers['content-type']).toBe('application/x-www-form-urlencoded');
  });

  it('sends rows with one name as a[0]=, a[1]= from 4.3 (the last row before)', async () => {
    const rows = formRows(['tag', 'x'], ['tag', 'y z']);
    expect((await send(rows, 4.3)).body.toString()).toBe('tag%5B0%5D=x&tag%5B1%5D=y%20z');
    expect((await send(rows, 4.2)).body.toString()).toBe('tag=y%20z');
  });

  it('reads a typed string as fields (the last of a name wins) and re-encodes them; Raw sends the string as typed', async () => {
    const typed = "a=1&a=2&b=x+y&c=%7E&d&e=*!'()";
    const form = await send({ ...formRows(), specifyBody: 'string', body: typed });
    expect(form.body.toString()).toBe('a=2&b=x%20y&c=~&d=&e=%2A%21%27%28%29');
    expect(form.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const raw = await send({ ...formRows(), contentType: 'raw', rawContentType: 'application/x-www-form-urlencoded', body: typed });
    expect(raw.body.toString()).toBe(typed);
    expect(raw.headers['content-type']).toBe('application/x-www-form-urlencoded');
  });

  it("replaces a Content-Type header the node sets with n8n's form type", async () => {
    const seen = await send({
      ...formRows(['a', 'b']),
      sendHeaders: true,
      headerParameters: { parameters: [{ name: 'Content-Type', value: 'application/x-www-form-urlencoded; charset=utf-8' }] },
    });
    expect(seen.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(seen.body.toString()).toBe('a=b');
  });

  it('sends the fields of a DELETE as JSON, repeated names as a list (4.3)', async () => {
    const seen = await send({ ...formRows(['tag', 'x'], ['tag', 'y']), method: 'DELETE' }, 4.3);
    expect(JSON.parse(seen.body.toString())).toEqual({ tag: ['x', 'y'] });
  });

  it('keeps the qs encoding when pagination sets a body field', async () => {
    server.requests.length = 0;
    await runNode(
      {
        type: 'n8n-nodes-base.httpRequest',
        typeVersion: 4.2,
        parameters: {
          url: `${server.url}/pages`,
          ...formRows(['q', 'a b']),
          options: {
            pagination: {
              pagination: {
                paginationMode: 'updateAParameterInEachRequest',
                parameters: { parameters: [{ type: 'body', name: 'page', value: '={{ $pageCount + 1 }}' }] },
              },
            },
          },
        },
      },
      { types: [httpRequestNode] },
    );
    expect(server.requests[1]?.body.toString()).toBe('q=a%20b&page=2');
  });
});

describe('HTTP Request v1/v2: query and form bodies on the wire', () => {
  const rows = {
    queryParametersUi: {
      parameter: [
        { name: 'a', value: '1' },
        { name: 'a', value: '2' },
        { name: 'b', value: SPECIAL },
      ],
    },
  };

  it('writes query rows as qs does, a repeated name as a[0]= unless Use Querystring is on', async () => {
    expect((await send(rows, 1)).requestLine).toBe(`GET /wire?a%5B0%5D=1&a%5B1%5D=2&b=${SPECIAL_QS} HTTP/1.1`);
    const repeated = await send({ ...rows, options: { useQueryString: true } }, 2);
    expect(repeated.requestLine).toBe(`GET /wire?a=1&a=2&b=${SPECIAL_QS} HTTP/1.1`);
  });

  it("writes form bodies from rows and from JSON as qs does, with n8n's Content-Type", async () => {
    const form = { requestMethod: 'POST', options: { bodyContentType: 'form-urlencoded' } };
    const fromRows = await send({ ...form, bodyParametersUi: { parameter: [{ name: 'name', value: SPECIAL }] } }, 1);
    expect(fromRows.body.toString()).toBe(`name=${SPECIAL_QS}`);
    expect(fromRows.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const json = { jsonParameters: true, bodyParametersJson: JSON.stringify({ user: { name: 'Ada Lovelace' }, ids: [1, 2] }) };
    const fromJson = await send({ ...form, ...json }, 2);
    expect(fromJson.body.toString()).toBe('user%5Bname%5D=Ada%20Lovelace&ids%5B0%5D=1&ids%5B1%5D=2');
  });

  it('replaces another MIME Type with the form type, and repeats arrays only with exactly the form type and Use Querystring', async () => {
    const json = { requestMethod: 'POST', jsonParameters: true, bodyParametersJson: '{"ids":[1,2]}' };
    const options = (mime: string) => ({ bodyContentType: 'form-urlencoded', bodyContentCustomMimeType: mime, useQueryString: true });
    const other = await send({ ...json, options: options('application/x-www-form-urlencoded; charset=utf-8') }, 2);
    expect(other.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(other.body.toString()).toBe('ids%5B0%5D=1&ids%5B1%5D=2');
    const exact = await send({ ...json, options: options('application/x-www-form-urlencoded') }, 2);
    expect(exact.body.toString()).toBe('ids=1&ids=2');
  });
});
