/**
 * Every migration, in order, as an in-code map: the built server needs no folder scan.
 * To change the schema, add `NNNN-what.ts` exporting a factory like `initialMigration`
 * and list it here under the next number. Never edit or rename a migration that has
 * shipped: databases remember them by name.
 */
import type { Migration, MigrationProvider } from 'kysely';
import type { DialectName } from '../connection';
import { initialMigration } from './0001-initial';
import { executionsMigration } from './0002-executions';
import { accessHardeningMigration } from './0003-access-hardening';
import { processedDataMigration } from './0004-processed-data';
import { chatMemoryMigration } from './0005-chat-memory';
import { workflowHistoryMigration } from './0006-workflow-history';
import { eventDestinationsMigration } from './0007-event-destinations';
import { ldapMigration } from './0008-ldap';
import { schemaTypes } from './schema-types';
import type { SchemaTypes } from './schema-types';

/** Migration name (sorted as text) → factory taking the dialect's column types. */
export const MIGRATIONS: Readonly<Record<string, (types: SchemaTypes) => Migration>> = {
  '0001-initial': initialMigration,
  '0002-executions': executionsMigration,
  '0003-access-hardening': accessHardeningMigration,
  '0004-processed-data': processedDataMigration,
  '0005-chat-memory': chatMemoryMigration,
  '0006-workflow-history': workflowHistoryMigration,
  '0007-event-destinations': eventDestinationsMigration,
  '0008-ldap': ldapMigration,
};

/** Kysely's migration provider for `dialect`, built from {@link MIGRATIONS}. */
export class StaticMigrationProvider implements MigrationProvider {
  constructor(private readonly dialect: DialectName) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const types = schemaTypes(this.dialect);
    return Object.fromEntries(Object.entries(MIGRATIONS).map(([name, factory]) => [name, factory(types)]));
  }
}
