/**
 * A real HTTP server on 127.0.0.1 (port 0) for tests: records every request (its request
 * line as received, method, path, headers, raw body) and answers through a handler the test
 * gives.
 */
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';

/** One request as the server saw it. */
export interface SeenRequest {
  /** The request line as it came over the wire (`GET /path?query HTTP/1.1`), not re-encoded. */
  requestLine: string;
  method: string;
  url: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Answers a request. */
export type Handler = (request: SeenRequest, response: ServerResponse) => void | Promise<void>;

/** A started server. */
export interface LocalServer {
  url: string;
  requests: SeenRequest[];
  close(): Promise<void>;
}

function listen(server: Server, handler: Handler, protocol: 'http' | 'https'): Promise<LocalServer> {
  const requests: SeenRequest[] = [];
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const seen: SeenRequest = {
        requestLine: `${req.method ?? ''} ${req.url ?? ''} HTTP/${req.httpVersion}`,
        method: req.method ?? '',
        url: req.url ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(seen);
      Promise.resolve(handler(seen, res)).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `${protocol}://127.0.0.1:${port}`,
        requests,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

/** Starts an http server answering with `handler`. */
export function startLocalServer(handler: Handler): Promise<LocalServer> {
  return listen(createServer(), handler, 'http');
}

/** Starts an https server with a self-signed certificate. */
export function startLocalHttpsServer(handler: Handler, tls: { key: string; cert: string }): Promise<LocalServer> {
  return listen(createHttpsServer(tls), handler, 'https');
}

/** Sends JSON. */
export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}
