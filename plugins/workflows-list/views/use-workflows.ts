import { useCallback, useEffect, useState } from 'react';
import { IRestApi } from '@sdk';
import { useService } from '@sdk/react';
import type { WorkflowSummary } from '../list-model';

/** The list as loaded: null while loading; the error message when loading failed. */
export interface WorkflowsLoad {
  readonly workflows: readonly WorkflowSummary[] | null;
  readonly error: string | null;
  reload(): void;
  /** Drops a workflow from the loaded list (after a delete). */
  remove(id: string): void;
  /** Changes a loaded workflow's fields (after a toggle). */
  update(id: string, changes: Partial<WorkflowSummary>): void;
}

/** Loads `GET /workflows` once per mount (and on reload). */
export function useWorkflows(): WorkflowsLoad {
  const rest = useService(IRestApi);
  const [workflows, setWorkflows] = useState<readonly WorkflowSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    let cancelled = false;
    rest.get<WorkflowSummary[]>('/workflows').then(
      (list) => {
        if (cancelled) return;
        setWorkflows(Array.isArray(list) ? list : []);
        setError(null);
      },
      (e: unknown) => {
        if (cancelled) return;
        setError(e instanceof Error ? e.message : String(e));
        setWorkflows([]);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [rest, round]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  const remove = useCallback((id: string) => setWorkflows((list) => list?.filter((w) => w.id !== id) ?? null), []);
  const update = useCallback(
    (id: string, changes: Partial<WorkflowSummary>) =>
      setWorkflows((list) => list?.map((w) => (w.id === id ? { ...w, ...changes } : w)) ?? null),
    [],
  );
  return { workflows, error, reload, remove, update };
}
