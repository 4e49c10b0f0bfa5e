import type { ViewId } from '@sdk';

/**
 * The workflow-history plugin's contract: the header button the editor renders, the command
 * and the history route (docs/workflow-history.md).
 */

/** Command ids. */
export const WORKFLOW_HISTORY_COMMANDS = {
  /** Opens the history of the workflow open in the editor. */
  open: 'workflow.openHistory',
} as const;

/** Views other plugins render. */
export const WORKFLOW_HISTORY_VIEWS = {
  /** The editor header's "Workflow history" button; disabled until the workflow is saved. */
  headerButton: 'workflowHistory.headerButton' as ViewId<{ workflowId: string | undefined }>,
  /**
   * An execution preview's "Changed since this run": shown when the saved workflow is no longer
   * the version the execution ran (and that version is in the history); opens their diff.
   */
  changedSinceRun: 'workflowHistory.changedSinceRun' as ViewId<{ workflowId: string; versionId: string }>,
} as const;

/** A saved version as `GET /rest/workflow-history/workflow/:id` lists it. */
export interface WorkflowVersionSummary {
  readonly versionId: string;
  readonly workflowId: string;
  readonly authors: string;
  readonly authorId: string | null;
  readonly label: string | null;
  readonly name: string;
  readonly createdAt: string;
}
