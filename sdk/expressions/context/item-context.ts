/**
 * The expression context of one item: the `$` names an expression can read.
 *
 * Every name is a getter on a prototype without Object.prototype, so the
 * context holds no data of its own and builds nothing until it is read:
 * `$now`/`$today` create their Luxon DateTime on first read, `$input`,
 * `$()`, `$node` and `$parameter` their accessor objects likewise. The state
 * every item shares lives in one {@link NodeEvaluationState} per node
 * evaluation, so a context per item is two fields.
 *
 * @module
 */
import type { DateTime } from 'luxon';
import { CONTEXT_TIMEZONE, evaluateExpression } from '../evaluate';
import { ExpressionError } from '../errors';
import { isExpression } from '../template';
import { allowFunction } from '../sandbox/intrinsics';
import { InputAccessor, LegacyNodeAccessor, NodeAccessor } from './accessors';
import type { ExpressionContextOptions } from './context-types';
import { $if, $ifEmpty, $jmespath, $max, $min } from './helpers';
import type { NodeEvaluationState } from './node-state';
import { resolveParameterValue } from './resolve-parameters';

const MAX_NESTED_EVALUATIONS = 10;
const nesting = { depth: 0 };

function nodeName(value: unknown): string {
  if (typeof value !== 'string' || value === '') throw new ExpressionError("$() needs a node name, e.g. $('Set')", 'type');
  return value;
}

interface LazyParts {
  now?: DateTime;
  today?: DateTime;
  input?: InputAccessor;
  dollar?: (name: unknown) => NodeAccessor;
  node?: object;
  parameter?: object;
  evaluate?: (expression: unknown, itemIndex?: unknown) => unknown;
  resolving?: Set<string>;
}

/** The context of one item; pass it to `evaluateExpression`. */
export class ItemContext {
  readonly #state: NodeEvaluationState;
  readonly #index: number;
  /** Values built on first read; allocated only when something lazy is read. */
  #lazy: LazyParts | undefined;

  /**
   * @param state - the node evaluation
   * @param index - the item index
   */
  constructor(state: NodeEvaluationState, index: number) {
    this.#state = state;
    this.#index = index;
    this.#lazy = undefined;
  }

  get #parts(): LazyParts {
    return (this.#lazy ??= {});
  }

  /** The timezone evaluate() uses for date helpers. */
  get [CONTEXT_TIMEZONE](): string {
    return this.#state.timezone;
  }

  /** The current input item's JSON. */
  get $json(): unknown {
    return this.#state.inputItem(this.#index).json;
  }

  /** Legacy alias of $json. */
  get $data(): unknown {
    return this.$json;
  }

  /** The current input item's binary data. */
  get $binary(): unknown {
    return this.#state.inputItem(this.#index).binary ?? {};
  }

  /** The input: item, all(), first(), last(), params. */
  get $input(): InputAccessor {
    return (this.#parts.input ??= new InputAccessor(this.#state, this.#index));
  }

  /** `$('Node')`: item, first(), last(), all(), itemMatching(), params, isExecuted. */
  get $(): (name: unknown) => NodeAccessor {
    return (this.#parts.dollar ??= allowFunction((name: unknown) => new NodeAccessor(this.#state, nodeName(name), this.#index)));
  }

  /** `$node["Node"]`: json, binary, parameter, runIndex of the item with the same index. */
  get $node(): object {
    if (this.#parts.node === undefined) {
      const byName = Object.create(null) as object;
      for (const node of this.#state.options.workflow.nodes) {
        Object.defineProperty(byName, node.name, {
          get: () => new LegacyNodeAccessor(this.#state, node.name, this.#index),
          enumerable: true,
        });
      }
      this.#parts.node = Object.freeze(byName);
    }
    return this.#parts.node;
  }

  /** `$items(node?, output?, run?)`: a node's output items (the input's without a name). */
  get $items(): (name?: unknown, outputIndex?: unknown, runIndex?: unknown) => unknown[] {
    const state = this.#state;
    return allowFunction((name?: unknown, outputIndex?: unknown, runIndex?: unknown) =>
      state.itemsCopy(
        name === undefined ? undefined : nodeName(name),
        typeof outputIndex === 'number' ? outputIndex : 0,
        typeof runIndex === 'number' ? runIndex : undefined,
      ),
    );
  }

  /** The active node's parameters, expressions resolved for this item. */
  get $parameter(): object {
    if (this.#parts.parameter === undefined) {
      const parameters = this.#state.activeNode?.parameters ?? {};
      const view = Object.create(null) as object;
      for (const name of Object.keys(parameters)) {
        Object.defineProperty(view, name, { get: () => this.#resolveParameter(name, parameters[name]), enumerable: true });
      }
      this.#parts.parameter = Object.freeze(view);
    }
    return this.#parts.parameter;
  }

  #resolveParameter(name: string, value: unknown): unknown {
    if (!isExpression(value) && (typeof value !== 'object' || value === null)) return value;
    const resolving = (this.#parts.resolving ??= new Set<string>());
    if (resolving.has(name)) throw new ExpressionError(`The parameter '${name}' refers to itself`, 'runtime');
    resolving.add(name);
    try {
      return resolveParameterValue(value, this);
    } finally {
      resolving.delete(name);
    }
  }

  /** `$workflow`: id, name, active. */
  get $workflow(): unknown {
    return this.#state.workflowInfo;
  }

  /** `$execution`: id, mode, resumeUrl, resumeFormUrl, customData. */
  get $execution(): unknown {
    return this.#state.executionInfo;
  }

  /** Legacy `$executionId`. */
  get $executionId(): unknown {
    return this.#state.executionInfo.id;
  }

  /** Legacy `$resumeWebhookUrl`. */
  get $resumeWebhookUrl(): unknown {
    return this.#state.executionInfo.resumeUrl;
  }

  /** `$prevNode`: name, outputIndex, runIndex of the input's node. */
  get $prevNode(): unknown {
    return this.#state.prevNode;
  }

  /** The active node's run index. */
  get $runIndex(): number {
    return this.#state.runIndex;
  }

  /** The current item's index. */
  get $itemIndex(): number {
    return this.#index;
  }

  /** Legacy alias of $itemIndex. */
  get $position(): number {
    return this.#index;
  }

  /** Now, as a Luxon DateTime in the workflow timezone (created on first read). */
  get $now(): DateTime {
    return (this.#parts.now ??= this.#state.now());
  }

  /** The start of today, as a Luxon DateTime in the workflow timezone. */
  get $today(): DateTime {
    return (this.#parts.today ??= this.$now.startOf('day'));
  }

  /** `$vars`: the instance variables. */
  get $vars(): unknown {
    return this.#state.variables;
  }

  /** The active node's id. */
  get $nodeId(): string | undefined {
    return this.#state.activeNode?.id;
  }

  /** The active node's type version. */
  get $nodeVersion(): number | undefined {
    return this.#state.activeNode?.typeVersion;
  }

  /** The active node's webhook id. */
  get $webhookId(): string | undefined {
    return this.#state.activeNode?.webhookId;
  }

  /** `$jmespath(data, query)`. */
  get $jmespath(): typeof $jmespath {
    return $jmespath;
  }

  /** `$if(condition, whenTrue, whenFalse)`. */
  get $if(): typeof $if {
    return $if;
  }

  /** `$min(...numbers)`. */
  get $min(): typeof $min {
    return $min;
  }

  /** `$max(...numbers)`. */
  get $max(): typeof $max {
    return $max;
  }

  /** `$ifEmpty(value, fallback)`. */
  get $ifEmpty(): typeof $ifEmpty {
    return $ifEmpty;
  }

  /** `$evaluateExpression(expression, itemIndex?)`: evaluates expression text for this or another item. */
  get $evaluateExpression(): (expression: unknown, itemIndex?: unknown) => unknown {
    return (this.#parts.evaluate ??= allowFunction((expression: unknown, itemIndex?: unknown) => {
      if (typeof expression !== 'string') throw new ExpressionError('$evaluateExpression() needs expression text', 'type');
      if (nesting.depth >= MAX_NESTED_EVALUATIONS) throw new ExpressionError('$evaluateExpression() is nested too deeply', 'limit');
      const index = typeof itemIndex === 'number' ? itemIndex : this.#index;
      const context = index === this.#index ? this : new ItemContext(this.#state, index);
      nesting.depth += 1;
      try {
        return evaluateExpression(expression, context);
      } finally {
        nesting.depth -= 1;
      }
    }));
  }
}
Object.setPrototypeOf(ItemContext.prototype, null);

/** The context type `buildExpressionContext` returns. */
export type ExpressionContext = ItemContext;

/**
 * A subclass of {@link ItemContext} with extra `$` names (additionalKeys).
 *
 * @param keys - the extra names and values
 * @returns the subclass
 */
export function contextClassWith(keys: NonNullable<ExpressionContextOptions['additionalKeys']>): typeof ItemContext {
  class ExtendedContext extends ItemContext {}
  for (const [name, value] of Object.entries(keys)) {
    if (typeof value === 'function') allowFunction(value as (...args: never[]) => unknown);
    Object.defineProperty(ExtendedContext.prototype, name, { value, enumerable: true });
  }
  return ExtendedContext;
}
