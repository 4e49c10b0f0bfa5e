import { definePlugin } from '@sdk';
import { WorkflowsView } from './views/WorkflowsView';

/** The workflow list (WorkflowsView): search, sort, tags, status, owner; create, open and delete. */
export default definePlugin({
  id: 'switchyard.workflows-list',
  title: 'Workflows list',
  description: 'The list of workflows at /workflows.',
  contributes: {
    routes: [{ path: '/workflows', view: 'WorkflowsView', title: 'Workflows', component: WorkflowsView }],
  },
});
