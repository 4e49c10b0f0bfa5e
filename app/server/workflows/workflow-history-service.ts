/**
 * Workflow history (docs/workflow-history.md): a workflow's saved versions, listed, read,
 * labelled and restored with the workflow's own permissions: reading the history needs
 * `read`, labelling and restoring need `save`. A workflow the user may not read is a 404, as
 * for the workflow itself.
 */
import type { Repositories, UserRecord, WorkflowVersionRecord, WorkflowVersionSummary } from '../db';
import { DomainError } from '../domain-error';
import type { WorkflowResponse, WorkflowService } from './workflow-service';
import type { WorkflowVersionRecorder } from './version-recorder';

/** 404 for a version that does not exist in this workflow's history. */
function versionNotFound(versionId: string): DomainError {
  return new DomainError('not-found', `Version "${versionId}" of this workflow could not be found.`, {
    hint: 'Versions older than the retention period (SWITCHYARD_WORKFLOW_HISTORY_DAYS) are deleted.',
  });
}

/** The history calls with their permission checks. */
export class WorkflowHistoryService {
  constructor(
    private readonly workflows: WorkflowService,
    private readonly repositories: Repositories,
    private readonly recorder: WorkflowVersionRecorder,
  ) {}

  /** One page of versions, newest first. */
  async list(
    user: UserRecord,
    workflowId: string,
    page: { take: number; skip: number },
  ): Promise<{ count: number; data: WorkflowVersionSummary[] }> {
    await this.workflows.load(user, workflowId, 'read');
    return this.repositories.workflowHistory.list(workflowId, page);
  }

  /** One version with its workflow. */
  async get(user: UserRecord, workflowId: string, versionId: string): Promise<WorkflowVersionRecord> {
    await this.workflows.load(user, workflowId, 'read');
    const version = await this.repositories.workflowHistory.get(workflowId, versionId);
    if (version === undefined) throw versionNotFound(versionId);
    return version;
  }

  /** Sets (or with null clears) a version's label. */
  async label(user: UserRecord, workflowId: string, versionId: string, label: string | null): Promise<WorkflowVersionSummary> {
    await this.workflows.load(user, workflowId, 'save');
    if (!(await this.repositories.workflowHistory.setLabel(workflowId, versionId, label))) throw versionNotFound(versionId);
    const {
      nodes: _nodes,
      connections: _connections,
      settings: _settings,
      pinData: _pinData,
      ...summary
    } = await this.get(user, workflowId, versionId);
    return summary;
  }

  /**
   * Makes the workflow what `versionId` holds (name, nodes, connections, settings, pinned
   * data). The current state is recorded as a version first (when it is not yet, e.g. a
   * workflow saved before history existed), so the restore can itself be undone by
   * restoring that version. The save is based on the current version: a save by someone
   * else in between is a conflict (code 100), as in the editor.
   */
  async restore(user: UserRecord, workflowId: string, versionId: string): Promise<WorkflowResponse> {
    const { workflow } = await this.workflows.load(user, workflowId, 'save');
    const version = await this.repositories.workflowHistory.get(workflowId, versionId);
    if (version === undefined) throw versionNotFound(versionId);
    await this.recorder.record(this.repositories, workflow, user);
    return this.workflows.update(
      user,
      workflowId,
      {
        name: version.name,
        nodes: version.nodes,
        connections: version.connections,
        settings: version.settings,
        pinData: version.pinData,
        versionId: workflow.versionId,
      },
      false,
      { versionLabel: `Restored from ${version.createdAt.slice(0, 16).replace('T', ' ')} UTC` },
    );
  }
}
