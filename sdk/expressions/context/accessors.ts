/**
 * The objects behind `$input`, `$('Node')` and `$node["Node"]`. Their state
 * is in private fields, so an expression sees only the public getters and
 * methods (the classes are registered as public-API classes), and a method
 * copied onto another object refuses to run.
 *
 * @module
 */
import type { INodeExecutionData } from '../../workflow';
import { ExpressionError } from '../errors';
import { registerPublicApiClass } from '../sandbox/intrinsics';
import type { NodeEvaluationState } from './node-state';

function optionalIndex(value: unknown, what: string): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0)
    throw new ExpressionError(`${what} must be a whole number of 0 or more`, 'type');
  return value;
}

// A run index: as in n8n, none or -1 is the latest run.
function optionalRun(value: unknown): number | undefined {
  if (value === -1) return undefined;
  if (value === undefined || (typeof value === 'number' && Number.isInteger(value) && value >= 0)) return value;
  throw new ExpressionError('runIndex must be a whole number of 0 or more, or -1 for the latest run', 'type');
}

let defaultBranchReader: ((accessor: NodeAccessor) => number) | undefined;

/** `$input`: the active node's input items. */
export class InputAccessor {
  readonly #state: NodeEvaluationState;
  readonly #index: number;

  /**
   * @param state - the node evaluation
   * @param index - the current item index
   */
  constructor(state: NodeEvaluationState, index: number) {
    this.#state = state;
    this.#index = index;
  }

  /** The current input item (`{json, binary, pairedItem}`). */
  get item(): INodeExecutionData {
    return this.#state.inputItem(this.#index);
  }

  /** The parameters of the node the input came from. */
  get params(): unknown {
    const source = this.#state.inputSource;
    return source ? this.#state.parametersOf(source.previousNode) : {};
  }

  /** Node context (always empty in expressions). */
  get context(): Record<string, never> {
    return {};
  }

  /**
   * All input items.
   *
   * @returns the items
   */
  all(): INodeExecutionData[] {
    return this.#state.itemsCopy(undefined);
  }

  /**
   * The first input item.
   *
   * @returns the item, or undefined
   */
  first(): INodeExecutionData | undefined {
    return this.#state.inputItems()[0];
  }

  /**
   * The last input item.
   *
   * @returns the item, or undefined
   */
  last(): INodeExecutionData | undefined {
    const items = this.#state.inputItems();
    return items[items.length - 1];
  }
}

/** `$('Node')`: another node's output. */
export class NodeAccessor {
  readonly #state: NodeEvaluationState;
  readonly #name: string;
  readonly #index: number;

  /**
   * @param state - the node evaluation
   * @param name - the referenced node
   * @param index - the current item index
   */
  constructor(state: NodeEvaluationState, name: string, index: number) {
    state.node(name);
    this.#state = state;
    this.#name = name;
    this.#index = index;
  }

  /** The item of this node that the current item derives from (through paired items). */
  get item(): INodeExecutionData {
    return this.#state.pairedItem(this.#name, this.#index);
  }

  /** The node's parameters. */
  get params(): unknown {
    return this.#state.parametersOf(this.#name);
  }

  /** Whether the node has run (or has pinned data). */
  get isExecuted(): boolean {
    return (this.#state.runsOf(this.#name)?.length ?? 0) > 0;
  }

  /** The node's context in the execution (e.g. Split In Batches' `noItemsLeft`). */
  get context(): unknown {
    return this.#state.contextOf(this.#name);
  }

  /**
   * The item of this node that input item `itemIndex` derives from.
   *
   * @param itemIndex - an input item index of the active node
   * @returns the paired item
   */
  itemMatching(itemIndex: unknown): INodeExecutionData {
    const index = optionalIndex(itemIndex, 'itemMatching(index)');
    if (index === undefined) throw new ExpressionError('itemMatching() needs the index of an input item, e.g. itemMatching(0)', 'type');
    return this.#state.pairedItem(this.#name, index);
  }

  /**
   * Same as {@link NodeAccessor.itemMatching}, defaulting to the current item.
   *
   * @param itemIndex - an input item index
   * @returns the paired item
   */
  pairedItem(itemIndex?: unknown): INodeExecutionData {
    return this.#state.pairedItem(this.#name, optionalIndex(itemIndex, 'pairedItem(index)') ?? this.#index);
  }

  static {
    defaultBranchReader = (accessor) => accessor.#defaultBranch();
  }

  // As in n8n: the output through which the active node is reached, else 0.
  #defaultBranch(): number {
    return this.#state.defaultBranch(this.#name);
  }

  /**
   * All output items.
   *
   * @param branchIndex - output index; default the output that leads to the active node (else 0)
   * @param runIndex - run; default (or -1) the latest
   * @returns the items
   */
  all(branchIndex?: unknown, runIndex?: unknown): INodeExecutionData[] {
    const branch = branchIndex === null ? undefined : optionalIndex(branchIndex, 'branchIndex');
    return this.#state.itemsCopy(this.#name, branch ?? this.#defaultBranch(), optionalRun(runIndex));
  }

  /**
   * The first output item.
   *
   * @param branchIndex - output index; default the output that leads to the active node (else 0)
   * @param runIndex - run; default (or -1) the latest
   * @returns the item, or undefined
   */
  first(branchIndex?: unknown, runIndex?: unknown): INodeExecutionData | undefined {
    return this.all(branchIndex, runIndex)[0];
  }

  /**
   * The last output item.
   *
   * @param branchIndex - output index; default the output that leads to the active node (else 0)
   * @param runIndex - run; default (or -1) the latest
   * @returns the item, or undefined
   */
  last(branchIndex?: unknown, runIndex?: unknown): INodeExecutionData | undefined {
    const items = this.all(branchIndex, runIndex);
    return items[items.length - 1];
  }
}

/**
 * `$node["Node"]`: the legacy accessor, reading the item with the current index
 * (of the output that leads to the active node, as `$('Node').all()`).
 */
export class LegacyNodeAccessor {
  readonly #state: NodeEvaluationState;
  readonly #name: string;
  readonly #index: number;

  /**
   * @param state - the node evaluation
   * @param name - the referenced node
   * @param index - the current item index
   */
  constructor(state: NodeEvaluationState, name: string, index: number) {
    this.#state = state;
    this.#name = name;
    this.#index = index;
  }

  #item(): INodeExecutionData {
    const item = this.#state.nodeOutput(this.#name, this.#state.defaultBranch(this.#name))[this.#index];
    if (item === undefined) throw new ExpressionError(`Node '${this.#name}' has no item at index ${this.#index}`, 'data');
    return item;
  }

  /** The JSON of the node's item with the current index. */
  get json(): unknown {
    return this.#item().json;
  }

  /** Same as json. */
  get data(): unknown {
    return this.#item().json;
  }

  /** The binary data of the node's item with the current index. */
  get binary(): unknown {
    return this.#item().binary ?? {};
  }

  /** The node's parameters. */
  get parameter(): unknown {
    return this.#state.parametersOf(this.#name);
  }

  /** The index of the node's latest run. */
  get runIndex(): number {
    return Math.max(0, (this.#state.runsOf(this.#name)?.length ?? 1) - 1);
  }

  /** The node's context in the execution. */
  get context(): unknown {
    return this.#state.contextOf(this.#name);
  }
}

/**
 * The output that `$('Node').all()`, `.first()` and `.last()` read when given no
 * branch index, for code that mirrors them outside expressions (the Code node,
 * which evaluates `$('Node')` and passes the answer into its sandbox).
 *
 * @param accessor - the value of `$('Node')`
 * @returns the output index, or undefined when `accessor` is not a `$('Node')` value
 */
export function defaultBranchOf(accessor: unknown): number | undefined {
  return accessor instanceof NodeAccessor && defaultBranchReader ? defaultBranchReader(accessor) : undefined;
}

registerPublicApiClass(InputAccessor, '$input');
registerPublicApiClass(NodeAccessor, "$('Node')");
registerPublicApiClass(LegacyNodeAccessor, '$node');
