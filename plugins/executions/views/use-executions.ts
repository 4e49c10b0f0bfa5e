import { useCallback, useEffect, useRef, useState } from 'react';
import { IRestApi, type IExecutionSummary } from '@sdk';
import { useService } from '@sdk/react';
import { listExecutions } from '../executions-rest';
import { mergeExecutions, nextLastId, type ExecutionQueryFilter } from '../list-model';

/** Rows per page ('Load more' fetches the next one). */
export const PAGE_SIZE = 20;
/** Auto-refresh period: often enough to follow running executions, rare enough for a shared server. */
export const AUTO_REFRESH_MS = 4000;

/** The list as loaded. */
export interface ExecutionsLoad {
  /** Null until the first page arrived. */
  readonly rows: readonly IExecutionSummary[] | null;
  readonly count: number;
  readonly estimated: boolean;
  readonly error: string | null;
  readonly loadingMore: boolean;
  readonly hasMore: boolean;
  loadMore(): void;
  /** Fetches the first page again and merges it (keeps the older pages already shown). */
  refresh(): Promise<void>;
  /** Replaces rows that changed (after stop, retry) or drops deleted ids. */
  drop(ids: readonly string[]): void;
}

/**
 * Loads `GET /executions` for a filter: the first page when the filter changes, older pages on
 * `loadMore` (`lastId` = the oldest row shown), and the first page again every few seconds while
 * `autoRefresh` is on, merged so rows already shown stay and finished runs update in place.
 */
export function useExecutions(filter: ExecutionQueryFilter, autoRefresh: boolean): ExecutionsLoad {
  const rest = useService(IRestApi);
  const [rows, setRows] = useState<readonly IExecutionSummary[] | null>(null);
  const [count, setCount] = useState(0);
  const [estimated, setEstimated] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const key = JSON.stringify(filter);
  // Answers for a filter the user already left are dropped.
  const generation = useRef(0);
  const rowsRef = useRef<readonly IExecutionSummary[] | null>(null);
  rowsRef.current = rows;

  const fetchFirst = useCallback(
    async (mode: 'replace' | 'refresh') => {
      const mine = generation.current;
      try {
        const page = await listExecutions(rest, JSON.parse(key) as ExecutionQueryFilter, { limit: PAGE_SIZE });
        if (mine !== generation.current) return;
        setRows((shown) => (mode === 'replace' || !shown ? [...page.results] : mergeExecutions(shown, page.results, { refresh: true })));
        setCount(page.count);
        setEstimated(page.estimated === true);
        setError(null);
      } catch (e) {
        if (mine !== generation.current) return;
        setError(e instanceof Error ? e.message : String(e));
        if (mode === 'replace') setRows([]);
      }
    },
    [rest, key],
  );

  useEffect(() => {
    generation.current += 1;
    setRows(null);
    void fetchFirst('replace');
  }, [fetchFirst]);

  useEffect(() => {
    if (!autoRefresh) return;
    const timer = setInterval(() => void fetchFirst('refresh'), AUTO_REFRESH_MS);
    return () => clearInterval(timer);
  }, [autoRefresh, fetchFirst]);

  const loadMore = useCallback(() => {
    const lastId = nextLastId(rowsRef.current ?? []);
    if (!lastId) return;
    const mine = generation.current;
    setLoadingMore(true);
    listExecutions(rest, JSON.parse(key) as ExecutionQueryFilter, { limit: PAGE_SIZE, lastId })
      .then(
        (page) => {
          if (mine !== generation.current) return;
          setRows((shown) => mergeExecutions(shown ?? [], page.results));
        },
        (e: unknown) => {
          if (mine === generation.current) setError(e instanceof Error ? e.message : String(e));
        },
      )
      .finally(() => setLoadingMore(false));
  }, [rest, key]);

  const refresh = useCallback(() => fetchFirst('refresh'), [fetchFirst]);
  const drop = useCallback((ids: readonly string[]) => {
    const gone = new Set(ids);
    setRows((shown) => shown?.filter((e) => !gone.has(e.id)) ?? null);
    setCount((c) => Math.max(0, c - ids.length));
  }, []);

  const hasMore = rows !== null && rows.length < count;
  return { rows, count, estimated, error, loadingMore, hasMore, loadMore, refresh, drop };
}
