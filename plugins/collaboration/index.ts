import { definePlugin, IModalService, INotificationService, IRestApi } from '@sdk';
import { ICanvasService } from '@plugins/canvas/api';
import { IWorkflowEditorService } from '@plugins/workflow-editor/api';
import { COLLABORATION_VIEWS, ICollaborationService } from './api';
import { CollaborationService } from './collaboration-service';
import { PresenceAvatars } from './views/PresenceAvatars';

/**
 * Live collaboration (docs/collaboration.md): a saved workflow opened by several people is one
 * live session. Edits travel as operations through the server, which orders and saves them;
 * the header shows who is in, the canvas outlines what each of them has selected or open.
 */
export default definePlugin({
  id: 'switchyard.collaboration',
  title: 'Live collaboration',
  description: 'Several people edit one workflow at once, with presence.',
  optional: [ICanvasService, IWorkflowEditorService, IRestApi],
  provides: [ICollaborationService],
  contributes: {
    views: [{ id: COLLABORATION_VIEWS.presence, component: PresenceAvatars }],
  },
  activate(ctx) {
    const service = new CollaborationService({
      bus: ctx.bus,
      history: ctx.history,
      notifications: ctx.services.get(INotificationService),
      editor: ctx.services.getOptional(IWorkflowEditorService),
      canvas: ctx.services.getOptional(ICanvasService),
      modals: ctx.services.getOptional(IModalService),
      restBaseUrl: ctx.services.getOptional(IRestApi)?.baseUrl ?? '/rest',
    });
    ctx.subscriptions.add(service);
    ctx.provide(ICollaborationService, service);
  },
});
