import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildBinaryDataUrl, serializeQuery } from './query';
import { SESSION_ID_HEADER, createRestClient } from './rest-client';
import { NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE, ResponseError, isNodeApiErrorResponse, isResponseError } from './response-error';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let baseUrl: string;
let received: Received[] = [];

function send(res: ServerResponse, status: number, body: unknown, type = 'application/json'): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': type });
  res.end(text);
}

function route(req: IncomingMessage, res: ServerResponse, body: string): void {
  const path = (req.url ?? '').split('?')[0];
  switch (path) {
    case '/rest/echo':
      return send(res, 200, { data: { method: req.method, url: req.url, body: body === '' ? null : JSON.parse(body) } });
    case '/rest/workflows':
      return send(res, 200, { data: [{ id: '1', name: 'My workflow' }] });
    case '/rest/unwrapped':
      return send(res, 200, [{ name: 'n8n-nodes-base.set' }]);
    case '/rest/null-data':
      return send(res, 200, { data: null });
    case '/rest/no-content':
      res.writeHead(204);
      return void res.end();
    case '/rest/empty':
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return void res.end();
    case '/rest/not-json':
      return send(res, 200, 'hello', 'text/plain');
    case '/rest/conflict':
      return send(res, 400, {
        code: 100,
        message: 'Workflow could not be saved: it was changed in the meantime.',
        hint: 'Reload the workflow.',
        stack: 'Error: conflict\n    at save (workflows.ts:1:1)',
      });
    case '/rest/missing':
      return send(res, 404, { code: 404, message: 'Not found' });
    case '/rest/node-api':
      return send(res, 500, {
        name: 'NodeApiError',
        message: 'Forbidden - perhaps check your credentials?',
        description: 'The API said no',
        httpCode: '403',
      });
    case '/rest/html-error':
      return send(res, 502, '<html><body>Bad Gateway</body></html>', 'text/html');
    case '/rest/no-message':
      return send(res, 500, { code: 7 });
    case '/rest/slow':
      return void setTimeout(() => send(res, 200, { data: 'late' }), 2000);
    default:
      return send(res, 404, { code: 404, message: `No route ${path ?? ''}` });
  }
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      route(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}/rest`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  received = [];
});

async function catchError(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('createRestClient against a real HTTP server', () => {
  it('unwraps { data } responses', async () => {
    const rest = createRestClient({ baseUrl });
    await expect(rest.get('/workflows')).resolves.toEqual([{ id: '1', name: 'My workflow' }]);
    await expect(rest.get('null-data')).resolves.toBeNull();
  });

  it('returns bodies that are not wrapped as they are', async () => {
    const rest = createRestClient({ baseUrl });
    await expect(rest.get('/unwrapped')).resolves.toEqual([{ name: 'n8n-nodes-base.set' }]);
  });

  it('sends the session id header, JSON headers and default headers', async () => {
    const rest = createRestClient({ baseUrl, sessionId: 'tab-42', headers: { 'x-extra': 'yes' } });
    await rest.get('/echo');
    const [request] = received;
    expect(request?.headers[SESSION_ID_HEADER]).toBe('tab-42');
    expect(request?.headers.accept).toBe('application/json');
    expect(request?.headers['x-extra']).toBe('yes');
  });

  it('reads a session id getter on every call and omits the header when unset', async () => {
    const session: { id?: string } = {};
    const rest = createRestClient({ baseUrl, sessionId: () => session.id });
    await rest.get('/echo');
    session.id = 'later';
    await rest.get('/echo');
    expect(received[0]?.headers[SESSION_ID_HEADER]).toBeUndefined();
    expect(received[1]?.headers[SESSION_ID_HEADER]).toBe('later');
  });

  it('sends bodies as JSON with every method', async () => {
    const rest = createRestClient({ baseUrl });
    for (const method of ['post', 'patch', 'put', 'delete'] as const) {
      const echoed = await rest[method]<{ method: string; body: unknown }>('/echo', { body: { name: 'W', active: false } });
      expect(echoed).toEqual(expect.objectContaining({ method: method.toUpperCase(), body: { name: 'W', active: false } }));
    }
    expect(received.every((r) => r.headers['content-type'] === 'application/json')).toBe(true);
  });

  it('serialises query parameters: objects as JSON, arrays repeated, empty values skipped', async () => {
    const rest = createRestClient({ baseUrl });
    await rest.get('/echo', {
      query: { filter: { workflowId: '1', status: ['error'] }, ids: ['a', 'b'], limit: 10, includeData: true, skip: undefined, none: null },
    });
    const url = new URL(received[0]?.url ?? '', 'http://x');
    expect(url.searchParams.get('filter')).toBe('{"workflowId":"1","status":["error"]}');
    expect(url.searchParams.getAll('ids')).toEqual(['a', 'b']);
    expect(url.searchParams.get('limit')).toBe('10');
    expect(url.searchParams.get('includeData')).toBe('true');
    expect(url.searchParams.has('skip')).toBe(false);
    expect(url.searchParams.has('none')).toBe(false);
  });

  it('resolves undefined for 204 and empty bodies', async () => {
    const rest = createRestClient({ baseUrl });
    await expect(rest.delete('/no-content')).resolves.toBeUndefined();
    await expect(rest.post('/empty')).resolves.toBeUndefined();
  });

  it('maps a network failure to ResponseError 999', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const rest = createRestClient({ baseUrl: `http://127.0.0.1:${port}/rest` });
    const error = await catchError(rest.get('/workflows'));
    expect(error).toBeInstanceOf(ResponseError);
    expect(isResponseError(error)).toBe(true);
    expect((error as ResponseError).message).toBe(NETWORK_ERROR_MESSAGE);
    expect((error as ResponseError).message).toBe('API-Server can not be reached. It is probably down.');
    expect((error as ResponseError).errorCode).toBe(NETWORK_ERROR_CODE);
    expect((error as ResponseError).errorCode).toBe(999);
    expect((error as ResponseError).httpStatusCode).toBeUndefined();
  });

  it('maps a server error with a message to ResponseError with code, status, stack and hint', async () => {
    const rest = createRestClient({ baseUrl });
    const error = await catchError(rest.patch('/conflict', { body: {} }));
    expect(error).toBeInstanceOf(ResponseError);
    expect(error).toMatchObject({
      name: 'ResponseError',
      message: 'Workflow could not be saved: it was changed in the meantime.',
      errorCode: 100,
      httpStatusCode: 400,
      serverStackTrace: 'Error: conflict\n    at save (workflows.ts:1:1)',
      hint: 'Reload the workflow.',
    });

    const missing = await catchError(rest.get('/missing'));
    expect(missing).toMatchObject({ message: 'Not found', errorCode: 404, httpStatusCode: 404 });
    expect((missing as ResponseError).hint).toBeUndefined();
    expect((missing as ResponseError).serverStackTrace).toBeUndefined();
  });

  it('passes a NodeApiError body through with the status attached', async () => {
    const rest = createRestClient({ baseUrl });
    const error = await catchError(rest.post('/node-api'));
    expect(error).not.toBeInstanceOf(ResponseError);
    expect(error).toEqual({
      name: 'NodeApiError',
      message: 'Forbidden - perhaps check your credentials?',
      description: 'The API said no',
      httpCode: '403',
      httpStatusCode: 500,
    });
    expect(isNodeApiErrorResponse(error)).toBe(true);
  });

  it('rethrows other failures as readable Errors', async () => {
    const rest = createRestClient({ baseUrl });
    const html = await catchError(rest.get('/html-error'));
    expect(html).toBeInstanceOf(Error);
    expect(html).not.toBeInstanceOf(ResponseError);
    expect((html as Error).message).toMatch(/status 502 Bad Gateway.*GET .*\/rest\/html-error.*Bad Gateway/);

    const noMessage = await catchError(rest.get('/no-message'));
    expect(noMessage).not.toBeInstanceOf(ResponseError);
    expect((noMessage as Error).message).toMatch(/status 500/);

    const notJson = await catchError(rest.get('/not-json'));
    expect(notJson).toBeInstanceOf(Error);
    expect((notJson as Error).message).toMatch(/Invalid JSON in the response of GET .*not-json: hello/);
  });

  it('rejects with the abort reason, not a network error, when aborted', async () => {
    const rest = createRestClient({ baseUrl });
    const controller = new AbortController();
    const pending = rest.get('/slow', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const error = await catchError(pending);
    expect(error).not.toBeInstanceOf(ResponseError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('refuses a body on GET instead of reporting a network failure', async () => {
    const rest = createRestClient({ baseUrl });
    await expect(rest.get('/echo', { body: { a: 1 } })).rejects.toThrow(TypeError);
    expect(received).toHaveLength(0);
  });

  it('uses an injected fetch, called without a receiver', async () => {
    const calls: string[] = [];
    const rest = createRestClient({
      baseUrl,
      fetch(input, init) {
        calls.push(`${init.method ?? ''} ${input}`);
        return fetch(input, init);
      },
    });
    await rest.get('/workflows', { query: { a: 1 } });
    expect(calls).toEqual([`GET ${baseUrl}/workflows?a=1`]);
  });
});

describe('query helpers', () => {
  it('serialises dates and nested arrays', () => {
    const date = new Date('2024-01-02T03:04:05.000Z');
    expect(serializeQuery({ since: date, list: [{ a: 1 }, 2] })).toBe('since=2024-01-02T03%3A04%3A05.000Z&list=%7B%22a%22%3A1%7D&list=2');
    expect(serializeQuery(undefined)).toBe('');
  });

  it('builds binary data URLs under the REST base', () => {
    expect(buildBinaryDataUrl('/rest', 'filesystem:abc', { mode: 'view', fileName: 'a b.png', mimeType: 'image/png' })).toBe(
      '/rest/data/filesystem%3Aabc?mode=view&fileName=a+b.png&mimeType=image%2Fpng',
    );
    expect(buildBinaryDataUrl('http://h/rest/', '1', { mode: 'download' })).toBe('http://h/rest/data/1?mode=download');
  });
});
