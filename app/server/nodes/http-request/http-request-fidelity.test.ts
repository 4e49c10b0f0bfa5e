/**
 * HTTP Request v3 / v4.x as n8n behaves: response charset, default User-Agent and
 * Accept, file names of file answers, the Continue On Fail item, pagination over a
 * form-data body, and the differences between versions (redirects, repeated rows, JSON
 * rows with dotted names, multipart rows).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import iconv from 'iconv-lite';
import type { INodeParameters } from '@sdk/workflow';
import { httpRequestNode } from './index';
import { sendJson, startLocalServer } from './testing/local-server';
import type { LocalServer } from './testing/local-server';
import { runNode } from './testing/run-node';

let server: LocalServer;

async function formOf(body: Buffer, contentType: string): Promise<Record<string, unknown>> {
  const form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  const parts: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    const shown = typeof value === 'string' ? value : `file:${value.name}`;
    const before = parts[name];
    parts[name] = before === undefined ? shown : ([] as unknown[]).concat(before, shown);
  }
  return parts;
}

beforeAll(async () => {
  server = await startLocalServer(async (req, res) => {
    if (req.path === '/latin1') {
      res.writeHead(200, { 'content-type': 'text/plain; charset=ISO-8859-1' });
      res.end(iconv.encode('Crème brûlée à Noël', 'latin1'));
      return;
    }
    if (req.path === '/latin1-json') {
      res.writeHead(200, { 'content-type': 'application/json; charset=iso-8859-1' });
      res.end(iconv.encode('{"name":"Zoë"}', 'latin1'));
      return;
    }
    if (req.path === '/echo')
      return sendJson(res, 200, { headers: req.headers, query: req.url.split('?')[1] ?? '', body: req.body.toString() });
    if (req.path === '/form-pages') {
      const parts = await formOf(req.body, String(req.headers['content-type']));
      const page = Number(parts['page'] ?? '1');
      return sendJson(res, 200, page <= 2 ? [{ page, kind: parts['kind'], file: parts['upload'] }] : []);
    }
    if (req.path === '/form') return sendJson(res, 200, await formOf(req.body, String(req.headers['content-type'])));
    if (req.path === '/download') {
      res.writeHead(200, {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="fallback.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf`,
      });
      res.end('%PDF-1.4');
      return;
    }
    if (req.path === '/files/report.csv') {
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      res.end('a,b');
      return;
    }
    if (req.path === '/') {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(Buffer.from([0x89, 0x50]));
      return;
    }
    if (req.path === '/broken-json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{not json');
      return;
    }
    if (req.path === '/boom') return sendJson(res, 500, { reason: 'down' });
    if (req.path === '/missing') return sendJson(res, 404, { error: 'no such thing' });
    if (req.path === '/hop') {
      res.writeHead(302, { location: '/echo' });
      res.end();
      return;
    }
    return sendJson(res, 404, {});
  });
});
afterAll(() => server.close());

const run = (parameters: INodeParameters, typeVersion = 4.2, extra: { continueOnFail?: boolean; items?: never[] } = {}) =>
  runNode(
    { type: 'n8n-nodes-base.httpRequest', typeVersion, parameters, ...(extra.continueOnFail ? { continueOnFail: true } : {}) },
    { types: [httpRequestNode] },
  );

describe('HTTP Request v3/v4: responses', () => {
  it('decodes text with the charset of the Content-Type (iso-8859-1)', async () => {
    expect((await run({ url: `${server.url}/latin1` })).output?.[0]?.json).toEqual({ data: 'Crème brûlée à Noël' });
    expect((await run({ url: `${server.url}/latin1-json` })).output?.[0]?.json).toEqual({ name: 'Zoë' });
  });

  it('sends n8n as User-Agent unless the node sets one, and an Accept for the response format', async () => {
    const plain = (await run({ url: `${server.url}/echo` })).output?.[0]?.json as { headers: Record<string, string> };
    expect(plain.headers['user-agent']).toBe('n8n');
    expect(plain.headers['accept']).toBe(
      'application/json,text/html,application/xhtml+xml,application/xml,text/*;q=0.9, image/*;q=0.8, */*;q=0.7',
    );
    const own = (
      await run({
        url: `${server.url}/echo`,
        sendHeaders: true,
        headerParameters: { parameters: [{ name: 'User-Agent', value: 'mine/1.0' }] },
        options: { response: { response: { responseFormat: 'json' } } },
      })
    ).output?.[0]?.json as { headers: Record<string, string> };
    expect(own.headers['user-agent']).toBe('mine/1.0');
    expect(own.headers['accept']).toBe('application/json,text/*;q=0.99');
  });

  it('names a file answer from Content-Disposition (filename* first), else the URL path, else <field>.<extension>', async () => {
    const named = await run({ url: `${server.url}/download` });
    expect(named.output?.[0]?.binary?.['data']).toMatchObject({
      fileName: 'résumé.pdf',
      fileExtension: 'pdf',
      fileType: 'pdf',
      mimeType: 'application/pdf',
    });
    const fromPath = await run({
      url: `${server.url}/files/report.csv`,
      options: { response: { response: { responseFormat: 'file' } } },
    });
    expect(fromPath.output?.[0]?.binary?.['data']).toMatchObject({ fileName: 'report.csv', directory: 'files', fileExtension: 'csv' });
    const bare = await run({
      url: `${server.url}/`,
      options: { response: { response: { responseFormat: 'file', outputPropertyName: 'picture' } } },
    });
    expect(bare.output?.[0]?.binary?.['picture']).toMatchObject({ fileName: 'picture.png', fileType: 'image' });
  });

  it('keeps the input item JSON next to a downloaded file', async () => {
    const result = await runNode(
      { type: 'n8n-nodes-base.httpRequest', typeVersion: 4.2, parameters: { url: `${server.url}/download` } },
      { types: [httpRequestNode], items: [{ json: { id: 7 } }] },
    );
    expect(result.output?.[0]?.json).toEqual({ id: 7 });
  });

  it('fails on a JSON answer that does not parse, or gives {} with Never Error', async () => {
    const failed = await run({ url: `${server.url}/broken-json` });
    expect(failed.result.data.resultData.error?.message).toBe('Invalid JSON in response body');
    const never = await run({ url: `${server.url}/broken-json`, options: { response: { response: { neverError: true } } } });
    expect(never.output?.[0]?.json).toEqual({});
  });
});

describe('HTTP Request v3/v4: Continue On Fail items', () => {
  it('gives the parsed body when JSON was asked for, ERR_BAD_RESPONSE for 5xx', async () => {
    const json = await run({ url: `${server.url}/missing`, options: { response: { response: { responseFormat: 'json' } } } }, 4.2, {
      continueOnFail: true,
    });
    expect(json.output?.[0]?.json['error']).toMatchObject({ message: '404 - {"error":"no such thing"}', status: 404 });
    const boom = await run({ url: `${server.url}/boom` }, 4.2, { continueOnFail: true });
    expect(boom.output?.[0]?.json['error']).toMatchObject({ code: 'ERR_BAD_RESPONSE', status: 500, name: 'AxiosError' });
  });

  it('gives the system code when no answer came, and a plain message for a bad parameter', async () => {
    const refused = await run({ url: 'http://127.0.0.1:1/' }, 4.2, { continueOnFail: true });
    expect(refused.output?.[0]?.json['error']).toMatchObject({ name: 'AxiosError', code: 'ECONNREFUSED' });
    const bad = await run({ url: `${server.url}/echo`, sendQuery: true, specifyQuery: 'json', jsonQuery: '{nope' }, 4.2, {
      continueOnFail: true,
    });
    expect(typeof bad.output?.[0]?.json['error']).toBe('string');
  });
});

describe('HTTP Request v3/v4: pagination over form-data', () => {
  it('replaces a form-data field per page and sends the other fields again', async () => {
    const { output } = await run({
      url: `${server.url}/form-pages`,
      method: 'POST',
      sendBody: true,
      contentType: 'multipart-form-data',
      bodyParameters: { parameters: [{ name: 'kind', value: 'report' }] },
      options: {
        pagination: {
          pagination: {
            paginationMode: 'updateAParameterInEachRequest',
            parameters: { parameters: [{ type: 'body', name: 'page', value: '={{ $pageCount + 1 }}' }] },
          },
        },
      },
    });
    expect(output?.map((i) => i.json)).toEqual([
      { page: 1, kind: 'report' },
      { page: 2, kind: 'report' },
    ]);
  });
});

describe('HTTP Request: differences between versions', () => {
  it('v3 follows redirects only when the Redirects option says so; v4 follows them by default', async () => {
    const v3 = await run({ url: `${server.url}/hop`, options: { response: { response: { fullResponse: true, neverError: true } } } }, 3);
    expect(v3.output?.[0]?.json['statusCode']).toBe(302);
    const v3on = await run({ url: `${server.url}/hop`, options: { redirect: { redirect: { followRedirects: true } } } }, 3);
    expect(v3on.output?.[0]?.json['query']).toBe('');
    const v4 = await run({ url: `${server.url}/hop` }, 4);
    expect(v4.output?.[0]?.json['query']).toBe('');
  });

  it('a query name given twice: the last wins before 4.3, both are sent from 4.3', async () => {
    const rows = {
      sendQuery: true,
      queryParameters: {
        parameters: [
          { name: 'a', value: '1' },
          { name: 'a', value: '2' },
        ],
      },
    };
    const old = await run({ url: `${server.url}/echo`, ...rows }, 4.2);
    expect(old.output?.[0]?.json['query']).toBe('a=2');
    const now = await run({ url: `${server.url}/echo`, ...rows, options: { queryParameterArrays: 'repeat' } }, 4.3);
    expect(now.output?.[0]?.json['query']).toBe('a=1&a=2');
  });

  it('JSON body rows: flat names in v3, dotted names nest from v4', async () => {
    const rows = {
      method: 'POST',
      sendBody: true,
      bodyParameters: { parameters: [{ name: 'user.name', value: 'Ada' }] },
    };
    const v3 = await run({ url: `${server.url}/echo`, ...rows }, 3);
    expect(JSON.parse(String(v3.output?.[0]?.json['body']))).toEqual({ 'user.name': 'Ada' });
    const v4 = await run({ url: `${server.url}/echo`, ...rows }, 4);
    expect(JSON.parse(String(v4.output?.[0]?.json['body']))).toEqual({ user: { name: 'Ada' } });
  });

  it('multipart rows with one name: one part before 4.2, every part from 4.2', async () => {
    const rows = {
      method: 'POST',
      sendBody: true,
      contentType: 'multipart-form-data',
      bodyParameters: {
        parameters: [
          { name: 'tag', value: 'x' },
          { name: 'tag', value: 'y' },
        ],
      },
    };
    expect((await run({ url: `${server.url}/form`, ...rows }, 4.1)).output?.[0]?.json).toEqual({ tag: 'y' });
    expect((await run({ url: `${server.url}/form`, ...rows }, 4.2)).output?.[0]?.json).toEqual({ tag: ['x', 'y'] });
  });

  it('DELETE sends form fields as JSON and no raw body, as n8n encodes bodies only for PATCH/POST/PUT/GET', async () => {
    const form = await run({
      url: `${server.url}/echo`,
      method: 'DELETE',
      sendBody: true,
      contentType: 'form-urlencoded',
      bodyParameters: { parameters: [{ name: 'id', value: '7' }] },
    });
    expect(JSON.parse(String(form.output?.[0]?.json['body']))).toEqual({ id: '7' });
    const raw = await run({ url: `${server.url}/echo`, method: 'DELETE', sendBody: true, contentType: 'raw', body: 'x' });
    expect(raw.output?.[0]?.json['body']).toBe('');
  });

  it('runs 4.3 and 4.4', async () => {
    for (const version of [4.3, 4.4]) expect((await run({ url: `${server.url}/echo` }, version)).result.status).toBe('success');
  });
});
