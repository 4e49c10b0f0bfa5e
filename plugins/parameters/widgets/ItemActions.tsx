import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';

/** Delete and (when sortable) move up / down buttons of one list item. */
export function ItemActions({
  label,
  index,
  count,
  sortable,
  disabled,
  onDelete,
  onMove,
}: {
  label: string;
  index: number;
  count: number;
  sortable: boolean;
  disabled?: boolean;
  onDelete: () => void;
  onMove: (direction: -1 | 1) => void;
}) {
  return (
    <span className="sy-item-actions">
      {sortable && (
        <>
          <button
            type="button"
            className="icon-button sy-item-actions__btn"
            aria-label={`Move ${label} up`}
            disabled={disabled || index === 0}
            onClick={() => onMove(-1)}
          >
            <ArrowUp size={14} aria-hidden="true" />
          </button>
          <button
            type="button"
            className="icon-button sy-item-actions__btn"
            aria-label={`Move ${label} down`}
            disabled={disabled || index === count - 1}
            onClick={() => onMove(1)}
          >
            <ArrowDown size={14} aria-hidden="true" />
          </button>
        </>
      )}
      <button
        type="button"
        className="icon-button sy-item-actions__btn"
        aria-label={`Delete ${label}`}
        disabled={disabled}
        onClick={onDelete}
      >
        <Trash2 size={14} aria-hidden="true" />
      </button>
    </span>
  );
}
