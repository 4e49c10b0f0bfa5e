/**
 * Real servers the workflow fixtures can ask for (`meta.server`), each on 127.0.0.1 at a
 * free port; the fixture writes `http://fixture.local` where the server's address goes.
 *
 * - `http-echo`: answers every request with JSON describing it: method, path, query (one
 *   value per name), the `user-agent` and `x-test` headers, the body as text and, when
 *   there is a body, its content type. Under `/text` it answers `text/plain` instead:
 *   `<METHOD> <path>`.
 * - `telegram-bot-api`: the Telegram Bot API stand-in (`telegram/testing/bot-api-server.ts`)
 *   with the token `123456:TEST-token`.
 */
import { sendJson, startLocalServer, type LocalServer, type SeenRequest } from '../http-request/testing/local-server';
import { startBotApiServer } from '../telegram/testing/bot-api-server';

export const FIXTURE_SERVER_PLACEHOLDER = 'http://fixture.local';

export type FixtureServerName = 'http-echo' | 'telegram-bot-api';

function echo(request: SeenRequest): Record<string, unknown> {
  const body = request.body.toString('utf8');
  return {
    method: request.method,
    path: request.path,
    query: Object.fromEntries(request.query),
    userAgent: request.headers['user-agent'] ?? null,
    xTest: request.headers['x-test'] ?? null,
    body,
    ...(body ? { contentType: request.headers['content-type'] ?? null } : {}),
  };
}

/** Starts the server a fixture names. */
export function fixtureServer(name: FixtureServerName): Promise<LocalServer> {
  switch (name) {
    case 'http-echo':
      return startLocalServer((request, response) => {
        if (request.path.startsWith('/text')) {
          response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
          response.end(`${request.method} ${request.path}`);
          return;
        }
        sendJson(response, 200, echo(request));
      });
    case 'telegram-bot-api':
      return startBotApiServer('123456:TEST-token');
    default:
      throw new Error(`Unknown fixture server "${String(name)}"`);
  }
}
