import { definePlugin, IModalService, ISettingsService } from '@sdk';
import { IAuthService } from '@plugins/auth/api';
import { WORKFLOW_SHARE_MODAL, WORKFLOW_SHARING_COMMANDS, WORKFLOW_SHARING_VIEWS } from './api';
import { ShareButton } from './views/ShareButton';
import { WorkflowShareModal } from './views/WorkflowShareModal';
import './views/workflow-sharing.css';

/**
 * Sharing a workflow (enterprise sharing feature): the header's Share button, the
 * "Share workflow" command, and the share modal over `PUT /workflows/:id/share`.
 */
export default definePlugin({
  id: 'switchyard.workflowSharing',
  title: 'Workflow sharing',
  description: 'The Share button and the workflow share modal.',
  optional: [IAuthService],
  contributes: {
    commands: [
      { id: WORKFLOW_SHARING_COMMANDS.share, title: 'Share workflow', category: 'Workflow', keywords: ['share', 'access', 'people'] },
    ],
    modals: [{ key: WORKFLOW_SHARE_MODAL, title: 'Share workflow', component: WorkflowShareModal, width: '520px' }],
    views: [{ id: WORKFLOW_SHARING_VIEWS.shareButton, component: ShareButton }],
  },
  activate(ctx) {
    const settings = ctx.services.getOptional(ISettingsService);
    const modals = ctx.services.get(IModalService);
    const workflowId = () => (ctx.contextKeys.get('workflowId') as string | null | undefined) ?? undefined;
    ctx.commands.handle(WORKFLOW_SHARING_COMMANDS.share, {
      isEnabled: () => settings?.settings?.enterprise.sharing === true && workflowId() !== undefined,
      disabledReason: () =>
        settings?.settings?.enterprise.sharing ? 'Open a saved workflow first' : 'Sharing is not enabled on this instance',
      run: () => {
        const id = workflowId();
        if (id) modals.open(WORKFLOW_SHARE_MODAL, { workflowId: id });
      },
    });
  },
});
