/**
 * Checks the credentials a webhook call brings against the node's (n8n's answers):
 * Basic Auth without an Authorization header is 401 with a `WWW-Authenticate` challenge,
 * wrong Basic or Header Auth is 403 "Authorization data is wrong!". Secrets are compared
 * in constant time.
 */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** Why a call is refused, with the status to answer. */
export class WebhookAuthorizationError extends Error {
  constructor(
    readonly statusCode: 401 | 403 | 500,
    message: string,
  ) {
    super(message);
    this.name = 'WebhookAuthorizationError';
  }
}

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value as number);

/** Throws a {@link WebhookAuthorizationError} unless `headers` carry what `credential` asks for. */
export function checkWebhookAuth(
  authentication: string,
  headers: IncomingHttpHeaders,
  credential: Record<string, unknown> | undefined,
): void {
  if (authentication === 'none' || authentication === '') return;
  if (credential === undefined) throw new WebhookAuthorizationError(500, 'No authentication data defined on node!');
  if (authentication === 'basicAuth') {
    const header = text(headers['authorization']);
    const match = /^Basic\s+(.+)$/i.exec(header);
    if (match === null) throw new WebhookAuthorizationError(401, 'Authorization is required!');
    const decoded = Buffer.from(match[1] ?? '', 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    const user = colon < 0 ? decoded : decoded.slice(0, colon);
    const password = colon < 0 ? '' : decoded.slice(colon + 1);
    // Both compared, so a wrong user takes as long as a wrong password.
    const userOk = same(user, text(credential['user']));
    const passwordOk = same(password, text(credential['password']));
    if (!userOk || !passwordOk) throw new WebhookAuthorizationError(403, 'Authorization data is wrong!');
    return;
  }
  if (authentication === 'headerAuth') {
    const name = text(credential['name']).toLowerCase();
    const value = headers[name];
    if (name === '' || typeof value !== 'string' || !same(value, text(credential['value']))) {
      throw new WebhookAuthorizationError(403, 'Authorization data is wrong!');
    }
    return;
  }
  throw new WebhookAuthorizationError(500, `The authentication method "${authentication}" is not supported.`);
}
