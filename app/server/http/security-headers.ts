/**
 * Browser isolation (docs/security.md "Browser isolation (CSP)").
 *
 * Two kinds of pages share the server's origin: the editor (and its REST API, which a
 * signed-in browser reaches with the session cookie) and the answers of workflows
 * (webhooks, test webhooks, Wait-node resume URLs, forms), whose content any user who can
 * edit a workflow controls. A workflow's HTML must never run as the editor's origin, or a
 * member could make the owner's browser act with the owner's session.
 *
 * - Workflow answers get `Content-Security-Policy: sandbox ...` without
 *   `allow-same-origin`: the browser gives the document an opaque origin, so its scripts
 *   can run (forms and pages need them) but cannot read the editor's cookies or storage,
 *   and their requests to `/rest` are cross-origin (no cookie for a same-site-only session,
 *   no readable answer). The header is set before the handler runs, so it covers every
 *   answer: the Respond to Webhook node's, the last node's, binary data, errors, 404s.
 *   A workflow's own `Content-Security-Policy` header is sent as a second policy (the
 *   browser enforces both), never instead of ours.
 * - Everything else (the editor's HTML, assets, REST answers) gets a strict policy that
 *   only allows the editor's own scripts, no framing by other origins, and `nosniff`.
 *   A route that sets its own policy (the OAuth callback page's nonce policy, `/rest/data`'s
 *   sandbox) keeps it.
 *
 * @module
 */
import type { FastifyInstance } from 'fastify';
import { WORKFLOW_ANSWER_CSP } from '../webhooks/answer-csp';

export { WORKFLOW_ANSWER_CSP, workflowAnswerCsp } from '../webhooks/answer-csp';

/**
 * The editor's policy. `style-src 'unsafe-inline'`: React style attributes, Radix's
 * positioning and CodeMirror's injected style sheets are inline styles; styles cannot run
 * script. `worker-src blob:`: PixiJS starts its image workers from blob URLs.
 * `img-src data: blob:`: generated icons and canvas textures. No `unsafe-eval`: PixiJS
 * runs with its eval-free shader code (`pixi.js/unsafe-eval`).
 */
export function editorCsp(connectSources: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    ['connect-src', "'self'", ...connectSources].join(' '),
    "worker-src 'self' blob:",
    "child-src 'self' blob:",
    "frame-src 'self'",
    "media-src 'self' data: blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The editor's policy when it talks to its own origin only. */
export const EDITOR_CSP = editorCsp();

/** Where workflow answers are served (first path segments). */
export interface WorkflowAnswerPaths {
  /** `webhook`, `webhook-test`, `webhook-waiting`, `form`, `form-test`, `form-waiting` ... */
  readonly segments: readonly string[];
  /** Origins besides its own the editor may call (an external templates host). */
  readonly connectSources?: readonly string[];
}

function firstSegment(url: string): string {
  const path = url.split('?')[0] ?? '';
  return path.split('/')[1] ?? '';
}

/** Whether `url` is a workflow answer (a first segment of `segments`). */
export function isWorkflowAnswerUrl(url: string, segments: ReadonlySet<string>): boolean {
  return segments.has(firstSegment(url));
}

/**
 * Sets the headers on every answer, before any route runs (so hijacked answers and the
 * framework's own errors carry them too).
 */
export function registerSecurityHeaders(app: FastifyInstance, paths: WorkflowAnswerPaths): void {
  const segments = new Set(paths.segments);
  const csp = editorCsp(paths.connectSources);
  app.addHook('onRequest', async (request, reply) => {
    const raw = reply.raw;
    if (isWorkflowAnswerUrl(request.url, segments)) {
      raw.setHeader('content-security-policy', WORKFLOW_ANSWER_CSP);
      return;
    }
    raw.setHeader('content-security-policy', csp);
    raw.setHeader('x-frame-options', 'SAMEORIGIN');
    raw.setHeader('x-content-type-options', 'nosniff');
  });
}
