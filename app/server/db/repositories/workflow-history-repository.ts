/**
 * Saved versions of workflows (`workflow_history`). A version's id is the workflow's
 * `versionId` after the save that made it. Times within one workflow's history strictly
 * increase (a save in the same millisecond as the last one is stamped a millisecond later),
 * so "newest first" is one order on both databases.
 */
import type { Kysely } from 'kysely';
import type { IConnections, INode, IPinData, IWorkflowSettings } from '@sdk/workflow';
import { fromDbCount, fromDbTime, fromJson, toDbTime, toJson } from '../codec';
import type { Database, Row } from '../types';

/** A version as lists show it. */
export interface WorkflowVersionSummary {
  versionId: string;
  workflowId: string;
  /** The author's name as it was at the save. */
  authors: string;
  /** Null once the author's account is deleted. */
  authorId: string | null;
  label: string | null;
  /** The workflow's name in this version. */
  name: string;
  /** ISO 8601 UTC. */
  createdAt: string;
}

/** A version with the workflow it holds. */
export interface WorkflowVersionRecord extends WorkflowVersionSummary {
  nodes: INode[];
  connections: IConnections;
  settings: IWorkflowSettings;
  pinData: IPinData;
}

/** What {@link WorkflowHistoryRepository.insert} takes. */
export interface NewWorkflowVersion {
  versionId: string;
  workflowId: string;
  authorId: string | null;
  authors: string;
  label?: string | null;
  name: string;
  nodes: INode[];
  connections: IConnections;
  settings?: IWorkflowSettings | null | undefined;
  pinData?: IPinData | null | undefined;
}

const SUMMARY_COLUMNS = ['version_id', 'workflow_id', 'author_id', 'authors', 'label', 'name', 'created_at'] as const;

function toSummary(row: Pick<Row<'workflow_history'>, (typeof SUMMARY_COLUMNS)[number]>): WorkflowVersionSummary {
  return {
    versionId: row.version_id,
    workflowId: row.workflow_id,
    authors: row.authors,
    authorId: row.author_id,
    label: row.label,
    name: row.name,
    createdAt: fromDbTime(row.created_at),
  };
}

/** Reads and writes workflow versions. Pass a transaction to make its calls part of it. */
export class WorkflowHistoryRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Records a version; a version id already recorded is left as it is (false). */
  async insert(version: NewWorkflowVersion, now: Date = new Date()): Promise<boolean> {
    const latest = await this.db
      .selectFrom('workflow_history')
      .select('created_at')
      .where('workflow_id', '=', version.workflowId)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    let at = now.getTime();
    if (latest !== undefined) at = Math.max(at, new Date(fromDbTime(latest.created_at)).getTime() + 1);
    const result = await this.db
      .insertInto('workflow_history')
      .values({
        version_id: version.versionId,
        workflow_id: version.workflowId,
        author_id: version.authorId,
        authors: version.authors,
        label: version.label ?? null,
        name: version.name,
        nodes: toJson(version.nodes),
        connections: toJson(version.connections),
        settings: toJson(version.settings ?? null),
        pin_data: toJson(version.pinData ?? null),
        created_at: toDbTime(new Date(at)),
      })
      .onConflict((oc) => oc.column('version_id').doNothing())
      .executeTakeFirst();
    return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
  }

  /** One page of a workflow's versions, newest first, with the total count. */
  async list(workflowId: string, page: { take: number; skip: number }): Promise<{ count: number; data: WorkflowVersionSummary[] }> {
    const [rows, count] = await Promise.all([
      this.db
        .selectFrom('workflow_history')
        .select(SUMMARY_COLUMNS)
        .where('workflow_id', '=', workflowId)
        .orderBy('created_at', 'desc')
        .limit(page.take)
        .offset(page.skip)
        .execute(),
      this.db
        .selectFrom('workflow_history')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('workflow_id', '=', workflowId)
        .executeTakeFirst(),
    ]);
    return { count: fromDbCount(count?.count), data: rows.map(toSummary) };
  }

  /** The version `versionId` of `workflowId`, or undefined. */
  async get(workflowId: string, versionId: string): Promise<WorkflowVersionRecord | undefined> {
    const row = await this.db
      .selectFrom('workflow_history')
      .selectAll()
      .where('workflow_id', '=', workflowId)
      .where('version_id', '=', versionId)
      .executeTakeFirst();
    if (row === undefined) return undefined;
    return {
      ...toSummary(row),
      nodes: fromJson(row.nodes),
      connections: fromJson(row.connections),
      settings: fromJson(row.settings) ?? {},
      pinData: fromJson(row.pin_data) ?? {},
    };
  }

  /** Sets or (null) clears a version's label; false when there is no such version. */
  async setLabel(workflowId: string, versionId: string, label: string | null): Promise<boolean> {
    const result = await this.db
      .updateTable('workflow_history')
      .set({ label })
      .where('workflow_id', '=', workflowId)
      .where('version_id', '=', versionId)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Deletes every version saved before `cutoff`; returns how many went. */
  async deleteOlderThan(cutoff: Date): Promise<number> {
    const result = await this.db.deleteFrom('workflow_history').where('created_at', '<', toDbTime(cutoff)).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
