import { useState } from 'react';
import { Pencil, Pin, PinOff } from 'lucide-react';
import { CodeEditor } from '@sdk/editors/code';
import {
  exportWorkflow,
  mainOutputs,
  type INodeTypeDescription,
  type IRunData,
  type NodeId,
  type PinnedItem,
  type WorkflowDocument,
} from '@sdk';
import { branchLabel, type DisplayMode } from '../data/display';
import { nodeOutput } from '../data/node-data';
import { canPinNode, parsePinDataEdit, pinDataEditText } from '../data/pin-edit';
import { itemId } from '../data/paired-items';
import { DataView } from './DataView';
import { ModeTabs } from './ModeTabs';
import { RunSelector } from './RunSelector';
import type { DataSelection } from './use-data-selection';

/** Props of {@link OutputPanel}. */
export interface OutputPanelProps {
  readonly doc: WorkflowDocument;
  readonly nodeId: NodeId;
  readonly runData: IRunData;
  readonly nodeType: INodeTypeDescription | null;
  readonly isReadOnly: boolean;
  /** The run shown, the linked input run and the hovered item. */
  readonly selection: DataSelection;
  /** The node's parameters changed since this data was produced. */
  readonly stale?: boolean;
  /** Pins items, or unpins with null. */
  onPin(items: readonly PinnedItem[] | null): void;
}

/** The output panel: run selector, table (default), JSON, schema and binary; branch tabs; pinned data with a JSON edit mode. */
export function OutputPanel({ doc, nodeId, runData, nodeType, isReadOnly, selection, stale = false, onPin }: OutputPanelProps) {
  const node = doc.nodes.get(nodeId);
  const [chosenMode, setMode] = useState<DisplayMode>('table');
  const [branch, setBranch] = useState(0);
  const [editing, setEditing] = useState<string | null>(null);
  const [editError, setEditError] = useState<string | null>(null);
  const output = nodeOutput(doc, runData, nodeId, selection.outputRun);
  const pinned = doc.pinData.has(nodeId);
  const pinnable = node ? canPinNode(node.type) : false;
  const outputs = output.outputs;
  const current = Math.min(branch, Math.max(0, outputs.length - 1));
  const items = outputs[current] ?? [];
  // Switch rules and the error output name branches the type alone does not know.
  const typeNames = (nodeType?.outputNames ?? []) as string[];
  const ownCount = typeNames.length || outputs.length - (node?.['onError'] === 'continueErrorOutput' ? 1 : 0);
  // The type's own names ("Output N" where it has none); with an error output, "Success"/"Error".
  const computed = node ? mainOutputs(node, ownCount, typeNames) : null;
  const names = computed?.errorOutput ? computed.names : typeNames;
  // The binary view is offered only when some item carries binary data (as n8n does).
  const hasBinary = items.some((item) => item.binary !== undefined && Object.keys(item.binary).length > 0);
  const mode: DisplayMode = chosenMode === 'binary' && !hasBinary ? 'table' : chosenMode;

  const save = () => {
    if (editing === null || !node) return;
    const others = { ...(exportWorkflow(doc).pinData ?? {}) };
    delete others[node.name];
    const result = parsePinDataEdit(editing, others);
    if (!result.ok) return setEditError(result.error);
    onPin(result.items as unknown as PinnedItem[]);
    setEditing(null);
    setEditError(null);
  };

  return (
    <section className="sy-ndv-panel sy-ndv-panel--output" aria-label="Output">
      <header className="sy-ndv-panel__header">
        <h2 className="sy-ndv-panel__title">Output</h2>
        {pinned && <span className="sy-badge sy-badge--pinned">Pinned</span>}
        <span className="sy-ndv-panel__spacer" />
        {editing === null && items.length > 0 && (
          <ModeTabs
            modes={hasBinary ? ['table', 'json', 'schema', 'binary'] : ['table', 'json', 'schema']}
            value={mode}
            onChange={setMode}
            label="Output display mode"
          />
        )}
        {pinnable && !isReadOnly && editing === null && (
          <>
            <button
              type="button"
              className="icon-button"
              aria-label="Edit output"
              title="Edit output (pins it)"
              onClick={() => setEditing(pinDataEditText(items))}
            >
              <Pencil size={15} aria-hidden="true" />
            </button>
            {pinned ? (
              <button
                type="button"
                className="icon-button sy-pin--on"
                aria-label="Unpin data"
                title="Unpin data"
                onClick={() => onPin(null)}
              >
                <PinOff size={15} aria-hidden="true" />
              </button>
            ) : (
              <button
                type="button"
                className="icon-button"
                aria-label="Pin data"
                title="Pin data"
                disabled={items.length === 0}
                onClick={() => onPin(items as unknown as PinnedItem[])}
              >
                <Pin size={15} aria-hidden="true" />
              </button>
            )}
          </>
        )}
      </header>
      {node && output.source === 'run' && editing === null && (
        <RunSelector
          runData={runData}
          nodeName={node.name}
          value={selection.outputRun}
          onChange={selection.setOutputRun}
          pane="Output"
          {...(selection.canLink ? { link: { linked: selection.linked, onToggle: selection.toggleLinked } } : {})}
        />
      )}
      {outputs.length > 1 && editing === null && (
        <div className="sy-branches" role="tablist" aria-label="Output branches">
          {outputs.map((out, i) => (
            <button key={i} type="button" role="tab" aria-selected={i === current} onClick={() => setBranch(i)}>
              {branchLabel(names[i] ?? `Output ${i + 1}`, out.length)}
            </button>
          ))}
        </div>
      )}
      <div className="sy-ndv-panel__body">
        {editing !== null ? (
          <div className="sy-pin-edit">
            <CodeEditor
              value={editing}
              language="json"
              onChange={setEditing}
              ariaLabel="Output JSON"
              maxHeight="none"
              minHeight="200px"
              debounceMs={0}
            />
            {editError && (
              <p className="sy-pin-edit__error" role="alert">
                {editError}
              </p>
            )}
            <div className="sy-pin-edit__actions">
              <button type="button" className="sy-btn sy-btn--small" onClick={() => (setEditing(null), setEditError(null))}>
                Cancel
              </button>
              <button type="button" className="sy-btn sy-btn--small sy-btn--primary" onClick={save}>
                Save
              </button>
            </div>
          </div>
        ) : output.error ? (
          <div className="sy-ndv-empty sy-ndv-empty--error" role="alert">
            <p className="sy-ndv-empty__title">The node failed</p>
            <p>{output.error}</p>
          </div>
        ) : output.source === 'none' ? (
          <div className="sy-ndv-empty">
            <p className="sy-ndv-empty__title">No output data</p>
            <p>Execute this step to see its output{pinnable ? ', or edit the output to pin sample data' : ''}.</p>
          </div>
        ) : (
          <>
            <p className="sy-ndv-panel__meta">
              {items.length} item{items.length === 1 ? '' : 's'}
              {output.source === 'pinned' ? ' (pinned)' : ''}
            </p>
            {stale && output.source === 'run' && (
              <p className="sy-ndv-stale" role="status">
                The parameters changed since this output was produced. Execute the step again to refresh it.
              </p>
            )}
            <DataView
              key={`${selection.outputRun}:${current}`}
              items={items}
              mode={mode}
              label="Output data"
              {...(output.source === 'run' && node
                ? {
                    pairing: {
                      rowId: (i: number) => itemId(node.name, selection.outputRun, current, i),
                      highlighted: selection.highlighted,
                      onHover: selection.hover,
                    },
                  }
                : {})}
            />
          </>
        )}
      </div>
    </section>
  );
}
