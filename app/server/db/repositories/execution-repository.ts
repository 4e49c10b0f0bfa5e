/**
 * Executions on SQLite and PostgreSQL: created when a run starts (status running), then
 * finished with their run data (per-node compressed rows, see migration 0002) or deleted
 * when the save settings say not to keep them; listed with filters and id paging; marked
 * crashed at start-up when a previous process died mid-run. The writes every run makes
 * (start, finish) use fixed SQL (execution-sql.ts) and are group-committed with those of
 * concurrent runs (execution-write-batch.ts); each still settles only once committed.
 */
import { CompiledQuery, sql, type Kysely } from 'kysely';
import type {
  ExecutionStatus,
  IExecutionSummary,
  IRunExecutionData,
  IRunData,
  ITaskData,
  IWorkflowBase,
  WorkflowExecuteMode,
} from '@sdk/workflow';
import { fromDbBool, fromDbCount, fromDbTime, toDbTime } from '../codec';
import type { Database } from '../types';
import { packJson, unpackJson } from './execution-codec';
import { executionSql, type ExecutionSql } from './execution-sql';
import { WriteBatcher } from './execution-write-batch';
import type { ExecutionTables } from './execution-tables';

type Db = Kysely<Database & ExecutionTables>;

/** What starting an execution records. */
export interface NewExecution {
  workflowId: string | null;
  workflowName: string | null;
  mode: WorkflowExecuteMode;
  status?: ExecutionStatus;
  startedAt: Date;
  retryOf?: string | null;
  workflowData: IWorkflowBase;
  /** Who started a run that is not filed under a saved workflow (`workflowId` null). */
  startedBy?: string | null;
}

/** What finishing an execution records. */
export interface FinishedExecution {
  status: ExecutionStatus;
  finished: boolean;
  stoppedAt: Date;
  waitTill?: Date | null;
  data: IRunExecutionData;
}

/** A stored execution with its data. */
export interface StoredExecution extends IExecutionSummary {
  workflowData: IWorkflowBase;
  data: IRunExecutionData;
}

/** Filter of the list. */
export interface ExecutionFilter {
  status?: ExecutionStatus[];
  workflowId?: string;
  startedAfter?: string;
  startedBefore?: string;
  metadata?: Array<{ key: string; value: string }>;
  /**
   * Only what this member may read: executions of workflows they own or were shared, and
   * runs of theirs not filed under a saved workflow.
   */
  visibleToUserId?: string;
  /**
   * Only what this member may delete: executions of workflows they own, and runs of theirs
   * not filed under a saved workflow.
   */
  deletableByUserId?: string;
  /** Ids to include (deletion by ids). */
  ids?: string[];
}

/** Paging of the list: newest first. */
export interface ExecutionPage {
  firstId?: string;
  lastId?: string;
  limit: number;
}

/** Above this many rows an unfiltered count on PostgreSQL is estimated from statistics. */
export const COUNT_ESTIMATE_THRESHOLD = 100_000;

type ExecutionRow = {
  id: number | string;
  workflow_id: string | null;
  workflow_name: string | null;
  mode: string;
  status: string;
  finished: boolean | number;
  retry_of: string | null;
  retry_success_id: string | null;
  started_at: Date | string;
  stopped_at: Date | string | null;
  wait_till: Date | string | null;
  last_node_executed: string | null;
  error_message: string | null;
};

function toSummary(row: ExecutionRow): IExecutionSummary {
  const summary: IExecutionSummary = {
    id: String(row.id),
    finished: fromDbBool(row.finished),
    mode: row.mode as WorkflowExecuteMode,
    status: row.status as ExecutionStatus,
    startedAt: fromDbTime(row.started_at),
    workflowId: row.workflow_id ?? '',
    retryOf: row.retry_of,
    retrySuccessId: row.retry_success_id,
    waitTill: row.wait_till === null ? null : fromDbTime(row.wait_till),
  };
  if (row.stopped_at !== null) summary.stoppedAt = fromDbTime(row.stopped_at);
  if (row.workflow_name !== null) summary.workflowName = row.workflow_name;
  if (row.last_node_executed !== null) summary.lastNodeExecuted = row.last_node_executed;
  if (row.error_message !== null) summary.executionError = { message: row.error_message };
  return summary;
}

/** Most `running` marks one statement carries (SQLite allows 999 parameters). */
const MARKS_PER_STATEMENT = 200;

/** Reads and writes executions. */
export class ExecutionRepository {
  private readonly db: Db;
  /** Starts and finishes of concurrent executions share transactions. */
  private readonly writes: WriteBatcher;
  private readonly sql: ExecutionSql;
  /** `running` marks waiting for their write (see markRunningTogether). */
  private runningMarks: { ids: string[]; written: Promise<void> } | null = null;
  /** Ids created here whose first finish is still to come. */
  private readonly fresh = new Set<string>();
  /**
   * Packed workflow data per workflow object: the execution service hands the same object
   * for every run of an unchanged active workflow, so a webhook's calls pack it once.
   */
  private readonly packedWorkflows = new WeakMap<IWorkflowBase, Buffer>();

  constructor(
    db: Kysely<Database>,
    private readonly dialect: 'sqlite' | 'postgres',
  ) {
    this.db = db as unknown as Db;
    this.writes = new WriteBatcher(db as unknown as Kysely<never>);
    this.sql = executionSql(dialect);
  }

  /** Records a started execution; returns its id. */
  async create(input: NewExecution): Promise<string> {
    const workflowData = await this.packedWorkflow(input.workflowData);
    const id = await this.writes.submit(async (trx) => {
      const inserted = await trx.executeQuery<{ id: number | string }>(
        CompiledQuery.raw(this.sql.insertExecution, [
          input.workflowId,
          input.workflowName,
          input.mode,
          input.status ?? 'running',
          this.bool(false),
          input.retryOf ?? null,
          toDbTime(input.startedAt),
          input.startedBy ?? null,
        ]),
      );
      const row = inserted.rows[0];
      if (row === undefined) throw new Error('The new execution got no id');
      await trx.executeQuery(CompiledQuery.raw(this.sql.insertData, [row.id, workflowData, '{}']));
      return String(row.id);
    });
    // A queued run ('new') is finished by a worker's repository, which knows it fresh from its
    // job (markRunning); kept here, the id would wrongly mark this process's later finish
    // (resuming it after a Wait node) as the first, and would never leave the set.
    if (input.status !== 'new') this.fresh.add(id);
    return id;
  }

  /** Stores the outcome and the run data of an execution. */
  async finish(id: string, result: FinishedExecution): Promise<void> {
    const { runData, ...rest } = result.data.resultData;
    const meta = JSON.stringify({ ...result.data, resultData: rest });
    // One node at a time: a node's JSON text and its buffer are the largest transient
    // objects of a save (tens of MB for 100,000 items), so packing them all at once would
    // hold every node's text in memory together.
    const nodeRows: unknown[][] = [];
    for (const [nodeName, runs] of Object.entries(runData as IRunData))
      nodeRows.push([id, nodeName, nodeRows.length, await packJson(runs)]);
    const metadata = Object.entries(rest.metadata ?? {}).map(([key, value]) => [id, key, String(value)]);
    // A run this repository created and has not finished yet has no node or metadata rows:
    // nothing to delete first (a resumed execution, or one finished again, has).
    const fresh = this.fresh.delete(id);
    await this.writes.submit(async (trx) => {
      await trx.executeQuery(
        CompiledQuery.raw(this.sql.finishExecution, [
          result.status,
          this.bool(result.finished),
          toDbTime(result.stoppedAt),
          result.waitTill ? toDbTime(result.waitTill) : null,
          rest.lastNodeExecuted ?? null,
          rest.error?.message ?? null,
          id,
        ]),
      );
      await trx.executeQuery(CompiledQuery.raw(this.sql.finishData, [meta, id]));
      if (!fresh) {
        await trx.executeQuery(CompiledQuery.raw(this.sql.deleteNodeRuns, [id]));
        await trx.executeQuery(CompiledQuery.raw(this.sql.deleteMetadata, [id]));
      }
      if (nodeRows.length > 0)
        await trx.executeQuery(
          CompiledQuery.raw(
            this.sql.insertRows('execution_node_runs', ['execution_id', 'node_name', 'position', 'data'], nodeRows.length),
            nodeRows.flat(),
          ),
        );
      if (metadata.length > 0)
        await trx.executeQuery(
          CompiledQuery.raw(this.sql.insertRows('execution_metadata', ['execution_id', 'key', 'value'], metadata.length), metadata.flat()),
        );
    });
  }

  /** The stored form of a run's workflow, packed once per workflow object. */
  private async packedWorkflow(workflow: IWorkflowBase): Promise<Buffer> {
    let packed = this.packedWorkflows.get(workflow);
    if (packed === undefined) this.packedWorkflows.set(workflow, (packed = await packJson(workflow)));
    return packed;
  }

  private bool(value: boolean): boolean | number {
    return this.dialect === 'postgres' ? value : value ? 1 : 0;
  }

  /** Marks `retryOf`'s successful retry. */
  async setRetrySuccess(id: string, retrySuccessId: string): Promise<void> {
    await this.db.updateTable('executions').set({ retry_success_id: retrySuccessId }).where('id', '=', id).execute();
  }

  /** The summary of one execution. */
  async getSummary(id: string): Promise<IExecutionSummary | undefined> {
    if (!/^\d+$/.test(id)) return undefined;
    const row = await this.db.selectFrom('executions').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toSummary(row as ExecutionRow) : undefined;
  }

  /** Who started the execution, for runs not filed under a saved workflow; undefined otherwise. */
  async startedBy(id: string): Promise<string | undefined> {
    if (!/^\d+$/.test(id)) return undefined;
    const row = await this.db.selectFrom('executions').select('started_by').where('id', '=', id).executeTakeFirst();
    return row?.started_by ?? undefined;
  }

  /** One execution with its workflow and run data. */
  async get(id: string): Promise<StoredExecution | undefined> {
    const summary = await this.getSummary(id);
    if (!summary) return undefined;
    const [dataRow, nodeRows] = await Promise.all([
      this.db.selectFrom('execution_data').selectAll().where('execution_id', '=', id).executeTakeFirst(),
      this.db.selectFrom('execution_node_runs').select(['node_name', 'data']).where('execution_id', '=', id).orderBy('position').execute(),
    ]);
    if (!dataRow) return undefined;
    const meta = JSON.parse(dataRow.meta) as Partial<IRunExecutionData>;
    const runData: Record<string, ITaskData[]> = {};
    for (const row of nodeRows) runData[row.node_name] = await unpackJson<ITaskData[]>(row.data);
    const data: IRunExecutionData = { ...meta, resultData: { ...(meta.resultData ?? {}), runData } };
    return { ...summary, workflowData: await unpackJson<IWorkflowBase>(dataRow.workflow_data), data };
  }

  private filtered(filter: ExecutionFilter) {
    let query = this.db.selectFrom('executions');
    if (filter.status?.length) query = query.where('status', 'in', filter.status);
    if (filter.workflowId !== undefined) query = query.where('workflow_id', '=', filter.workflowId);
    if (filter.startedAfter !== undefined) query = query.where('started_at', '>=', toDbTime(filter.startedAfter));
    if (filter.startedBefore !== undefined) query = query.where('started_at', '<=', toDbTime(filter.startedBefore));
    if (filter.ids !== undefined) query = query.where('id', 'in', filter.ids.length > 0 ? filter.ids : ['-1']);
    for (const { key, value } of filter.metadata ?? []) {
      query = query.where(
        'id',
        'in',
        this.db.selectFrom('execution_metadata').select('execution_id').where('key', '=', key).where('value', '=', value),
      );
    }
    if (filter.visibleToUserId !== undefined) {
      const userId = filter.visibleToUserId;
      query = query.where((eb) =>
        eb.or([
          eb('workflow_id', 'in', this.db.selectFrom('shared_workflows').select('workflow_id').where('user_id', '=', userId)),
          eb.and([eb('workflow_id', 'is', null), eb('started_by', '=', userId)]),
        ]),
      );
    }
    if (filter.deletableByUserId !== undefined) {
      const userId = filter.deletableByUserId;
      query = query.where((eb) =>
        eb.or([
          eb(
            'workflow_id',
            'in',
            this.db.selectFrom('shared_workflows').select('workflow_id').where('user_id', '=', userId).where('role', '=', 'owner'),
          ),
          eb.and([eb('workflow_id', 'is', null), eb('started_by', '=', userId)]),
        ]),
      );
    }
    return query;
  }

  /** A page of executions, newest first, with the number matching the filter. */
  async list(filter: ExecutionFilter, page: ExecutionPage): Promise<{ count: number; estimated: boolean; results: IExecutionSummary[] }> {
    let query = this.filtered(filter).selectAll();
    if (page.lastId !== undefined) query = query.where('id', '<', page.lastId);
    if (page.firstId !== undefined) query = query.where('id', '>', page.firstId);
    const rows = await query.orderBy('id', 'desc').limit(page.limit).execute();
    const { count, estimated } = await this.count(filter);
    return { count, estimated, results: rows.map((row) => toSummary(row as ExecutionRow)) };
  }

  /** How many executions match; estimated from statistics for big unfiltered PostgreSQL tables. */
  async count(filter: ExecutionFilter): Promise<{ count: number; estimated: boolean }> {
    const unfiltered = Object.values(filter).every((v) => v === undefined || (Array.isArray(v) && v.length === 0));
    if (unfiltered && this.dialect === 'postgres') {
      const estimate = await sql<{
        n: number | string;
      }>`select reltuples::bigint as n from pg_class where oid = to_regclass('executions')`.execute(this.db);
      const n = fromDbCount(estimate.rows[0]?.n);
      if (n > COUNT_ESTIMATE_THRESHOLD) return { count: n, estimated: true };
    }
    const row = await this.filtered(filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    return { count: fromDbCount(row?.n), estimated: false };
  }

  /** Ids of the executions matching `filter` (for deletion by filter). */
  async ids(filter: ExecutionFilter): Promise<string[]> {
    const rows = await this.filtered(filter).select('id').execute();
    return rows.map((r) => String(r.id));
  }

  /** Deletes executions; returns how many went. */
  async delete(ids: readonly string[]): Promise<number> {
    const valid = ids.filter((id) => /^\d+$/.test(id));
    if (valid.length === 0) return 0;
    for (const id of valid) this.fresh.delete(id);
    const result = await this.db.deleteFrom('executions').where('id', 'in', valid).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /**
   * Saves a workflow's static data (what trigger and polling nodes remember between runs)
   * without a new version id, so an editor holding the workflow open can still save.
   */
  async saveStaticData(workflowId: string, staticData: object): Promise<void> {
    await this.db
      .updateTable('workflows')
      .set({ static_data: JSON.stringify(staticData) as never })
      .where('id', '=', workflowId)
      .execute();
  }

  /**
   * Marks a queued execution as taken by a worker (queue mode). It joins the batched writes,
   * so under load many runs share a commit. On a job's first attempt nothing but the record
   * the queuing process created is stored, so its finish has no earlier rows to delete.
   */
  async markRunning(id: string, options: { firstAttempt: boolean } = { firstAttempt: false }): Promise<void> {
    await this.markRunningTogether(id);
    if (options.firstAttempt) this.fresh.add(id);
  }

  /**
   * Marks taken before the batch carrying them is written share one statement: a worker under
   * load takes many jobs between two commits.
   */
  private markRunningTogether(id: string): Promise<void> {
    const pending = this.runningMarks;
    if (pending !== null) {
      pending.ids.push(id);
      return pending.written;
    }
    const ids = [id];
    const written = this.writes.submit(async (trx) => {
      // From here on, marks go to the next write.
      if (this.runningMarks?.ids === ids) this.runningMarks = null;
      for (let from = 0; from < ids.length; from += MARKS_PER_STATEMENT) {
        const some = ids.slice(from, from + MARKS_PER_STATEMENT);
        await trx.executeQuery(CompiledQuery.raw(this.sql.markRunning(some.length), some));
      }
    });
    this.runningMarks = { ids, written };
    return written;
  }

  /**
   * Takes a waiting execution to resume it: marks it running unless it no longer waits.
   * Whether this caller got it: of two processes (two mains, or a main and a webhook
   * process) resuming the same execution at once, by its time and by its resume URL, only
   * one does, and the executions list shows the resumed run as running.
   */
  async claimWaiting(id: string): Promise<boolean> {
    const result = await this.db
      .updateTable('executions')
      .set({ status: 'running' })
      .where('id', '=', id)
      .where('status', '=', 'waiting')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /**
   * Marks one execution crashed unless it already ended (queue mode: its worker died, or the
   * job failed outside the engine); whether it was changed.
   */
  async markCrashedIfUnfinished(id: string): Promise<boolean> {
    const result = await this.db
      .updateTable('executions')
      .set({ status: 'crashed', stopped_at: toDbTime(new Date()) })
      .where('id', '=', id)
      .where('status', 'in', ['running', 'new'])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Marks executions left running or new by a process that died as crashed. */
  async markCrashed(): Promise<number> {
    const result = await this.db
      .updateTable('executions')
      .set({ status: 'crashed', stopped_at: toDbTime(new Date()) })
      .where('status', 'in', ['running', 'new'])
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}
