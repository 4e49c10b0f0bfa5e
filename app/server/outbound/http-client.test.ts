import { gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sendRequest } from '../credentials/connect/http-client';
import { startLocalServer } from '../nodes/http-request/testing/local-server';
import type { LocalServer } from '../nodes/http-request/testing/local-server';
import { blockedProtocolOf, OutboundRequestError, sendOutbound } from './http-client';
import { configureOutboundPolicy } from './ssrf';

describe('the outbound HTTP client', () => {
  let site: LocalServer;
  let other: LocalServer;

  beforeAll(async () => {
    other = await startLocalServer((request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ authorization: request.headers.authorization ?? null, apiKey: request.headers['x-api-key'] ?? null }));
    });
    site = await startLocalServer((request, response) => {
      const moves: Record<string, [number, string]> = {
        '/see-other': [303, '/echo'],
        '/found': [302, '/echo'],
        '/temporary': [307, '/echo'],
        '/elsewhere': [302, `${other.url}/`],
        '/to-ftp': [302, 'ftp://example.com/file'],
        '/loop': [302, '/loop'],
      };
      const move = moves[request.path];
      if (move) {
        response.writeHead(move[0], { location: move[1] });
        response.end();
      } else if (request.path === '/big') {
        response.end('x'.repeat(5000));
      } else if (request.path === '/gzip') {
        response.writeHead(200, { 'content-encoding': 'gzip' });
        response.end(gzipSync('squeezed'));
      } else {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ method: request.method, body: request.body.toString('utf8') }));
      }
    });
  });
  afterAll(async () => {
    await site.close();
    await other.close();
  });
  afterEach(() => configureOutboundPolicy({ ssrfProtection: false, ssrfAllowedHosts: [] }));

  const send = (path: string, extra: Partial<Parameters<typeof sendOutbound>[0]> = {}) =>
    sendOutbound({
      method: 'POST',
      url: new URL(path, site.url),
      body: 'payload',
      headers: { 'content-type': 'text/plain' },
      timeoutMs: 5000,
      maxRedirects: 5,
      ...extra,
    });
  const json = (body: Buffer) => JSON.parse(body.toString('utf8')) as Record<string, unknown>;

  it('continues a POST as a GET without its body after 303 and 302, and keeps it after 307', async () => {
    expect(json((await send('/see-other')).body)).toEqual({ method: 'GET', body: '' });
    expect(json((await send('/found')).body)).toEqual({ method: 'GET', body: '' });
    expect(json((await send('/temporary')).body)).toEqual({ method: 'POST', body: 'payload' });
  });

  it('drops the credentials on a redirect to another origin, or stops there when asked', async () => {
    const headers = { authorization: 'Bearer secret', 'x-api-key': 'key' };
    const dropped = await send('/elsewhere', { method: 'GET', body: undefined, headers, credentialHeaders: ['X-Api-Key'] });
    expect(json(dropped.body)).toEqual({ authorization: null, apiKey: null });
    const stopped = await send('/elsewhere', { method: 'GET', body: undefined, headers, crossOrigin: 'stop' });
    expect(stopped.status).toBe(302);
    expect(stopped.headers['location']).toBe(`${other.url}/`);
  });

  it('answers with the redirect once the limit is reached, and refuses a redirect to a blocked protocol', async () => {
    expect((await send('/loop', { maxRedirects: 2 })).status).toBe(302);
    await expect(send('/to-ftp')).rejects.toThrow('The protocol "ftp" is not allowed');
    expect(blockedProtocolOf(' FTP://host/')).toBe('ftp');
    expect(blockedProtocolOf('https://host/')).toBeUndefined();
  });

  it('cuts the body at the limit and says so, and decompresses when asked', async () => {
    const big = await send('/big', { method: 'GET', body: undefined, maxBodyBytes: 1000 });
    expect(big.truncated).toBe(true);
    expect(big.body.length).toBe(1000);
    expect((await send('/gzip', { method: 'GET', body: undefined, decompress: true })).body.toString('utf8')).toBe('squeezed');
    expect((await send('/gzip', { method: 'GET', body: undefined })).body).toEqual(gzipSync('squeezed'));
  });

  it('holds credential tests and OAuth token calls to the outbound policy', async () => {
    // A server of its own: pooled connections were checked when they were opened.
    const fresh = await startLocalServer((_request, response) => {
      response.end('ok');
    });
    try {
      configureOutboundPolicy({ ssrfProtection: true, ssrfAllowedHosts: [] });
      const refused = sendOutbound({ method: 'GET', url: new URL('/', fresh.url), timeoutMs: 5000, maxRedirects: 0 });
      await expect(refused).rejects.toBeInstanceOf(OutboundRequestError);
      await expect(refused).rejects.toMatchObject({ code: 'ESSRF' });
      await expect(sendRequest({ method: 'GET', url: new URL('/', fresh.url), headers: {} })).rejects.toMatchObject({ code: 'ESSRF' });
      configureOutboundPolicy({ ssrfProtection: true, ssrfAllowedHosts: ['127.0.0.1'] });
      expect((await sendRequest({ method: 'GET', url: new URL('/', fresh.url), headers: {} })).body).toBe('ok');
    } finally {
      await fresh.close();
    }
  });
});
