import { useState } from 'react';
import { ChevronDown, ChevronRight } from 'lucide-react';
import type { VariableNode } from '../variable-tree';

/** Props of {@link VariableSelector}. */
export interface VariableSelectorProps {
  readonly tree: readonly VariableNode[];
  /** A leaf was picked: insert `{{ expression }}`. */
  readonly onPick: (expression: string) => void;
}

function Branch({ node, depth, onPick }: { node: VariableNode; depth: number; onPick: (e: string) => void }) {
  const [open, setOpen] = useState(depth < 2);
  const hasChildren = (node.children?.length ?? 0) > 0 || node.notice !== undefined;
  if (!hasChildren && node.expression) {
    const expression = node.expression;
    return (
      <li role="treeitem" aria-selected={false} className="sy-variable-tree__leaf" style={{ paddingLeft: depth * 14 + 22 }}>
        <button type="button" className="sy-variable-tree__pick" onClick={() => onPick(expression)} title={expression}>
          <span className="sy-variable-tree__name">{node.name}</span>
          {node.preview !== undefined && <span className="sy-variable-tree__preview">{node.preview}</span>}
        </button>
      </li>
    );
  }
  return (
    <li role="treeitem" aria-expanded={open} aria-selected={false} className="sy-variable-tree__branch">
      <button type="button" className="sy-variable-tree__toggle" style={{ paddingLeft: depth * 14 + 4 }} onClick={() => setOpen(!open)}>
        {open ? <ChevronDown size={14} aria-hidden="true" /> : <ChevronRight size={14} aria-hidden="true" />}
        <span>{node.name}</span>
      </button>
      {open && node.notice !== undefined && (
        <p className="sy-variable-tree__notice" style={{ paddingLeft: depth * 14 + 22 }}>
          {node.notice}
        </p>
      )}
      {open && node.children && (
        <ul role="group">
          {node.children.map((child) => (
            <Branch key={child.name} node={child} depth={depth + 1} onPick={onPick} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The variable selector on the left of the expression editor dialog. */
export function VariableSelector({ tree, onPick }: VariableSelectorProps) {
  return (
    <nav className="sy-variable-tree" aria-label="Variable selector">
      <ul role="tree" aria-label="Variables">
        {tree.map((node) => (
          <Branch key={node.name} node={node} depth={0} onPick={onPick} />
        ))}
      </ul>
    </nav>
  );
}
