/**
 * OAuth 2.0 client pieces (RFC 6749, PKCE RFC 7636): the authorization URL, token
 * requests (authorization code, client credentials) and reading token answers.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { IDataObject } from '@sdk/workflow';
import { parseHttpUrl, sendRequest } from './http-client';

/** How the client authenticates at the token endpoint (n8n's `authentication`). */
export type ClientAuthentication = 'header' | 'body';

/** A token endpoint answered with an error or something that is not a token. */
export class OAuthTokenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OAuthTokenError';
  }
}

/** Scopes from a credential's `scope` text: split on spaces or commas. */
export function splitScopes(scope: unknown): string[] {
  if (typeof scope !== 'string') return [];
  return scope.split(/[\s,]+/).filter((s) => s !== '');
}

/** A PKCE code verifier (43 characters) and its S256 challenge. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: pkceChallenge(verifier) };
}

/** The S256 challenge of a verifier. */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/** What the authorization URL is made from. */
export interface AuthorizationUrlInput {
  authUrl: string;
  clientId: string;
  redirectUri: string;
  state: string;
  scopes: string[];
  /** Extra query text from the credential (`access_type=offline&prompt=consent`). */
  authQueryParameters?: string;
  codeChallenge?: string;
}

/** The provider URL the user is sent to. */
export function buildAuthorizationUrl(input: AuthorizationUrlInput): string {
  const url = parseHttpUrl(input.authUrl, 'The Authorization URL');
  const q = url.searchParams;
  q.set('client_id', input.clientId);
  q.set('redirect_uri', input.redirectUri);
  q.set('response_type', 'code');
  if (input.scopes.length > 0) q.set('scope', input.scopes.join(' '));
  q.set('state', input.state);
  if (input.codeChallenge !== undefined) {
    q.set('code_challenge', input.codeChallenge);
    q.set('code_challenge_method', 'S256');
  }
  const extra = (input.authQueryParameters ?? '').trim().replace(/^[?&]+/, '');
  if (extra !== '') {
    for (const [key, value] of new URLSearchParams(extra)) {
      // The flow's own parameters cannot be overridden from the credential.
      if (!['client_id', 'redirect_uri', 'response_type', 'state', 'code_challenge', 'code_challenge_method'].includes(key)) {
        q.append(key, value);
      }
    }
  }
  return url.toString();
}

/** The client's identity at the token endpoint. */
export interface OAuthClient {
  accessTokenUrl: string;
  clientId: string;
  clientSecret: string;
  authentication: ClientAuthentication;
  ignoreSslIssues?: boolean;
}

function parseTokenBody(body: string, contentType: string | undefined): IDataObject {
  const text = body.trim();
  if (contentType?.includes('json') || text.startsWith('{')) {
    try {
      const value: unknown = JSON.parse(text);
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) return value as IDataObject;
    } catch {
      // Fall through to form decoding.
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

function describe(value: unknown): string {
  return typeof value === 'string' ? value.slice(0, 300) : (JSON.stringify(value)?.slice(0, 300) ?? '');
}

/**
 * POSTs a token request and returns the token answer (n8n keeps it whole as
 * `oauthTokenData`).
 * @throws OAuthTokenError for an error answer or one without `access_token`;
 *   RequestFailedError when the endpoint cannot be reached.
 */
export async function requestToken(client: OAuthClient, params: Record<string, string>): Promise<IDataObject> {
  const url = parseHttpUrl(client.accessTokenUrl, 'The Access Token URL');
  const body = new URLSearchParams(params);
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
  };
  if (client.authentication === 'header' && client.clientSecret !== '') {
    // RFC 6749 §2.3.1: both parts form-urlencoded before base64.
    const pair = `${encodeURIComponent(client.clientId)}:${encodeURIComponent(client.clientSecret)}`;
    headers['authorization'] = `Basic ${Buffer.from(pair).toString('base64')}`;
  } else {
    if (client.clientId !== '') body.set('client_id', client.clientId);
    if (client.clientSecret !== '') body.set('client_secret', client.clientSecret);
  }
  const response = await sendRequest({
    method: 'POST',
    url,
    headers,
    body: body.toString(),
    ignoreSslIssues: client.ignoreSslIssues,
  });
  const answer = parseTokenBody(response.body, response.headers['content-type']);
  if (response.status < 200 || response.status >= 300 || answer['error'] !== undefined) {
    const reason =
      answer['error'] !== undefined
        ? `${describe(answer['error'])}${answer['error_description'] !== undefined ? `: ${describe(answer['error_description'])}` : ''}`
        : `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
    throw new OAuthTokenError(`The token endpoint refused the request (${reason}).`);
  }
  if (typeof answer['access_token'] !== 'string' || answer['access_token'] === '') {
    throw new OAuthTokenError('The token endpoint answered without an access token.');
  }
  return answer;
}

/** The client of a stored OAuth2 credential (its `accessTokenUrl`, client and `authentication`). */
export function oauthClientOf(data: IDataObject): OAuthClient {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    accessTokenUrl: text(data['accessTokenUrl']),
    clientId: text(data['clientId']),
    clientSecret: text(data['clientSecret']),
    authentication: data['authentication'] === 'body' ? 'body' : 'header',
    ignoreSslIssues: data['ignoreSSLIssues'] === true,
  };
}

/**
 * A new token for an OAuth2 credential: with the refresh token of `token` when it has one,
 * else through the client-credentials grant. A refresh answer may leave the refresh token
 * out; the old one stays valid then and is kept.
 */
export async function renewOAuth2Token(data: IDataObject, token: IDataObject | undefined): Promise<IDataObject> {
  const scopes = splitScopes(data['scope']);
  const refresh = typeof token?.['refresh_token'] === 'string' ? token['refresh_token'] : undefined;
  const params: Record<string, string> =
    refresh !== undefined
      ? { grant_type: 'refresh_token', refresh_token: refresh }
      : { grant_type: 'client_credentials', ...(scopes.length > 0 ? { scope: scopes.join(' ') } : {}) };
  const fresh = await requestToken(oauthClientOf(data), params);
  return { ...(refresh !== undefined ? { refresh_token: refresh } : {}), ...fresh };
}
