import { createRestClient, definePlugin, IModalService, IRestApi } from '@sdk';
import { IAuthService } from '@plugins/auth/api';
import { ITagsService, OPEN_TAGS_MANAGER, TAGS_MANAGER_MODAL, TAGS_VIEWS } from './api';
import { TAGS_COMMANDS } from './commands';
import { TagsService } from './tags-service';
import { TagsInput } from './views/TagsInput';
import { TagsManagerModal } from './views/TagsManagerModal';
import { WorkflowTags } from './views/WorkflowTags';
import './views/tags.css';

/**
 * Workflow tags: the tag store (`ITagsService`), the creatable tag field other dialogs render,
 * the editor header's tag editor and the tags manager (the "Manage tags" command).
 */
export default definePlugin({
  id: 'switchyard.tags',
  title: 'Tags',
  description: 'The tag store, the tag field, the header tag editor and the tags manager.',
  // The signed-in user decides whether Delete is offered; without accounts everyone may.
  optional: [IRestApi, IAuthService],
  provides: [ITagsService],
  contributes: {
    commands: TAGS_COMMANDS,
    modals: [{ key: TAGS_MANAGER_MODAL, title: 'Manage tags', component: TagsManagerModal, width: '560px' }],
    views: [
      { id: TAGS_VIEWS.input, component: TagsInput },
      { id: TAGS_VIEWS.workflowTags, component: WorkflowTags },
    ],
  },
  activate(ctx) {
    const service = new TagsService(ctx.services.getOptional(IRestApi) ?? createRestClient());
    ctx.subscriptions.addFn(() => service.dispose());
    ctx.provide(ITagsService, service);
    const modals = ctx.services.get(IModalService);
    ctx.commands.handle(OPEN_TAGS_MANAGER, { run: () => modals.open(TAGS_MANAGER_MODAL) });
  },
});
