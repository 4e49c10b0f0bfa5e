import { createRestClient, definePlugin, IModalService, INotificationService, IRestApi } from '@sdk';
import { IAuthService } from '@plugins/auth/api';
import { WorkflowActivationService } from './activation-service';
import { ACTIVATION_MODAL, ACTIVATION_VIEWS, IWorkflowActivationService } from './api';
import { ActivationErrorWarning } from './views/ActivationErrorWarning';
import { ActivationModal } from './views/ActivationModal';
import './styles.css';

/**
 * What follows activation: the activation dialog (what the triggers now do in production,
 * where production executions are listed, "Don't show again" kept in the user's settings),
 * toggling from the workflows list, and the warning for active workflows whose triggers
 * report an error.
 */
export default definePlugin({
  id: 'switchyard.workflow-activation',
  title: 'Workflow activation',
  description: 'The activation dialog, list toggling and activation-error warnings.',
  optional: [IRestApi, IAuthService],
  provides: [IWorkflowActivationService],
  contributes: {
    modals: [{ key: ACTIVATION_MODAL, title: 'Workflow activated', component: ActivationModal, width: '560px' }],
    views: [{ id: ACTIVATION_VIEWS.errorWarning, component: ActivationErrorWarning }],
  },
  activate(ctx) {
    const auth = ctx.services.getOptional(IAuthService);
    ctx.provide(
      IWorkflowActivationService,
      new WorkflowActivationService({
        rest: ctx.services.getOptional(IRestApi) ?? createRestClient(),
        modals: ctx.services.get(IModalService),
        notifications: ctx.services.get(INotificationService),
        currentUser: () => auth?.currentUser ?? null,
      }),
    );
  },
});
