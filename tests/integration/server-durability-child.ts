/**
 * Child process of server-durability.test.ts: the real server (the same createServer the
 * CLI starts) on SQLite in the given user folder, on a free port. Prints `ready <port>`.
 * The test kills it with SIGKILL in the middle of saves.
 *
 * Usage: node --import tsx server-durability-child.ts <userFolder>
 */
import { join } from 'node:path';
import { createServer } from '../../app/server/app';
import { loadConfig } from '../../app/server/config';
import { boundPort } from '../../app/server/urls';

async function main(): Promise<void> {
  const [userFolder] = process.argv.slice(2);
  if (userFolder === undefined) throw new Error('usage: server-durability-child.ts <userFolder>');
  const config = loadConfig({ SWITCHYARD_USER_FOLDER: userFolder, PORT: '0' });
  const app = await createServer({ config, staticDir: join(userFolder, 'no-web') });
  await app.listen({ port: 0, host: '127.0.0.1' });
  // A clean stop closes the database (WAL checkpoint), like the CLI does.
  process.once('SIGTERM', () => {
    void app.close().then(() => process.exit(0));
  });
  process.stdout.write(`ready ${boundPort(app.server) ?? 0}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
