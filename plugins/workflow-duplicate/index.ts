import { definePlugin } from '@sdk';
import { DUPLICATE_WORKFLOW_MODAL, IWorkflowEditorService } from '@plugins/workflow-editor/api';
import { DuplicateWorkflowModal } from './views/DuplicateWorkflowModal';
import './styles.css';

/**
 * The duplicate dialog (the workflow menu's "Duplicate", the `workflow.duplicate` command):
 * the copy's name and tags; Save creates the copy and opens it in a new tab.
 */
export default definePlugin({
  id: 'switchyard.workflow-duplicate',
  title: 'Duplicate workflow',
  description: 'The dialog that saves a copy of the open workflow under a new name and tags.',
  // The dialog saves the copy through the editor service.
  requires: [IWorkflowEditorService],
  contributes: {
    modals: [{ key: DUPLICATE_WORKFLOW_MODAL, title: 'Duplicate workflow', component: DuplicateWorkflowModal, width: '540px' }],
  },
});
