/**
 * The server's database: open it ({@link createDatabase}), bring the schema up to date
 * ({@link migrate}) and use it through the repositories. See docs/database.md.
 */
import type { Kysely } from 'kysely';
import { ApiKeyRepository } from './repositories/api-key-repository';
import { AuthTokenRepository } from './repositories/auth-token-repository';
import { CredentialRepository } from './repositories/credential-repository';
import { ProcessedDataRepository } from './repositories/processed-data-repository';
import { ChatMemoryRepository } from './repositories/chat-memory-repository';
import { SessionRepository } from './repositories/session-repository';
import { SettingsRepository } from './repositories/settings-repository';
import { SharingRepository } from './repositories/sharing-repository';
import { TagRepository } from './repositories/tag-repository';
import { UserRepository } from './repositories/user-repository';
import { WorkflowRepository } from './repositories/workflow-repository';
import { WorkflowSharingRepository } from './repositories/workflow-sharing-repository';
import { WorkflowHistoryRepository } from './repositories/workflow-history-repository';
import type { Database } from './types';

export { createDatabase, quoteIdentifier, SQLITE_BUSY_TIMEOUT_MS } from './connection';
export type { DatabaseHandle, DatabaseOptions, DialectName } from './connection';
export { migrate } from './migrate';
export type { MigrateResult } from './migrate';
export { DatabaseError, isForeignKeyViolation, isSerializationFailure, isUniqueViolation, isUnstorableText } from './errors';
export type { Database } from './types';
export * from './repositories/api-key-repository';
export * from './repositories/auth-token-repository';
export * from './repositories/credential-repository';
export * from './repositories/processed-data-repository';
export * from './repositories/chat-memory-repository';
export * from './repositories/session-repository';
export * from './repositories/settings-repository';
export * from './repositories/sharing-repository';
export * from './repositories/tag-repository';
export * from './repositories/user-repository';
export * from './repositories/workflow-repository';
export * from './repositories/workflow-sharing-repository';
export * from './repositories/workflow-history-repository';

/** The repositories routes use. */
export interface Repositories {
  workflows: WorkflowRepository;
  users: UserRepository;
  sessions: SessionRepository;
  authTokens: AuthTokenRepository;
  apiKeys: ApiKeyRepository;
  settings: SettingsRepository;
  sharing: SharingRepository;
  credentials: CredentialRepository;
  tags: TagRepository;
  workflowSharing: WorkflowSharingRepository;
  /** Remove Duplicates' history across executions. */
  processedData: ProcessedDataRepository;
  chatMemory: ChatMemoryRepository;
  /** Saved versions of workflows. */
  workflowHistory: WorkflowHistoryRepository;
}

/**
 * Repositories over `db`. Pass a transaction (`db.transaction().execute(trx => ...)`) to
 * make several repositories' writes one all-or-nothing change.
 */
export function createRepositories(db: Kysely<Database>): Repositories {
  return {
    workflows: new WorkflowRepository(db),
    users: new UserRepository(db),
    sessions: new SessionRepository(db),
    authTokens: new AuthTokenRepository(db),
    apiKeys: new ApiKeyRepository(db),
    settings: new SettingsRepository(db),
    sharing: new SharingRepository(db),
    credentials: new CredentialRepository(db),
    tags: new TagRepository(db),
    workflowSharing: new WorkflowSharingRepository(db),
    processedData: new ProcessedDataRepository(db),
    chatMemory: new ChatMemoryRepository(db),
    workflowHistory: new WorkflowHistoryRepository(db),
  };
}
