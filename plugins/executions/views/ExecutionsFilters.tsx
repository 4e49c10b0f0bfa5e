import { FILTER_STATUSES, EMPTY_FILTER, statusLabel, type ExecutionFilterState, type StatusFilter } from '../list-model';
import { Select } from '@sdk/react';

/** Props of {@link ExecutionsFilters}. */
export interface ExecutionsFiltersProps {
  readonly value: ExecutionFilterState;
  onChange(next: ExecutionFilterState): void;
  /** Workflows to filter by; absent on a workflow's own executions. */
  readonly workflows?: ReadonlyArray<{ id: string; name: string }>;
  /** Dates and custom data (advancedExecutionFilters); status is always offered. */
  readonly advanced: boolean;
}

/** The status filter alone (also used by a workflow's side list). */
export function StatusSelect({ value, onChange, id }: { value: StatusFilter; onChange(next: StatusFilter): void; id?: string }) {
  return (
    <Select id={id} aria-label="Filter by status" value={value} onChange={(e) => onChange(e.target.value as StatusFilter)}>
      <option value="all">All statuses</option>
      {FILTER_STATUSES.map((s) => (
        <option key={s} value={s}>
          {statusLabel(s).label}
        </option>
      ))}
    </Select>
  );
}

/** The landing page's filter bar: status, workflow, started after/before and custom data. */
export function ExecutionsFilters({ value, onChange, workflows, advanced }: ExecutionsFiltersProps) {
  const set = (patch: Partial<ExecutionFilterState>) => onChange({ ...value, ...patch });
  const meta = value.metadata[0] ?? { key: '', value: '' };
  const changed = JSON.stringify(value) !== JSON.stringify(EMPTY_FILTER);
  return (
    <div className="ex-filters" role="group" aria-label="Filters">
      <StatusSelect value={value.status} onChange={(status) => set({ status })} />
      {workflows && (
        <Select aria-label="Filter by workflow" value={value.workflowId} onChange={(e) => set({ workflowId: e.target.value })}>
          <option value="all">All workflows</option>
          {workflows.map((w) => (
            <option key={w.id} value={w.id}>
              {w.name}
            </option>
          ))}
        </Select>
      )}
      <label className="ex-field">
        <span>Started after</span>
        <input
          type="datetime-local"
          className="ex-input"
          value={value.startedAfter}
          onChange={(e) => set({ startedAfter: e.target.value })}
        />
      </label>
      <label className="ex-field">
        <span>Started before</span>
        <input
          type="datetime-local"
          className="ex-input"
          value={value.startedBefore}
          onChange={(e) => set({ startedBefore: e.target.value })}
        />
      </label>
      {advanced && (
        <>
          <input
            className="ex-input ex-input--short"
            aria-label="Custom data key"
            placeholder="Custom data key"
            value={meta.key}
            onChange={(e) => set({ metadata: [{ key: e.target.value, value: meta.value }] })}
          />
          <input
            className="ex-input ex-input--short"
            aria-label="Custom data value"
            placeholder="Value"
            value={meta.value}
            onChange={(e) => set({ metadata: [{ key: meta.key, value: e.target.value }] })}
          />
        </>
      )}
      {changed && (
        <button type="button" className="link-button" onClick={() => onChange(EMPTY_FILTER)}>
          Reset filters
        </button>
      )}
    </div>
  );
}
