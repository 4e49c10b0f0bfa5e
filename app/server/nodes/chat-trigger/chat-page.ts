/**
 * The hosted chat page. Everything that comes from the workflow (title, subtitle, initial
 * messages, placeholder) is HTML-escaped or handed over as JSON data, and messages are
 * added to the page with `textContent`, never as HTML: prompts and answers are text. The
 * page runs in the sandbox every workflow answer gets (no same origin as the editor); its
 * own policy allows only its inline script (by nonce) and requests to the webhook origin.
 *
 * With "Load Previous Session" on, the session id is kept in the page's URL fragment
 * (`#session=…`; the sandboxed page has no storage of its own), so reopening that address
 * shows the conversation so far, loaded with `{action: 'loadPreviousSession'}`.
 */
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { workflowAnswerCsp } from '../../webhooks/answer-csp';
import { escapeHtml } from '../form-trigger/page-safety';

export interface ChatPage {
  title: string;
  subtitle: string;
  placeholder: string;
  initialMessages: string[];
  /** Keep the session in the URL and show its earlier messages ("Load Previous Session" not Off). */
  loadPreviousSession: boolean;
  /**
   * The instance's webhook origin. The page posts to its own URL, allowed by `'self'`
   * (the URL's origin, even in the sandbox); this one covers a page reached through
   * another host name than the configured webhook URL's.
   */
  origin: string;
}

/** The page's script: posts each message as text/plain JSON and shows the answer as text. */
const SCRIPT = `
const config = JSON.parse(document.getElementById('chat-config').textContent);
const log = document.getElementById('messages');
const form = document.getElementById('composer');
const input = document.getElementById('chat-input');
const fresh = (self.crypto && crypto.randomUUID) ? crypto.randomUUID() : String(Date.now()) + Math.random().toString(16).slice(2);
const kept = config.loadPreviousSession ? new URLSearchParams(location.hash.slice(1)).get('session') : null;
const sessionId = kept || fresh;
if (config.loadPreviousSession && !kept) history.replaceState(null, '', '#session=' + encodeURIComponent(sessionId));
function add(role, text) {
  const item = document.createElement('li');
  item.className = 'message ' + role;
  item.textContent = text;
  log.appendChild(item);
  item.scrollIntoView({ block: 'end' });
  return item;
}
function post(body) {
  return fetch(location.href.split('#')[0], {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    body: JSON.stringify(body),
  });
}
for (const text of config.initialMessages) add('bot', text);
async function loadPrevious() {
  const response = await post({ action: 'loadPreviousSession', sessionId });
  const data = response.ok ? await response.json().catch(() => ({})) : {};
  for (const message of Array.isArray(data.data) ? data.data : []) {
    const content = message && message.kwargs ? message.kwargs.content : '';
    const human = Array.isArray(message && message.id) && message.id[message.id.length - 1] === 'HumanMessage';
    add(human ? 'user' : 'bot', typeof content === 'string' ? content : JSON.stringify(content));
  }
}
if (kept) loadPrevious().catch(() => add('bot', 'The earlier messages could not be loaded.'));
form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const chatInput = input.value.trim();
  if (!chatInput) return;
  input.value = '';
  add('user', chatInput);
  const pending = add('bot pending', '…');
  try {
    const response = await post({ action: 'sendMessage', sessionId, chatInput });
    const data = await response.json().catch(() => ({}));
    const answer = data.output ?? data.text ?? data.message ?? (response.ok ? '' : 'Error ' + response.status);
    pending.textContent = typeof answer === 'string' ? answer : JSON.stringify(answer);
  } catch (error) {
    pending.textContent = 'The message could not be sent.';
  }
  pending.className = 'message bot';
});
`;

const STYLE = `
body { font-family: system-ui, sans-serif; margin: 0; display: flex; flex-direction: column; height: 100vh; background: #f5f5f7; }
header { padding: 16px 20px; background: #1f1f2e; color: #fff; }
header h1 { margin: 0; font-size: 20px; }
header p { margin: 4px 0 0; opacity: .8; }
#messages { list-style: none; margin: 0; padding: 16px; flex: 1; overflow-y: auto; display: flex; flex-direction: column; gap: 8px; }
.message { max-width: 75%; padding: 8px 12px; border-radius: 12px; white-space: pre-wrap; overflow-wrap: anywhere; }
.message.user { align-self: flex-end; background: #e2e8ff; }
.message.bot { align-self: flex-start; background: #fff; border: 1px solid #ddd; }
#composer { display: flex; gap: 8px; padding: 12px 16px; border-top: 1px solid #ddd; background: #fff; }
#chat-input { flex: 1; font: inherit; padding: 8px; }
`;

/** JSON safe inside a `<script type="application/json">` element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function writeChatPage(response: ServerResponse, method: string, page: ChatPage): void {
  const nonce = randomBytes(16).toString('base64');
  const html = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<header><h1>${escapeHtml(page.title)}</h1><p>${escapeHtml(page.subtitle)}</p></header>
<ul id="messages" aria-live="polite" aria-label="Messages"></ul>
<form id="composer"><input id="chat-input" aria-label="Message" autocomplete="off" placeholder="${escapeHtml(page.placeholder)}"><button type="submit">Send</button></form>
<script type="application/json" id="chat-config">${scriptJson({ initialMessages: page.initialMessages, loadPreviousSession: page.loadPreviousSession })}</script>
<script nonce="${nonce}">${SCRIPT}</script>
</body>
</html>`;
  const own = `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self' ${page.origin}; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors *`;
  response.setHeader('content-security-policy', workflowAnswerCsp(own));
  response.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': String(Buffer.byteLength(html)),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
  });
  response.end(method === 'HEAD' ? undefined : html);
}
