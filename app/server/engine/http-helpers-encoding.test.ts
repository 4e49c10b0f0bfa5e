/**
 * `helpers.httpRequest` and the legacy `requestWithAuthentication` put the query and form
 * fields on the wire with qs as n8n's core does (a space as %20, `*!'()` escaped, nested keys;
 * query arrays in the format a request names). A real server records the request line and body
 * bytes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CredentialTypeRegistry } from '../credentials/types';
import { sendJson, startLocalServer, type LocalServer } from '../nodes/http-request/testing/local-server';
import { createRequestHelpers } from './http-helpers';

let server: LocalServer;
beforeAll(async () => {
  server = await startLocalServer((_request, response) => sendJson(response, 200, { ok: true }));
});
afterAll(() => server.close());

const types = new CredentialTypeRegistry();
const helpers = createRequestHelpers({ loadCredentials: async () => ({ apiKey: 'k' }), credentialType: (name) => types.get(name) });
const lastLine = () => server.requests.at(-1)?.requestLine;

describe('helpers.httpRequest on the wire', () => {
  it('writes the query with qs as n8n does: %20 for a space, null as empty, nested keys, after the URL’s own query', async () => {
    await helpers.httpRequest({
      url: `${server.url}/search?fixed=a+b`,
      qs: { q: "hello world ~*!'()", tags: ['x', 'y'], empty: null, skipped: undefined, nested: { a: 1 } },
    });
    expect(lastLine()).toBe('GET /search?fixed=a+b&q=hello%20world%20~%2A%21%27%28%29&tags=x&tags=y&empty=&nested%5Ba%5D=1 HTTP/1.1');
  });

  it('follows the array format a request names', async () => {
    const lines: Record<string, string | undefined> = {};
    for (const arrayFormat of ['indices', 'brackets', 'repeat', 'comma'] as const) {
      await helpers.httpRequest({ url: `${server.url}/list`, qs: { id: [1, 2] }, arrayFormat });
      lines[arrayFormat] = lastLine();
    }
    expect(lines).toEqual({
      indices: 'GET /list?id%5B0%5D=1&id%5B1%5D=2 HTTP/1.1',
      brackets: 'GET /list?id%5B%5D=1&id%5B%5D=2 HTTP/1.1',
      repeat: 'GET /list?id=1&id=2 HTTP/1.1',
      comma: 'GET /list?id=1%2C2 HTTP/1.1',
    });
  });
});

describe('legacy requestWithAuthentication on the wire', () => {
  it('sends a form as a qs-written urlencoded body, replacing the Content-Type a node set', async () => {
    await helpers.requestWithAuthentication('httpHeaderAuth', {
      method: 'POST',
      uri: `${server.url}/form`,
      form: { text: 'hi there!', list: ['a', 'b'] },
      headers: { 'Content-Type': 'application/json' },
    });
    const seen = server.requests.at(-1)!;
    expect(seen.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(seen.body.toString()).toBe('text=hi%20there%21&list%5B0%5D=a&list%5B1%5D=b');
  });

  it('repeats query arrays with useQuerystring, as the request library did', async () => {
    await helpers.requestWithAuthentication('httpHeaderAuth', { uri: `${server.url}/q`, qs: { id: ['1', '2'] }, useQuerystring: true });
    expect(lastLine()).toBe('GET /q?id=1&id=2 HTTP/1.1');
  });
});
