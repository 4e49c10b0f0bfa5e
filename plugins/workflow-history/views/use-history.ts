import { useCallback, useEffect, useState } from 'react';
import type { IRestApi } from '@sdk';
import type { WorkflowVersionSummary } from '../api';
import { getVersion, getWorkflow, HISTORY_PAGE_SIZE, listVersions, type CurrentWorkflow, type WorkflowVersion } from '../history-rest';

/** What {@link useVersionList} holds. */
export interface VersionList {
  readonly versions: readonly WorkflowVersionSummary[] | null;
  readonly current: CurrentWorkflow | null;
  readonly error: string | null;
  /** A full page came back: there may be older versions. */
  readonly more: boolean;
  loadMore(): void;
  /** Loads the first page and the current workflow again (after a restore or a label). */
  reload(): void;
  /** Replaces one version's summary (a new label). */
  update(version: WorkflowVersionSummary): void;
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The workflow's versions (pages of 50, newest first) and the workflow as it is now. */
export function useVersionList(rest: IRestApi, workflowId: string): VersionList {
  const [versions, setVersions] = useState<WorkflowVersionSummary[] | null>(null);
  const [current, setCurrent] = useState<CurrentWorkflow | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [more, setMore] = useState(false);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setError(null);
    Promise.all([listVersions(rest, workflowId, 0), getWorkflow(rest, workflowId)]).then(
      ([page, workflow]) => {
        if (cancelled) return;
        setVersions(page);
        setMore(page.length === HISTORY_PAGE_SIZE);
        setCurrent(workflow);
      },
      (e: unknown) => !cancelled && setError(message(e)),
    );
    return () => {
      cancelled = true;
    };
  }, [rest, workflowId, generation]);

  const loadMore = useCallback(() => {
    const skip = versions?.length ?? 0;
    listVersions(rest, workflowId, skip).then(
      (page) => {
        setVersions((was) => [...(was ?? []), ...page.filter((v) => !was?.some((w) => w.versionId === v.versionId))]);
        setMore(page.length === HISTORY_PAGE_SIZE);
      },
      (e: unknown) => setError(message(e)),
    );
  }, [rest, workflowId, versions]);

  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  const update = useCallback(
    (version: WorkflowVersionSummary) => setVersions((was) => was?.map((v) => (v.versionId === version.versionId ? version : v)) ?? was),
    [],
  );
  return { versions, current, error, more, loadMore, reload, update };
}

/** A version's full content, fetched once per id while the view is open. */
export function useVersion(
  rest: IRestApi,
  workflowId: string,
  versionId: string | undefined,
): { version: WorkflowVersion | null; error: string | null } {
  const [state, setState] = useState<{ id: string; version: WorkflowVersion | null; error: string | null } | null>(null);
  useEffect(() => {
    if (versionId === undefined) return;
    let cancelled = false;
    setState({ id: versionId, version: null, error: null });
    getVersion(rest, workflowId, versionId).then(
      (version) => !cancelled && setState({ id: versionId, version, error: null }),
      (e: unknown) => !cancelled && setState({ id: versionId, version: null, error: message(e) }),
    );
    return () => {
      cancelled = true;
    };
  }, [rest, workflowId, versionId]);
  if (versionId === undefined || state?.id !== versionId) return { version: null, error: null };
  return { version: state.version, error: state.error };
}
