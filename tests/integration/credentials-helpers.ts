/**
 * Shared pieces of the credential integration tests:
 *
 * - a server with the owner set up and members signed up through real invitations;
 * - a real HTTP server on 127.0.0.1 that checks each kind of authentication (Basic, a
 *   header, a query parameter, HTTP Digest with its own challenge and MD5 check, an API
 *   key header) and records what it received;
 * - a real OAuth 1.0a provider on 127.0.0.1 that verifies request signatures with the
 *   `oauth-1.0a` package (an implementation independent of the server's).
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer as createHttpServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import OAuth from 'oauth-1.0a';
import { expect } from 'vitest';
import type { Env } from '../../app/server/config';
import type { DialectName } from '../../app/server/db';
import { Browser, GOOD_PASSWORD, startServer } from './accounts-helpers';
import type { ApiUser, CallResult, Data, TestServer } from './accounts-helpers';

/** The redaction sentinel (n8n's). */
export const BLANK = '__n8n_BLANK_VALUE_e5362baf-c777-4d57-a609-6eaf1f9e87f6';

/** A signed-in user. */
export interface Actor {
  id: string;
  browser: Browser;
}

/** A server with an owner and named members, all signed in. */
export interface Team {
  server: TestServer;
  owner: Actor;
  members: Record<string, Actor>;
  close(): Promise<void>;
}

/** Invites `<name>@example.com` and signs them up. */
export async function signUpMember(server: TestServer, owner: Actor, name: string): Promise<Actor> {
  const invite = await owner.browser.post<Data<{ user: { id: string; inviteAcceptUrl: string } }[]>>('/users', [
    { email: `${name}@example.com` },
  ]);
  expect(invite.status).toBe(200);
  const id = invite.body.data[0]!.user.id;
  const browser = new Browser(server.base);
  const signup = await browser.post(`/users/${id}`, {
    inviterId: owner.id,
    token: new URL(invite.body.data[0]!.user.inviteAcceptUrl).searchParams.get('token'),
    firstName: name,
    lastName: 'Member',
    password: 'Member-Pass1',
  });
  expect(signup.status).toBe(200);
  return { id, browser };
}

/** Starts a server, sets up the owner and signs up `memberNames`. */
export async function startTeam(dialect: DialectName, memberNames: readonly string[], env: Env = {}): Promise<Team> {
  const server = await startServer(dialect, env);
  const browser = new Browser(server.base);
  const setup = await browser.post<Data<ApiUser>>('/owner/setup', {
    email: 'owner@example.com',
    firstName: 'Olga',
    lastName: 'Owner',
    password: GOOD_PASSWORD,
  });
  expect(setup.status).toBe(200);
  const owner = { id: setup.body.data.id, browser };
  const members: Record<string, Actor> = {};
  for (const name of memberNames) members[name] = await signUpMember(server, owner, name);
  return { server, owner, members, close: () => server.close() };
}

/** `PUT /rest<path>`. */
export function put<T = unknown>(browser: Browser, path: string, body?: unknown): Promise<CallResult<T>> {
  return browser.call<T>('PUT', `/rest${path}`, body === undefined ? {} : { body });
}

/** A credential as the API returns it. */
export interface ApiCredential {
  id: string;
  name: string;
  type: string;
  nodesAccess: { nodeType: string; date?: string }[];
  createdAt: string;
  updatedAt: string;
  ownedBy: { id: string; email?: string; firstName?: string; lastName?: string } | null;
  sharedWith: { id: string; email?: string }[];
  data?: Record<string, unknown>;
}

/** `{status, message}` of `POST /credentials/test`. */
export interface TestResult {
  status: 'OK' | 'Error';
  message: string;
}

/** Creates a credential as `actor`; fails the test unless it worked. */
export async function createCredential(
  actor: Actor,
  body: { name: string; type: string; data: Record<string, unknown>; nodesAccess?: { nodeType: string }[] },
): Promise<ApiCredential> {
  const response = await actor.browser.post<Data<ApiCredential>>('/credentials', body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

// --- the authentication target -------------------------------------------------------

/** Secrets the target accepts. */
export const TARGET = {
  basic: { user: 'alice', password: 'basic-secret-1' },
  header: { name: 'X-Api-Key', value: 'header-secret-2' },
  query: { name: 'api_key', value: 'query-secret-3' },
  digest: { user: 'dora', password: 'digest-secret-4', realm: 'switchyard-test' },
  apiKey: 'api-key-secret-5',
} as const;

/** A request the target received. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
}

/** A running target. */
export interface AuthTarget {
  base: string;
  /** Every request received, in order. */
  readonly seen: SeenRequest[];
  close(): Promise<void>;
}

function md5(text: string): string {
  return createHash('md5').update(text).digest('hex');
}

/** Parses `Digest a="b", c=d` (the server side's own small parser). */
function parseDigestHeader(header: string): Record<string, string> {
  const out: Record<string, string> = {};
  const re = /(\w+)=(?:"((?:[^"\\]|\\.)*)"|([^\s,]+))/g;
  let match: RegExpExecArray | null;
  while ((match = re.exec(header.replace(/^Digest\s+/i, ''))) !== null) {
    out[match[1]!] = (match[2] ?? match[3] ?? '').replace(/\\(.)/g, '$1');
  }
  return out;
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/**
 * Starts the target. Paths: `/basic`, `/header`, `/query`, `/digest`, `/api/v1/workflows`
 * (200 when authenticated, 401 otherwise), `/open` (always 200), `/elsewhere` (302 to
 * `redirectTo`).
 */
export async function startAuthTarget(redirectTo = 'http://127.0.0.1:9/'): Promise<AuthTarget> {
  const seen: SeenRequest[] = [];
  const nonces = new Set<string>();
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    const url = new URL(req.url ?? '/', 'http://target');
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    const authorized = (ok: boolean) => (ok ? send(200, { ok: true }) : send(401, { ok: false }));
    switch (url.pathname) {
      case '/basic': {
        const expected = `Basic ${Buffer.from(`${TARGET.basic.user}:${TARGET.basic.password}`).toString('base64')}`;
        return authorized(req.headers.authorization === expected);
      }
      case '/header':
        return authorized(req.headers[TARGET.header.name.toLowerCase()] === TARGET.header.value);
      case '/query':
        return authorized(url.searchParams.get(TARGET.query.name) === TARGET.query.value);
      case '/api/v1/workflows':
        return authorized(req.headers['x-n8n-api-key'] === TARGET.apiKey && url.searchParams.get('limit') === '5');
      case '/open':
        return send(200, { ok: true });
      case '/elsewhere':
        res.writeHead(302, { location: redirectTo });
        return res.end();
      case '/digest': {
        const challenge = () => {
          const nonce = randomBytes(16).toString('hex');
          nonces.add(nonce);
          send(
            401,
            { ok: false },
            {
              'www-authenticate': `Basic realm="x", Digest realm="${TARGET.digest.realm}", qop="auth", nonce="${nonce}", opaque="op4que", algorithm=MD5`,
            },
          );
        };
        const header = req.headers.authorization;
        if (header === undefined || !/^Digest /i.test(header)) return challenge();
        const p = parseDigestHeader(header);
        if (!nonces.has(p['nonce'] ?? '') || p['opaque'] !== 'op4que' || p['uri'] !== req.url) return challenge();
        const ha1 = md5(`${TARGET.digest.user}:${TARGET.digest.realm}:${TARGET.digest.password}`);
        const ha2 = md5(`${req.method}:${p['uri']}`);
        const expected = md5(`${ha1}:${p['nonce']}:${p['nc']}:${p['cnonce']}:${p['qop']}:${ha2}`);
        if (p['username'] !== TARGET.digest.user || p['response'] !== expected) return challenge();
        return send(200, { ok: true });
      }
      default:
        return send(404, { ok: false });
    }
  };
  const server = createHttpServer(handle);
  const base = await listen(server);
  return { base, seen, close: () => close(server) };
}

// --- an OAuth 1.0a provider ---------------------------------------------------------

/** Keys of the OAuth1 provider. */
export const OAUTH1 = {
  consumerKey: 'oauth1-consumer',
  consumerSecret: 'oauth1-consumer-secret',
  accessToken: 'oauth1-access-token',
  accessTokenSecret: 'oauth1-access-secret',
} as const;

/** A running OAuth1 provider. */
export interface OAuth1Provider {
  base: string;
  /** Signature checks that failed, by path. */
  readonly refused: string[];
  close(): Promise<void>;
}

function parseOAuthHeader(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const match of (header ?? '').replace(/^OAuth\s+/i, '').matchAll(/([\w]+)="([^"]*)"/g)) {
    out[decodeURIComponent(match[1]!)] = decodeURIComponent(match[2]!);
  }
  return out;
}

/**
 * `POST /request_token` (needs a valid consumer signature and an oauth_callback),
 * `GET /authorize?oauth_token=` (auto-approves: 302 to the callback with a verifier),
 * `POST /access_token` (needs the request token, its secret in the signature and the
 * verifier).
 */
export async function startOAuth1Provider(signatureMethod: 'HMAC-SHA1' | 'HMAC-SHA256' = 'HMAC-SHA1'): Promise<OAuth1Provider> {
  const refused: string[] = [];
  const requestTokens = new Map<string, { secret: string; callback: string; verifier: string }>();
  const oauth = new OAuth({
    consumer: { key: OAUTH1.consumerKey, secret: OAUTH1.consumerSecret },
    signature_method: signatureMethod,
    hash_function: (base, key) =>
      createHmac(signatureMethod === 'HMAC-SHA1' ? 'sha1' : 'sha256', key)
        .update(base)
        .digest('base64'),
  });
  let base = '';
  const server = createHttpServer((req, res) => {
    const url = new URL(req.url ?? '/', base);
    const params = parseOAuthHeader(req.headers.authorization);
    const signatureOk = (tokenSecret: string) => {
      const { oauth_signature: signature, ...rest } = params;
      const expected = oauth.getSignature(
        { url: `${base}${url.pathname}${url.search}`, method: req.method ?? 'GET', data: {} },
        tokenSecret,
        rest as unknown as OAuth.Data,
      );
      return params['oauth_consumer_key'] === OAUTH1.consumerKey && signature === expected;
    };
    const form = (status: number, body: Record<string, string>) => {
      res.writeHead(status, { 'content-type': 'application/x-www-form-urlencoded' });
      res.end(new URLSearchParams(body).toString());
    };
    if (url.pathname === '/request_token' && req.method === 'POST') {
      if (!signatureOk('') || !params['oauth_callback']) {
        refused.push(url.pathname);
        return form(401, { error: 'bad signature' });
      }
      const token = randomBytes(8).toString('hex');
      requestTokens.set(token, {
        secret: randomBytes(8).toString('hex'),
        callback: params['oauth_callback'],
        verifier: randomBytes(8).toString('hex'),
      });
      return form(200, { oauth_token: token, oauth_token_secret: requestTokens.get(token)!.secret, oauth_callback_confirmed: 'true' });
    }
    if (url.pathname === '/authorize' && req.method === 'GET') {
      const token = url.searchParams.get('oauth_token') ?? '';
      const entry = requestTokens.get(token);
      if (entry === undefined) return form(400, { error: 'unknown token' });
      const callback = new URL(entry.callback);
      callback.searchParams.set('oauth_token', token);
      callback.searchParams.set('oauth_verifier', entry.verifier);
      res.writeHead(302, { location: callback.toString() });
      return res.end();
    }
    if (url.pathname === '/access_token' && req.method === 'POST') {
      const entry = requestTokens.get(params['oauth_token'] ?? '');
      if (entry === undefined || !signatureOk(entry.secret) || params['oauth_verifier'] !== entry.verifier) {
        refused.push(url.pathname);
        return form(401, { error: 'bad signature or verifier' });
      }
      requestTokens.delete(params['oauth_token'] ?? '');
      return form(200, { oauth_token: OAUTH1.accessToken, oauth_token_secret: OAUTH1.accessTokenSecret, user_id: '42' });
    }
    return form(404, {});
  });
  base = await listen(server);
  return { base, refused, close: () => close(server) };
}
