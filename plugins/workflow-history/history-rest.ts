/** The workflow-history REST calls, typed for the views (docs/workflow-history.md). */
import type { IConnections, INode, IPinData, IRestApi, IWorkflowSettings } from '@sdk';
import type { WorkflowVersionSummary } from './api';

/** A version with the workflow it holds. */
export interface WorkflowVersion extends WorkflowVersionSummary {
  readonly nodes: INode[];
  readonly connections: IConnections;
  readonly settings: IWorkflowSettings;
  readonly pinData: IPinData;
}

/** The open workflow as `GET /workflows/:id` answers (the fields the history reads). */
export interface CurrentWorkflow {
  readonly id: string;
  readonly name: string;
  readonly nodes: INode[];
  readonly connections: IConnections;
  readonly settings: IWorkflowSettings;
  readonly versionId: string;
}

/** Versions per page. */
export const HISTORY_PAGE_SIZE = 50;

const base = (workflowId: string) => `/workflow-history/workflow/${encodeURIComponent(workflowId)}`;

/** One page of versions, newest first. */
export function listVersions(rest: IRestApi, workflowId: string, skip: number): Promise<WorkflowVersionSummary[]> {
  return rest.get<WorkflowVersionSummary[]>(base(workflowId), { query: { take: String(HISTORY_PAGE_SIZE), skip: String(skip) } });
}

/** One version with its workflow. */
export function getVersion(rest: IRestApi, workflowId: string, versionId: string): Promise<WorkflowVersion> {
  return rest.get<WorkflowVersion>(`${base(workflowId)}/version/${encodeURIComponent(versionId)}`);
}

/** Sets (or with '' clears) a version's label. */
export function labelVersion(rest: IRestApi, workflowId: string, versionId: string, label: string): Promise<WorkflowVersionSummary> {
  return rest.patch<WorkflowVersionSummary>(`${base(workflowId)}/version/${encodeURIComponent(versionId)}`, { body: { label } });
}

/** Makes the workflow this version (the current state is recorded as a version first). */
export function restoreVersion(rest: IRestApi, workflowId: string, versionId: string): Promise<CurrentWorkflow> {
  return rest.post<CurrentWorkflow>(`${base(workflowId)}/version/${encodeURIComponent(versionId)}/restore`);
}

/** `GET /workflows/:id`. */
export function getWorkflow(rest: IRestApi, workflowId: string): Promise<CurrentWorkflow> {
  return rest.get<CurrentWorkflow>(`/workflows/${encodeURIComponent(workflowId)}`);
}

/** Saves `version` as a new workflow under a free name based on `<name> copy`; resolves its id. */
export async function copyToNewWorkflow(rest: IRestApi, version: WorkflowVersion): Promise<{ id: string; name: string }> {
  const { name } = await rest.get<{ name: string }>('/workflows/new', { query: { name: `${version.name} copy`.slice(0, 128) } });
  return rest.post<{ id: string; name: string }>('/workflows', {
    body: { name, nodes: version.nodes, connections: version.connections, settings: version.settings, pinData: version.pinData },
  });
}
