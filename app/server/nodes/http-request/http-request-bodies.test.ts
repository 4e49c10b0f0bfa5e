import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { INodeParameters } from '@sdk/workflow';
import { httpRequestNode } from './index';
import { sendJson, startLocalHttpsServer, startLocalServer } from './testing/local-server';
import type { LocalServer } from './testing/local-server';
import { runNode } from './testing/run-node';
import type { RunNodeOptions } from './testing/run-node';

let server: LocalServer;

beforeAll(async () => {
  server = await startLocalServer(async (req, res) => {
    if (req.path === '/echo') {
      sendJson(res, 200, {
        method: req.method,
        query: Object.fromEntries(req.query),
        headers: req.headers,
        body: req.body.toString('utf8'),
      });
    } else if (req.path === '/multipart') {
      const form = await new Response(new Uint8Array(req.body), {
        headers: { 'content-type': String(req.headers['content-type']) },
      }).formData();
      const parts: Record<string, unknown> = {};
      for (const [name, value] of form.entries()) {
        parts[name] = typeof value === 'string' ? value : { fileName: value.name, type: value.type, text: await value.text() };
      }
      sendJson(res, 200, parts);
    } else if (req.path === '/list') {
      sendJson(res, 200, [{ id: 1 }, { id: 2 }, { id: 3 }]);
    } else if (req.path === '/text') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('plain words');
    } else if (req.path === '/image') {
      res.writeHead(200, { 'content-type': 'image/png', 'content-disposition': 'attachment; filename="pic.png"' });
      res.end(Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
    } else if (req.path === '/missing') {
      sendJson(res, 404, { error: 'no such thing' });
    } else if (req.path.startsWith('/redirect/')) {
      const left = Number(req.path.split('/')[2]);
      res.writeHead(302, { location: left > 0 ? `/redirect/${left - 1}` : '/echo' });
      res.end();
    } else if (req.path === '/slow') {
      setTimeout(() => sendJson(res, 200, { late: true }), 2000);
    } else {
      sendJson(res, 404, {});
    }
  });
});
afterAll(() => server.close());

const run = (parameters: INodeParameters, options?: RunNodeOptions) =>
  runNode({ type: 'n8n-nodes-base.httpRequest', typeVersion: 4.2, parameters }, { types: [httpRequestNode], ...options });

const lastBody = () => server.requests[server.requests.length - 1]!;

describe('HTTP Request node: request building', () => {
  it('sends query rows (arrays as tags[0]= by default, as n8n writes them) and lower-cased header rows', async () => {
    const { output } = await run(
      {
        method: 'GET',
        url: `${server.url}/echo?fixed=1`,
        sendQuery: true,
        queryParameters: {
          parameters: [
            { name: 'q', value: 'a b' },
            { name: 'tags', value: '={{ ["x", "y"] }}' },
          ],
        },
        sendHeaders: true,
        headerParameters: { parameters: [{ name: 'X-Trace', value: '={{ $json.trace }}' }] },
      },
      { items: [{ json: { trace: 't-1' } }] },
    );
    expect(lastBody().url).toBe('/echo?fixed=1&q=a%20b&tags%5B0%5D=x&tags%5B1%5D=y');
    expect(output?.[0]?.json['headers']).toMatchObject({ 'x-trace': 't-1' });
  });

  it('sends JSON query and headers given as JSON text', async () => {
    await run({
      url: `${server.url}/echo`,
      sendQuery: true,
      specifyQuery: 'json',
      jsonQuery: '{"a":1,"b":[1,2]}',
      sendHeaders: true,
      specifyHeaders: 'json',
      jsonHeaders: '{"X-One":"1"}',
      options: { queryParameterArrays: 'repeat' },
    });
    expect(lastBody().url).toBe('/echo?a=1&b=1&b=2');
    expect(lastBody().headers['x-one']).toBe('1');
  });

  it('sends a JSON body from rows and from JSON text', async () => {
    await run({
      method: 'POST',
      url: `${server.url}/echo`,
      sendBody: true,
      contentType: 'json',
      bodyParameters: {
        parameters: [
          { name: 'name', value: 'Ada' },
          { name: 'n', value: '={{ 2 + 3 }}' },
        ],
      },
    });
    expect(lastBody().headers['content-type']).toBe('application/json');
    expect(JSON.parse(lastBody().body.toString())).toEqual({ name: 'Ada', n: 5 });
    await run({
      method: 'PUT',
      url: `${server.url}/echo`,
      sendBody: true,
      contentType: 'json',
      specifyBody: 'json',
      jsonBody: '{"deep":{"list":[1,2]}}',
    });
    expect(lastBody().method).toBe('PUT');
    expect(JSON.parse(lastBody().body.toString())).toEqual({ deep: { list: [1, 2] } });
  });

  it('sends form-urlencoded bodies from rows and from a single string', async () => {
    await run({
      method: 'POST',
      url: `${server.url}/echo`,
      sendBody: true,
      contentType: 'form-urlencoded',
      bodyParameters: {
        parameters: [
          { name: 'a', value: '1 2' },
          { name: 'b', value: 'x&y' },
        ],
      },
    });
    expect(lastBody().headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(lastBody().body.toString()).toBe('a=1%202&b=x%26y');
    await run({
      method: 'POST',
      url: `${server.url}/echo`,
      sendBody: true,
      contentType: 'form-urlencoded',
      specifyBody: 'string',
      body: 'k=v&w=z',
    });
    expect(lastBody().body.toString()).toBe('k=v&w=z');
  });

  it('sends multipart form data with text fields and a binary file from the item', async () => {
    const first = await run({}, {});
    const file = await first.binary.store(Buffer.from('file content'), 'notes.txt', 'text/plain');
    const { output } = await run(
      {
        method: 'POST',
        url: `${server.url}/multipart`,
        sendBody: true,
        contentType: 'multipart-form-data',
        bodyParameters: {
          parameters: [
            { parameterType: 'formData', name: 'title', value: 'hello' },
            { parameterType: 'formBinaryData', name: 'upload', inputDataFieldName: 'doc' },
          ],
        },
      },
      { items: [{ json: {}, binary: { doc: file } }], binary: first.binary },
    );
    expect(String(lastBody().headers['content-type'])).toMatch(/^multipart\/form-data; boundary=/);
    expect(output?.[0]?.json).toEqual({ title: 'hello', upload: { fileName: 'notes.txt', type: 'text/plain', text: 'file content' } });
  });

  it('sends raw bodies with their content type and binary bodies from the item', async () => {
    await run({
      method: 'POST',
      url: `${server.url}/echo`,
      sendBody: true,
      contentType: 'raw',
      rawContentType: 'application/xml',
      body: '<a>1</a>',
    });
    expect(lastBody().headers['content-type']).toBe('application/xml');
    expect(lastBody().body.toString()).toBe('<a>1</a>');
    const first = await run({}, {});
    const bytes = Buffer.from([0, 1, 2, 250, 255]);
    const file = await first.binary.store(bytes, 'blob.bin', 'application/octet-stream');
    await run(
      { method: 'POST', url: `${server.url}/echo`, sendBody: true, contentType: 'binaryData', inputDataFieldName: 'data' },
      { items: [{ json: {}, binary: { data: file } }], binary: first.binary },
    );
    expect(lastBody().headers['content-type']).toBe('application/octet-stream');
    expect(lastBody().body.equals(bytes)).toBe(true);
  });

  it('refuses blocked protocols (ftp, ldap, smtp, ...) before any connection', async () => {
    for (const url of ['ftp://example.com/file', 'SMB://host/share', 'gopher://x']) {
      const { result } = await run({ url });
      expect(result.status).toBe('error');
      expect(result.data.resultData.error?.message).toMatch(/protocol "(ftp|smb)" is not allowed|must start with "http" or "https"/);
    }
  });
});

describe('HTTP Request node: responses', () => {
  it('splits a JSON array into items, each paired with its input item', async () => {
    const { output } = await run({ url: `${server.url}/list` });
    expect(output?.map((i) => i.json)).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(output?.[2]?.pairedItem).toEqual({ item: 0 });
  });

  it('gives text in the output field and the full response when asked', async () => {
    expect((await run({ url: `${server.url}/text` })).output?.[0]?.json).toEqual({ data: 'plain words' });
    const full = await run({
      url: `${server.url}/text`,
      options: { response: { response: { fullResponse: true, responseFormat: 'text' } } },
    });
    // n8n puts the text in the output field next to headers and status, not in `body`.
    expect(full.output?.[0]?.json).toMatchObject({
      data: 'plain words',
      statusCode: 200,
      statusMessage: 'OK',
      headers: { 'content-type': 'text/plain' },
    });
  });

  it('stores a binary answer as a file, outside the item', async () => {
    const { output, binary } = await run({
      url: `${server.url}/image`,
      options: { response: { response: { responseFormat: 'file', outputPropertyName: 'picture' } } },
    });
    const entry = output?.[0]?.binary?.['picture'];
    expect(entry).toMatchObject({ mimeType: 'image/png', fileName: 'pic.png' });
    expect((await binary.toBuffer(entry!)).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]))).toBe(true);
  });

  it('fails on 404 with the status, or returns it with Never Error / Continue On Fail', async () => {
    const failed = await run({ url: `${server.url}/missing` });
    expect(failed.result.status).toBe('error');
    expect(failed.result.data.resultData.error).toMatchObject({
      message: 'The resource you are requesting could not be found',
      httpCode: '404',
    });
    const never = await run({
      url: `${server.url}/missing`,
      options: { response: { response: { neverError: true, fullResponse: true } } },
    });
    expect(never.output?.[0]?.json).toMatchObject({ statusCode: 404, body: { error: 'no such thing' } });
    const kept = await runNode(
      { type: 'n8n-nodes-base.httpRequest', typeVersion: 3, parameters: { url: `${server.url}/missing` }, continueOnFail: true },
      { types: [httpRequestNode] },
    );
    // n8n's item: the request library's error as it serialises (the body read as text).
    expect(kept.output?.[0]?.json['error']).toEqual({
      message: '404 - "{\\"error\\":\\"no such thing\\"}"',
      name: 'AxiosError',
      code: 'ERR_BAD_REQUEST',
      status: 404,
    });
  });

  it('follows redirects up to the limit, or not at all when switched off', async () => {
    expect((await run({ url: `${server.url}/redirect/3` })).output?.[0]?.json['method']).toBe('GET');
    const limited = await run({
      url: `${server.url}/redirect/3`,
      options: { redirect: { redirect: { maxRedirects: 2 } }, response: { response: { neverError: true, fullResponse: true } } },
    });
    expect(limited.output?.[0]?.json['statusCode']).toBe(302);
    const off = await run({
      url: `${server.url}/redirect/0`,
      options: { redirect: { redirect: { followRedirects: false } }, response: { response: { fullResponse: true } } },
    });
    expect(off.output?.[0]?.json).toMatchObject({ statusCode: 302, headers: { location: '/echo' } });
  });

  it('gives up after the timeout with a clear message', async () => {
    const { result } = await run({ url: `${server.url}/slow`, options: { timeout: 100 } });
    expect(result.data.resultData.error?.message).toBe('Timeout of 100ms exceeded');
  });

  it('accepts a self-signed certificate only with Ignore SSL Issues', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tls-'));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-keyout',
        path.join(dir, 'k.pem'),
        '-out',
        path.join(dir, 'c.pem'),
      ],
      { stdio: 'ignore' },
    );
    const tls = await startLocalHttpsServer((_req, res) => sendJson(res, 200, { secure: true }), {
      key: readFileSync(path.join(dir, 'k.pem'), 'utf8'),
      cert: readFileSync(path.join(dir, 'c.pem'), 'utf8'),
    });
    try {
      const strict = await run({ url: `${tls.url}/x` });
      expect(strict.result.status).toBe('error');
      expect(strict.result.data.resultData.error?.message).toMatch(/self[- ]signed certificate/i);
      const lenient = await run({ url: `${tls.url}/x`, options: { allowUnauthorizedCerts: true } });
      expect(lenient.output?.[0]?.json).toEqual({ secure: true });
    } finally {
      await tls.close();
    }
  });
});
