/**
 * Child process of the SQLite durability test in db-repositories.test.ts. Writes
 * workflows through the repository as fast as it can and prints one line per committed
 * write, until the test kills it with SIGKILL in the middle of its work.
 *
 * Usage: node --import tsx db-durability-child.ts <userFolder> <ownerId> <tagId> <tagId>
 * Prints: `ready`, then `created <index> <id> <versionId>` and `updated <index> <id> <versionId>`.
 */
import { createDatabase, createRepositories, migrate } from '../../app/server/db';
import { durableWorkflow } from './db-durability-fixture';

async function main(): Promise<void> {
  const [userFolder, ownerId, tagA, tagB] = process.argv.slice(2);
  if (userFolder === undefined || ownerId === undefined || tagA === undefined || tagB === undefined) {
    throw new Error('usage: db-durability-child.ts <userFolder> <ownerId> <tagId> <tagId>');
  }
  const handle = await createDatabase({ database: { type: 'sqlite' }, userFolder });
  await migrate(handle);
  const { workflows } = createRepositories(handle.db);
  process.stdout.write('ready\n');
  for (let index = 0; index < 1_000_000; index++) {
    const created = await workflows.create({ ...durableWorkflow(index), tagIds: [tagA, tagB], ownerId });
    process.stdout.write(`created ${index} ${created.id} ${created.versionId}\n`);
    // A multi-statement save (row, then tag links) that the kill may land in the middle of.
    const updated = await workflows.update(
      created.id,
      { name: `${created.name} (saved)`, tagIds: [tagB, tagA] },
      { expectedVersionId: created.versionId },
    );
    if (updated.status !== 'updated') throw new Error(`update of ${created.id} returned ${updated.status}`);
    process.stdout.write(`updated ${index} ${created.id} ${updated.workflow.versionId}\n`);
  }
  await handle.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
