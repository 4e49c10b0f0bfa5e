import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { MoreHorizontal, User } from 'lucide-react';
import { visibleName } from '@sdk';
import { relativeTime } from '@sdk';
import type { ReactNode } from 'react';
import { ownerName, type WorkflowSummary } from '../list-model';

/** The status and, where activation is installed, a switch that toggles it. */
function ActiveStatus({
  workflow,
  onToggle,
  busy,
  errorMark,
}: {
  workflow: WorkflowSummary;
  onToggle?: () => void;
  busy: boolean;
  errorMark?: ReactNode;
}) {
  const label = workflow.active ? 'Active' : 'Inactive';
  return (
    <span className="wl-active">
      {workflow.active && errorMark}
      <span className={`wl-status${workflow.active ? ' wl-status--active' : ''}`}>{label}</span>
      {onToggle && (
        <button
          type="button"
          role="switch"
          aria-checked={workflow.active}
          aria-label={`${visibleName(workflow.name)} active`}
          aria-busy={busy || undefined}
          disabled={busy}
          className={`switch${workflow.active ? ' switch--on' : ''}`}
          onClick={onToggle}
        >
          <span className="switch__thumb" />
        </button>
      )}
    </span>
  );
}

/** One workflow in the list: name (opens it), tags, times, owner, status and actions. */
export function WorkflowRow({
  workflow,
  onOpen,
  onDelete,
  onTag,
  onToggle,
  toggling = false,
  errorMark,
}: {
  workflow: WorkflowSummary;
  onOpen: () => void;
  onDelete: () => void;
  onTag: (tagId: string) => void;
  /** Activates or deactivates the workflow; no switch without it. */
  onToggle?: () => void;
  toggling?: boolean;
  /** Shown next to the status of an active workflow (its triggers' error, if any). */
  errorMark?: ReactNode;
}) {
  const owner = ownerName(workflow.ownedBy);
  return (
    <li className="wl-row">
      <div className="wl-row__main">
        <a
          className="wl-row__name"
          href={`/workflow/${encodeURIComponent(workflow.id)}`}
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            onOpen();
          }}
        >
          {visibleName(workflow.name)}
        </a>
        {(workflow.tags?.length ?? 0) > 0 && (
          <ul className="wl-row__tags" aria-label="Tags">
            {workflow.tags?.map((tag) => (
              <li key={tag.id}>
                <button type="button" className="wl-tag" onClick={() => onTag(tag.id)} title={`Show workflows tagged ${tag.name}`}>
                  {visibleName(tag.name)}
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="wl-row__meta">
          <span>Last updated {relativeTime(workflow.updatedAt)}</span>
          <span aria-hidden="true">·</span>
          <span>Created {relativeTime(workflow.createdAt)}</span>
        </div>
      </div>
      {owner && (
        <span className="wl-row__owner" title="Owner">
          <User size={14} aria-hidden="true" /> {owner}
        </span>
      )}
      <ActiveStatus workflow={workflow} busy={toggling} errorMark={errorMark} {...(onToggle ? { onToggle } : {})} />
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild>
          <button type="button" className="icon-button" aria-label={`Actions for ${workflow.name}`}>
            <MoreHorizontal size={18} aria-hidden="true" />
          </button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className="wf-menu" align="end" sideOffset={6}>
            <DropdownMenu.Item className="wf-menu__item" onSelect={onOpen}>
              Open
            </DropdownMenu.Item>
            <DropdownMenu.Item className="wf-menu__item wf-menu__item--danger" onSelect={onDelete}>
              Delete
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </li>
  );
}
