/**
 * Converts n8n run data (`resultData.runData`: node name -> runs) into the
 * canvas's execution overlay: the last run's status and its items per output.
 */
import type { NodeId, WorkflowDocument } from '@sdk';
import type { ExecutionOverlay, NodeExecutionState } from '../api';

interface RunEntry {
  readonly data?: { readonly main?: ReadonlyArray<ReadonlyArray<unknown> | null> };
  readonly error?: { readonly message?: string } | null;
}

/** The overlay for `runData`; names not in the document are ignored. */
export function overlayFromRunData(doc: WorkflowDocument, runData: unknown): ExecutionOverlay {
  const overlay = new Map<NodeId, NodeExecutionState>();
  if (!runData || typeof runData !== 'object') return overlay;
  for (const [name, runs] of Object.entries(runData as Record<string, unknown>)) {
    const id = doc.nameIndex.get(name);
    if (id === undefined || !Array.isArray(runs) || runs.length === 0) continue;
    const last = runs[runs.length - 1] as RunEntry;
    if (last.error) {
      overlay.set(id, { status: 'error', ...(last.error.message ? { error: last.error.message } : {}) });
      continue;
    }
    overlay.set(id, { status: 'success', itemsPerOutput: (last.data?.main ?? []).map((items) => items?.length ?? 0) });
  }
  return overlay;
}

/** Whether two execution states draw the same (the editor sends fresh objects on every change). */
export function sameRunState(a: NodeExecutionState | undefined, b: NodeExecutionState | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.status !== b.status || a.error !== b.error || a.stale !== b.stale) return false;
  const x = a.itemsPerOutput ?? [];
  const y = b.itemsPerOutput ?? [];
  return x.length === y.length && x.every((v, i) => v === y[i]);
}
