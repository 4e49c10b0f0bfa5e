/**
 * The executions running in this process: what `GET /executions-current` lists and what
 * `POST /executions-current/{id}/stop` aborts.
 */
import type { IExecutionSummary } from '@sdk/workflow';
import { ExecutionCancelledError } from './node-errors';
import type { RunResult } from './run-types';

/** One running execution. */
export interface ActiveExecution {
  summary: IExecutionSummary;
  controller: AbortController;
  done: Promise<RunResult>;
}

/** Running executions by id. */
export class ActiveExecutions {
  private readonly running = new Map<string, ActiveExecution>();

  add(execution: ActiveExecution): void {
    this.running.set(execution.summary.id, execution);
    // Settled either way; a rejection is the starter's to handle, not a second unhandled one here.
    const remove = () => this.running.delete(execution.summary.id);
    execution.done.then(remove, remove);
  }

  get(id: string): ActiveExecution | undefined {
    return this.running.get(id);
  }

  /** Summaries of everything running. */
  list(): IExecutionSummary[] {
    return [...this.running.values()].map((e) => e.summary);
  }

  /** Aborts a running execution and waits for it; undefined when it is not running here. */
  async stop(id: string, reason: 'manual' | 'timeout' | 'shutdown' = 'manual'): Promise<RunResult | undefined> {
    const execution = this.running.get(id);
    if (!execution) return undefined;
    execution.controller.abort(new ExecutionCancelledError(id, reason));
    return execution.done;
  }

  /** Aborts everything (shutdown) and waits. */
  async stopAll(): Promise<void> {
    await Promise.allSettled([...this.running.keys()].map((id) => this.stop(id, 'shutdown')));
  }

  get size(): number {
    return this.running.size;
  }
}
