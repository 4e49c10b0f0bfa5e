import { useState } from 'react';
import { ArrowLeft, Play, LoaderCircle } from 'lucide-react';
import { isSubNodeDescription, SUB_NODE_RUN_REASON, type INodeTypeDescription } from '@sdk';
import { NodeIcon } from '@sdk/react';
import { triggerActionLabel } from './header/TriggerPanel';

/** Props of {@link NdvHeader}. */
export interface NdvHeaderProps {
  readonly name: string;
  readonly nodeType: INodeTypeDescription | null;
  readonly isReadOnly: boolean;
  readonly running: boolean;
  /** Renames; resolves to an error message, or null when it worked. */
  onRename(name: string): string | null;
  onExecute(): void;
  onClose(): void;
}

/**
 * The view's header: 'Back to canvas', the node title (click to rename), and the run
 * button: 'Execute step', or for triggers 'Test step' / 'Listen for test event'.
 */
export function NdvHeader({ name, nodeType, isReadOnly, running, onRename, onExecute, onClose }: NdvHeaderProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const next = draft.trim();
    if (next === '' || next === name) return setDraft(null);
    const problem = onRename(next);
    setError(problem);
    if (!problem) setDraft(null);
  };
  const trigger = (nodeType?.group ?? []).includes('trigger');
  // A sub-node (chat model, memory, tool) runs only as part of its root node.
  const subNode = isSubNodeDescription(nodeType);
  return (
    <header className="sy-ndv-header">
      <button type="button" className="sy-btn sy-btn--ghost sy-ndv-header__back" onClick={onClose}>
        <ArrowLeft size={16} aria-hidden="true" /> Back to canvas
      </button>
      <div className="sy-ndv-header__title">
        {nodeType && (
          <NodeIcon
            className="sy-ndv-header__icon"
            source={{
              name: nodeType.name,
              displayName: nodeType.displayName,
              icon: nodeType.icon,
              iconColor: nodeType.iconColor,
              iconUrl: nodeType.iconUrl,
            }}
            size={18}
          />
        )}
        {draft === null ? (
          <button
            type="button"
            className="sy-ndv-header__name"
            aria-label={`Rename node ${name}`}
            disabled={isReadOnly}
            onClick={() => setDraft(name)}
          >
            {name}
          </button>
        ) : (
          <input
            className="sy-input sy-ndv-header__input"
            aria-label="Node name"
            autoFocus
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onBlur={commit}
            onKeyDown={(e) => {
              if (e.key === 'Enter') commit();
              if (e.key === 'Escape') {
                e.stopPropagation();
                setDraft(null);
                setError(null);
              }
            }}
          />
        )}
        {nodeType && <span className="sy-ndv-header__type">{nodeType.displayName}</span>}
        {error && (
          <span className="sy-ndv-header__error" role="alert">
            {error}
          </span>
        )}
      </div>
      {subNode && (
        <span className="sy-ndv-header__note" id="sy-ndv-subnode-reason">
          {SUB_NODE_RUN_REASON}
        </span>
      )}
      <button
        type="button"
        className="sy-btn sy-btn--primary"
        onClick={onExecute}
        disabled={running || isReadOnly || subNode}
        title={subNode ? SUB_NODE_RUN_REASON : undefined}
        aria-describedby={subNode ? 'sy-ndv-subnode-reason' : undefined}
      >
        {running ? <LoaderCircle className="sy-spin" size={15} aria-hidden="true" /> : <Play size={15} aria-hidden="true" />}
        {trigger ? triggerActionLabel(nodeType) : 'Execute step'}
      </button>
    </header>
  );
}
