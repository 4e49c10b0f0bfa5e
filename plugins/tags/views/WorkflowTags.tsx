import { useEffect, useRef, useState } from 'react';
import { visibleName } from '@sdk';
import type { TagRef, WorkflowTagsProps } from '../api';
import { sameTags } from '../model/tag-choices';
import { TagsInput } from './TagsInput';

/**
 * The workflow's tags in the editor header, as n8n shows them: pills (click one to edit) or
 * "Add tag"; editing shows the creatable field, and leaving it (click outside, Escape) saves
 * the workflow with the chosen tags when they changed.
 */
export function WorkflowTags({ tags, readOnly, save }: WorkflowTagsProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<readonly TagRef[]>(tags);
  const draftRef = useRef(draft);
  draftRef.current = draft;
  useEffect(() => {
    if (!editing) setDraft(tags);
  }, [tags, editing]);

  const startEditing = () => {
    if (readOnly) return;
    setDraft(tags);
    setEditing(true);
  };
  const finish = () => {
    setEditing(false);
    if (!sameTags(draftRef.current, tags)) void save(draftRef.current);
  };

  if (editing) {
    return (
      <div className="sy-workflow-tags sy-workflow-tags--editing">
        <TagsInput id="workflow-tags" label="Workflow tags" chosen={draft} onChange={setDraft} onDone={finish} autoFocus withManageLink />
      </div>
    );
  }
  if (tags.length === 0) {
    return readOnly ? null : (
      <button type="button" className="sy-workflow-tags__add" onClick={startEditing}>
        + Add tag
      </button>
    );
  }
  return (
    <ul className="sy-workflow-tags" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag.id}>
          {readOnly ? (
            <span className="sy-tag-pill">{visibleName(tag.name)}</span>
          ) : (
            <button type="button" className="sy-tag-pill" title="Edit tags" onClick={startEditing}>
              {visibleName(tag.name)}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
