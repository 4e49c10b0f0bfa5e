/**
 * The SQL of the execution writes every run makes, written out once per dialect: building
 * and compiling these through Kysely's query builder on every call was a measurable share
 * of a webhook call (docs/performance.md), and fixed SQL text lets the SQLite connection
 * reuse its prepared statements.
 */

/** Hot-path statements of one dialect. */
export interface ExecutionSql {
  /** Parameters: workflow_id, workflow_name, mode, status, finished, retry_of, started_at, started_by. */
  insertExecution: string;
  /** Parameters: execution_id, workflow_data, meta. */
  insertData: string;
  /** Parameters: status, finished, stopped_at, wait_till, last_node_executed, error_message, id. */
  finishExecution: string;
  /** Parameters: meta, execution_id. */
  finishData: string;
  deleteNodeRuns: string;
  deleteMetadata: string;
  /** Parameters: the ids. Queued executions taken by a worker, `count` of them. */
  markRunning(count: number): string;
  /** `insert into table (columns) values (...), (...)` for `rows` rows. */
  insertRows(table: string, columns: readonly string[], rows: number): string;
}

/** The statements for `dialect`. */
export function executionSql(dialect: 'sqlite' | 'postgres'): ExecutionSql {
  // PostgreSQL numbers its placeholders; SQLite takes them in order.
  const params = (from: number, count: number): string =>
    Array.from({ length: count }, (_, i) => (dialect === 'postgres' ? `$${from + i}` : '?')).join(', ');
  const rowsCache = new Map<string, string>();
  return {
    insertExecution: `insert into "executions" ("workflow_id", "workflow_name", "mode", "status", "finished", "retry_of", "started_at", "started_by") values (${params(1, 8)}) returning "id"`,
    insertData: `insert into "execution_data" ("execution_id", "workflow_data", "meta") values (${params(1, 3)})`,
    finishExecution: `update "executions" set "status" = ${params(1, 1)}, "finished" = ${params(2, 1)}, "stopped_at" = ${params(3, 1)}, "wait_till" = ${params(4, 1)}, "last_node_executed" = ${params(5, 1)}, "error_message" = ${params(6, 1)} where "id" = ${params(7, 1)}`,
    finishData: `update "execution_data" set "meta" = ${params(1, 1)} where "execution_id" = ${params(2, 1)}`,
    deleteNodeRuns: `delete from "execution_node_runs" where "execution_id" = ${params(1, 1)}`,
    deleteMetadata: `delete from "execution_metadata" where "execution_id" = ${params(1, 1)}`,
    markRunning(count) {
      const key = `running:${count}`;
      let text = rowsCache.get(key);
      if (text === undefined) {
        text = `update "executions" set "status" = 'running' where "id" in (${params(1, count)})`;
        if (rowsCache.size < 64) rowsCache.set(key, text);
      }
      return text;
    },
    insertRows(table, columns, rows) {
      const key = `${table}:${rows}`;
      let text = rowsCache.get(key);
      if (text === undefined) {
        const values = Array.from({ length: rows }, (_, r) => `(${params(r * columns.length + 1, columns.length)})`).join(', ');
        text = `insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) values ${values}`;
        if (rowsCache.size < 64) rowsCache.set(key, text);
      }
      return text;
    },
  };
}
