/**
 * HTTP Request v1 and v2 (n8n's older parameters) against a local server: rows and JSON
 * fields, body content types, binary bodies, response formats, errors, redirects and the
 * credentials of each version.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import iconv from 'iconv-lite';
import type { IDataObject, INodeExecutionData, INodeParameters } from '@sdk/workflow';
import { httpRequestV1Node, httpRequestV2Node } from './v1';
import { sendJson, startLocalServer } from './testing/local-server';
import type { LocalServer } from './testing/local-server';
import { runNode } from './testing/run-node';

let server: LocalServer;

beforeAll(async () => {
  server = await startLocalServer(async (req, res) => {
    if (req.path === '/echo')
      return sendJson(res, 200, {
        method: req.method,
        query: req.url.split('?')[1] ?? '',
        headers: req.headers,
        body: req.body.toString(),
      });
    if (req.path === '/form') {
      const form = await new Response(new Uint8Array(req.body), {
        headers: { 'content-type': String(req.headers['content-type']) },
      }).formData();
      const parts: Record<string, unknown> = {};
      for (const [name, value] of form.entries()) parts[name] = typeof value === 'string' ? value : `${value.name}:${await value.text()}`;
      return sendJson(res, 200, parts);
    }
    if (req.path === '/list') return sendJson(res, 200, [{ id: 1 }, { id: 2 }]);
    if (req.path === '/latin1') {
      res.writeHead(200, { 'content-type': 'text/plain; charset=iso-8859-1' });
      res.end(iconv.encode('Größe', 'latin1'));
      return;
    }
    if (req.path === '/files/notes.txt') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('hello');
      return;
    }
    if (req.path === '/missing') return sendJson(res, 404, { error: 'gone' });
    if (req.path === '/hop') {
      res.writeHead(302, { location: '/echo' });
      res.end();
      return;
    }
    if (req.path === '/basic') {
      const ok = req.headers.authorization === `Basic ${Buffer.from('ada:pw').toString('base64')}`;
      return sendJson(res, ok ? 200 : 401, { ok });
    }
    if (req.path === '/header') return sendJson(res, req.headers['x-key'] === 'k1' ? 200 : 401, { ok: req.headers['x-key'] === 'k1' });
    return sendJson(res, 404, {});
  });
});
afterAll(() => server.close());

interface RunExtra {
  version?: number;
  items?: INodeExecutionData[];
  continueOnFail?: boolean;
  credentials?: Record<string, IDataObject>;
}

const run = (parameters: INodeParameters, extra: RunExtra = {}) =>
  runNode(
    {
      type: 'n8n-nodes-base.httpRequest',
      typeVersion: extra.version ?? 1,
      parameters,
      ...(extra.continueOnFail ? { continueOnFail: true } : {}),
      ...(extra.credentials
        ? { credentials: Object.fromEntries(Object.keys(extra.credentials).map((t) => [t, { id: 'c1', name: 'c' }])) }
        : {}),
    },
    {
      types: [httpRequestV1Node, httpRequestV2Node],
      ...(extra.items ? { items: extra.items } : {}),
      ...(extra.credentials ? { credentials: extra.credentials } : {}),
    },
  );

const json = async (parameters: INodeParameters, extra: RunExtra = {}) => (await run(parameters, extra)).output?.[0]?.json as IDataObject;

describe('HTTP Request v1/v2: requests', () => {
  it('sends query and header rows (a repeated query name as an array, header names lower-cased)', async () => {
    const answer = await json({
      url: `${server.url}/echo`,
      queryParametersUi: {
        parameter: [
          { name: 'a', value: '1' },
          { name: 'a', value: '2' },
          { name: 'b', value: 'x' },
        ],
      },
      headerParametersUi: { parameter: [{ name: 'X-Trace', value: 't1' }] },
    });
    expect(decodeURIComponent(String(answer['query']))).toBe('a[0]=1&a[1]=2&b=x');
    const headers = answer['headers'] as Record<string, string>;
    expect(headers['x-trace']).toBe('t1');
    expect(headers['user-agent']).toBe('n8n');
    expect(headers['accept']).toBe('application/json,text/*;q=0.99');
    const repeated = await json({
      url: `${server.url}/echo`,
      queryParametersUi: {
        parameter: [
          { name: 'a', value: '1' },
          { name: 'a', value: '2' },
        ],
      },
      options: { useQueryString: true },
    });
    expect(repeated['query']).toBe('a=1&a=2');
  });

  it('sends body rows as JSON, form-urlencoded or form-data', async () => {
    const rows = { requestMethod: 'POST', bodyParametersUi: { parameter: [{ name: 'name', value: 'Ada' }] } };
    expect(JSON.parse(String((await json({ url: `${server.url}/echo`, ...rows }))['body']))).toEqual({ name: 'Ada' });
    const form = await json({ url: `${server.url}/echo`, ...rows, options: { bodyContentType: 'form-urlencoded' } });
    expect(form['body']).toBe('name=Ada');
    expect(await json({ url: `${server.url}/form`, ...rows, options: { bodyContentType: 'multipart-form-data' } })).toEqual({
      name: 'Ada',
    });
  });

  it('reads the JSON/RAW fields, refuses a body that is not JSON unless sent raw', async () => {
    const answer = await json({
      url: `${server.url}/echo`,
      requestMethod: 'PUT',
      jsonParameters: true,
      bodyParametersJson: '{"list":[1,2]}',
      headerParametersJson: '{"X-One":"1"}',
      queryParametersJson: '{"q":"s"}',
    });
    expect(answer).toMatchObject({ method: 'PUT', query: 'q=s', body: '{"list":[1,2]}' });
    expect((answer['headers'] as Record<string, string>)['x-one']).toBe('1');
    const bad = await run({ url: `${server.url}/echo`, requestMethod: 'POST', jsonParameters: true, bodyParametersJson: '<a/>' });
    expect(bad.result.data.resultData.error?.message).toBe(
      'The data in "Body Parameters" is no valid JSON. Set Body Content Type to "RAW/Custom" for XML or other types of payloads',
    );
    const raw = await json({
      url: `${server.url}/echo`,
      requestMethod: 'POST',
      jsonParameters: true,
      bodyParametersJson: '<a/>',
      options: { bodyContentType: 'raw', bodyContentCustomMimeType: 'text/xml' },
    });
    expect(raw['body']).toBe('<a/>');
    expect((raw['headers'] as Record<string, string>)['content-type']).toBe('text/xml');
  });

  it('sends the item file raw or as form-data parts (sendKey:binaryProperty)', async () => {
    const items: INodeExecutionData[] = [
      {
        json: {},
        binary: {
          data: { data: Buffer.from('file-a').toString('base64'), mimeType: 'text/plain', fileName: 'a.txt' },
          other: { data: Buffer.from('file-b').toString('base64'), mimeType: 'text/plain', fileName: 'b.txt' },
        },
      },
    ];
    const binary = { requestMethod: 'POST', jsonParameters: true, sendBinaryData: true };
    const raw = await json({ url: `${server.url}/echo`, ...binary, options: { bodyContentType: 'raw' } }, { items });
    expect(raw['body']).toBe('file-a');
    const parts = await json(
      {
        url: `${server.url}/form`,
        ...binary,
        binaryPropertyName: 'doc:data,extra:other',
        options: { bodyContentType: 'multipart-form-data' },
      },
      { items },
    );
    expect(parts).toEqual({ doc: 'a.txt:file-a', extra: 'b.txt:file-b' });
    const refused = await run({ url: `${server.url}/echo`, ...binary }, { items });
    expect(refused.result.data.resultData.error?.message).toContain('Sending binary data is only supported');
  });
});

describe('HTTP Request v1/v2: responses', () => {
  it('gives text (decoded with its charset) in the property, with the full response when asked', async () => {
    expect(await json({ url: `${server.url}/latin1`, responseFormat: 'string' })).toEqual({ data: 'Größe' });
    const full = await json({
      url: `${server.url}/latin1`,
      responseFormat: 'string',
      dataPropertyName: 'txt',
      options: { fullResponse: true },
    });
    expect(full).toMatchObject({ txt: 'Größe', statusCode: 200, statusMessage: 'OK' });
  });

  it('splits a JSON array only with Split Into Items', async () => {
    const whole = await run({ url: `${server.url}/list` });
    expect(whole.output?.map((i) => i.json)).toEqual([[{ id: 1 }, { id: 2 }]]);
    const split = await run({ url: `${server.url}/list`, options: { splitIntoItems: true } });
    expect(split.output?.map((i) => i.json)).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('stores a file next to the input item, named from the URL path', async () => {
    const { output } = await run(
      { url: `${server.url}/files/notes.txt`, responseFormat: 'file', dataPropertyName: 'doc' },
      { items: [{ json: { id: 3 } }] },
    );
    expect(output?.[0]?.json).toEqual({ id: 3 });
    expect(output?.[0]?.binary?.['doc']).toMatchObject({ fileName: 'notes.txt', directory: 'files', mimeType: 'text/plain' });
  });

  it('fails on 404, returns the body with Ignore Response Code, or an error item with Continue On Fail', async () => {
    const failed = await run({ url: `${server.url}/missing` });
    expect(failed.result.data.resultData.error).toMatchObject({ httpCode: '404' });
    expect(await json({ url: `${server.url}/missing`, options: { ignoreResponseCode: true } })).toEqual({ error: 'gone' });
    const kept = await json({ url: `${server.url}/missing` }, { continueOnFail: true });
    expect(kept['error']).toEqual({ message: '404 - {"error":"gone"}', name: 'AxiosError', code: 'ERR_BAD_REQUEST', status: 404 });
  });

  it('follows GET redirects by default, other methods only with Follow All Redirects', async () => {
    expect((await json({ url: `${server.url}/hop` }))['method']).toBe('GET');
    const post = await json({ url: `${server.url}/hop`, requestMethod: 'POST', options: { ignoreResponseCode: true, fullResponse: true } });
    expect(post['statusCode']).toBe(302);
    const all = await json({ url: `${server.url}/hop`, requestMethod: 'POST', options: { followAllRedirects: true } });
    expect(all['method']).toBe('GET');
  });
});

describe('HTTP Request v1/v2: credentials', () => {
  it('v1 names the credential kind in `authentication`', async () => {
    expect(
      await json(
        { url: `${server.url}/basic`, authentication: 'basicAuth' },
        { credentials: { httpBasicAuth: { user: 'ada', password: 'pw' } } },
      ),
    ).toEqual({ ok: true });
  });

  it('v2 uses a generic credential type', async () => {
    const answer = await json(
      { url: `${server.url}/header`, authentication: 'genericCredentialType', genericAuthType: 'httpHeaderAuth' },
      { version: 2, credentials: { httpHeaderAuth: { name: 'X-Key', value: 'k1' } } },
    );
    expect(answer).toEqual({ ok: true });
  });
});
