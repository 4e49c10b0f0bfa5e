import type { ViewId } from '@sdk';

/**
 * The workflow-sharing plugin's contract: the Share button the editor header renders and
 * the share modal it opens (sharing feature on).
 */

/** The share modal's key (spec: "workflow share"). */
export const WORKFLOW_SHARE_MODAL = 'workflowShare';

/** What the share modal is opened with. */
export interface WorkflowShareModalData {
  readonly workflowId: string;
}

/** Command ids. */
export const WORKFLOW_SHARING_COMMANDS = {
  /** Opens the share modal of the workflow open in the editor. */
  share: 'workflow.share',
} as const;

/** Views other plugins render. */
export const WORKFLOW_SHARING_VIEWS = {
  /** The header's Share button; renders nothing while the sharing feature is off. */
  shareButton: 'workflowSharing.shareButton' as ViewId<{ workflowId: string | undefined }>,
} as const;
