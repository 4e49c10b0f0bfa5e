/**
 * The workflow settings dialog's contract: its modal key and what it is opened with.
 * Opened by the `workflow.openSettings` command (workflow menu, Settings tab, palette).
 */

/** The modal key the settings dialog is registered under (the workflow menu's "Settings"). */
export const WORKFLOW_SETTINGS_MODAL = 'settings';

/** What the dialog is opened with. */
export interface WorkflowSettingsModalData {
  /** The saved workflow whose settings are edited. */
  readonly workflowId?: string;
}
