/**
 * A user is "activated" when one of their workflows first runs in production on its own (a
 * webhook call or a trigger of an active workflow) and succeeds. The owner's settings then
 * say so (`userActivated`, `userActivatedAt`) and ask the editor to show the user-activation
 * survey once (`showUserActivationSurvey`), as the anchor product does.
 */
import type { WorkflowExecuteMode } from '@sdk/workflow';
import type { Repositories } from '../db';

/** The modes of runs that start by themselves in production. */
const PRODUCTION_MODES: ReadonlySet<WorkflowExecuteMode> = new Set(['webhook', 'trigger']);

/** Marks owners activated; remembers the workflows already handled so a busy webhook costs one lookup. */
export class UserActivation {
  private readonly handled = new Set<string>();

  constructor(private readonly repositories: Pick<Repositories, 'sharing' | 'users'>) {}

  /** Called after a run of `workflowId` ends; only a successful production run counts. */
  async afterRun(workflowId: string | null, mode: WorkflowExecuteMode, status: string): Promise<void> {
    if (workflowId === null || status !== 'success' || !PRODUCTION_MODES.has(mode) || this.handled.has(workflowId)) return;
    this.handled.add(workflowId);
    const ownerId = await this.repositories.sharing.workflowOwnerId(workflowId);
    if (ownerId === undefined) return;
    const owner = await this.repositories.users.findById(ownerId);
    if (owner === undefined || owner.settings?.userActivated === true) return;
    await this.repositories.users.update(owner.id, {
      settings: { ...owner.settings, userActivated: true, userActivatedAt: new Date().toISOString(), showUserActivationSurvey: true },
    });
  }
}
