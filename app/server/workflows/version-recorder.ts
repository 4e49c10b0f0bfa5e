/**
 * Records a workflow version after a save (docs/workflow-history.md) and applies the
 * retention rule: versions older than the configured days go at each recording, across
 * all workflows, so no timer has to outlive the server. 0 days keeps every version.
 */
import type { Repositories, UserRecord, WorkflowRecord } from '../db';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The name a version shows as its author. */
export function authorName(user: UserRecord): string {
  const name = [user.firstName, user.lastName].filter((part) => part !== null && part !== '').join(' ');
  if (name !== '') return name;
  return user.email ?? 'Default user';
}

/** Writes versions into `workflow_history`. */
export class WorkflowVersionRecorder {
  /** @param retentionDays - days a version is kept; 0 keeps every version */
  constructor(private readonly retentionDays: number) {}

  /**
   * Records `workflow` as it is now as a version by `author` (nothing when its version id
   * is already recorded), then drops versions past retention. Pass the repositories of the
   * save's transaction so the version is stored with the save or not at all.
   */
  async record(repositories: Repositories, workflow: WorkflowRecord, author: UserRecord, label?: string): Promise<void> {
    const now = new Date();
    await repositories.workflowHistory.insert(
      {
        versionId: workflow.versionId,
        workflowId: workflow.id,
        authorId: author.id,
        authors: authorName(author),
        label: label ?? null,
        name: workflow.name,
        nodes: workflow.nodes,
        connections: workflow.connections,
        settings: workflow.settings,
        pinData: workflow.pinData,
      },
      now,
    );
    if (this.retentionDays > 0) await repositories.workflowHistory.deleteOlderThan(new Date(now.getTime() - this.retentionDays * DAY_MS));
  }
}
