/**
 * The database as the server uses it: opened and migrated by createServer, closed with
 * the server, and clear errors when it cannot be opened or reached.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../app/server/app';
import { loadConfig } from '../../app/server/config';
import { createDatabase, DatabaseError, migrate } from '../../app/server/db';

let tempRoot: string;

beforeAll(async () => {
  tempRoot = await mkdtemp(join(tmpdir(), 'switchyard-db-server-'));
});

afterAll(async () => {
  await rm(tempRoot, { recursive: true, force: true });
});

describe('createServer and the database', () => {
  it('opens and migrates database.sqlite in the user folder, and closes it with the server', async () => {
    const userFolder = join(tempRoot, 'server');
    const app = await createServer({ config: loadConfig({ SWITCHYARD_USER_FOLDER: userFolder, PORT: '0' }) });
    const { database, repositories } = app.switchyard;
    expect(database.dialect).toBe('sqlite');
    expect(database.location).toBe(join(userFolder, 'database.sqlite'));
    const created = await repositories.workflows.create({ name: 'from the server' });
    expect((await migrate(database)).applied).toEqual([]);
    await app.close();
    await expect(repositories.workflows.get(created.id)).rejects.toThrow();

    // The next start finds the data and has nothing to migrate.
    const again = await createServer({ config: loadConfig({ SWITCHYARD_USER_FOLDER: userFolder, PORT: '0' }) });
    expect((await again.switchyard.repositories.workflows.get(created.id))?.name).toBe('from the server');
    await again.close();
  });

  it('leaves a database it was given open for its owner', async () => {
    const userFolder = join(tempRoot, 'given');
    const database = await createDatabase({ database: { type: 'sqlite' }, userFolder });
    try {
      const app = await createServer({
        config: loadConfig({ SWITCHYARD_USER_FOLDER: userFolder, PORT: '0' }),
        database,
      });
      expect(app.switchyard.database).toBe(database);
      await app.close();
      const tables = await sql<{ n: number }>`select count(*) as n from workflows`.execute(database.db);
      expect(tables.rows).toEqual([{ n: 0 }]);
    } finally {
      await database.close();
    }
  });

  it('refuses a file that is not a database, saying which file', async () => {
    const userFolder = join(tempRoot, 'corrupt');
    await mkdir(userFolder, { recursive: true });
    await writeFile(join(userFolder, 'database.sqlite'), 'this is not an SQLite file, just text '.repeat(200));
    const start = createServer({ config: loadConfig({ SWITCHYARD_USER_FOLDER: userFolder, PORT: '0' }) });
    await expect(start).rejects.toBeInstanceOf(DatabaseError);
    await expect(start).rejects.toThrow(/Cannot use the database .*database\.sqlite: file is not a database/);
  });

  it('explains an unreachable PostgreSQL server', async () => {
    const config = loadConfig({
      DB_TYPE: 'postgresdb',
      DB_POSTGRESDB_HOST: '127.0.0.1',
      DB_POSTGRESDB_PORT: '1',
      DB_POSTGRESDB_CONNECTION_TIMEOUT: '2000',
      SWITCHYARD_USER_FOLDER: join(tempRoot, 'pg'),
    });
    const open = createDatabase(config);
    await expect(open).rejects.toBeInstanceOf(DatabaseError);
    await expect(open).rejects.toThrow(/Cannot connect to PostgreSQL at 127\.0\.0\.1:1, database "n8n".*DB_POSTGRESDB_HOST/);
  });
});
