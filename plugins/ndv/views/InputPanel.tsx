import { useState } from 'react';
import type { IRunData, NodeId, WorkflowDocument } from '@sdk';
import type { DisplayMode } from '../data/display';
import { isDirectParent, nodeOutput, parentNodeIds } from '../data/node-data';
import { DataView } from './DataView';
import { ModeTabs } from './ModeTabs';

/** The input panel: the input-node selector, display modes (schema by default), and draggable data. */
export function InputPanel({ doc, nodeId, runData }: { doc: WorkflowDocument; nodeId: NodeId; runData: IRunData }) {
  const parents = parentNodeIds(doc, nodeId);
  const [chosen, setChosen] = useState<NodeId | null>(null);
  const [mode, setMode] = useState<DisplayMode>('schema');
  const sourceId = chosen && parents.includes(chosen) ? chosen : parents[0];
  const source = sourceId ? doc.nodes.get(sourceId) : undefined;
  const items = sourceId ? (nodeOutput(doc, runData, sourceId).outputs[0] ?? []) : [];
  return (
    <section className="sy-ndv-panel sy-ndv-panel--input" aria-label="Input">
      <header className="sy-ndv-panel__header">
        <h2 className="sy-ndv-panel__title">Input</h2>
        {parents.length > 0 && (
          <select className="sy-ndv-panel__select" aria-label="Input node" value={sourceId} onChange={(e) => setChosen(e.target.value)}>
            {parents.map((id) => (
              <option key={id} value={id}>
                {doc.nodes.get(id)?.name}
              </option>
            ))}
          </select>
        )}
        {items.length > 0 && <ModeTabs modes={['schema', 'table', 'json']} value={mode} onChange={setMode} label="Input display mode" />}
      </header>
      <div className="sy-ndv-panel__body">
        {!source ? (
          <div className="sy-ndv-empty">
            <p className="sy-ndv-empty__title">No input</p>
            <p>This node starts the workflow, so it has no input data.</p>
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
            <DataView items={items} mode={mode} label="Input data" mapping={{ nodeName: source.name, isDirectParent: isDirectParent(doc, nodeId, source.id) }} />
          </>
        )}
      </div>
    </section>
  );
}
