import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Pencil } from 'lucide-react';
import { WORKFLOW_NAME_MAX_LENGTH, visibleName } from '@sdk';
import { useService } from '@sdk/react';
import { IWorkflowEditorService } from '../api';

/**
 * The workflow name with inline rename: click (or the rename command) turns
 * it into a field; Enter or leaving the field saves, Escape cancels.
 */
export function WorkflowName({ name, readOnly }: { name: string; readOnly: boolean }) {
  const editor = useService(IWorkflowEditorService);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(name);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const sub = editor.renameRequests$.subscribe(() => {
      setDraft(name);
      setEditing(true);
    });
    return () => sub.unsubscribe();
  }, [editor, name]);

  useEffect(() => {
    if (editing) input.current?.select();
  }, [editing]);

  const commit = async () => {
    if (!editing) return;
    setEditing(false);
    if (draft.trim() !== name) await editor.rename(draft);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void commit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setDraft(name);
      setEditing(false);
    }
  };

  if (editing) {
    return (
      <input
        ref={input}
        className="wf-name__input"
        aria-label="Workflow name"
        value={draft}
        maxLength={WORKFLOW_NAME_MAX_LENGTH}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => void commit()}
        onKeyDown={onKeyDown}
      />
    );
  }
  return (
    <button
      type="button"
      className="wf-name"
      disabled={readOnly}
      title={readOnly ? name : 'Rename workflow'}
      aria-label={`Workflow name: ${name}. Rename`}
      onClick={() => {
        setDraft(name);
        setEditing(true);
      }}
    >
      <span className="wf-name__text">{visibleName(name)}</span>
      {!readOnly && <Pencil className="wf-name__icon" size={14} aria-hidden="true" />}
    </button>
  );
}
