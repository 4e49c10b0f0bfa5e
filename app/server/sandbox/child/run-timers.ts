/**
 * The timers of one Code node run (worker process side). Code in the isolate asks for a
 * timer through a callback; when it is due, the worker calls the runtime's `fire` back in
 * the run's context. Every timer is cleared when the run ends, so nothing the code left
 * pending runs after it, and a due timer never waits past the run's deadline.
 *
 * @module
 */
import type ivm from './ivm';

/** Timers shorter than this run as soon as possible (as Node clamps to 1 ms). */
const MIN_DELAY_MS = 1;

export class RunTimers {
  private readonly pending = new Map<number, NodeJS.Timeout>();
  private fire: ivm.Reference<(id: number) => void> | undefined;

  /** @param remaining - milliseconds the run has left (a fired timer may use at most that) */
  constructor(private readonly remaining: () => number) {}

  /** Connects the runtime's `fire`; timers set before that fire once it is known. */
  connect(fire: ivm.Reference<(id: number) => void>): void {
    this.fire = fire;
  }

  set(id: number, delay: number, repeat: boolean): void {
    const ms = Math.max(MIN_DELAY_MS, Math.min(Number(delay) || 0, 2 ** 31 - 1));
    const due = (): void => {
      if (!repeat) this.pending.delete(id);
      // A run that ended or failed releases its context; a late call only rejects.
      this.fire?.apply(undefined, [id], { timeout: this.remaining() }).catch(() => undefined);
    };
    this.pending.set(id, repeat ? setInterval(due, ms) : setTimeout(due, ms));
  }

  clear(id: number): void {
    const timer = this.pending.get(id);
    if (timer === undefined) return;
    clearTimeout(timer);
    this.pending.delete(id);
  }

  /** Clears every timer (the run is over). */
  dispose(): void {
    for (const timer of this.pending.values()) clearTimeout(timer);
    this.pending.clear();
    this.fire?.release();
    this.fire = undefined;
  }
}
