import type { IRunData, NodeId, WorkflowDocument } from '@sdk';
import { isDirectParent, nodeOutput } from '../data/node-data';
import { itemId } from '../data/paired-items';
import { DataView } from './DataView';
import { ModeTabs } from './ModeTabs';
import { RunSelector } from './RunSelector';
import type { DataSelection } from './use-data-selection';
import { Select } from '@sdk/react';

const EMPTY_SET: ReadonlySet<string> = new Set();

/** Whether the node is connected as a sub-node (typed outputs only): its input comes from its root. */
function suppliesRoot(doc: WorkflowDocument, nodeId: NodeId): boolean {
  const outgoing = doc.connections.get(nodeId);
  return (
    outgoing !== undefined && !outgoing['main']?.some((t) => (t?.length ?? 0) > 0) && Object.keys(outgoing).some((k) => k.startsWith('ai_'))
  );
}

/**
 * The input panel: the input-node selector (any upstream node), its run
 * selector linked to the output's, display modes (schema by default), and
 * data that can be dragged onto parameters.
 */
export function InputPanel({
  doc,
  nodeId,
  runData,
  selection,
}: {
  doc: WorkflowDocument;
  nodeId: NodeId;
  runData: IRunData;
  selection: DataSelection;
}) {
  const { parents, inputNodeId: sourceId, inputMode: mode } = selection;
  const source = sourceId ? doc.nodes.get(sourceId) : undefined;
  const outputIndex = selection.inputOutputIndex;
  const output = sourceId ? nodeOutput(doc, runData, sourceId, selection.inputRun) : undefined;
  const items = output?.outputs[outputIndex] ?? output?.outputs[0] ?? [];
  const fromRun = output?.source === 'run';
  return (
    <section className="sy-ndv-panel sy-ndv-panel--input" aria-label="Input">
      <header className="sy-ndv-panel__header">
        <h2 className="sy-ndv-panel__title">Input</h2>
        {parents.length > 0 && (
          <Select aria-label="Input node" value={sourceId} onChange={(e) => selection.setInputNode(e.target.value as NodeId)}>
            {parents.map((id) => (
              <option key={id} value={id}>
                {doc.nodes.get(id)?.name}
              </option>
            ))}
          </Select>
        )}
        {items.length > 0 && (
          <ModeTabs modes={['schema', 'table', 'json']} value={mode} onChange={selection.setInputMode} label="Input display mode" />
        )}
      </header>
      {source && fromRun && (
        <RunSelector
          runData={runData}
          nodeName={source.name}
          value={selection.inputRun}
          onChange={selection.setInputRun}
          pane="Input"
          {...(selection.canLink ? { link: { linked: selection.linked, onToggle: selection.toggleLinked } } : {})}
        />
      )}
      <div className="sy-ndv-panel__body">
        {!source ? (
          <div className="sy-ndv-empty">
            <p className="sy-ndv-empty__title">No input</p>
            <p>
              {suppliesRoot(doc, nodeId)
                ? 'A sub-node gets its input from its root node when that runs.'
                : 'This node starts the workflow, so it has no input data.'}
            </p>
          </div>
        ) : items.length === 0 ? (
          <div className="sy-ndv-empty">
            <p className="sy-ndv-empty__title">No input data yet</p>
            <p>Execute this step to run {source.name} and see its output here.</p>
          </div>
        ) : (
          <>
            <p className="sy-ndv-panel__meta">
              {items.length} item{items.length === 1 ? '' : 's'} from {source.name}
            </p>
            <DataView
              key={`${source.id}:${selection.inputRun}:${outputIndex}`}
              items={items}
              mode={mode}
              label="Input data"
              mapping={{ nodeName: source.name, isDirectParent: isDirectParent(doc, nodeId, source.id) }}
              // Hovering reports the item also for pinned data (the expression preview follows it);
              // paired rows light up only where a run left paired items.
              pairing={{
                rowId: (i: number) => itemId(source.name, selection.inputRun, outputIndex, i),
                highlighted: fromRun ? selection.highlighted : EMPTY_SET,
                onHover: selection.hover,
              }}
            />
          </>
        )}
      </div>
    </section>
  );
}
