/**
 * What the contexts of one node's evaluation share: the workflow's nodes by
 * name, the runs of each node (run data, or pinned data shaped as a run),
 * the active node's input and where it came from, `$workflow` and
 * `$execution`. Built once per node evaluation; every item's context reads
 * it, so per-item contexts stay small.
 *
 * @module
 */
import { DateTime } from 'luxon';
import type { INode, INodeExecutionData, ISourceData, ITaskData } from '../../workflow';
import { ExpressionError } from '../errors';
import { getPairedItem, type RunLookup } from '../paired-items';
import { DEFAULT_TIMEZONE } from '../sandbox/evaluation-state';
import { connectedOutputIndex, mainSourcesByDestination, type MainSources } from './connected-output';
import { PLACEHOLDER_FILLED_AT_EXECUTION_TIME, type ExpressionContextOptions } from './context-types';
import { cloneData, deepFreeze } from './data-copy';

/** State shared by the item contexts of one node evaluation. */
export class NodeEvaluationState {
  /** The options the context was built from. */
  readonly options: ExpressionContextOptions;
  /** IANA timezone of `$now`, `$today` and date helpers. */
  readonly timezone: string;
  /** The node whose parameters are evaluated. */
  readonly activeNode: INode | undefined;
  /** Where the active node's input came from. */
  readonly inputSource: ISourceData | null;
  /** Finds each node's runs. */
  readonly lookup: RunLookup;
  /** `$workflow`. */
  readonly workflowInfo: Readonly<{ id: string | undefined; name: string | undefined; active: boolean }>;
  /** `$execution`. */
  readonly executionInfo: Readonly<Record<string, unknown>>;
  /** `$prevNode`. */
  readonly prevNode: Readonly<{ name: string | undefined; outputIndex: number; runIndex: number }>;
  /** `$vars`. */
  readonly variables: Readonly<Record<string, unknown>>;

  private readonly nodes = new Map<string, INode>();
  private readonly inputItemsValue: readonly INodeExecutionData[] | undefined;
  private readonly copies = new Map<string, unknown>();
  private readonly branches = new Map<string, number>();
  private sources: MainSources | undefined;

  /**
   * @param options - see {@link ExpressionContextOptions}
   */
  constructor(options: ExpressionContextOptions) {
    this.options = options;
    for (const node of options.workflow.nodes) this.nodes.set(node.name, node);
    this.activeNode = this.nodes.get(options.activeNodeName);
    const settingsZone = options.workflow.settings?.timezone;
    this.timezone = options.timezone ?? (settingsZone && settingsZone !== 'DEFAULT' ? settingsZone : DEFAULT_TIMEZONE);
    this.lookup = (name) => this.runsOf(name);
    this.inputSource = options.inputSource !== undefined ? options.inputSource : this.defaultSource(options.activeNodeName);
    this.inputItemsValue = options.inputItems ?? this.defaultInput();
    this.workflowInfo = Object.freeze({ id: options.workflow.id, name: options.workflow.name, active: options.workflow.active ?? false });
    this.executionInfo = this.buildExecutionInfo();
    this.prevNode = Object.freeze({
      name: this.inputSource?.previousNode,
      outputIndex: this.inputSource?.previousNodeOutput ?? 0,
      runIndex: this.inputSource?.previousNodeRun ?? 0,
    });
    this.variables = deepFreeze(cloneData(options.variables ?? {})) as Readonly<Record<string, unknown>>;
  }

  /** `$runIndex`. */
  get runIndex(): number {
    return this.options.runIndex ?? 0;
  }

  /**
   * A new DateTime for "now" in the workflow timezone.
   *
   * @returns the DateTime
   */
  now(): DateTime {
    return DateTime.fromMillis(this.options.now?.() ?? Date.now(), { zone: this.timezone });
  }

  /**
   * The node of this name, or an error naming it.
   *
   * @param name - a node name
   * @returns the node
   */
  node(name: string): INode {
    const node = this.nodes.get(name);
    if (node === undefined) {
      throw new ExpressionError(`There is no node called '${name}'`, 'data', {
        description: 'Check the node name; names are case-sensitive.',
      });
    }
    return node;
  }

  /**
   * A node's runs: run data, or its pinned data as a single run.
   *
   * @param name - a node name
   * @returns the runs, or undefined when the node has not run and has no pinned data
   */
  runsOf(name: string): readonly ITaskData[] | undefined {
    const runData = this.options.runData;
    const runs = runData && Object.hasOwn(runData, name) ? runData[name] : undefined;
    if (runs && runs.length > 0) return runs;
    const pinData = this.options.workflow.pinData;
    const pinned = pinData && Object.hasOwn(pinData, name) ? pinData[name] : undefined;
    if (!pinned) return undefined;
    const parent = this.defaultSource(name);
    return [{ startTime: 0, executionTime: 0, source: parent ? [parent] : [], data: { main: [pinned] } }];
  }

  /**
   * The output of node `name` that `$('name').all()` reads without a branch
   * index: the one through which the active node is reached (as n8n), else 0.
   *
   * @param name - the referenced node
   * @returns the output index
   */
  defaultBranch(name: string): number {
    let branch = this.branches.get(name);
    if (branch === undefined) {
      this.sources ??= mainSourcesByDestination(this.options.workflow.connections);
      branch = connectedOutputIndex(this.sources, this.options.activeNodeName, name) ?? 0;
      this.branches.set(name, branch);
    }
    return branch;
  }

  /**
   * Output items of a node.
   *
   * @param name - the node
   * @param outputIndex - its output (branch); default 0
   * @param runIndex - its run; default (or -1) the latest
   * @returns the items (the stored array: copy before handing it to an expression)
   */
  nodeOutput(name: string, outputIndex = 0, runIndex?: number): readonly INodeExecutionData[] {
    this.node(name);
    const runs = this.runsOf(name);
    if (!runs) {
      throw new ExpressionError(`Node '${name}' hasn't been executed`, 'data', {
        description: `Execute '${name}' first, or pin data to it.`,
      });
    }
    const run = runs[runIndex === undefined || runIndex === -1 ? runs.length - 1 : runIndex];
    if (run === undefined) throw new ExpressionError(`Node '${name}' has no run ${runIndex ?? 0}`, 'data');
    return run.data?.main?.[outputIndex] ?? [];
  }

  /**
   * A copy of a node's output list, made once per node evaluation.
   *
   * @param name - the node, or undefined for the active node's input
   * @param outputIndex - branch
   * @param runIndex - run
   * @returns the copied list
   */
  itemsCopy(name: string | undefined, outputIndex = 0, runIndex?: number): INodeExecutionData[] {
    const key = `${name ?? ''}\u0000${outputIndex}\u0000${runIndex ?? ''}`;
    let copy = this.copies.get(key) as INodeExecutionData[] | undefined;
    if (copy === undefined) {
      copy = [...(name === undefined ? this.inputItems() : this.nodeOutput(name, outputIndex, runIndex))];
      this.copies.set(key, copy);
    }
    return copy;
  }

  /**
   * The context of node `name` in the execution (a frozen copy; empty in the editor).
   *
   * @param name - the node
   * @returns the context data
   */
  contextOf(name: string): unknown {
    this.node(name);
    const key = `context\u0000${name}`;
    if (!this.copies.has(key)) this.copies.set(key, deepFreeze(cloneData(this.options.nodeContext?.(name) ?? {})));
    return this.copies.get(key);
  }

  /**
   * A node's parameters as a frozen copy, made once.
   *
   * @param name - the node
   * @returns the parameters
   */
  parametersOf(name: string): unknown {
    const key = `params\u0000${name}`;
    if (!this.copies.has(key)) this.copies.set(key, deepFreeze(cloneData(this.node(name).parameters)));
    return this.copies.get(key);
  }

  /**
   * The active node's input items.
   *
   * @returns the items
   */
  inputItems(): readonly INodeExecutionData[] {
    if (this.inputItemsValue === undefined) {
      throw new ExpressionError('No input data yet', 'data', {
        description:
          this.options.mode === 'editor'
            ? 'Execute the previous nodes to use input data.'
            : `Node '${this.options.activeNodeName}' received no input.`,
      });
    }
    return this.inputItemsValue;
  }

  /**
   * One input item.
   *
   * @param index - its index
   * @returns the item
   */
  inputItem(index: number): INodeExecutionData {
    const item = this.inputItems()[index];
    if (item === undefined) throw new ExpressionError(`There is no input item at index ${index}`, 'data');
    return item;
  }

  /**
   * The item of `destination`'s output that the active node's input item
   * `itemIndex` derives from.
   *
   * @param destination - the referenced node
   * @param itemIndex - the input item
   * @returns the paired item
   */
  pairedItem(destination: string, itemIndex: number): INodeExecutionData {
    this.node(destination);
    return getPairedItem(this.lookup, destination, this.inputSource, { item: itemIndex, input: 0 });
  }

  private defaultSource(nodeName: string): ISourceData | null {
    for (const [source, byType] of Object.entries(this.options.workflow.connections)) {
      const outputs = Object.hasOwn(byType, 'main') ? byType.main : undefined;
      const outputIndex = (outputs ?? []).findIndex((targets) => (targets ?? []).some((t) => t.node === nodeName && (t.index ?? 0) === 0));
      if (outputIndex >= 0) {
        const runs = this.options.runData?.[source];
        return { previousNode: source, previousNodeOutput: outputIndex, previousNodeRun: runs && runs.length > 0 ? runs.length - 1 : 0 };
      }
    }
    return null;
  }

  private defaultInput(): readonly INodeExecutionData[] | undefined {
    const source = this.inputSource;
    if (!source) return undefined;
    const runs = this.runsOf(source.previousNode);
    return runs?.[source.previousNodeRun ?? 0]?.data?.main?.[source.previousNodeOutput ?? 0] ?? undefined;
  }

  private buildExecutionInfo(): Readonly<Record<string, unknown>> {
    const given = this.options.execution ?? {};
    const editor = this.options.mode === 'editor';
    const id = given.id ?? (editor ? PLACEHOLDER_FILLED_AT_EXECUTION_TIME : '');
    const url = (base: string | undefined): string => (base ? `${base.replace(/\/+$/, '')}/${id}` : PLACEHOLDER_FILLED_AT_EXECUTION_TIME);
    return deepFreeze({
      id,
      mode: given.mode ?? (editor ? 'test' : 'production'),
      resumeUrl: given.resumeUrl ?? url(this.options.webhookWaitingBaseUrl),
      resumeFormUrl: given.resumeFormUrl ?? url(this.options.formWaitingBaseUrl),
      customData: { ...(given.customData ?? {}) },
    }) as Readonly<Record<string, unknown>>;
  }
}
