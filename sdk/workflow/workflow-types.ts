/**
 * The workflow entity in n8n's JSON shape, its settings and tags.
 *
 * @module
 */
import type { IConnections } from './connection-types';
import type { IDataObject, IPinData } from './data-types';
import type { INode } from './node-types';
import type { ISharee } from './user-types';
import type { WorkflowCallerPolicy } from '../settings/types';

// The canonical definitions live in sdk/settings; re-exporting the same
// bindings keeps `export *` in sdk/index.ts unambiguous.
export { PLACEHOLDER_EMPTY_WORKFLOW_ID } from '../settings/constants';
export type { WorkflowCallerPolicy } from '../settings/types';

/** A workflow tag. */
export interface ITag {
  /** Tag id. */
  id: string;
  /** Tag name. */
  name: string;
  /** Number of workflows using the tag (returned when asked for). */
  usageCount?: number;
  /** ISO 8601 creation time. */
  createdAt?: string;
  /** ISO 8601 update time. */
  updatedAt?: string;
}

/** Which executions to save: `DEFAULT` defers to the instance settings. */
export type WorkflowSaveDataExecution = 'DEFAULT' | 'all' | 'none';

/** Per-workflow settings. Missing keys defer to the instance settings. */
export interface IWorkflowSettings {
  /** `v1` runs branches one after another; `v0` is the legacy order. */
  executionOrder?: 'v0' | 'v1';
  /** IANA timezone, or `DEFAULT` for the instance timezone. */
  timezone?: 'DEFAULT' | (string & {});
  /** Save failed executions. */
  saveDataErrorExecution?: WorkflowSaveDataExecution;
  /** Save successful executions. */
  saveDataSuccessExecution?: WorkflowSaveDataExecution;
  /** Save manual (editor) executions. */
  saveManualExecutions?: 'DEFAULT' | boolean;
  /** Save progress after each node. */
  saveExecutionProgress?: 'DEFAULT' | boolean;
  /** Timeout in seconds; `-1` for none. */
  executionTimeout?: number;
  /** Id of the workflow to run when this one fails. */
  errorWorkflow?: string;
  /** Who may call this workflow. */
  callerPolicy?: WorkflowCallerPolicy;
  /** Comma-separated workflow ids for `workflowsFromAList`. */
  callerIds?: string;
}

/** Editor metadata stored with a workflow. */
export interface IWorkflowMeta {
  /** Template the workflow was created from. */
  templateId?: string;
  /** Instance the workflow was exported from. */
  instanceId?: string;
  /** Onboarding flow id. */
  onboardingId?: string;
  /** Whether credential set-up of a template was completed. */
  templateCredsSetupCompleted?: boolean;
  /** Further keys are kept as-is. */
  [key: string]: unknown;
}

/** The workflow document itself: what import/export and the engine use. */
export interface IWorkflowBase {
  /** Workflow id; `__EMPTY__` (`PLACEHOLDER_EMPTY_WORKFLOW_ID`) when unsaved. */
  id: string;
  /** Workflow name. */
  name: string;
  /** Whether triggers are active. */
  active: boolean;
  /** ISO 8601 creation time. */
  createdAt: string;
  /** ISO 8601 update time. */
  updatedAt: string;
  /** The nodes. */
  nodes: INode[];
  /** The connections between nodes, keyed by source node name. */
  connections: IConnections;
  /** Workflow settings. */
  settings?: IWorkflowSettings;
  /** Data kept by trigger nodes between runs. */
  staticData?: IDataObject | string | null;
  /** Pinned output per node name. */
  pinData?: IPinData;
  /** Version id used to detect concurrent edits. */
  versionId?: string;
}

/** A credential used by a workflow, as listed with the workflow. */
export interface IUsedCredential {
  /** Credential id. */
  id: string;
  /** Credential name. */
  name: string;
  /** Credential type name. */
  credentialType: string;
  /** Whether the current user may use it. */
  currentUserHasAccess: boolean;
}

/** A workflow as the REST API returns it. */
export interface IWorkflowDb extends IWorkflowBase {
  /** Tags (objects, or ids in some payloads). */
  tags?: ITag[] | string[];
  /** Credentials the workflow uses. */
  usedCredentials?: IUsedCredential[];
  /** The owner. */
  ownedBy?: ISharee;
  /** Users it is shared with. */
  sharedWith?: ISharee[];
  /** Editor metadata. */
  meta?: IWorkflowMeta;
}

/**
 * A save payload (`POST /workflows`, `PATCH /workflows/{id}`). When toggling
 * another workflow's activation only `versionId` and `active` are sent.
 */
export interface IWorkflowDataUpdate {
  /** Workflow id (for updates). */
  id?: string;
  /** Workflow name (trimmed). */
  name?: string;
  /** The nodes. */
  nodes?: INode[];
  /** The connections. */
  connections?: IConnections;
  /** Pinned data. */
  pinData?: IPinData;
  /** Whether triggers are active. */
  active?: boolean;
  /** Settings. */
  settings?: IWorkflowSettings;
  /** Tag ids. */
  tags?: string[];
  /** The version the edit is based on. */
  versionId?: string;
  /** Editor metadata. */
  meta?: IWorkflowMeta;
}
