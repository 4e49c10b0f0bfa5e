import type { Observable } from 'rxjs';
import { createServiceToken, type IDisposable, type IRunData } from '@sdk';

/** Where the open workflow stands (the document itself is the bus's `state$`). */
export interface EditorState {
  /** `loading` while the workflow (or the new name) is fetched; `error` when that failed. */
  readonly phase: 'idle' | 'loading' | 'ready' | 'error';
  /** Why opening failed, when `phase` is `error`. */
  readonly error?: string;
  /** Opening failed because the workflow does not exist or is not shared with the user (404). */
  readonly notFound?: boolean;
  /** A save is running. */
  readonly saving: boolean;
  /** An activation change is running. */
  readonly activating: boolean;
  /** Route query of the new-workflow route (template id and the like), kept for the first save. */
  readonly templateId?: string;
}

/** What {@link IWorkflowEditorService.openNew} starts from. */
export interface NewWorkflowOptions {
  /** The template the workflow comes from; recorded in the workflow's meta on its first save. */
  readonly templateId?: string;
  /** The workflow to start with (n8n JSON: name, nodes, connections ...). */
  readonly workflow?: unknown;
}

/** The save indicator: what the Save button shows. */
export type SaveStatus = 'saving' | 'saved' | 'unsaved';

/**
 * The workflow open in the editor: opening, saving (with the unsaved-changes flag and the
 * concurrent-change confirm), renaming,
 * activation and deletion. Every call reports failures to the user itself
 * (toasts, the concurrent-change confirm) and resolves with whether it worked.
 */
export interface IWorkflowEditorService {
  /** The editor state; emits the current one on subscribe and after every change. */
  readonly state$: Observable<EditorState>;
  /** The state now. */
  readonly state: EditorState;
  /** `saving`, `saved` or `unsaved`, from the save state and the bus's dirty flag. */
  readonly saveStatus$: Observable<SaveStatus>;
  /**
   * Opens a new, unsaved workflow; its name comes from `GET /workflows/new` ('My workflow' if that
   * fails). With `workflow` (a template's n8n JSON) it holds that workflow under the template's
   * name instead, with unsaved changes, so the editor route keeps it as a draft.
   */
  openNew(options?: NewWorkflowOptions): Promise<void>;
  /** Loads `GET /workflows/:id` into the bus (skipped when it is the document already open). */
  open(id: string): Promise<void>;
  /**
   * Saves: POST for a new workflow (then the route becomes `/workflow/<id>`), PATCH with the
   * versionId otherwise. Resolves false when the save failed or the user declined to overwrite.
   */
  save(): Promise<boolean>;
  /**
   * Renames (trimmed, 1–128 characters). A saved workflow is renamed on the server at once; a
   * new one is saved under the name (the route becomes `/workflow/<id>`), as n8n does.
   */
  rename(name: string): Promise<boolean>;
  /**
   * Gives the workflow these tags and saves it (with its other changes, as n8n's header does);
   * a new workflow is created with them. Resolves whether the save worked.
   */
  setTags(tags: ReadonlyArray<{ readonly id: string; readonly name: string }>): Promise<boolean>;
  /** Activates or deactivates the saved workflow (saving its current state along). */
  setActive(active: boolean): Promise<boolean>;
  /** Why activation cannot be switched now, or null when it can. */
  activationDisabledReason(): string | null;
  /** Deletes the saved workflow after a confirm; then goes to the workflow list. */
  deleteWorkflow(): Promise<boolean>;
  /**
   * Saves a copy of the workflow as it is in the editor (unsaved changes included) under
   * `name` (trimmed, 1–128 characters) with the tags `tagIds`, inactive. Resolves the copy,
   * or null when the name was refused or the save failed (the user was told). This workflow
   * stays open as it is; the duplicate dialog opens the copy in a new tab.
   */
  duplicate(copy: DuplicateRequest): Promise<DuplicatedWorkflow | null>;
  /**
   * Hands saving a stored workflow to `save` (a live collaboration session, whose server saves
   * the shared document: the editor must not send its own copy and race another person's save).
   * Disposing hands it back.
   */
  delegateSaving(save: () => Promise<boolean>): IDisposable;
  /** Whether saving is handed to someone else now (see {@link delegateSaving}). */
  savingDelegated(): boolean;
  /** Emits when the name field should take focus for renaming (the rename command). */
  readonly renameRequests$: Observable<void>;
  /** Asks the name field to start renaming. */
  requestRename(): void;
  /**
   * Adds the nodes of workflow JSON (from a file or a URL) to the canvas as one undoable edit,
   * names made unique and unknown credentials dropped. Resolves whether anything was added.
   */
  importJson(json: unknown, source: string): Promise<boolean>;
}

/** What {@link IWorkflowEditorService.duplicate} saves: the copy's name and tag ids. */
export interface DuplicateRequest {
  readonly name: string;
  readonly tagIds: readonly string[];
}

/** The copy {@link IWorkflowEditorService.duplicate} created. */
export interface DuplicatedWorkflow {
  readonly id: string;
  readonly name: string;
}

/** The modal key of the duplicate dialog (the workflow menu's "Duplicate", `workflow.duplicate`). */
export const DUPLICATE_WORKFLOW_MODAL = 'duplicate';

/** What the duplicate dialog is opened with: the open workflow's name and tags. */
export interface DuplicateWorkflowModalData {
  readonly name: string;
  readonly tags: ReadonlyArray<{ readonly id: string; readonly name: string }>;
}

/** Token for {@link IWorkflowEditorService}. */
export const IWorkflowEditorService = createServiceToken<IWorkflowEditorService>('IWorkflowEditorService');

import type { RunState } from './execution/run-state';
export type { RunState, NodeRun } from './execution/run-state';

/** Options of a manual run. */
export interface ManualRunOptions {
  /** Items pinned on nodes for this run only (by node name), over the workflow's pinned data. */
  readonly pinData?: Readonly<Record<string, ReadonlyArray<{ readonly json: unknown }>>>;
}

/** A user's chat message for a run that waits for it. */
export interface ChatReply {
  readonly sessionId: string;
  readonly chatInput: string;
}

/** Manual executions of the open workflow, with live progress from the push channel. */
export interface IWorkflowExecutionService {
  /** The run state; emits on subscribe and after every change. */
  readonly state$: Observable<RunState>;
  /** The run state now. */
  readonly state: RunState;
  /**
   * The task data of every node in the latest run (runs in order, items included), for the
   * node details view; `{}` before a run and after clearing. Emits on subscribe and on change.
   */
  readonly runData$: Observable<IRunData>;
  /**
   * Runs the whole workflow (`POST /workflows/run`); resolves whether it started. `pinData`
   * (by node name) is laid over the workflow's own pinned data for this run only: the chat panel
   * hands the Chat Trigger its message this way.
   */
  run(options?: ManualRunOptions): Promise<boolean>;
  /**
   * Merges the task data of a partial run (the node details view's 'Execute step') into the run
   * data, replacing the nodes that ran in it and keeping the others, as n8n does.
   */
  mergeStepRun(runData: IRunData): void;
  /**
   * Answers the Respond to Chat node the latest run waits at with the user's reply
   * (`POST /executions/:id/chat-reply`): the run goes on under the same execution id, its
   * progress on the canvas; resolves with the run state once it waits again or ends, or
   * undefined when the latest run does not wait (or the reply was refused, with a toast).
   */
  replyToChat(reply: ChatReply): Promise<RunState | undefined>;
  /** Stops the running execution; resolves whether it was stopped. */
  stop(): Promise<boolean>;
  /** Clears the statuses and item counts shown on the canvas. */
  clear(): void;
}

/** Token for {@link IWorkflowExecutionService}. */
export const IWorkflowExecutionService = createServiceToken<IWorkflowExecutionService>('IWorkflowExecutionService');

/** Command ids of the editor (declared in commands.ts). */
export const EDITOR_COMMANDS = {
  save: 'workflow.save',
  rename: 'workflow.rename',
  execute: 'workflow.execute',
  /**
   * Runs the workflow up to one node (`{ nodeId }`, else the single selected node), as the
   * node details view's "Execute step" does; handled by the node details plugin, which owns
   * step runs. The canvas's hover toolbar and node menu run it.
   */
  executeStep: 'workflow.executeStep',
  stop: 'workflow.stopExecution',
  clearExecution: 'workflow.clearExecutionData',
  activate: 'workflow.toggleActive',
  duplicate: 'workflow.duplicate',
  download: 'workflow.download',
  importFromUrl: 'workflow.importFromUrl',
  importFromFile: 'workflow.importFromFile',
  delete: 'workflow.delete',
} as const;
