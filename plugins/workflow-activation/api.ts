import { createServiceToken, type IActivationError, type IProductionTriggers, type ViewId } from '@sdk';

/** The modal key of the dialog shown after a workflow is activated (spec §2 modal "activation"). */
export const ACTIVATION_MODAL = 'activation';

/** What the activation dialog is opened with. */
export interface ActivationModalData {
  readonly workflowId: string;
  readonly workflowName: string;
}

/** A workflow as the list toggles it: only `versionId` and `active` are sent. */
export interface ToggledWorkflow {
  readonly id: string;
  readonly name: string;
  readonly versionId?: string | null;
}

/** The server's answer to a toggle: the stored state. */
export interface ToggleResult {
  readonly active: boolean;
  readonly versionId: string | null;
}

/**
 * After-activation behaviour shared by the editor and the workflows list: the activation
 * dialog (unless the user chose "Don't show again", kept in the user's settings on the
 * server), toggling a workflow that is not open, and the activation errors of active workflows.
 */
export interface IWorkflowActivationService {
  /** Call after a workflow was activated: shows the activation dialog unless the user hid it. */
  activated(workflow: { readonly id: string; readonly name: string }): void;
  /**
   * Activates or deactivates a workflow that is not open (`PATCH /workflows/:id` with only
   * `versionId` and `active`). A refusal is shown as a toast with the server's message; resolves
   * the stored state, or null when the server refused.
   */
  toggle(workflow: ToggledWorkflow, active: boolean): Promise<ToggleResult | null>;
  /** Whether the signed-in user chose "Don't show again". */
  dialogHidden(): boolean;
  /** Stores the user's "Don't show again" choice in their settings; resolves whether it was stored. */
  setDialogHidden(hidden: boolean): Promise<boolean>;
  /** `GET /active/triggers/:id`: what the workflow's triggers do in production. */
  productionTriggers(workflowId: string): Promise<IProductionTriggers>;
  /** `GET /active/error/:id`: the workflow's activation error, or null. */
  errorOf(workflowId: string): Promise<IActivationError | null>;
}

/** Token for {@link IWorkflowActivationService}. */
export const IWorkflowActivationService = createServiceToken<IWorkflowActivationService>('IWorkflowActivationService');

/** Props of the activation-error warning view. */
export interface ActivationErrorWarningProps {
  readonly workflowId: string;
  /** Changes whenever the workflow is saved or toggled, so the warning asks again. */
  readonly versionId?: string | null;
  /** `header`: the message and a button that selects the node; `list`: a compact mark. */
  readonly variant: 'header' | 'list';
  /** Selects the failing node on the canvas (header only). */
  readonly onShowNode?: (nodeName: string) => void;
}

/** Views other plugins render with `useView`. */
export const ACTIVATION_VIEWS = {
  /** A warning for an active workflow whose triggers report an error; renders nothing otherwise. */
  errorWarning: 'workflowActivation.errorWarning' as ViewId<ActivationErrorWarningProps>,
} as const;
