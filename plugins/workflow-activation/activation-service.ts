import type { IActivationError, IModalService, INotificationService, IProductionTriggers, IRestApi, IUserResponse } from '@sdk';
import {
  ACTIVATION_MODAL,
  type ActivationModalData,
  type IWorkflowActivationService,
  type ToggledWorkflow,
  type ToggleResult,
} from './api';

/** What {@link WorkflowActivationService} uses. */
export interface ActivationServiceDeps {
  readonly rest: IRestApi;
  readonly modals: IModalService;
  readonly notifications: INotificationService;
  /** The signed-in user as last loaded (their settings hold "Don't show again"). */
  currentUser(): IUserResponse | null;
}

const path = (id: string) => encodeURIComponent(id);

/** See {@link IWorkflowActivationService}. */
export class WorkflowActivationService implements IWorkflowActivationService {
  /** The choice made in this tab since the user was loaded, by user id. */
  private choice: { userId: string; hidden: boolean } | undefined;

  constructor(private readonly deps: ActivationServiceDeps) {}

  dialogHidden(): boolean {
    const user = this.deps.currentUser();
    if (user && this.choice?.userId === user.id) return this.choice.hidden;
    return user?.settings?.hideActivationDialog === true;
  }

  activated(workflow: { readonly id: string; readonly name: string }): void {
    if (this.dialogHidden()) return;
    const data: ActivationModalData = { workflowId: workflow.id, workflowName: workflow.name };
    this.deps.modals.open(ACTIVATION_MODAL, data);
  }

  async setDialogHidden(hidden: boolean): Promise<boolean> {
    try {
      await this.deps.rest.patch('/me/settings', { body: { hideActivationDialog: hidden } });
      const user = this.deps.currentUser();
      if (user) this.choice = { userId: user.id, hidden };
      return true;
    } catch (error) {
      this.deps.notifications.showError(error, 'Could not save your choice');
      return false;
    }
  }

  async toggle(workflow: ToggledWorkflow, active: boolean): Promise<ToggleResult | null> {
    try {
      const body = { versionId: workflow.versionId ?? undefined, active };
      const saved = await this.deps.rest.patch<{ active: boolean; versionId?: string | null }>(`/workflows/${path(workflow.id)}`, { body });
      if (saved.active && active) this.activated(workflow);
      return { active: saved.active, versionId: saved.versionId ?? null };
    } catch (error) {
      this.deps.notifications.showError(error, active ? 'Problem activating workflow' : 'Problem deactivating workflow');
      return null;
    }
  }

  productionTriggers(workflowId: string): Promise<IProductionTriggers> {
    return this.deps.rest.get<IProductionTriggers>(`/active/triggers/${path(workflowId)}`);
  }

  errorOf(workflowId: string): Promise<IActivationError | null> {
    return this.deps.rest.get<IActivationError | null>(`/active/error/${path(workflowId)}`);
  }
}
