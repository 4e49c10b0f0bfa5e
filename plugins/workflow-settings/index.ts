import { definePlugin } from '@sdk';
import { WORKFLOW_SETTINGS_MODAL } from './api';
import { WorkflowSettingsModal } from './views/WorkflowSettingsModal';
import './styles.css';

/**
 * The workflow settings dialog (the workflow menu's "Settings", the `workflow.openSettings`
 * command): error workflow, caller policy, timezone, which executions are saved, timeout.
 */
export default definePlugin({
  id: 'switchyard.workflow-settings',
  title: 'Workflow settings',
  description: 'The settings dialog of a saved workflow.',
  contributes: {
    modals: [{ key: WORKFLOW_SETTINGS_MODAL, title: 'Workflow settings', component: WorkflowSettingsModal, width: '720px' }],
  },
});
