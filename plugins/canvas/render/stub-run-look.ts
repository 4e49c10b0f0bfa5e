/**
 * What a node's "+" stubs show after a run, from the node's run state. Kept apart from the
 * PixiJS drawing so the rule can be checked without a renderer.
 */
import type { NodeExecutionState } from '../api';

/** The parts of a node's look the stubs depend on. */
export interface StubLook {
  /** Main outputs of the node. */
  readonly outputs: number;
  /** Bit i set when output i is unconnected (a stub is drawn there). */
  readonly stubMask: number;
  readonly run: NodeExecutionState | undefined;
}

/**
 * After a run, an unconnected output's "+" stub shows how many items left there and is drawn
 * in the success colour when the node succeeded (its connected outputs have their counts on
 * the connections).
 */
export function stubRunLook(look: StubLook): { stubItems?: ReadonlyArray<number | null>; stubSuccess?: boolean } {
  const run = look.run;
  if (!run || look.stubMask === 0 || (run.status !== 'success' && run.status !== 'error') || !run.itemsPerOutput) return {};
  const counts = Array.from({ length: look.outputs }, (_, i) => ((look.stubMask & (1 << i)) !== 0 ? (run.itemsPerOutput?.[i] ?? 0) : null));
  return { stubItems: counts, stubSuccess: run.status === 'success' && run.stale !== true };
}
