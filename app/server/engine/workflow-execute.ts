/**
 * Runs a workflow: n8n's execution model on name-keyed workflow JSON.
 *
 * - Order `v1` (settings.executionOrder 'v1'): depth first; a node's children are taken
 *   top to bottom, then left to right by canvas position, and each branch runs to its end
 *   before the next starts. Order `v0` (absent or 'v0', the legacy one): breadth first in
 *   connection order.
 * - A node with several connected inputs waits until each has data; when nothing else is
 *   left to run it runs with what arrived (missing inputs empty).
 * - A child runs only when its parent gave it items (in v0 also for inputs past the
 *   first, so a Merge still sees an empty branch; and v0 runs the first node of a
 *   Merge's branch that got nothing once with an empty item: see legacy-order.ts).
 * - Pinned data replaces a node's execution; disabled nodes pass their first input through;
 *   executeOnce keeps the first item; alwaysOutputData turns no output into one empty item;
 *   retryOnFail retries up to maxTries (2-5) waiting waitBetweenTries ms (0-5000);
 *   continueOnFail / onError keep going with the error recorded.
 * - Limits (docs/security.md "Resource limits"): at most `maxNodeRuns` node runs (an
 *   endless loop fails naming the loop), every output measured as it is produced (items
 *   nesting deeper than `maxOutputDepth`, or run data past `maxDataSize`, fail the run
 *   naming the node, and the output is not kept). The run hands the event loop back at
 *   least every {@link YIELD_AFTER_MS}, so the server keeps answering and a timeout or a
 *   stop is noticed whatever the workflow does, and a stop or timeout ends the run at
 *   once even while a node is still busy.
 */
import type { INode, INodeExecutionData, IRunExecutionData, ISourceData, ITaskData, ITaskDataConnections } from '@sdk/workflow';
import {
  DEFAULT_EXECUTION_DATA_MAX_MIB,
  DEFAULT_JSON_MAX_DEPTH,
  DEFAULT_MAX_NODE_RUNS,
  formatMib,
  jsonSize,
  OUTPUT_DEPTH_SLACK,
  OVER_BUDGET,
  TOO_DEEP,
} from '../data-limits';
import { assignPairedItems, createExecuteContext } from './execute-context';
import type { ExecutionState } from './execution-state';
import { WorkflowGraph } from './graph';
import { forcedInputEntries, upstreamNodes } from './legacy-order';
import { readEngineState, saveEngineState, type WaitingSet } from './resume-state';
import { ExecutionCancelledError, NodeOperationError, serializeError, WorkflowOperationError } from './node-errors';
import type { IExecuteFunctions, IGetNodeParameterOptions, INodeType, IPollFunctions } from './node-interface';
import { nodeTypeProblems, nodeTypeProblemsMessage } from './node-type-registry';
import type { RunInput, RunLimits, RunResult } from './run-types';
import { findStartNode, partialStartEntries, startItems, type StackEntry } from './start-nodes';
import { pairedItemOf } from './paired-item';
import { rootNodeOf } from './sub-nodes';
import { failedItemsOutputs, routeErrorItems } from './error-output';

/** Runs `input.workflow` to the end (or to its first unhandled error). */
export async function runWorkflow(input: RunInput): Promise<RunResult> {
  return new WorkflowExecution(input).run();
}

/** The limits a run gets when its input names none. */
export const DEFAULT_RUN_LIMITS: Readonly<RunLimits> = Object.freeze({
  maxNodeRuns: DEFAULT_MAX_NODE_RUNS,
  maxDataSize: DEFAULT_EXECUTION_DATA_MAX_MIB * 1024 * 1024,
  maxOutputDepth: DEFAULT_JSON_MAX_DEPTH + OUTPUT_DEPTH_SLACK,
});

/**
 * A run hands the event loop back (setImmediate) once it has run nodes for this long
 * without a pause: short enough that the server answers within a few tens of ms, long
 * enough that a fast chain of nodes pays for it about once per slice, not per node.
 */
export const YIELD_AFTER_MS = 10;

/** Estimated run-data characters of one node run besides its items (times, source, status). */
const TASK_OVERHEAD = 160;
/** Estimated characters of an item besides its `json` (`{"json":…,"pairedItem":{"item":n}}`). */
const ITEM_OVERHEAD = 32;

/** A run passed one of its limits; fails the run whatever the node's error settings. */
export class ExecutionLimitError extends WorkflowOperationError {
  constructor(
    message: string,
    node: INode | undefined,
    readonly description: string,
  ) {
    super(message, node);
    this.name = 'ExecutionLimitError';
  }
}

/** Whether `item.json` is the json of its paired input item (or of the input item at its index). */
function isInputJson(item: INodeExecutionData, index: number, inputs: NonNullable<ITaskDataConnections['main']>): boolean {
  const json = item.json;
  const paired = item.pairedItem;
  if (typeof paired === 'number') {
    if (inputs[0]?.[paired]?.json === json) return true;
  } else if (paired !== undefined && !Array.isArray(paired)) {
    if (inputs[paired.input ?? 0]?.[paired.item]?.json === json) return true;
  }
  return inputs[0]?.[index]?.json === json;
}

function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

class WorkflowExecution {
  private readonly graph: WorkflowGraph;
  private readonly v1: boolean;
  private readonly state: ExecutionState;
  private readonly stack: StackEntry[] = [];
  private readonly waiting = new Map<string, WaitingSet[]>();
  private filter: Set<string> | undefined;
  private readonly startedAt = new Date();
  private readonly limits: RunLimits;
  /** Node runs so far, and per node (for naming the loop when the cap is reached). */
  private nodeRuns = 0;
  private readonly runsPerNode = new Map<string, number>();
  /** Estimated JSON size of the run data so far. */
  private dataSize = 0;
  /** When the run last handed the event loop back. */
  private sliceStart = performance.now();
  /** Set once the run has returned its result: a node still busy then records nothing. */
  private closed = false;

  constructor(private readonly input: RunInput) {
    this.graph = new WorkflowGraph(input.workflow.nodes, input.workflow.connections);
    this.v1 = input.workflow.settings?.executionOrder === 'v1';
    this.limits = { ...DEFAULT_RUN_LIMITS, ...input.limits };
    const runData = structuredClone(input.runData ?? {});
    const data: IRunExecutionData = {
      startData: {},
      resultData: { runData, pinData: input.pinData ?? {}, lastNodeExecuted: undefined },
    };
    if (input.destinationNode) data.startData!.destinationNode = input.destinationNode;
    this.state = {
      input,
      runExecutionData: data,
      contexts: { flow: {}, nodes: new Map() },
      customData: { ...input.customData },
      staticData: input.workflow.staticData ?? {},
      staticDataChanged: false,
    };
  }

  async run(): Promise<RunResult> {
    const resultData = this.state.runExecutionData.resultData;
    try {
      if (this.input.resume?.message) await this.takeChatReply(this.input.resume.nodeName, this.input.resume.message);
      this.prepare();
      await this.untilAborted(this.loop());
    } catch (error) {
      resultData.error = serializeError(error);
      const cancelled = error instanceof ExecutionCancelledError || this.input.signal.aborted;
      if (cancelled && !(error instanceof ExecutionCancelledError))
        resultData.error = serializeError(
          this.input.signal.reason instanceof ExecutionCancelledError
            ? this.input.signal.reason
            : new ExecutionCancelledError(this.input.executionId),
        );
      return this.result(cancelled ? 'canceled' : 'error');
    }
    if (resultData.error) return this.result('error');
    if (this.state.waitTill) return this.result('waiting');
    return this.result('success');
  }

  private result(status: RunResult['status']): RunResult {
    this.closed = true;
    const data = this.state.runExecutionData;
    if (Object.keys(this.state.customData).length > 0) data.resultData.metadata = this.state.customData;
    if (this.state.waitTill) {
      data.waitTill = this.state.waitTill.toISOString();
      // What was still to run when the Wait node paused, so resuming runs it too.
      data.executionData = saveEngineState(this.stack, this.waiting, this.state.contexts);
    }
    return {
      data,
      status,
      finished: status === 'success',
      mode: this.input.mode,
      startedAt: this.startedAt,
      stoppedAt: new Date(),
      waitTill: this.state.waitTill,
      staticDataChanged: this.state.staticDataChanged,
      staticData: this.state.staticData,
    };
  }

  private prepare(): void {
    const { input, graph } = this;
    // Nothing runs when a node could only run as another version (or not at all).
    const problems = nodeTypeProblems(input.workflow.nodes, input.services.nodeTypes);
    if (problems.length > 0) throw new WorkflowOperationError(nodeTypeProblemsMessage(problems), graph.nodes.get(problems[0]!.node));
    if (input.resume) return this.restore(input.resume);
    if (input.destinationNode) {
      if (!graph.nodes.has(input.destinationNode))
        throw new WorkflowOperationError(`The destination node "${input.destinationNode}" does not exist in the workflow`);
      this.filter = graph.ancestorsAndSelf(rootNodeOf(input.workflow, input.destinationNode));
      this.state.runExecutionData.startData!.runNodeFilter = [...this.filter];
    }
    if (input.triggerOutput) {
      const node = graph.nodes.get(input.triggerOutput.nodeName);
      if (!node) throw new WorkflowOperationError(`The start node "${input.triggerOutput.nodeName}" does not exist in the workflow`);
      if (input.triggerOutput.asInput) {
        this.state.runExecutionData.resultData.runData = {};
        this.stack.push({ node, data: { main: input.triggerOutput.data }, source: [null] });
        return;
      }
      const task: ITaskData = {
        startTime: Date.now(),
        executionTime: 0,
        executionStatus: 'success',
        source: [],
        data: { main: input.triggerOutput.data },
      };
      const overLimit = this.measure(node, input.triggerOutput.data, undefined);
      if (overLimit) {
        this.record(node, { ...task, executionStatus: 'error', error: serializeError(overLimit, node), data: undefined });
        throw overLimit;
      }
      this.record(node, task);
      this.addChildren(node, input.triggerOutput.data, 0);
      return;
    }
    const hasRunData = input.runData && Object.keys(input.runData).length > 0;
    if (input.startNodes && input.startNodes.length > 0 && hasRunData) {
      this.stack.push(...partialStartEntries(graph, input.startNodes, input.runData ?? {}, input.pinData ?? {}));
      if (this.stack.length > 0) return;
    }
    const start =
      (input.startNodes?.length ? graph.nodes.get(input.startNodes[0]!) : undefined) ??
      findStartNode(graph, input.services.nodeTypes, this.filter);
    if (!start) throw new WorkflowOperationError('The workflow has no node to start the workflow with');
    this.state.runExecutionData.resultData.runData = {};
    this.stack.push({ node: start, data: startItems(), source: [null] });
  }

  /**
   * A chat reply resumes the node that waited for it: its `onMessage` (Respond to Chat adds the
   * reply to its memory) gives the node's output, which replaces the output it waited with.
   */
  private async takeChatReply(nodeName: string, message: INodeExecutionData): Promise<void> {
    const node = this.graph.nodes.get(nodeName);
    const runs = this.state.runExecutionData.resultData.runData[nodeName];
    const last = runs?.[runs.length - 1];
    if (!node || !last) return;
    const nodeType = this.input.services.nodeTypes.getClosest(node.type, node.typeVersion);
    let outputs: INodeExecutionData[][] = [[message]];
    if (nodeType?.onMessage) {
      const runIndex = runs!.length - 1;
      const context = createExecuteContext(this.state, { node, nodeType, inputData: { main: [[message]] }, source: [null], runIndex });
      outputs = await nodeType.onMessage.call(context, message);
    }
    last.data = { main: outputs };
  }

  /** Continues a run a Wait node paused: the saved stack and inputs, then the Wait node's children. */
  private restore(resume: NonNullable<RunInput['resume']>): void {
    const node = this.graph.nodes.get(resume.nodeName);
    if (!node) throw new WorkflowOperationError(`The node "${resume.nodeName}" the execution waited in does not exist in the workflow`);
    const saved = readEngineState(this.graph, resume.executionData);
    this.stack.push(...saved.stack);
    for (const [name, sets] of saved.waiting) this.waiting.set(name, sets);
    Object.assign(this.state.contexts.flow, saved.contexts.flow);
    for (const [name, context] of saved.contexts.nodes) this.state.contexts.nodes.set(name, context);
    if (resume.runNodeFilter) {
      this.filter = new Set(resume.runNodeFilter);
      this.state.runExecutionData.startData!.runNodeFilter = resume.runNodeFilter;
    }
    const result = this.state.runExecutionData.resultData;
    result.lastNodeExecuted = node.name;
    const runs = result.runData[node.name] ?? [];
    const runIndex = Math.max(runs.length - 1, 0);
    this.addChildren(node, runs[runIndex]?.data?.['main'] ?? [], runIndex);
  }

  private cancelledError(): ExecutionCancelledError {
    const { signal } = this.input;
    return signal.reason instanceof ExecutionCancelledError ? signal.reason : new ExecutionCancelledError(this.input.executionId);
  }

  private throwIfAborted(): void {
    if (this.input.signal.aborted) throw this.cancelledError();
  }

  /**
   * `work`, or the cancellation as soon as the run is stopped or times out, even while a
   * node is still busy (it finishes in the background and records nothing).
   */
  private untilAborted(work: Promise<void>): Promise<void> {
    const { signal } = this.input;
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => reject(this.cancelledError());
      signal.addEventListener('abort', onAbort, { once: true });
      work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    });
  }

  private async loop(): Promise<void> {
    for (;;) {
      this.throwIfAborted();
      let entry = this.stack.shift();
      if (!entry) entry = this.takeWaiting();
      if (!entry) return;
      if (this.filter && !this.filter.has(entry.node.name)) continue;
      this.countRun(entry.node);
      const ok = await this.runNode(entry);
      if (!ok || this.state.waitTill || this.closed) return;
      // However fast the nodes settle (a cycle of No Operation nodes never waits for I/O),
      // the server gets its turn: requests, timers (the timeout) and the stop route.
      if (performance.now() - this.sliceStart >= YIELD_AFTER_MS) {
        await yieldToEventLoop();
        this.sliceStart = performance.now();
      }
    }
  }

  /** Counts a node run; past the cap, fails the run naming the loop that kept it going. */
  private countRun(node: INode): void {
    this.runsPerNode.set(node.name, (this.runsPerNode.get(node.name) ?? 0) + 1);
    if (++this.nodeRuns <= this.limits.maxNodeRuns) return;
    let busiest = node.name;
    for (const [name, runs] of this.runsPerNode) if (runs > (this.runsPerNode.get(busiest) ?? 0)) busiest = name;
    const loop = this.loopThrough(busiest);
    const where = loop
      ? `the loop ${loop.map((name) => `"${name}"`).join(' → ')} kept running`
      : `"${busiest}" ran ${this.runsPerNode.get(busiest)!.toLocaleString('en-US')} times`;
    throw new ExecutionLimitError(
      `The execution stopped after ${this.limits.maxNodeRuns.toLocaleString('en-US')} node runs (EXECUTIONS_MAX_NODE_RUNS): ${where}`,
      this.graph.nodes.get(busiest),
      'A loop has to end by itself: leave it through an If node, or go through a list once with Loop Over Items. Longer loops need a higher EXECUTIONS_MAX_NODE_RUNS.',
    );
  }

  /**
   * A waiting multi-input node, run with the inputs that arrived (missing ones empty), as
   * n8n does once the stack is empty: not while a node upstream of it still waits, and a
   * node whose inputs all arrived empty is dropped instead of run.
   */
  private takeWaiting(): StackEntry | undefined {
    for (let again = true; again;) {
      again = false;
      for (const [name, sets] of this.waiting) {
        if (upstreamNodes(this.graph, name).some((parent) => this.waiting.has(parent))) continue;
        const set = sets.shift();
        if (sets.length === 0) this.waiting.delete(name);
        if (!set) continue;
        const main = set.main.map((items) => items ?? []);
        if (main.some((items) => items.length > 0)) return { node: this.graph.nodes.get(name)!, data: { main }, source: set.source };
        again = true;
        break;
      }
    }
    return undefined;
  }

  private async runNode(entry: StackEntry): Promise<boolean> {
    const { node } = entry;
    const runData = this.state.runExecutionData.resultData.runData;
    const runIndex = runData[node.name]?.length ?? 0;
    this.input.hooks?.nodeExecuteBefore?.(node.name);
    const startTime = Date.now();
    const task: ITaskData = { startTime, executionTime: 0, executionStatus: 'success', source: entry.source };
    let outputs: Array<INodeExecutionData[] | null> | null;
    try {
      outputs = await this.produce(entry, runIndex);
    } catch (error) {
      if (error instanceof ExecutionCancelledError) throw error;
      this.throwIfAborted();
      task.error = serializeError(error, node);
      task.executionTime = Date.now() - startTime;
      if (!this.continues(node)) {
        task.executionStatus = 'error';
        this.record(node, task);
        this.state.runExecutionData.resultData.error = task.error;
        return false;
      }
      outputs = this.errorOutputs(entry, error);
    }
    task.executionTime = Date.now() - startTime;
    const overLimit = this.measure(node, outputs, entry.data.main);
    if (overLimit) {
      // The output is not kept: it is what the limit is there to keep out.
      task.executionStatus = 'error';
      task.error = serializeError(overLimit, node);
      this.record(node, task);
      throw overLimit;
    }
    task.data = { main: outputs ?? [] };
    this.record(node, task);
    // A node that put the run to wait hands its output on when the run resumes.
    if (outputs && !this.state.waitTill) this.addChildren(node, outputs, runIndex);
    return true;
  }

  /** The loop through `name`, from the node of it that ran first (`A → B → A`, as drawn). */
  private loopThrough(name: string): string[] | undefined {
    const cycle = this.graph.cycleThrough(name)?.slice(0, -1);
    if (!cycle) return undefined;
    const order = [...this.runsPerNode.keys()];
    const rank = (node: string) => order.indexOf(node);
    let first = 0;
    for (let i = 1; i < cycle.length; i++) if (rank(cycle[i]!) < rank(cycle[first]!)) first = i;
    const rotated = [...cycle.slice(first), ...cycle.slice(0, first)];
    return [...rotated, rotated[0]!];
  }

  /**
   * Adds a node's output to the run's data size and checks its depth; returns the limit
   * error when it passes one. An item whose `json` is its input item's (passed on by If,
   * No Operation, a disabled node ...) was measured when that input was made: it counts
   * only its wrapper, so passing data on costs no walk (and a cycle that passes one item
   * round adds only its per-run overhead). The estimate is thus the data the run holds,
   * each `json` once, not the sum of every node's copy in the saved run data.
   */
  private measure(
    node: INode,
    outputs: ReadonlyArray<INodeExecutionData[] | null> | null,
    inputs: ITaskDataConnections['main'] | undefined,
  ): ExecutionLimitError | undefined {
    const { maxDataSize, maxOutputDepth } = this.limits;
    let size = this.dataSize + TASK_OVERHEAD + node.name.length;
    for (const items of outputs ?? []) {
      if (!items) continue;
      const passedOn = inputs?.includes(items) === true;
      for (let i = 0; i < items.length; i++) {
        const item = items[i]!;
        size += ITEM_OVERHEAD;
        if (passedOn || (inputs !== undefined && isInputJson(item, i, inputs))) continue;
        const itemSize = jsonSize(item.json, maxOutputDepth, maxDataSize - size);
        if (itemSize === TOO_DEEP) return this.tooDeep(node);
        if (itemSize === OVER_BUDGET) return this.tooLarge(node);
        size += itemSize;
        // binary (metadata: the bytes are on disk), error, and whatever else a node set.
        for (const key in item) {
          if (key === 'json' || key === 'pairedItem') continue;
          const extra = jsonSize((item as unknown as Record<string, unknown>)[key], maxOutputDepth, maxDataSize - size);
          if (extra === TOO_DEEP) return this.tooDeep(node);
          if (extra === OVER_BUDGET) return this.tooLarge(node);
          size += extra + key.length + 3;
        }
        if (size > maxDataSize) return this.tooLarge(node);
      }
    }
    this.dataSize = size;
    return undefined;
  }

  private tooDeep(node: INode): ExecutionLimitError {
    const depth = this.limits.maxOutputDepth;
    return new ExecutionLimitError(
      `The output of node "${node.name}" nests deeper than ${depth} levels (or refers to itself), which an execution cannot keep`,
      node,
      `Return flatter data from this node. Data may nest SWITCHYARD_JSON_MAX_DEPTH levels (${depth - OUTPUT_DEPTH_SLACK}), plus ${OUTPUT_DEPTH_SLACK} for the wrapper a trigger adds.`,
    );
  }

  private tooLarge(node: INode): ExecutionLimitError {
    return new ExecutionLimitError(
      `The execution's data passed the limit of ${formatMib(this.limits.maxDataSize)} (EXECUTIONS_DATA_MAX_SIZE) at node "${node.name}"`,
      node,
      'Let the node return less data (fewer or smaller items, or split the work into sub-workflows), or raise EXECUTIONS_DATA_MAX_SIZE (MiB).',
    );
  }

  private record(node: INode, task: ITaskData): void {
    if (this.closed) return;
    const result = this.state.runExecutionData.resultData;
    (result.runData[node.name] ??= []).push(task);
    result.lastNodeExecuted = node.name;
    this.input.hooks?.nodeExecuteAfter?.(node.name, task);
  }

  private continues(node: INode): boolean {
    return node.continueOnFail === true || node.onError === 'continueRegularOutput' || node.onError === 'continueErrorOutput';
  }

  /** Output of a failed node that continues: its input on the regular or the error output. */
  private errorOutputs(entry: StackEntry, error: unknown): Array<INodeExecutionData[] | null> {
    const items = entry.data.main?.[0] ?? [];
    const message = error instanceof Error ? error.message : String(error);
    if (entry.node.onError === 'continueErrorOutput') return failedItemsOutputs(entry.data, this.outputCount(entry.node) - 1, message);
    return [items.length > 0 ? items : [{ json: { error: message } }]];
  }

  private outputCount(node: INode): number {
    const type = this.input.services.nodeTypes.getClosest(node.type, node.typeVersion);
    const outputs = type?.description.outputs;
    const declared = type?.mainOutputCount?.(node) ?? (Array.isArray(outputs) ? outputs.length : 1);
    const connected = this.input.workflow.connections[node.name]?.main?.length ?? 0;
    return Math.max(declared + (node.onError === 'continueErrorOutput' ? 1 : 0), connected, 1);
  }

  /** The node's outputs: pinned data, pass-through, or its own execution (with retries). */
  private async produce(entry: StackEntry, runIndex: number): Promise<Array<INodeExecutionData[] | null> | null> {
    const { node } = entry;
    const pinned = this.input.pinData?.[node.name];
    if (pinned) return [pinned.map((item) => ({ ...item, json: item.json ?? {} }))];
    if (node.disabled) return [entry.data.main?.[0] ?? []];
    const nodeType = this.input.services.nodeTypes.get(node.type, node.typeVersion);
    if (!nodeType)
      throw new NodeOperationError(node, this.input.services.nodeTypes.problemOf(node)?.message ?? `Node type "${node.type}" is not known`);
    let data: ITaskDataConnections = entry.data;
    if (node.executeOnce) data = { main: (data.main ?? []).map((items) => (items && items.length > 0 ? [items[0]!] : items)) };
    const tries = node.retryOnFail ? Math.min(Math.max(node.maxTries ?? 3, 2), 5) : 1;
    const wait = Math.min(Math.max(node.waitBetweenTries ?? 1000, 0), 5000);
    let lastError: unknown;
    for (let attempt = 0; attempt < tries; attempt++) {
      if (attempt > 0 && wait > 0) await sleep(wait, this.input.signal);
      this.throwIfAborted();
      try {
        let outputs = await this.execute(node, nodeType, { ...entry, data }, runIndex);
        // As in n8n, an error the node caught and returned as its first item counts as a
        // failed try when the node retries.
        if (attempt < tries - 1 && outputs?.[0]?.[0]?.json?.['error'] !== undefined) continue;
        if (outputs && node.onError === 'continueErrorOutput') outputs = routeErrorItems(outputs, this.outputCount(node) - 1, data);
        assignPairedItems(outputs ?? [], data.main?.[0] ?? undefined);
        if (node.alwaysOutputData && (!outputs || outputs.every((items) => !items || items.length === 0))) {
          outputs = [[{ json: {}, pairedItem: pairedItemOf(0) }]];
        }
        return outputs;
      } catch (error) {
        if (error instanceof ExecutionCancelledError || this.input.signal.aborted) throw error;
        lastError = error;
      }
    }
    throw lastError;
  }

  private async execute(
    node: INode,
    nodeType: INodeType,
    entry: StackEntry,
    runIndex: number,
  ): Promise<Array<INodeExecutionData[] | null> | null> {
    if (nodeType.execute) {
      const context = createExecuteContext(this.state, { node, nodeType, inputData: entry.data, source: entry.source, runIndex });
      return nodeType.execute.call(context);
    }
    // A polling node that starts a manual run polls now, as in n8n ("fetch test event");
    // null (nothing found) gives the node no output.
    if (nodeType.poll && !nodeType.trigger && !nodeType.webhook && this.input.mode === 'manual') {
      const context = createExecuteContext(this.state, { node, nodeType, inputData: entry.data, source: entry.source, runIndex });
      return nodeType.poll.call(pollContextOf(context));
    }
    // Triggers, webhooks and pollers run outside (activation); in a run they pass their start item on.
    if (nodeType.webhook || nodeType.trigger || nodeType.poll) return [entry.data.main?.[0] ?? [{ json: {} }]];
    throw new NodeOperationError(node, `Node type "${node.type}" cannot be executed`);
  }

  /** Queues the children that got data, in the order of the execution order version. */
  private addChildren(node: INode, outputs: ReadonlyArray<INodeExecutionData[] | null>, runIndex: number): void {
    let children = this.graph.childrenOf(node.name).filter((c) => {
      const items = outputs[c.fromOutput];
      // v0 also queues an empty output into a later input (n8n's forceInputNodeExecution).
      return items !== null && items !== undefined && (items.length > 0 || (!this.v1 && c.toInput > 0));
    });
    if (this.v1) {
      const position = (name: string) => this.graph.nodes.get(name)!.position ?? [0, 0];
      children = [...children].sort((a, b) => position(a.to)[1] - position(b.to)[1] || position(a.to)[0] - position(b.to)[0]);
    }
    const ready: StackEntry[] = [];
    for (const child of children) {
      const target = this.graph.nodes.get(child.to)!;
      const items = outputs[child.fromOutput]!;
      const source: ISourceData = { previousNode: node.name, previousNodeOutput: child.fromOutput, previousNodeRun: runIndex };
      const inputCount = this.graph.connectedInputCount(child.to);
      if (inputCount <= 1) {
        ready.push({ node: target, data: { main: [items] }, source: [source] });
        continue;
      }
      const wasWaiting = this.waiting.has(child.to);
      const entry = this.addWaiting(child.to, child.toInput, items, source, inputCount);
      if (entry) ready.push({ node: target, data: { main: entry.main }, source: entry.source });
      else if (!this.v1 && !wasWaiting) {
        const arrived = { target: child.to, parent: node.name, parentOutput: child.fromOutput, items, runIndex };
        ready.push(...forcedInputEntries(this.graph, this.state.runExecutionData.resultData.runData, [...this.stack, ...ready], arrived));
      }
    }
    if (this.v1) this.stack.unshift(...ready);
    else this.stack.push(...ready);
  }

  /** Adds data for one input of a multi-input node; returns the set once every input has data. */
  private addWaiting(
    name: string,
    inputIndex: number,
    items: INodeExecutionData[],
    source: ISourceData,
    inputCount: number,
  ): WaitingSet | undefined {
    let sets = this.waiting.get(name);
    if (!sets) this.waiting.set(name, (sets = []));
    let set = sets.find((s) => s.main[inputIndex] === null);
    if (!set) {
      set = { main: Array.from({ length: inputCount }, () => null), source: Array.from({ length: inputCount }, () => null) };
      sets.push(set);
    }
    set.main[inputIndex] = items;
    set.source[inputIndex] = source;
    if (set.main.every((m) => m !== null)) {
      sets.splice(sets.indexOf(set), 1);
      if (sets.length === 0) this.waiting.delete(name);
      return set;
    }
    return undefined;
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/** A manual run's poll context, from the node's execute context (parameters read for item 0). */
function pollContextOf(context: IExecuteFunctions): IPollFunctions {
  return {
    ...context,
    getNodeParameter: (name: string, ...rest: [unknown?, IGetNodeParameterOptions?]) =>
      rest.length >= 1 ? context.getNodeParameter(name, 0, rest[0], rest[1]) : context.getNodeParameter(name, 0),
    getActivationMode: () => 'manual',
    __emit: () => undefined,
    helpers: context.helpers,
  };
}
