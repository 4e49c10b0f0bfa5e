/**
 * What the execution preview draws from a saved execution: the canvas overlay (each node's last
 * run: status, items per output, error) and the execution's error, as text.
 */
import type { IExecutionResponse, IRunData, NodeId, WorkflowDocument } from '@sdk';
import type { ExecutionOverlay, NodeExecutionState } from '@plugins/canvas/api';

/** The canvas overlay for `runData`; node names not in the document are ignored. */
export function overlayFromRunData(doc: WorkflowDocument, runData: IRunData | undefined): ExecutionOverlay {
  const overlay = new Map<NodeId, NodeExecutionState>();
  for (const [name, runs] of Object.entries(runData ?? {})) {
    const id = doc.nameIndex.get(name);
    const last = runs?.[runs.length - 1];
    if (id === undefined || !last) continue;
    if (last.error) {
      overlay.set(id, { status: 'error', ...(last.error.message ? { error: String(last.error.message) } : {}) });
    } else {
      overlay.set(id, { status: 'success', itemsPerOutput: (last.data?.['main'] ?? []).map((items) => items?.length ?? 0) });
    }
  }
  return overlay;
}

/** The execution's error for the preview's banner: message, and the node it happened in. */
export function executionErrorText(
  execution: Pick<IExecutionResponse, 'data' | 'executionError' | 'status'>,
): { message: string; node?: string } | null {
  const error = execution.data?.resultData.error ?? execution.executionError;
  if (!error) return execution.status === 'crashed' ? { message: 'The execution crashed before it finished.' } : null;
  const node = (error as { node?: { name?: unknown } }).node?.name;
  const message = typeof error.message === 'string' && error.message !== '' ? error.message : 'The execution failed.';
  return typeof node === 'string' ? { message, node } : { message };
}
