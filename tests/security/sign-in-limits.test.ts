/**
 * Sign-in rate limits (security finding, Low): limits per client address and per account,
 * independently. One address cannot try many accounts; many addresses cannot share out
 * the guesses at one account; and a flood from new addresses neither locks the account's
 * owner out of the address they sign in from nor tells which e-mails have accounts.
 *
 * The requests come from different loopback addresses (127.0.0.x, bound as the local
 * address of each connection), which the server sees as different clients.
 * Real servers, SQLite and PostgreSQL.
 */
import { request as httpRequest } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILURES_PER_ACCOUNT, LOGIN_MAX_FAILURES_PER_IP } from '../../app/server/auth';
import { Browser, DIALECTS, GOOD_PASSWORD, startServer } from '../integration/accounts-helpers';
import type { TestServer } from '../integration/accounts-helpers';

const OWNER = { email: 'owner@example.com', firstName: 'Olga', lastName: 'Owner', password: GOOD_PASSWORD };

/** `POST /rest/login` from the local address `from`; the status. */
function loginFrom(base: string, from: string, email: string, password: string): Promise<number> {
  const url = new URL('/rest/login', base);
  const body = JSON.stringify({ email, password });
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

describe.each(DIALECTS)('sign-in limits on %s', (dialect) => {
  let server: TestServer;

  beforeEach(async () => {
    server = await startServer(dialect);
    expect((await new Browser(server.base).post('/owner/setup', OWNER)).status).toBe(200);
    // The owner signs in from their usual address.
    expect(await loginFrom(server.base, '127.0.0.1', OWNER.email, OWNER.password)).toBe(200);
  });
  afterEach(() => server?.close());

  it('stops many addresses sharing out guesses at one account, but not its owner', async () => {
    // Two wrong guesses from each of many new addresses: under the per-address limit each time.
    let address = 10;
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT; i += 2) {
      const from = `127.0.0.${address++}`;
      expect(await loginFrom(server.base, from, OWNER.email, `Wrong-guess-${i}`)).toBe(401);
      expect(await loginFrom(server.base, from, OWNER.email, `Wrong-guess-${i + 1}`)).toBe(401);
    }
    // A further new address is held back, even with the right password.
    expect(await loginFrom(server.base, `127.0.0.${address++}`, OWNER.email, 'Wrong-guess-x')).toBe(429);
    expect(await loginFrom(server.base, `127.0.0.${address++}`, OWNER.email, OWNER.password)).toBe(429);
    // The owner, from the address they signed in from before, is not.
    expect(await loginFrom(server.base, '127.0.0.1', OWNER.email, OWNER.password)).toBe(200);
    // An address that is not held back for this account: another account is unaffected.
    expect(await loginFrom(server.base, `127.0.0.${address}`, 'someone@example.com', 'Wrong-guess-y')).toBe(401);
  });

  it('treats an e-mail without an account exactly like one with an account', async () => {
    let address = 40;
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT + 1; i++)
      statuses.push(await loginFrom(server.base, `127.0.0.${address++}`, 'nobody@example.com', 'Wrong-guess'));
    expect(statuses).toEqual([...Array<number>(LOGIN_MAX_FAILURES_PER_ACCOUNT).fill(401), 429]);
  });

  it('stops one address trying many accounts, without touching other addresses', async () => {
    const from = '127.0.0.77';
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_IP; i++)
      statuses.push(await loginFrom(server.base, from, `user${i}@example.com`, 'Wrong-guess'));
    expect(statuses.every((s) => s === 401)).toBe(true);
    expect(await loginFrom(server.base, from, 'another@example.com', 'Wrong-guess')).toBe(429);
    expect(await loginFrom(server.base, from, OWNER.email, OWNER.password)).toBe(429);
    expect(await loginFrom(server.base, '127.0.0.78', OWNER.email, OWNER.password)).toBe(200);
  });
});
