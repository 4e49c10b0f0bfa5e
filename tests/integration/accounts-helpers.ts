/**
 * Shared pieces of the accounts integration tests: a real server on port 0 with a
 * temporary user folder (SQLite, or a fresh PostgreSQL schema), a fetch-based "browser"
 * that keeps cookies, and a real local SMTP server that parses what it receives.
 *
 * PostgreSQL runs at 127.0.0.1:5432 (database `test`, user `postgres`) unless
 * SWITCHYARD_TEST_POSTGRES=0; each server gets its own `sy_acc_<random>` schema, dropped
 * when it closes.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { simpleParser } from 'mailparser';
import type { ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { createServer } from '../../app/server/app';
import { loadConfig } from '../../app/server/config';
import type { Env } from '../../app/server/config';
import { createDatabase, quoteIdentifier } from '../../app/server/db';
import type { DatabaseHandle, DialectName } from '../../app/server/db';
import { boundPort } from '../../app/server/urls';

/** The dialects the suites run on. */
export const DIALECTS: readonly DialectName[] = [
  'sqlite',
  ...(process.env['SWITCHYARD_TEST_POSTGRES'] === '0' ? [] : (['postgres'] as const)),
];

/** A password the policy accepts. */
export const GOOD_PASSWORD = 'Sw1tchyard-owner';

/** A running server. */
export interface TestServer {
  app: FastifyInstance;
  base: string;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * What test servers let workflows reach: the local servers the tests start (outbound
 * requests to loopback are refused by default, docs/security.md "Outbound requests").
 */
export const TEST_SSRF_ALLOWED_HOSTS = '127.0.0.1,::1,localhost';

/** Starts a server on `dialect` with extra environment `env`. */
export async function startServer(dialect: DialectName, env: Env = {}): Promise<TestServer> {
  const userFolder = await mkdtemp(join(tmpdir(), 'switchyard-accounts-'));
  const config = loadConfig({
    SWITCHYARD_USER_FOLDER: userFolder,
    PORT: '0',
    SWITCHYARD_SSRF_ALLOWED_HOSTS: TEST_SSRF_ALLOWED_HOSTS,
    ...env,
  });
  const schema = `sy_acc_${randomBytes(6).toString('hex')}`;
  const database =
    dialect === 'sqlite'
      ? await createDatabase({ database: { type: 'sqlite' }, userFolder })
      : await createDatabase({
          userFolder,
          database: {
            type: 'postgresdb',
            host: '127.0.0.1',
            port: 5432,
            database: 'test',
            user: 'postgres',
            password: '',
            schema,
            poolSize: 4,
            connectionTimeoutMs: 5_000,
            ssl: false,
          },
        });
  const app = await createServer({ config, database, staticDir: join(userFolder, 'no-web') });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = boundPort(app.server) ?? 0;
  return {
    app,
    base: `http://127.0.0.1:${port}`,
    database,
    async close() {
      await app.close();
      if (dialect === 'postgres') {
        await sql.raw(`drop schema if exists ${quoteIdentifier(schema)} cascade`).execute(database.db);
      }
      await database.close();
      await rm(userFolder, { recursive: true, force: true });
    },
  };
}

/** What a call returned. */
export interface CallResult<T = unknown> {
  status: number;
  /** Parsed JSON body (undefined when empty). */
  body: T;
  headers: Headers;
  /** Raw Set-Cookie values of the response. */
  setCookies: string[];
}

/** Options of {@link Browser.call}. */
export interface CallOptions {
  /** JSON body; a string is sent as-is (for malformed JSON). */
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * A client that keeps cookies like a browser would for one origin: Set-Cookie stores,
 * Max-Age=0 deletes, and every request sends what is stored.
 */
export class Browser {
  readonly cookies = new Map<string, string>();

  constructor(readonly base: string) {}

  /** The stored value of the session cookie. */
  get session(): string | undefined {
    return this.cookies.get('switchyard-auth');
  }

  /** A new browser with the same cookies (to replay an old cookie later). */
  clone(): Browser {
    const copy = new Browser(this.base);
    for (const [k, v] of this.cookies) copy.cookies.set(k, v);
    return copy;
  }

  async call<T = unknown>(method: string, path: string, options: CallOptions = {}): Promise<CallResult<T>> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (this.cookies.size > 0) {
      headers['cookie'] = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    let body: string | undefined;
    if (options.body !== undefined) {
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(`${this.base}${path}`, { method, headers, body, redirect: 'manual' });
    const setCookies = response.headers.getSetCookie();
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      const maxAge = attributes.find((a) => a.toLowerCase().startsWith('max-age='));
      if (value === '' || (maxAge !== undefined && Number(maxAge.split('=')[1]) <= 0)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    return {
      status: response.status,
      body: (text === '' ? undefined : JSON.parse(text)) as T,
      headers: response.headers,
      setCookies,
    };
  }

  get<T = unknown>(path: string, options?: CallOptions) {
    return this.call<T>('GET', `/rest${path}`, options);
  }
  post<T = unknown>(path: string, body?: unknown, options?: CallOptions) {
    return this.call<T>('POST', `/rest${path}`, { ...options, body });
  }
  patch<T = unknown>(path: string, body?: unknown, options?: CallOptions) {
    return this.call<T>('PATCH', `/rest${path}`, { ...options, body });
  }
  delete<T = unknown>(path: string, options?: CallOptions) {
    return this.call<T>('DELETE', `/rest${path}`, options);
  }
}

/** A real SMTP server on 127.0.0.1 that keeps every mail it receives, parsed. */
export interface MailCatcher {
  port: number;
  /** Mails received so far, in order. */
  readonly mails: ParsedMail[];
  /** Sign-ins the server accepted (user names). */
  readonly logins: string[];
  /** Resolves with the first mail (received so far or later) that `match` accepts. */
  waitFor(match: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

/**
 * Starts a {@link MailCatcher}; with `auth`, it requires that user name and password.
 * With `secure`, it speaks SMTP over TLS from the first byte (port 465 style), with
 * smtp-server's built-in self-signed certificate, which clients must be told to accept.
 */
export async function startMailCatcher(auth?: { user: string; pass: string }, options: { secure?: boolean } = {}): Promise<MailCatcher> {
  const mails: ParsedMail[] = [];
  const logins: string[] = [];
  const waiters: { match: (mail: ParsedMail) => boolean; resolve: (mail: ParsedMail) => void }[] = [];
  const server = new SMTPServer({
    secure: options.secure === true,
    // Plain SMTP on loopback: no STARTTLS (the test has no certificate to trust).
    disabledCommands: auth === undefined ? ['STARTTLS', 'AUTH'] : ['STARTTLS'],
    authOptional: auth === undefined,
    allowInsecureAuth: true,
    logger: false,
    onAuth(credentials, _session, callback) {
      if (auth !== undefined && credentials.username === auth.user && credentials.password === auth.pass) {
        logins.push(credentials.username);
        callback(null, { user: credentials.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          for (const waiter of [...waiters]) {
            if (waiter.match(mail)) {
              waiters.splice(waiters.indexOf(waiter), 1);
              waiter.resolve(mail);
            }
          }
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    const listener = server.listen(0, '127.0.0.1', () => resolve((listener.address() as AddressInfo).port));
  });
  return {
    port,
    mails,
    logins,
    waitFor(match, timeoutMs = 10_000) {
      const found = mails.find(match);
      if (found !== undefined) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = {
          match,
          resolve: (mail: ParsedMail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`No matching mail arrived within ${timeoutMs} ms (${mails.length} received).`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The environment that points the server at `catcher`. */
export function smtpEnv(catcher: MailCatcher, auth?: { user: string; pass: string }): Env {
  return {
    N8N_EMAIL_MODE: 'smtp',
    N8N_SMTP_HOST: '127.0.0.1',
    N8N_SMTP_PORT: String(catcher.port),
    N8N_SMTP_SSL: 'false',
    N8N_SMTP_SENDER: 'Switchyard <switchyard@example.com>',
    ...(auth === undefined ? {} : { N8N_SMTP_USER: auth.user, N8N_SMTP_PASS: auth.pass }),
  };
}

/** The recipients of a mail, as addresses. */
export function recipients(mail: ParsedMail): string[] {
  const to = mail.to === undefined ? [] : Array.isArray(mail.to) ? mail.to : [mail.to];
  return to.flatMap((group) => group.value.map((entry) => entry.address ?? ''));
}

/** The first link in `text` that starts with `prefix`. */
export function linkIn(text: string | undefined, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}[^\\s"'<>]*`).exec(text ?? '');
  if (match === null) throw new Error(`No link starting with ${prefix} in:\n${text ?? '(no text)'}`);
  return match[0];
}

/** A user as the API returns it (the fields the tests look at). */
export interface ApiUser {
  id: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  globalRole: { name: 'owner' | 'member' | 'default'; scope: string };
  isPending: boolean;
  isOwner: boolean;
  personalizationAnswers: unknown;
  settings: Record<string, unknown>;
  createdAt: string;
  signInType: string;
  inviteAcceptUrl?: string;
}

/** `{data}` of a successful answer. */
export type Data<T> = { data: T };
/** An error answer. */
export type ApiError = { code: number; message: string; hint?: string };
