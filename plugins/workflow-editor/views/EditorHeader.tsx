import { formatChord, getNodeByName, type WorkflowDocument } from '@sdk';
import { useKernel, useObservable, useService, useView, WorkflowSectionTabs } from '@sdk/react';
import { ICanvasService } from '@plugins/canvas/api';
import { ACTIVATION_VIEWS } from '@plugins/workflow-activation/api';
import { TAGS_VIEWS } from '@plugins/tags/api';
import { WORKFLOW_SHARING_VIEWS } from '@plugins/workflow-sharing/api';
import { WORKFLOW_HISTORY_VIEWS } from '@plugins/workflow-history/api';
import { COLLABORATION_VIEWS } from '@plugins/collaboration/api';
import { IWorkflowEditorService } from '../api';
import { ActivationToggle } from './ActivationToggle';
import { SaveButton } from './SaveButton';
import { WorkflowMenu } from './WorkflowMenu';
import { WorkflowName } from './WorkflowName';

/**
 * The editor's header: name (inline rename), tags (the tags plugin's editor), the workflow / executions /
 * settings tabs, activation, Save and the workflow menu.
 */
export function EditorHeader({ document, readOnly }: { document: WorkflowDocument; readOnly: boolean }) {
  const editor = useService(IWorkflowEditorService);
  const state = useObservable(editor.state$, editor.state);
  const saveStatus = useObservable(editor.saveStatus$, 'unsaved');
  const workflowId = document.id ?? undefined;
  const kernel = useKernel();
  const ErrorWarning = useView(ACTIVATION_VIEWS.errorWarning);
  // The warning's "Show node" selects the node and pans the canvas to it.
  const showNode = (name: string) => {
    const node = getNodeByName(kernel.bus.getState(), name);
    if (node) kernel.services.getOptional(ICanvasService)?.revealNode(node.id);
  };
  const WorkflowTags = useView(TAGS_VIEWS.workflowTags);
  const ShareButton = useView(WORKFLOW_SHARING_VIEWS.shareButton);
  const HistoryButton = useView(WORKFLOW_HISTORY_VIEWS.headerButton);
  const Presence = useView(COLLABORATION_VIEWS.presence);
  return (
    <header className="wf-header">
      <div className="wf-header__left">
        <WorkflowName name={document.name} readOnly={readOnly} />
        {WorkflowTags && <WorkflowTags tags={document.tags} readOnly={readOnly} save={(tags) => editor.setTags(tags)} />}
      </div>
      <WorkflowSectionTabs selected="workflow" workflowId={workflowId} className="wf-header__tabs" />
      <div className="wf-header__right">
        {ErrorWarning && workflowId !== undefined && document.active && (
          <ErrorWarning workflowId={workflowId} versionId={document.versionId} variant="header" onShowNode={showNode} />
        )}
        {Presence && <Presence />}
        <ActivationToggle
          active={document.active}
          busy={state.activating}
          disabledReason={readOnly ? 'The workflow is read-only here' : editor.activationDisabledReason()}
          onToggle={(active) => void editor.setActive(active)}
        />
        {ShareButton && <ShareButton workflowId={workflowId} />}
        {HistoryButton && <HistoryButton workflowId={workflowId} />}
        {!readOnly && <SaveButton status={saveStatus} onSave={() => void editor.save()} shortcut={formatChord('Mod+S')} />}
        <WorkflowMenu />
      </div>
    </header>
  );
}
