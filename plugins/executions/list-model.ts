/**
 * The executions list as data: status labels and tones, the filter the user sets and the query it
 * becomes (`GET /rest/executions?filter=…&lastId=…&limit=…`), merging pages and refreshes, and the
 * time/duration texts the rows show. No React here, so it is tested on its own.
 */
import { DateTime } from 'luxon';
import type { ExecutionStatus, IExecutionSummary, WorkflowExecuteMode } from '@sdk';
import { relativeTime } from '@sdk';

/** The statuses a user can filter by, in the order the filter lists them. */
export const FILTER_STATUSES = ['success', 'error', 'running', 'waiting', 'crashed', 'canceled'] as const;
/** A status choice of the filter ('all' = no status filter). */
export type StatusFilter = 'all' | (typeof FILTER_STATUSES)[number];

/** The colour family a status is drawn in (the text says the status too, colour is never alone). */
export type StatusTone = 'success' | 'danger' | 'info' | 'warning' | 'muted';

const STATUS_TEXT: Record<ExecutionStatus, { label: string; tone: StatusTone }> = {
  success: { label: 'Succeeded', tone: 'success' },
  error: { label: 'Failed', tone: 'danger' },
  crashed: { label: 'Crashed', tone: 'danger' },
  running: { label: 'Running', tone: 'info' },
  new: { label: 'Queued', tone: 'info' },
  waiting: { label: 'Waiting', tone: 'warning' },
  canceled: { label: 'Canceled', tone: 'muted' },
  unknown: { label: 'Unknown', tone: 'muted' },
};

/** The text and colour of a status. */
export function statusLabel(status: ExecutionStatus | string): { label: string; tone: StatusTone } {
  return STATUS_TEXT[status as ExecutionStatus] ?? { label: 'Unknown', tone: 'muted' };
}

const MODE_TEXT: Partial<Record<WorkflowExecuteMode, string>> = {
  manual: 'Manual',
  trigger: 'Trigger',
  webhook: 'Webhook',
  retry: 'Retry',
  error: 'Error workflow',
  integrated: 'Sub-workflow',
  internal: 'Internal',
  cli: 'CLI',
  evaluation: 'Evaluation',
};

/** How an execution was started, as text. */
export function modeLabel(mode: string): string {
  return MODE_TEXT[mode as WorkflowExecuteMode] ?? mode;
}

/** One custom-data (metadata) condition. */
export interface MetadataFilter {
  readonly key: string;
  readonly value: string;
}

/** What the user filters the list by. */
export interface ExecutionFilterState {
  readonly status: StatusFilter;
  /** Workflow id, or 'all'. */
  readonly workflowId: string;
  /** `datetime-local` input values (local time, no zone); empty = not set. */
  readonly startedAfter: string;
  readonly startedBefore: string;
  /** Only sent when advanced execution filters are on. */
  readonly metadata: readonly MetadataFilter[];
}

/** No filter at all. */
export const EMPTY_FILTER: ExecutionFilterState = { status: 'all', workflowId: 'all', startedAfter: '', startedBefore: '', metadata: [] };

/** The `filter` object of `GET /executions` and `POST /executions/delete` (absent keys are not sent). */
export interface ExecutionQueryFilter {
  status?: string[];
  workflowId?: string;
  startedAfter?: string;
  startedBefore?: string;
  metadata?: MetadataFilter[];
}

function localToIso(value: string): string | undefined {
  if (!value) return undefined;
  const parsed = DateTime.fromISO(value);
  return parsed.isValid ? (parsed.toUTC().toISO() ?? undefined) : undefined;
}

/**
 * The server filter for what the user chose. Metadata is only sent with advanced filters on (the
 * server would take it, but the user cannot see that filter then); empty keys are dropped.
 */
export function toQueryFilter(state: ExecutionFilterState, options: { advanced: boolean } = { advanced: false }): ExecutionQueryFilter {
  const filter: ExecutionQueryFilter = {};
  if (state.status !== 'all') filter.status = [state.status];
  if (state.workflowId !== 'all' && state.workflowId !== '') filter.workflowId = state.workflowId;
  const after = localToIso(state.startedAfter);
  const before = localToIso(state.startedBefore);
  if (after) filter.startedAfter = after;
  if (before) filter.startedBefore = before;
  const metadata = state.metadata.filter((m) => m.key.trim() !== '').map((m) => ({ key: m.key.trim(), value: m.value }));
  if (options.advanced && metadata.length > 0) filter.metadata = metadata;
  return filter;
}

/** Whether the filter narrows the list (for "Delete all matching" and the empty-state text). */
export function isFiltered(filter: ExecutionQueryFilter): boolean {
  return Object.keys(filter).length > 0;
}

/** The query of one page: the filter as JSON, and `lastId` for the page after the last row shown. */
export function pageQuery(filter: ExecutionQueryFilter, options: { lastId?: string; limit: number }): Record<string, string | number> {
  const query: Record<string, string | number> = { limit: options.limit };
  if (isFiltered(filter)) query['filter'] = JSON.stringify(filter);
  if (options.lastId) query['lastId'] = options.lastId;
  return query;
}

function byIdDescending(a: IExecutionSummary, b: IExecutionSummary): number {
  return Number(b.id) - Number(a.id);
}

/**
 * Merges a fetched page into the rows shown: rows with the same id are replaced (a running
 * execution that finished), new ones added, and the list kept newest first. `replaceFrom` drops
 * shown rows at or above the page's oldest id that the page no longer contains (they were deleted
 * or no longer match), which is what a refresh of the first page needs.
 */
export function mergeExecutions(
  shown: readonly IExecutionSummary[],
  page: readonly IExecutionSummary[],
  options: { refresh?: boolean } = {},
): IExecutionSummary[] {
  const byId = new Map(shown.map((e) => [e.id, e]));
  if (options.refresh && page.length > 0) {
    const oldest = Math.min(...page.map((e) => Number(e.id)));
    const inPage = new Set(page.map((e) => e.id));
    for (const id of [...byId.keys()]) if (Number(id) >= oldest && !inPage.has(id)) byId.delete(id);
  }
  for (const e of page) byId.set(e.id, e);
  return [...byId.values()].sort(byIdDescending);
}

/** The id to ask for the next (older) page with, or undefined when nothing is shown. */
export function nextLastId(shown: readonly IExecutionSummary[]): string | undefined {
  return shown.length === 0 ? undefined : shown[shown.length - 1]!.id;
}

/** Whether it has not ended yet (stop instead of delete/retry). */
export function isActive(e: Pick<IExecutionSummary, 'status'>): boolean {
  return e.status === 'running' || e.status === 'new' || e.status === 'waiting';
}

/** Whether retry is offered: failed or crashed, and not already retried successfully. */
export function canRetry(e: Pick<IExecutionSummary, 'status' | 'retrySuccessId'>): boolean {
  return (e.status === 'error' || e.status === 'crashed') && !e.retrySuccessId;
}

/** Whether "Debug in editor" is offered: a failed run of a saved workflow. */
export function canDebug(e: Pick<IExecutionSummary, 'status' | 'workflowId'>): boolean {
  return (e.status === 'error' || e.status === 'crashed') && e.workflowId !== '';
}

/** Run time as the list shows it ("0.2s", "1m 5s", "2h 3m"); "Running for …" while active. */
export function formatRunTime(e: Pick<IExecutionSummary, 'startedAt' | 'stoppedAt' | 'status'>, now: number = Date.now()): string {
  const start = Date.parse(e.startedAt);
  if (Number.isNaN(start)) return '–';
  const end = e.stoppedAt ? Date.parse(e.stoppedAt) : isActive(e) ? now : NaN;
  if (Number.isNaN(end)) return '–';
  const text = formatDuration(Math.max(0, end - start));
  return e.stoppedAt ? text : `Running for ${text}`;
}

/** A duration in milliseconds as "350ms", "2.4s", "1m 5s" or "2h 3m". */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)}ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)}s`;
  const totalSeconds = Math.round(ms / 1000);
  if (totalSeconds < 3600) return `${Math.floor(totalSeconds / 60)}m ${totalSeconds % 60}s`;
  return `${Math.floor(totalSeconds / 3600)}h ${Math.floor((totalSeconds % 3600) / 60)}m`;
}

/** Start time as an absolute text ("Nov 24, 2026, 10:15:02") and a relative one ("5 minutes ago"). */
export function formatStartedAt(iso: string, now: number = Date.now()): { absolute: string; relative: string } {
  const time = DateTime.fromISO(iso);
  if (!time.isValid) return { absolute: iso, relative: '' };
  return {
    absolute: time.toLocaleString(DateTime.DATETIME_MED_WITH_SECONDS),
    relative: relativeTime(time.toMillis(), now),
  };
}
