/**
 * Runs of a node in the run data (a node runs more than once in loops and
 * with splitInBatches): the run selector's labels, and which run of the
 * input node matches a run of the open node when the two selectors are
 * linked (n8n's linked runs).
 *
 * @module
 */
import type { INodeExecutionData, IRunData, ITaskData } from '@sdk';

/** How many times `nodeName` ran. */
export function runCount(runData: IRunData, nodeName: string): number {
  return runData[nodeName]?.length ?? 0;
}

/** The run at `runIndex`, clamped to the runs there are (the latest when out of range). */
export function taskAt(runData: IRunData, nodeName: string, runIndex: number): ITaskData | undefined {
  const tasks = runData[nodeName];
  if (!tasks || tasks.length === 0) return undefined;
  return tasks[Math.min(Math.max(0, runIndex), tasks.length - 1)];
}

/** The items of one output of a run. */
export function taskItems(task: ITaskData | undefined, outputIndex = 0): readonly INodeExecutionData[] {
  return task?.data?.['main']?.[outputIndex] ?? [];
}

/** Items of every output of a run together. */
export function taskItemCount(task: ITaskData | undefined): number {
  return (task?.data?.['main'] ?? []).reduce((sum, items) => sum + (items?.length ?? 0), 0);
}

/** A run selector option: '2 of 3 (4 items)'; the count is left out when the run gave no items. */
export function runLabel(runIndex: number, total: number, itemCount: number): string {
  const items = itemCount > 0 ? ` (${itemCount} item${itemCount === 1 ? '' : 's'})` : '';
  return `${runIndex + 1} of ${total}${items}`;
}

/** Where the open node's run took its input from `inputNode`: the input node's run and output. */
export interface InputSource {
  readonly runIndex: number;
  readonly outputIndex: number;
}

/**
 * The run and output of `inputNode` that fed run `runIndex` of `nodeName`
 * (from the task's `source`), or null when that run did not read from it
 * (then the caller falls back to the same run index when the counts match).
 */
export function inputSourceOf(runData: IRunData, nodeName: string, runIndex: number, inputNode: string): InputSource | null {
  const task = runData[nodeName]?.[runIndex];
  const source = task?.source?.find((s) => s?.previousNode === inputNode);
  if (!source) return null;
  return { runIndex: source.previousNodeRun ?? 0, outputIndex: source.previousNodeOutput ?? 0 };
}

/** Whether the input and output run selectors can be linked: both nodes ran more than once. */
export function canLinkRuns(runData: IRunData, nodeName: string, inputNode: string | undefined): boolean {
  return inputNode !== undefined && runCount(runData, nodeName) > 1 && runCount(runData, inputNode) > 1;
}

/**
 * The input node's run shown while linked to output run `outputRun`: the run
 * that fed it, else the same index when the input node ran as often.
 */
export function linkedInputRun(runData: IRunData, nodeName: string, outputRun: number, inputNode: string): number | null {
  const source = inputSourceOf(runData, nodeName, outputRun, inputNode);
  if (source) return source.runIndex;
  return runCount(runData, inputNode) === runCount(runData, nodeName) ? outputRun : null;
}

/** The open node's run that read input run `inputRun` of `inputNode` (the reverse of {@link linkedInputRun}). */
export function linkedOutputRun(runData: IRunData, nodeName: string, inputRun: number, inputNode: string): number | null {
  const tasks = runData[nodeName] ?? [];
  const index = tasks.findIndex((task) => task.source?.some((s) => s?.previousNode === inputNode && (s.previousNodeRun ?? 0) === inputRun));
  if (index >= 0) return index;
  return runCount(runData, inputNode) === tasks.length && inputRun < tasks.length ? inputRun : null;
}
