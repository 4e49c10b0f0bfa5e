import { definePlugin, INavigationService, ISettingsService, SidebarItemsPoint, type IDisposable } from '@sdk';
import { IWorkflowEditorService } from '@plugins/workflow-editor/api';
import { ITemplatesService, TEMPLATES_COMMANDS } from './api';
import { TEMPLATES_COMMAND_DESCRIPTORS } from './commands';
import { TemplatesService } from './templates-service';
import { TemplatesCollectionView } from './views/TemplatesCollectionView';
import { TemplatesSearchView } from './views/TemplatesSearchView';
import { TemplatesWorkflowView } from './views/TemplatesWorkflowView';
import { WorkflowTemplateView } from './views/WorkflowTemplateView';
import './views/templates.css';

/**
 * Templates (docs/templates.md): the search, collection and template views over the templates
 * host the settings name, and the WorkflowTemplate route that opens a template as a new workflow.
 */
export default definePlugin({
  id: 'switchyard.templates',
  title: 'Templates',
  description: 'Browse, preview and use workflow templates from the templates host.',
  // "Use this workflow" opens the template in the editor.
  requires: [IWorkflowEditorService],
  // The settings name the host and whether templates are on; without them templates are off.
  optional: [ISettingsService],
  provides: [ITemplatesService],
  contributes: {
    commands: TEMPLATES_COMMAND_DESCRIPTORS,
    routes: [
      { path: '/templates', view: 'TemplatesSearchView', title: 'Templates', component: TemplatesSearchView },
      { path: '/templates/:id', view: 'TemplatesWorkflowView', title: 'Template', component: TemplatesWorkflowView },
      { path: '/collections/:id', view: 'TemplatesCollectionView', title: 'Template collection', component: TemplatesCollectionView },
      { path: '/workflows/templates/:id', view: 'WorkflowTemplate', title: 'Import template', component: WorkflowTemplateView },
    ],
  },
  activate(ctx) {
    const settings = ctx.services.getOptional(ISettingsService);
    const service = new TemplatesService({
      ...(settings ? { settings } : {}),
      ...(typeof window !== 'undefined' ? { pageOrigin: window.location.origin } : {}),
    });
    ctx.subscriptions.addFn(() => service.dispose());
    ctx.provide(ITemplatesService, service);
    const navigation = ctx.services.get(INavigationService);
    // The sidebar entry is there only while the instance has templates on (N8N_TEMPLATES_ENABLED).
    let sidebarEntry: IDisposable | null = null;
    const subscription = settings?.settings$.subscribe((loaded) => {
      const wanted = loaded?.templates.enabled === true;
      if (wanted && !sidebarEntry) {
        sidebarEntry = ctx.extensions.contribute(SidebarItemsPoint, {
          id: 'templates',
          label: 'Templates',
          path: '/templates',
          icon: 'templates',
          order: 20,
        });
      } else if (!wanted && sidebarEntry) {
        sidebarEntry.dispose();
        sidebarEntry = null;
      }
    });
    ctx.subscriptions.addFn(() => {
      subscription?.unsubscribe();
      sidebarEntry?.dispose();
    });
    const disabledReason = () => (service.enabled ? undefined : 'Templates are turned off on this instance.');
    const handle = (run: () => void) => ({ run, isEnabled: () => service.enabled, disabledReason });
    ctx.commands.handle(
      TEMPLATES_COMMANDS.browse,
      handle(() => navigation.navigate('/templates')),
    );
    ctx.commands.handle(
      TEMPLATES_COMMANDS.search,
      handle(() => {
        if (navigation.location.split('?')[0] !== '/templates') navigation.navigate('/templates');
        // The view takes it when its field appears (after the host answered).
        service.requestSearchFocus();
      }),
    );
  },
});
