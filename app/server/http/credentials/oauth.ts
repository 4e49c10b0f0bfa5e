/**
 * The OAuth connect routes (credentials/oauth-flows.ts has the flows):
 *
 * - `GET /oauth2-credential/auth?id=` and `GET /oauth1-credential/auth?id=` answer
 *   `{data: <provider authorization URL>}` for the editor to open in a popup (the
 *   credential's owner only).
 * - `GET /oauth2-credential/callback?code&state` and
 *   `GET /oauth1-credential/callback?oauth_token&oauth_verifier&state` are where the
 *   provider sends the popup back. They are public routes (no 401 JSON for a browser
 *   page) but check the signed state, which names the user and session that started the
 *   flow. They answer a small HTML page: on success it posts `'success'` to the opener
 *   and closes ("Got connected. The window can be closed now."); on failure it shows
 *   why and posts `'error'`.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentUser, requireUser } from '../../auth';
import { OAuthCallbackError } from '../../credentials/oauth-flows';
import type { OAuthRequestContext } from '../../credentials/oauth-flows';
import { boundPort, resolvePublicUrls } from '../../urls';
import { domainErrorStatus } from '../errors';
import { parseInput } from '../validation';
import { oauthAuthQuery } from './schemas';

/** Text of the success page (n8n's). */
export const OAUTH_CONNECTED_TEXT = 'Got connected. The window can be closed now.';
/** Longest query value a callback reads. */
const MAX_CALLBACK_VALUE = 8192;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Sends the popup page; `message` is posted to the opener ('success' or 'error'). */
function sendPage(reply: FastifyReply, status: number, title: string, body: string, message: 'success' | 'error') {
  const nonce = randomBytes(16).toString('base64');
  // The message carries no data, so any opener may read it (the editor may run on
  // another origin during development, as n8n allows).
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family: sans-serif; padding: 2em">
<p>${escapeHtml(body)}</p>
<script nonce="${nonce}">
(function () {
  try { if (window.opener) window.opener.postMessage(${JSON.stringify(message)}, '*'); } catch (e) {}
  ${message === 'success' ? 'window.close();' : ''}
})();
</script>
</body>
</html>
`;
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; frame-ancestors 'none'`)
    .send(html);
}

function callbackQuery(request: FastifyRequest): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  const query = (request.query ?? {}) as Record<string, unknown>;
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string' && value.length <= MAX_CALLBACK_VALUE) out[key] = value;
  }
  return out;
}

/** Registers the OAuth1 and OAuth2 routes. */
export function registerOAuthRoutes(app: FastifyInstance, rest: string): void {
  const { config } = app.switchyard;
  const oauth = () => app.switchyard.credentials.oauth;
  const callbackUrl = (request: FastifyRequest, version: 1 | 2) =>
    `${resolvePublicUrls(config, boundPort(request.server.server)).editorBase}/${config.endpointRest}/oauth${version}-credential/callback`;
  const context = (request: FastifyRequest, version: 1 | 2): OAuthRequestContext => ({
    user: request.user,
    sessionId: request.sessionId,
    callbackUrl: callbackUrl(request, version),
  });

  app.get(`${rest}/oauth2-credential/auth`, { preHandler: requireUser }, async (request) => {
    const { id } = parseInput(oauthAuthQuery, request.query);
    const url = await oauth().oauth2AuthorizationUrl(currentUser(request), request.sessionId, id, callbackUrl(request, 2));
    return { data: url };
  });

  app.get(`${rest}/oauth1-credential/auth`, { preHandler: requireUser }, async (request) => {
    const { id } = parseInput(oauthAuthQuery, request.query);
    const url = await oauth().oauth1AuthorizationUrl(currentUser(request), request.sessionId, id, callbackUrl(request, 1));
    return { data: url };
  });

  for (const version of [1, 2] as const) {
    app.get(`${rest}/oauth${version}-credential/callback`, { config: { public: true } }, async (request, reply) => {
      try {
        const query = callbackQuery(request);
        if (version === 2) await oauth().oauth2Callback(query, context(request, 2));
        else await oauth().oauth1Callback(query, context(request, 1));
      } catch (error) {
        if (!(error instanceof OAuthCallbackError)) throw error;
        return sendPage(
          reply,
          domainErrorStatus(error.code),
          'Connection failed',
          `The account could not be connected: ${error.message}`,
          'error',
        );
      }
      return sendPage(reply, 200, 'Connected', OAUTH_CONNECTED_TEXT, 'success');
    });
  }
}
