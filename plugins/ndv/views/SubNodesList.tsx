import { incomingConnections, slotLabel, type INodeTypeDescription, type WorkflowDocument } from '@sdk';

/** The slot label a root's description gives a connection type, else the default one. */
function labelOf(nodeType: INodeTypeDescription | null, type: string): string {
  const inputs = Array.isArray(nodeType?.inputs) ? nodeType.inputs : [];
  for (const input of inputs) if (typeof input !== 'string' && input.type === type && input.displayName) return input.displayName;
  return slotLabel(type);
}

/**
 * A root node's sub-nodes (chat model, memory, tools, ...) by slot, each a button opening its own
 * details view. Renders nothing for nodes without sub-nodes.
 */
export function SubNodesList({
  doc,
  nodeId,
  nodeType,
  onOpen,
}: {
  readonly doc: WorkflowDocument;
  readonly nodeId: string;
  readonly nodeType: INodeTypeDescription | null;
  readonly onOpen: (nodeId: string) => void;
}) {
  const bySlot = new Map<string, Array<{ id: string; name: string }>>();
  for (const c of incomingConnections(doc, nodeId)) {
    if (c.target.type === 'main') continue;
    const source = doc.nodes.get(c.source.nodeId);
    if (!source) continue;
    const list = bySlot.get(c.target.type) ?? [];
    list.push({ id: source.id, name: source.name });
    bySlot.set(c.target.type, list);
  }
  if (bySlot.size === 0) return null;
  return (
    <section className="sy-ndv-subnodes" aria-label="Sub-nodes">
      <h3 className="sy-ndv-subnodes__title">Sub-nodes</h3>
      <dl className="sy-ndv-subnodes__list">
        {[...bySlot].map(([type, nodes]) => (
          <div key={type} className="sy-ndv-subnodes__slot">
            <dt>{labelOf(nodeType, type)}</dt>
            <dd>
              {nodes.map((n) => (
                <button key={n.id} type="button" className="sy-btn sy-btn--ghost sy-ndv-subnodes__node" onClick={() => onOpen(n.id)}>
                  {n.name}
                </button>
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
