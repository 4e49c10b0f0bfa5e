/**
 * Public-API keys (security finding, Low): stored hashed like sessions (a copy of the
 * database hands out no working key), shown once when made and masked afterwards, and
 * revoked when the password changes or is reset. Keys stored in clear by an earlier
 * version are hashed by migration 0003 and keep working. Real servers, SQLite and
 * PostgreSQL.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../app/server/app';
import { loadConfig } from '../../app/server/config';
import { createDatabase, quoteIdentifier } from '../../app/server/db';
import type { DatabaseHandle, DialectName } from '../../app/server/db';
import { MIGRATIONS } from '../../app/server/db/migrations';
import { schemaTypes } from '../../app/server/db/migrations/schema-types';
import { boundPort } from '../../app/server/urls';
import {
  Browser,
  DIALECTS,
  GOOD_PASSWORD,
  linkIn,
  recipients,
  smtpEnv,
  startMailCatcher,
  startServer,
} from '../integration/accounts-helpers';
import type { ApiUser, Data, MailCatcher, TestServer } from '../integration/accounts-helpers';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Calls `GET /api/v1/workflows` with `key`; the status. */
async function apiStatus(base: string, key: string): Promise<number> {
  const response = await fetch(`${base}/api/v1/workflows`, { headers: { 'x-n8n-api-key': key } });
  await response.arrayBuffer();
  return response.status;
}

describe.each(DIALECTS)('API keys on %s', (dialect) => {
  let mail: MailCatcher;
  let server: TestServer;
  let owner: Browser;

  beforeAll(async () => {
    mail = await startMailCatcher();
    server = await startServer(dialect, smtpEnv(mail));
    owner = new Browser(server.base);
    const setup = await owner.post<Data<ApiUser>>('/owner/setup', {
      email: 'owner@example.com',
      firstName: 'Olga',
      lastName: 'Owner',
      password: GOOD_PASSWORD,
    });
    expect(setup.status).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
    await mail?.close();
  });

  it('stores only the hash, and shows the key once', async () => {
    const made = await owner.post<Data<{ apiKey: string }>>('/me/api-key');
    const key = made.body.data.apiKey;
    expect(key).toMatch(/^sy_api_[A-Za-z0-9_-]{40}$/);
    expect(await apiStatus(server.base, key)).toBe(200);

    const rows = await server.database.db.selectFrom('api_keys').select(['api_key', 'label']).execute();
    expect(rows).toEqual([{ api_key: sha256(key), label: `sy_api_****${key.slice(-4)}` }]);
    expect(JSON.stringify(rows)).not.toContain(key.slice(7));
    // The stored value is no key.
    expect(await apiStatus(server.base, rows[0]!.api_key)).toBe(401);

    const shown = await owner.get<Data<{ apiKey: string }>>('/me/api-key');
    expect(shown.body.data.apiKey).toBe(`sy_api_****${key.slice(-4)}`);
    expect(await apiStatus(server.base, shown.body.data.apiKey)).toBe(401);
  });

  it('revokes the key when the password changes', async () => {
    const key = (await owner.post<Data<{ apiKey: string }>>('/me/api-key')).body.data.apiKey;
    expect(await apiStatus(server.base, key)).toBe(200);
    const changed = await owner.patch('/me/password', { currentPassword: GOOD_PASSWORD, newPassword: 'Changed-Pass2' });
    expect(changed.status).toBe(200);
    expect(await apiStatus(server.base, key)).toBe(401);
    expect((await owner.get<Data<{ apiKey: string | null }>>('/me/api-key')).body.data.apiKey).toBeNull();
    // Back to the suite's password (the key made now is revoked again).
    expect((await owner.patch('/me/password', { currentPassword: 'Changed-Pass2', newPassword: GOOD_PASSWORD })).status).toBe(200);
  });

  it('revokes the key when the password is reset', async () => {
    const key = (await owner.post<Data<{ apiKey: string }>>('/me/api-key')).body.data.apiKey;
    expect(await apiStatus(server.base, key)).toBe(200);
    const sentBefore = mail.mails.length;
    expect((await new Browser(server.base).post('/forgot-password', { email: 'owner@example.com' })).status).toBe(200);
    const received = await mail.waitFor((m) => mail.mails.indexOf(m) >= sentBefore && recipients(m).includes('owner@example.com'));
    const token = new URL(linkIn(received.text, 'http://localhost:')).searchParams.get('token');
    const reset = await new Browser(server.base).post('/change-password', { token, password: 'Reset-Pass3' });
    expect(reset.status).toBe(200);
    expect(await apiStatus(server.base, key)).toBe(401);
  });
});

describe.each(DIALECTS)('API keys from an earlier version on %s', (dialect) => {
  let folder = '';
  let handle: DatabaseHandle;
  const schema = `sy_keys_${randomBytes(6).toString('hex')}`;

  async function open(name: DialectName): Promise<DatabaseHandle> {
    if (name === 'sqlite') return createDatabase({ database: { type: 'sqlite' }, userFolder: folder });
    return createDatabase({
      userFolder: folder,
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
  }

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'switchyard-keys-'));
    handle = await open(dialect);
  });
  afterAll(async () => {
    if (dialect === 'postgres') await sql.raw(`drop schema if exists ${quoteIdentifier(schema)} cascade`).execute(handle.db);
    await handle?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('hashes keys stored in clear, which keep working', async () => {
    if (dialect === 'postgres') await sql.raw(`create schema if not exists ${quoteIdentifier(schema)}`).execute(handle.db);
    // The schema as the previous version left it: migrations 0001 and 0002 only.
    const types = schemaTypes(handle.dialect);
    const migrator = new Migrator({
      db: handle.db,
      provider: {
        getMigrations: async () => ({
          '0001-initial': MIGRATIONS['0001-initial']!(types),
          '0002-executions': MIGRATIONS['0002-executions']!(types),
        }),
      },
      ...(handle.schema === undefined ? {} : { migrationTableSchema: handle.schema }),
    });
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const now = new Date().toISOString();
    const at = (dialect === 'postgres' ? new Date(now) : now) as never;
    const oldKey = `sy_api_${randomBytes(30).toString('base64url')}`;
    await handle.db
      .insertInto('users')
      .values({
        id: 'u-owner',
        email: 'owner@example.com',
        first_name: 'Olga',
        last_name: 'Owner',
        password_hash: null,
        role: 'owner',
        disabled: (dialect === 'postgres' ? false : 0) as never,
        personalization_answers: null,
        settings: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await handle.db
      .insertInto('api_keys')
      .values({ id: 'k1', user_id: 'u-owner', label: 'default', api_key: oldKey, created_at: at, updated_at: at })
      .execute();

    const config = loadConfig({ SWITCHYARD_USER_FOLDER: folder, PORT: '0' });
    const app = await createServer({ config, database: handle, staticDir: join(folder, 'no-web') });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${boundPort(app.server) ?? 0}`;
      const rows = await handle.db.selectFrom('api_keys').select(['api_key', 'label']).execute();
      expect(rows).toEqual([{ api_key: sha256(oldKey), label: `sy_api_****${oldKey.slice(-4)}` }]);
      expect(await apiStatus(base, oldKey)).toBe(200);
    } finally {
      await app.close();
    }
  });
});
