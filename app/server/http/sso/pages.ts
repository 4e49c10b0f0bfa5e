/**
 * The small HTML pages of the SAML flow, served by the server itself: the form that posts the
 * sign-in request to the IdP (POST binding), and the result of "Test settings". Each page has
 * its own policy: only its one nonce script runs, and a form may post only to the IdP.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../../nodes/form-trigger/page-safety';

const STYLE = `body{font-family:system-ui,sans-serif;margin:3rem auto;max-width:44rem;color:#1f2430;padding:0 1rem}
h1{font-size:1.4rem}table{border-collapse:collapse;width:100%}th,td{text-align:left;border-bottom:1px solid #dde;padding:.4rem .6rem;vertical-align:top;word-break:break-all}
th{width:40%;font-weight:600}.none{color:#6b7280}.ok{color:#1d7a46}.bad{color:#b42318}`;

function send(reply: FastifyReply, status: number, html: string, policy: string): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', policy)
    .send(html);
}

/** A page that posts `fields` to `action` at once (a button without script). */
export function autoPostPage(reply: FastifyReply, action: string, fields: Record<string, string>): FastifyReply {
  const nonce = randomBytes(16).toString('base64');
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signing in…</title></head>
<body><form method="post" action="${escapeHtml(action)}">${inputs}<p>Continuing to your identity provider…</p><button type="submit">Continue</button></form>
<script nonce="${nonce}">document.forms[0].submit();</script></body></html>`;
  const origin = new URL(action).origin;
  return send(reply, 200, html, `default-src 'none'; script-src 'nonce-${nonce}'; form-action ${origin}; frame-ancestors 'none'`);
}

/** The result of a "Test settings" run: the attributes the IdP sent, or why it failed. */
export function testResultPage(
  reply: FastifyReply,
  result: { ok: true; mapped: Record<string, string>; attributes: Record<string, string[]> } | { ok: false; message: string },
): FastifyReply {
  const rows = (entries: Array<[string, string]>) =>
    entries
      .map(
        ([name, value]) =>
          `<tr><th scope="row">${escapeHtml(name)}</th><td>${value === '' ? '<em class="none">not sent</em>' : escapeHtml(value)}</td></tr>`,
      )
      .join('');
  const body = result.ok
    ? `<h1 class="ok">SAML connection test was successful</h1>
<p>The identity provider signed the user in. Nobody was signed in to Switchyard; close this window to go back to the settings.</p>
<h2>Mapped user</h2><table>${rows(Object.entries(result.mapped))}</table>
<h2>Attributes the identity provider returned</h2><table>${rows(Object.entries(result.attributes).map(([name, values]) => [name, values.join(', ')]))}</table>`
    : `<h1 class="bad">SAML connection test failed</h1><p>${escapeHtml(result.message)}</p>`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SAML connection test</title><style>${STYLE}</style></head><body>${body}</body></html>`;
  return send(reply, result.ok ? 200 : 400, html, "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
}
