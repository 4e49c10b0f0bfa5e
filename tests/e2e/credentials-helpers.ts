/**
 * Pieces the credentials e2e specs share:
 *
 * - a real HTTP server on 127.0.0.1 that checks each kind of authentication the credential
 *   types send (Basic, a header, a query parameter, HTTP Digest with its own challenge, the
 *   instance API key) and answers 200 or 401, so "Test" succeeds or fails for real;
 * - a real OAuth 1.0a provider that verifies every signature with the `oauth-1.0a` package
 *   and approves the authorization at once;
 * - small page helpers (open the modal, fill a field by its label, take a screenshot).
 */
import { expect as baseExpect, type Page } from '@playwright/test';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import OAuth from 'oauth-1.0a';

const expect = baseExpect.configure({ timeout: 20_000 });

/** Secrets the target accepts. */
export const TARGET = {
  basic: { user: 'alice', password: 'basic-secret-1' },
  header: { name: 'X-Api-Key', value: 'header-secret-2' },
  query: { name: 'api_key', value: 'query-secret-3' },
  digest: { user: 'dora', password: 'digest-secret-4', realm: 'switchyard-e2e' },
  apiKey: 'api-key-secret-5',
} as const;

/** A running local server. */
export interface LocalServer {
  readonly base: string;
  close(): Promise<void>;
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function stop(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

function digestParams(header: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of header.replace(/^Digest\s+/i, '').matchAll(/(\w+)=(?:"((?:[^"\\]|\\.)*)"|([^\s,]+))/g)) {
    out[m[1]!] = (m[2] ?? m[3] ?? '').replace(/\\(.)/g, '$1');
  }
  return out;
}

/** Starts the authentication target: `/basic`, `/header`, `/query`, `/digest`, `/api/v1/workflows`. */
export async function startAuthTarget(): Promise<LocalServer> {
  const nonces = new Set<string>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://target');
    const send = (status: number, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify({ ok: status === 200 }));
    };
    const ok = (yes: boolean) => send(yes ? 200 : 401);
    switch (url.pathname) {
      case '/basic':
        return ok(req.headers.authorization === `Basic ${Buffer.from(`${TARGET.basic.user}:${TARGET.basic.password}`).toString('base64')}`);
      case '/header':
        return ok(req.headers[TARGET.header.name.toLowerCase()] === TARGET.header.value);
      case '/query':
        return ok(url.searchParams.get(TARGET.query.name) === TARGET.query.value);
      case '/api/v1/workflows':
        return ok(req.headers['x-n8n-api-key'] === TARGET.apiKey);
      case '/digest': {
        const challenge = () => {
          const nonce = randomBytes(16).toString('hex');
          nonces.add(nonce);
          send(401, {
            'www-authenticate': `Digest realm="${TARGET.digest.realm}", qop="auth", nonce="${nonce}", opaque="0p4que", algorithm=MD5`,
          });
        };
        const header = req.headers.authorization;
        if (!header || !/^Digest /i.test(header)) return challenge();
        const p = digestParams(header);
        if (!nonces.has(p['nonce'] ?? '')) return challenge();
        const ha1 = md5(`${TARGET.digest.user}:${TARGET.digest.realm}:${TARGET.digest.password}`);
        const ha2 = md5(`${req.method}:${p['uri']}`);
        const expected = md5(`${ha1}:${p['nonce']}:${p['nc']}:${p['cnonce']}:${p['qop']}:${ha2}`);
        return p['username'] === TARGET.digest.user && p['response'] === expected ? send(200) : challenge();
      }
      default:
        return send(404);
    }
  });
  const base = await listen(server);
  return { base, close: () => stop(server) };
}

/** Keys of the OAuth1 provider. */
export const OAUTH1 = { consumerKey: 'e2e-consumer', consumerSecret: 'e2e-consumer-secret' } as const;

function oauthHeader(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of (header ?? '').replace(/^OAuth\s+/i, '').matchAll(/(\w+)="([^"]*)"/g))
    out[decodeURIComponent(m[1]!)] = decodeURIComponent(m[2]!);
  return out;
}

/**
 * An OAuth 1.0a provider: `POST /request_token`, `GET /authorize` (approves at once and
 * redirects to the callback), `POST /access_token`; every signature is verified.
 */
export async function startOAuth1Provider(): Promise<LocalServer> {
  const oauth = new OAuth({
    consumer: { key: OAUTH1.consumerKey, secret: OAUTH1.consumerSecret },
    signature_method: 'HMAC-SHA1',
    hash_function: (text, key) => createHmac('sha1', key).update(text).digest('base64'),
  });
  const tokens = new Map<string, { secret: string; callback: string; verifier: string }>();
  let base = '';
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', base);
    const params = oauthHeader(req.headers.authorization);
    const signed = (tokenSecret: string) => {
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
      if (!signed('') || !params['oauth_callback']) return form(401, { error: 'bad signature' });
      const token = randomBytes(8).toString('hex');
      tokens.set(token, {
        secret: randomBytes(8).toString('hex'),
        callback: params['oauth_callback'],
        verifier: randomBytes(8).toString('hex'),
      });
      return form(200, { oauth_token: token, oauth_token_secret: tokens.get(token)!.secret, oauth_callback_confirmed: 'true' });
    }
    if (url.pathname === '/authorize') {
      const token = url.searchParams.get('oauth_token') ?? '';
      const entry = tokens.get(token);
      if (!entry) return form(400, { error: 'unknown token' });
      const callback = new URL(entry.callback);
      callback.searchParams.set('oauth_token', token);
      callback.searchParams.set('oauth_verifier', entry.verifier);
      res.writeHead(302, { location: callback.toString() });
      return res.end();
    }
    if (url.pathname === '/access_token' && req.method === 'POST') {
      const entry = tokens.get(params['oauth_token'] ?? '');
      if (!entry || !signed(entry.secret) || params['oauth_verifier'] !== entry.verifier) return form(401, { error: 'refused' });
      return form(200, { oauth_token: 'e2e-access-token', oauth_token_secret: 'e2e-access-secret' });
    }
    return form(404, {});
  });
  base = await listen(server);
  return { base, close: () => stop(server) };
}

/** The edit credential modal. */
export const credentialModal = (page: Page) => page.getByRole('dialog', { name: 'Credential' });

/** Opens 'Add credential', picks `typeName` in the select credential modal and continues. */
export async function startNewCredential(page: Page, typeName: string): Promise<void> {
  await page.getByRole('button', { name: 'Add credential' }).first().click();
  const picker = page.getByRole('dialog', { name: 'Add new credential' });
  await picker.getByRole('searchbox', { name: 'Search for app or service' }).fill(typeName);
  await picker.getByRole('option', { name: typeName, exact: true }).click();
  await picker.getByRole('button', { name: 'Continue' }).click();
  await expect(credentialModal(page).getByRole('textbox', { name: 'Credential name' })).toBeVisible();
}

/** Fills the named fields of the open modal (text boxes and password boxes by label). */
export async function fillFields(page: Page, fields: Readonly<Record<string, string>>): Promise<void> {
  for (const [label, value] of Object.entries(fields)) await field(page, label).fill(value);
}

/** A field of the open modal by its label (a required field's label ends in ' *'). */
export function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return credentialModal(page).getByLabel(new RegExp(`^${escaped}( \\*)?$`));
}

/** Saves a screenshot to CRED_SHOTS_DIR (default /tmp/shots-cred). */
export async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env['CRED_SHOTS_DIR'] ?? '/tmp/shots-cred';
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), animations: 'disabled' });
}
