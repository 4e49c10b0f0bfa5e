/**
 * A collaboration socket client for tests: a real WebSocket (the `ws` package, as a browser would
 * open one) on `/rest/collaboration/:id` with the session cookie, keeping every message.
 */
import WebSocket from 'ws';
import type { Browser } from './accounts-helpers';

/** A message the server sent, parsed. */
export type ServerMessage = { t: string } & Record<string, unknown>;

/** An open collaboration socket. */
export interface CollabSocket {
  readonly socket: WebSocket;
  /** Every message received so far. */
  readonly messages: ServerMessage[];
  send(message: object): void;
  /** Resolves with the first message (from the start) that matches; rejects after `timeoutMs`. */
  waitFor(predicate: (message: ServerMessage) => boolean, timeoutMs?: number): Promise<ServerMessage>;
  /** Resolves with the close code. */
  readonly closed: Promise<number>;
  close(): void;
}

export function cookieOf(browser: Browser): string {
  return [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}

/** Opens the socket; rejects with the HTTP status when the upgrade is refused. */
export function openCollab(
  base: string,
  workflowId: string,
  browser?: Browser,
  options: { answerPings?: boolean } = {},
): Promise<CollabSocket> {
  const url = new URL(`/rest/collaboration/${encodeURIComponent(workflowId)}`, base);
  url.protocol = 'ws:';
  // answerPings false: a connection that died without closing (the server's pings go unanswered).
  const socket = new WebSocket(url, { headers: browser ? { cookie: cookieOf(browser) } : {}, autoPong: options.answerPings ?? true });
  const messages: ServerMessage[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    messages.push(JSON.parse(String(data)) as ServerMessage);
    for (const waiter of [...waiters]) waiter();
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    socket.on('unexpected-response', (request, response) => {
      // As a browser does: a refused upgrade's connection is closed, not left open.
      request.destroy();
      reject(new Error(`HTTP ${response.statusCode}`));
    });
    socket.on('error', reject);
    socket.on('open', () =>
      resolve({
        socket,
        messages,
        send: (message) => socket.send(JSON.stringify(message)),
        waitFor(predicate, timeoutMs = 5_000) {
          const found = messages.find(predicate);
          if (found) return Promise.resolve(found);
          return new Promise((done, fail) => {
            const timer = setTimeout(() => {
              waiters.delete(waiter);
              fail(new Error(`Timed out; received: ${JSON.stringify(messages).slice(-2000)}`));
            }, timeoutMs);
            const waiter = () => {
              const match = messages.find(predicate);
              if (match === undefined) return;
              clearTimeout(timer);
              waiters.delete(waiter);
              done(match);
            };
            waiters.add(waiter);
          });
        },
        closed,
        close: () => socket.close(),
      }),
    );
  });
}

/** Opens the socket and says hello; resolves with the welcome. */
export async function joinCollab(
  base: string,
  workflowId: string,
  browser: Browser,
  hello: { epoch?: string; version?: number } = {},
): Promise<{ socket: CollabSocket; welcome: ServerMessage }> {
  const socket = await openCollab(base, workflowId, browser);
  socket.send({ t: 'hello', ...hello });
  const welcome = await socket.waitFor((m) => m.t === 'welcome');
  return { socket, welcome };
}
