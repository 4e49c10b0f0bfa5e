import { useEffect, useMemo, useRef, useState } from 'react';
import { INotificationService, IRestApi, nodeTypeIssue, op, type DocNode, type PinnedItem } from '@sdk';
import { ParameterEditContext, useKernel, useObservable, useService, useWhen } from '@sdk/react';
import { INodeTypesService } from '@plugins/node-types/api';
import { IWorkflowExecutionService } from '@plugins/workflow-editor/api';
import { ICanvasService } from '@plugins/canvas/api';
import { of } from 'rxjs';
import { INdvRunDataSource, NDV_OPS } from '../api';
import { nodeOutput } from '../data/node-data';
import { NdvRunStore } from '../data/run-store';
import { partialStep } from '../data/step-start';
import { reportStep } from '../data/step-runner';
import { createEditContext } from './edit-context';
import { InputPanel } from './InputPanel';
import { MappingTooltip } from './MappingTooltip';
import { MissingNodeType } from './MissingNodeType';
import { NdvHeader } from './NdvHeader';
import { NodeSettings } from './NodeSettings';
import { OutputPanel } from './OutputPanel';
import { ParametersTab, useCredentialTypes } from './ParametersTab';
import { SubNodesList } from './SubNodesList';
import { TriggerPanel } from './header/TriggerPanel';
import { useDataSelection } from './use-data-selection';
import { usePanelLayout } from './use-panel-layout';

/** The node details view of one node: input, parameters / settings, output. */
export function NdvView({ nodeId, justAdded = false, onClose }: { nodeId: string; justAdded?: boolean; onClose: () => void }) {
  const kernel = useKernel();
  const bus = kernel.bus;
  const doc = useObservable(bus.state$, bus.getState());
  const nodeTypes = useService(INodeTypesService);
  useObservable(nodeTypes.state$, nodeTypes.state);
  const rest = useService(IRestApi);
  const notifications = useService(INotificationService);
  const readOnly = useWhen('readOnly');
  // Whole-workflow runs of the editor fill the panels too (absent where no editor runs workflows).
  const execution = useMemo(() => kernel.services.getOptional(IWorkflowExecutionService), [kernel]);
  const canvas = useMemo(() => kernel.services.getOptional(ICanvasService), [kernel]);
  // An execution preview's saved run data replaces the editor's runs (additive: INdvRunDataSource).
  const savedRun = useMemo(() => kernel.services.getOptional(INdvRunDataSource)?.current ?? null, [kernel]);
  // A step run's results join the editor's run data (not a saved execution's, which is read-only).
  const store = useMemo(
    () =>
      new NdvRunStore(
        rest,
        undefined,
        savedRun ? of(savedRun) : execution?.runData$,
        savedRun || !execution ? undefined : (data) => execution.mergeStepRun(data),
      ),
    [rest, execution, savedRun],
  );
  const editorRun$ = useMemo(() => execution?.state$ ?? of(null), [execution]);
  const editorRun = useObservable(editorRun$, execution?.state ?? null);
  // parameters changed since this node's data was produced: the data stays, with a note
  const nodeName = doc.nodes.get(nodeId)?.name;
  const stale = !savedRun && nodeName !== undefined && (editorRun?.staleNodes?.has(nodeName) ?? false);
  useEffect(() => () => store.dispose(), [store]);
  const run = useObservable(store.state$, store.current);
  // A whole-workflow run from the canvas waits for this trigger's test call: the panel listens too, and Stop ends it.
  const editorWaiting = !savedRun && run.status !== 'running' && editorRun?.waitingForWebhook === true;
  const [tab, setTab] = useState<'parameters' | 'settings'>('parameters');
  const layout = usePanelLayout();
  const selection = useDataSelection(doc, nodeId, run.runData);
  const parametersRef = useRef<HTMLDivElement>(null);
  const credentialTypes = useCredentialTypes();
  const node = doc.nodes.get(nodeId) as DocNode | undefined;
  const nodeType = node ? nodeTypes.get(node.type, node.typeVersion) : null;
  const editContext = useMemo(
    () =>
      node
        ? {
            ...createEditContext({
              doc,
              node,
              nodeType,
              runData: run.runData,
              bus,
              isReadOnly: readOnly,
              itemIndex: selection.hoveredInputItem,
            }),
            deferIssues: justAdded,
          }
        : null,
    [doc, node, nodeType, run.runData, bus, readOnly, justAdded, selection.hoveredInputItem],
  );
  useEffect(() => {
    if (!node) onClose();
  }, [node, onClose]);
  if (!node || !editContext) return null;

  const rename = (name: string): string | null => {
    try {
      bus.dispatch({ ops: [op('renameNode', { nodeId, newName: name })], meta: { origin: 'user' } });
      return null;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  };
  const pin = (items: readonly PinnedItem[] | null) =>
    bus.dispatch({ ops: [op(NDV_OPS.setPinData, { nodeId, items })], meta: { origin: 'user' } });
  const execute = () => {
    // Parents with current data feed the node directly; otherwise the run starts at the trigger.
    const partial = execution && !savedRun ? partialStep(doc, execution.state.runData, execution.state.staleNodes, node.name) : null;
    void store.executeNode(doc, node.name, partial).then(async () => reportStep(notifications, await store.finished()));
  };
  const half = layout.mainWidth / 2;
  const inputItemCount = selection.inputNodeId
    ? (nodeOutput(doc, run.runData, selection.inputNodeId, selection.inputRun).outputs[selection.inputOutputIndex]?.length ?? 0)
    : 0;
  return (
    <div className="sy-ndv" data-node={node.name}>
      <NdvHeader
        name={node.name}
        nodeType={nodeType}
        isReadOnly={readOnly}
        running={run.status === 'running'}
        onRename={rename}
        onExecute={execute}
        onClose={onClose}
      />
      <div
        className="sy-ndv__panels"
        ref={layout.container}
        style={{ gridTemplateColumns: `max(160px, calc(${layout.position * 100}% - ${half}px)) ${layout.mainWidth}px minmax(160px, 1fr)` }}
      >
        {(nodeType?.group ?? []).includes('trigger') ? (
          <TriggerPanel
            node={{ name: node.name, parameters: editContext.node.parameters, webhookId: node['webhookId'] }}
            nodeType={nodeType}
            status={editorWaiting ? 'running' : run.status}
            isReadOnly={readOnly}
            onExecute={execute}
            onStop={() =>
              editorWaiting
                ? void execution?.stop()
                : void store.stopListening(doc).catch((error: unknown) => notifications.showError(error, 'Could not stop listening'))
            }
          />
        ) : (
          <InputPanel doc={doc} nodeId={nodeId} runData={run.runData} selection={selection} />
        )}
        <section className="sy-ndv-main" aria-label="Node settings">
          <div
            className="sy-ndv-main__edge sy-ndv-main__edge--left"
            role="separator"
            aria-orientation="vertical"
            aria-label="Resize input panel"
            onPointerDown={layout.startDrag('left')}
          />
          <div className="sy-ndv-main__tabs" role="tablist" aria-label="Node details">
            <button type="button" role="tab" aria-selected={tab === 'parameters'} onClick={() => setTab('parameters')}>
              Parameters
            </button>
            <button type="button" role="tab" aria-selected={tab === 'settings'} onClick={() => setTab('settings')}>
              Settings
            </button>
          </div>
          <div
            className="sy-ndv-main__body"
            role="tabpanel"
            aria-label={tab === 'parameters' ? 'Parameters' : 'Settings'}
            ref={parametersRef}
          >
            {tab === 'parameters' && (
              <SubNodesList
                doc={doc}
                nodeId={nodeId}
                nodeType={nodeType}
                onOpen={(id) => {
                  // One details view at a time: this one closes, the sub-node's opens.
                  onClose();
                  canvas?.openNode(id);
                }}
              />
            )}
            {tab === 'parameters' ? (
              nodeType ? (
                <ParameterEditContext.Provider value={credentialTypes ? { ...editContext, credentialTypes } : editContext}>
                  <ParametersTab node={node} nodeType={nodeType} bus={bus} isReadOnly={readOnly} />
                </ParameterEditContext.Provider>
              ) : (
                <MissingNodeType type={node.type} issue={nodeTypeIssue(nodeTypes.state.types, node.type, node.typeVersion)} />
              )
            ) : (
              <NodeSettings node={node} bus={bus} isReadOnly={readOnly} />
            )}
          </div>
          <div
            className="sy-ndv-main__edge sy-ndv-main__edge--right"
            role="separator"
            aria-orientation="vertical"
            aria-label="Resize output panel"
            onPointerDown={layout.startDrag('right')}
          />
        </section>
        <OutputPanel
          doc={doc}
          nodeId={nodeId}
          runData={run.runData}
          stale={stale}
          nodeType={nodeType}
          isReadOnly={readOnly}
          selection={selection}
          onPin={pin}
        />
        <MappingTooltip container={parametersRef} inputMode={selection.inputMode} inputItemCount={inputItemCount} readOnly={readOnly} />
      </div>
    </div>
  );
}
