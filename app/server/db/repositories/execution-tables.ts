/**
 * The Kysely types of the execution tables (migration 0002), kept beside their repository
 * so the shared `Database` interface needs no edit: the repository views the database as
 * `Database & ExecutionTables`.
 */
import type { ColumnType, Generated } from 'kysely';
import type { DbBool, DbTime, DbTimeDefaultNow, NullableDbTime } from '../codec';

/** `executions`: what the list shows. */
export interface ExecutionsTable {
  id: Generated<number | string>;
  workflow_id: string | null;
  workflow_name: string | null;
  mode: string;
  status: string;
  finished: DbBool;
  retry_of: string | null;
  retry_success_id: string | null;
  started_at: DbTime;
  stopped_at: NullableDbTime;
  wait_till: NullableDbTime;
  last_node_executed: string | null;
  error_message: string | null;
  created_at: DbTimeDefaultNow;
  /** Who started a run not filed under a saved workflow (migration 0003); NULL otherwise. */
  started_by: string | null;
}

/** `execution_data`: the workflow as run (compressed) and the run's small remainder. */
export interface ExecutionDataTable {
  execution_id: number | string;
  workflow_data: ColumnType<Buffer, Buffer, Buffer>;
  meta: string;
}

/** `execution_node_runs`: one node's runs, compressed. */
export interface ExecutionNodeRunsTable {
  execution_id: number | string;
  node_name: string;
  position: number;
  data: ColumnType<Buffer, Buffer, Buffer>;
}

/** `execution_metadata`: custom metadata. */
export interface ExecutionMetadataTable {
  execution_id: number | string;
  key: string;
  value: string;
}

/** The execution tables. */
export interface ExecutionTables {
  executions: ExecutionsTable;
  execution_data: ExecutionDataTable;
  execution_node_runs: ExecutionNodeRunsTable;
  execution_metadata: ExecutionMetadataTable;
}
