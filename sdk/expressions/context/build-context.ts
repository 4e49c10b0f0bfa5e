/**
 * Building expression contexts: one for a single item (the editor's live
 * result), or a factory that shares one node evaluation's state and hands
 * out a small context per item (the engine, benchmarks).
 *
 * @module
 */
import type { ExpressionContextOptions } from './context-types';
import { contextClassWith, ItemContext, type ExpressionContext } from './item-context';
import { NodeEvaluationState } from './node-state';

/** Hands out the contexts of one node evaluation. */
export interface ExpressionContextFactory {
  /** How many input items the node has (0 when it has none yet). */
  readonly itemCount: number;
  /**
   * The context of one item.
   *
   * @param itemIndex - the item
   * @returns its context
   */
  forItem(itemIndex: number): ExpressionContext;
}

/**
 * Prepares the shared state of one node evaluation.
 *
 * @param options - workflow, run data, active node, mode, ... (itemIndex is ignored)
 * @returns a factory of per-item contexts
 */
export function createExpressionContextFactory(options: ExpressionContextOptions): ExpressionContextFactory {
  const state = new NodeEvaluationState(options);
  const keys = options.additionalKeys;
  const Context = keys && Object.keys(keys).length > 0 ? contextClassWith(keys) : ItemContext;
  let itemCount: number;
  try {
    itemCount = state.inputItems().length;
  } catch {
    itemCount = 0;
  }
  return {
    itemCount,
    forItem: (itemIndex) => new Context(state, itemIndex),
  };
}

/**
 * Builds the context of one item.
 *
 * @param options - workflow, run data, active node, item index, mode, ...
 * @returns the context to pass to `evaluateExpression`
 */
export function buildExpressionContext(options: ExpressionContextOptions): ExpressionContext {
  return createExpressionContextFactory(options).forItem(options.itemIndex ?? 0);
}
