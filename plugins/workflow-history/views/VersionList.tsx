import { useMemo } from 'react';
import type { WorkflowVersionSummary } from '../api';
import { groupByDay, timeOfDay } from '../model/day-groups';

/** Props of {@link VersionList}. */
export interface VersionListProps {
  readonly versions: readonly WorkflowVersionSummary[];
  readonly selectedId: string | undefined;
  /** The workflow's version now: that entry says "Current". */
  readonly currentVersionId: string | undefined;
  readonly more: boolean;
  onSelect(versionId: string): void;
  onLoadMore(): void;
}

/** The versions grouped by day, newest first, each with its time, author and label. */
export function VersionList({ versions, selectedId, currentVersionId, more, onSelect, onLoadMore }: VersionListProps) {
  const groups = useMemo(() => groupByDay(versions), [versions]);
  return (
    <nav className="wh-versions" aria-label="Versions">
      {groups.map((group) => (
        <section key={group.day} className="wh-day" aria-label={group.title}>
          <h3 className="wh-day__title">{group.title}</h3>
          <ul className="wh-day__list">
            {group.versions.map((version) => {
              const selected = version.versionId === selectedId;
              const current = version.versionId === currentVersionId;
              return (
                <li key={version.versionId}>
                  <button
                    type="button"
                    className={`wh-version${selected ? ' wh-version--selected' : ''}`}
                    aria-current={selected ? 'true' : undefined}
                    onClick={() => onSelect(version.versionId)}
                  >
                    <span className="wh-version__time">
                      <time dateTime={version.createdAt} title={new Date(version.createdAt).toLocaleString()}>
                        {timeOfDay(version.createdAt)}
                      </time>
                      {current && <span className="wh-badge wh-badge--current">Current</span>}
                    </span>
                    <span className="wh-version__author">{version.authors}</span>
                    {version.label && <span className="wh-version__label">{version.label}</span>}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      {more && (
        <button type="button" className="sy-btn sy-btn--ghost wh-versions__more" onClick={onLoadMore}>
          Load older versions
        </button>
      )}
    </nav>
  );
}
