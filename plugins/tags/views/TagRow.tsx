import { useState } from 'react';
import { visibleName } from '@sdk';
import type { TagWithUsage } from '../api';

interface TagRowProps {
  readonly tag: TagWithUsage;
  rename(name: string): Promise<boolean>;
  remove(): void;
  /** Why this user cannot delete tags, or null when they can. */
  readonly deleteRefusal: string | null;
}

const usage = (count: number) => (count === 0 ? 'Not used' : `${count} workflow${count === 1 ? '' : 's'}`);

/** One tag of the tags manager: its name (renamed inline), how many workflows use it, delete. */
export function TagRow({ tag, rename, remove, deleteRefusal }: TagRowProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = async () => {
    if (draft === null) return;
    if (draft.trim() === tag.name || (await rename(draft))) setDraft(null);
  };
  return (
    <tr className="sy-tags-manager__row">
      <td>
        {draft === null ? (
          visibleName(tag.name)
        ) : (
          <input
            className="sy-input sy-tags-manager__name"
            aria-label={`New name for tag ${tag.name}`}
            autoFocus
            maxLength={24}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') void commit();
              if (e.key === 'Escape') {
                e.stopPropagation();
                setDraft(null);
              }
            }}
          />
        )}
      </td>
      <td className="sy-tags-manager__usage">{usage(tag.usageCount)}</td>
      <td className="sy-tags-manager__actions">
        {draft === null ? (
          <>
            <button type="button" className="sy-btn sy-btn--ghost" aria-label={`Rename tag ${tag.name}`} onClick={() => setDraft(tag.name)}>
              Rename
            </button>
            <button
              type="button"
              className="sy-btn sy-btn--ghost sy-btn--danger"
              aria-label={`Delete tag ${tag.name}`}
              disabled={deleteRefusal !== null}
              title={deleteRefusal ?? undefined}
              onClick={remove}
            >
              Delete
            </button>
          </>
        ) : (
          <>
            <button type="button" className="sy-btn sy-btn--primary" onClick={() => void commit()}>
              Save
            </button>
            <button type="button" className="sy-btn sy-btn--ghost" onClick={() => setDraft(null)}>
              Cancel
            </button>
          </>
        )}
      </td>
    </tr>
  );
}
