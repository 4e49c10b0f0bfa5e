import { BehaviorSubject, Subject, combineLatest, distinctUntilChanged, map, type Observable } from 'rxjs';
import {
  createEmptyDocument,
  importWorkflow,
  toDisposable,
  isResponseError,
  listNodes,
  prepareForPaste,
  prepareWorkflowForSave,
  ResponseError,
  SAVE_CONFLICT_ERROR_CODE,
  type CommandBus,
  type IConfirmService,
  type IDisposable,
  type INavigationService,
  type INotificationService,
  type IRestApi,
  type ITelemetryService,
  type IWorkflowDb,
  type NodeTypeLookup,
  type WorkflowDocument,
} from '@sdk';
import type { DuplicatedWorkflow, DuplicateRequest, EditorState, IWorkflowEditorService, NewWorkflowOptions, SaveStatus } from './api';
import { activationDisabledReason } from './activation-rules';
import { fallbackWorkflowName, normaliseWorkflowName } from './workflow-names';

/** What the editor service needs from the kernel and the shell. */
export interface EditorServiceDeps {
  readonly bus: CommandBus;
  readonly rest: IRestApi;
  readonly navigation: INavigationService;
  readonly confirm: IConfirmService;
  readonly notifications: INotificationService;
  readonly telemetry?: ITelemetryService;
  /** Node type lookup for save rules; unknown types are saved as they are. */
  readonly nodeTypes: NodeTypeLookup;
  /** Whether a node type starts workflows (activation rules). */
  readonly isTrigger: (type: string, version: number) => boolean;
  /** This instance's id (settings), so imports can tell foreign credentials. */
  readonly instanceId: () => string;
  /** Called after the server activated the workflow (the activation dialog). */
  readonly afterActivated?: (workflow: { readonly id: string; readonly name: string }) => void;
}

const INITIAL: EditorState = { phase: 'idle', saving: false, activating: false };

/** Where imported nodes go: right of everything on the canvas, top-aligned with it. */
function besideNodes(doc: WorkflowDocument): [number, number] {
  const nodes = listNodes(doc);
  const maxX = Math.max(...nodes.map((n) => n.position[0]));
  const minY = Math.min(...nodes.map((n) => n.position[1]));
  return [maxX + 300, minY];
}

function isConflict(error: unknown): boolean {
  return error instanceof ResponseError && Number(error.errorCode) === SAVE_CONFLICT_ERROR_CODE;
}

/** The workflow open in the editor; see {@link IWorkflowEditorService}. */
export class WorkflowEditorService implements IWorkflowEditorService, IDisposable {
  private readonly subject = new BehaviorSubject<EditorState>(INITIAL);
  private readonly renames = new Subject<void>();
  readonly renameRequests$: Observable<void> = this.renames.asObservable();
  private openToken = 0;
  private savePending: Promise<boolean> | null = null;

  readonly state$: Observable<EditorState> = this.subject.asObservable();
  readonly saveStatus$: Observable<SaveStatus>;

  constructor(private readonly deps: EditorServiceDeps) {
    this.saveStatus$ = combineLatest([this.subject, deps.bus.dirty$]).pipe(
      map(([state, dirty]): SaveStatus => (state.saving ? 'saving' : dirty || this.doc.id === null ? 'unsaved' : 'saved')),
      distinctUntilChanged(),
    );
  }

  get state(): EditorState {
    return this.subject.value;
  }

  private get doc(): WorkflowDocument {
    return this.deps.bus.getState();
  }

  private patch(patch: Partial<EditorState>): void {
    this.subject.next({ ...this.subject.value, ...patch });
  }

  async openNew(options: NewWorkflowOptions = {}): Promise<void> {
    const token = ++this.openToken;
    const template = options.templateId ? { templateId: options.templateId } : {};
    if (options.workflow !== undefined) {
      // A template: never a saved workflow's id, and unsaved from the start, so leaving asks first.
      const { document } = importWorkflow(options.workflow);
      this.deps.bus.load({ ...document, id: null, name: fallbackWorkflowName(document.name) }, 'new');
      this.deps.bus.setDirty(true);
      this.subject.next({ ...INITIAL, phase: 'ready', ...template });
      return;
    }
    this.subject.next({ ...INITIAL, phase: 'loading', ...template });
    // An empty canvas at once; the suggested name follows.
    this.deps.bus.load(createEmptyDocument({ name: fallbackWorkflowName() }), 'new');
    let name = fallbackWorkflowName();
    try {
      const answer = await this.deps.rest.get<{ name?: string }>('/workflows/new');
      name = fallbackWorkflowName(answer?.name);
    } catch {
      // A failed name fetch falls back to 'My workflow'.
    }
    if (token !== this.openToken) return;
    if (this.doc.id === null) this.deps.bus.patchMeta({ name });
    this.patch({ phase: 'ready' });
  }

  async open(id: string): Promise<void> {
    if (this.doc.id === id && this.state.phase === 'ready') return;
    const token = ++this.openToken;
    this.subject.next({ ...INITIAL, phase: 'loading' });
    try {
      const data = await this.deps.rest.get<IWorkflowDb>(`/workflows/${encodeURIComponent(id)}`);
      if (token !== this.openToken) return;
      const { document } = importWorkflow(data);
      this.deps.bus.load(document, 'open');
      this.patch({ phase: 'ready' });
    } catch (error) {
      if (token !== this.openToken) return;
      this.deps.bus.load(createEmptyDocument(), 'open-failed');
      this.patch({
        phase: 'error',
        error: error instanceof Error ? error.message : String(error),
        notFound: isResponseError(error) && error.httpStatusCode === 404,
      });
    }
  }

  save(): Promise<boolean> {
    // A second Ctrl+S while saving waits for the running save instead of racing it.
    this.savePending ??= this.runSave().finally(() => (this.savePending = null));
    return this.savePending;
  }

  private payload(document: WorkflowDocument) {
    return prepareWorkflowForSave(document, this.deps.nodeTypes);
  }

  private saveDelegate: (() => Promise<boolean>) | null = null;

  delegateSaving(save: () => Promise<boolean>): IDisposable {
    this.saveDelegate = save;
    return toDisposable(() => {
      if (this.saveDelegate === save) this.saveDelegate = null;
    });
  }

  savingDelegated(): boolean {
    return this.saveDelegate !== null && this.doc.id !== null;
  }

  private async runSave(): Promise<boolean> {
    const sent = this.doc;
    if (sent.id !== null && this.saveDelegate !== null) {
      this.patch({ saving: true });
      try {
        return await this.saveDelegate();
      } finally {
        this.patch({ saving: false });
      }
    }
    this.patch({ saving: true });
    try {
      if (sent.id === null) return await this.create(sent);
      return await this.update(sent, false);
    } finally {
      this.patch({ saving: false });
    }
  }

  /** Applies the server's answer; clears the dirty flag unless the user edited during the save. */
  private applySaved(sent: WorkflowDocument, saved: IWorkflowDb): void {
    const editedMeanwhile = this.doc !== sent;
    const tags = Array.isArray(saved.tags)
      ? saved.tags.map((t) => (typeof t === 'string' ? { id: t, name: t } : { id: t.id, name: t.name }))
      : sent.tags;
    this.deps.bus.patchMeta({ id: saved.id, versionId: saved.versionId ?? null, name: saved.name, active: saved.active, tags });
    if (!editedMeanwhile) this.deps.bus.setDirty(false);
  }

  private async create(sent: WorkflowDocument): Promise<boolean> {
    const { id: _id, versionId: _v, ...payload } = this.payload(sent);
    const templateId = this.state.templateId;
    const body = { ...payload, active: false, ...(templateId ? { meta: { ...payload.meta, templateId } } : {}) };
    try {
      const saved = await this.deps.rest.post<IWorkflowDb>('/workflows', { body });
      this.applySaved(sent, saved);
      this.deps.telemetry?.track('User saved workflow', { workflow_id: saved.id, is_new: true });
      this.deps.navigation.navigate(`/workflow/${encodeURIComponent(saved.id)}`, { replace: true, state: { action: 'workflowSave' } });
      return true;
    } catch (error) {
      this.deps.notifications.showError(error, 'Problem saving workflow');
      return false;
    }
  }

  private async update(sent: WorkflowDocument, force: boolean): Promise<boolean> {
    const { id: _id, ...payload } = this.payload(sent);
    try {
      const saved = await this.deps.rest.patch<IWorkflowDb>(`/workflows/${encodeURIComponent(sent.id ?? '')}`, {
        body: payload,
        ...(force ? { query: { forceSave: 'true' } } : {}),
      });
      this.applySaved(sent, saved);
      this.deps.telemetry?.track('User saved workflow', { workflow_id: saved.id, is_new: false, force });
      return true;
    } catch (error) {
      if (!force && isConflict(error)) return this.resolveConflict(sent, error as ResponseError);
      this.deps.notifications.showError(error, 'Problem saving workflow');
      return false;
    }
  }

  /** A save refused with code 100 (locked or changed meanwhile): telemetry, then a confirm; overwrite on yes, otherwise the save returns false. */
  private async resolveConflict(sent: WorkflowDocument, error: ResponseError): Promise<boolean> {
    this.deps.telemetry?.track('User attempted to save locked workflow', { workflowId: sent.id, code: error.errorCode });
    const overwrite = await this.deps.confirm.confirm(
      'Someone else saved this workflow while you were editing it. Saving now replaces their changes with yours.',
      { title: 'Save changes anyway?', confirmButtonText: 'Overwrite and save', cancelButtonText: 'Cancel', danger: true },
    );
    if (!overwrite) return false;
    return this.update(this.doc, true);
  }

  async rename(name: string): Promise<boolean> {
    const result = normaliseWorkflowName(name);
    if ('error' in result) {
      this.deps.notifications.showMessage({ type: 'error', title: 'Could not rename the workflow', message: result.error });
      return false;
    }
    const doc = this.doc;
    if (result.name === doc.name) return true;
    if (doc.id === null) {
      // As in n8n, naming a new workflow saves it (nodes and all); the route becomes /workflow/<id>.
      this.deps.bus.patchMeta({ name: result.name });
      this.deps.bus.setDirty(true);
      return this.save();
    }
    try {
      const saved = await this.deps.rest.patch<IWorkflowDb>(`/workflows/${encodeURIComponent(doc.id)}`, {
        body: { name: result.name, versionId: doc.versionId ?? undefined },
      });
      this.deps.bus.patchMeta({ name: saved.name, versionId: saved.versionId ?? null });
      return true;
    } catch (error) {
      this.deps.notifications.showError(error, 'Could not rename the workflow');
      return false;
    }
  }

  async setTags(tags: ReadonlyArray<{ readonly id: string; readonly name: string }>): Promise<boolean> {
    this.deps.bus.patchMeta({ tags: tags.map((t) => ({ id: t.id, name: t.name })) });
    this.deps.bus.setDirty(true);
    return this.save();
  }

  activationDisabledReason(): string | null {
    return activationDisabledReason(this.doc, this.deps.isTrigger);
  }

  async setActive(active: boolean): Promise<boolean> {
    const reason = this.activationDisabledReason();
    if (reason !== null && active) {
      this.deps.notifications.showMessage({ type: 'error', title: 'Could not activate the workflow', message: reason });
      return false;
    }
    const sent = this.doc;
    if (sent.id === null) return false;
    this.patch({ activating: true });
    try {
      // The whole workflow goes along, so what is active is what the user sees (activation clears the unsaved-changes flag).
      const { id: _id, ...payload } = this.payload(sent);
      const saved = await this.deps.rest.patch<IWorkflowDb>(`/workflows/${encodeURIComponent(sent.id)}`, { body: { ...payload, active } });
      this.applySaved(sent, saved);
      this.deps.telemetry?.track('User set workflow active status', { workflow_id: sent.id, new_status: saved.active });
      if (active && saved.active) this.deps.afterActivated?.({ id: saved.id, name: saved.name });
      return true;
    } catch (error) {
      this.deps.notifications.showError(error, active ? 'Problem activating workflow' : 'Problem deactivating workflow');
      if (active) await this.syncAfterRefusal(sent);
      return false;
    } finally {
      this.patch({ activating: false });
    }
  }

  /**
   * A refused activation still saved the changes sent along and left the workflow inactive
   * (a new version): takes the stored version and state, so the next save is not a conflict.
   */
  private async syncAfterRefusal(sent: WorkflowDocument): Promise<void> {
    if (sent.id === null) return;
    try {
      const stored = await this.deps.rest.get<IWorkflowDb>(`/workflows/${encodeURIComponent(sent.id)}`);
      if (this.doc.id !== sent.id) return;
      const untouched = this.doc === sent;
      this.deps.bus.patchMeta({ versionId: stored.versionId ?? null, active: stored.active });
      if (untouched) this.deps.bus.setDirty(false);
    } catch {
      // The next save reports what is wrong.
    }
  }

  async deleteWorkflow(): Promise<boolean> {
    const doc = this.doc;
    if (doc.id === null) return false;
    const ok = await this.deps.confirm.confirm(`Delete the workflow "${doc.name}"? This cannot be undone.`, {
      title: 'Delete workflow',
      confirmButtonText: 'Delete',
      danger: true,
    });
    if (!ok) return false;
    try {
      await this.deps.rest.delete(`/workflows/${encodeURIComponent(doc.id)}`);
      this.deps.bus.load(createEmptyDocument(), 'deleted');
      this.subject.next(INITIAL);
      this.deps.notifications.showMessage({ type: 'success', title: 'Workflow deleted', message: `"${doc.name}" was deleted.` });
      this.deps.navigation.navigate('/workflows');
      return true;
    } catch (error) {
      this.deps.notifications.showError(error, 'Problem deleting the workflow');
      return false;
    }
  }

  /**
   * Saves a copy of the workflow as the user sees it (unsaved changes included), under the
   * given name and tags, inactive. This workflow stays open and keeps its unsaved changes:
   * the duplicate dialog opens the copy in a new tab, as n8n does.
   */
  async duplicate(copy: DuplicateRequest): Promise<DuplicatedWorkflow | null> {
    const result = normaliseWorkflowName(copy.name);
    if ('error' in result) {
      this.deps.notifications.showMessage({ type: 'error', title: 'Could not duplicate the workflow', message: result.error });
      return null;
    }
    const { id: _id, versionId: _v, ...payload } = this.payload(this.doc);
    try {
      const saved = await this.deps.rest.post<IWorkflowDb>('/workflows', {
        body: { ...payload, name: result.name, tags: [...copy.tagIds], active: false },
      });
      this.deps.telemetry?.track('User duplicated workflow', { old_workflow_id: this.doc.id, workflow_id: saved.id });
      return { id: saved.id, name: saved.name };
    } catch (error) {
      this.deps.notifications.showError(error, 'Problem duplicating the workflow');
      return null;
    }
  }

  async importJson(json: unknown, source: string): Promise<boolean> {
    try {
      const doc = this.doc;
      const credentials = await this.deps.rest.get<Array<{ id: string }>>('/credentials').catch(() => []);
      const paste = prepareForPaste(json, doc, {
        instanceId: this.deps.instanceId(),
        credentialsAvailable: Array.isArray(credentials) ? credentials : [],
        nodeTypes: this.deps.nodeTypes,
        ...(doc.nodes.size > 0 ? { position: besideNodes(doc) } : {}),
      });
      if (paste.nodes.length === 0) {
        const why = paste.warnings.map((w) => w.message).join(' ');
        this.deps.notifications.showMessage({
          type: 'warning',
          title: 'Nothing to import',
          message: why || `The workflow from ${source} has no nodes.`,
        });
        return false;
      }
      this.deps.bus.dispatch({ ops: paste.operations, meta: { origin: 'user', label: `Import from ${source}` } });
      const count = paste.nodes.length;
      this.deps.notifications.showMessage({
        type: 'success',
        title: 'Workflow imported',
        message: `Added ${count} node${count === 1 ? '' : 's'} from ${source}.`,
      });
      return true;
    } catch (error) {
      this.deps.notifications.showError(error, 'Could not import the workflow');
      return false;
    }
  }

  requestRename(): void {
    this.renames.next();
  }

  dispose(): void {
    this.renames.complete();
    this.subject.complete();
  }
}
