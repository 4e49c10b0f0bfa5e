/**
 * The state of the evaluation in progress, for helpers that cannot take it
 * as an argument (global stand-ins such as `Array.from` and `DateTime.now`,
 * extension functions): its work budget and the workflow timezone.
 *
 * To keep evaluation cheap, the state is not published for every
 * evaluation: the compiled call publishes it only around calls of functions
 * marked with {@link markStateful} and around extension calls
 * ({@link callWithState}). Evaluation is synchronous, so one current state,
 * saved and restored around each such call, is enough.
 *
 * @module
 */

import { DEFAULT_TIMEZONE } from '../../settings/constants';

/** Per-evaluation limits, counters and settings shared by all closures of one evaluation. */
export interface EvaluationState {
  /** Work done so far: user function calls, loop rounds, elements and characters produced. */
  steps: number;
  /** The most work one evaluation may do. */
  maxSteps: number;
  /** IANA timezone used by date helpers (`.toDateTime()` ...); when undefined, the context's, else America/New_York. */
  timezone: string | undefined;
  /** The context being evaluated against. */
  context: object;
}

/** Default {@link EvaluationState.maxSteps}: ten million units of work per evaluation. */
export const DEFAULT_MAX_STEPS = 10_000_000;

/** Default workflow timezone, shared with the settings. */
export { DEFAULT_TIMEZONE };

/** Where a context built by `buildExpressionContext` keeps its timezone (not reachable from expressions). */
export const CONTEXT_TIMEZONE: unique symbol = Symbol('expression context timezone');

// One holder object instead of a module-level `let`: reading a `let` binding of a
// module from a function costs a hole check each time, a field read does not.
const active: { current: EvaluationState | undefined } = { current: undefined };
const statefulFunctions = new WeakSet<object>();

/**
 * Marks a function that reads the current evaluation state (budget or timezone).
 *
 * @param fn - the function
 * @returns the same function
 */
export function markStateful<T extends (...args: never[]) => unknown>(fn: T): T {
  statefulFunctions.add(fn);
  return fn;
}

/**
 * Whether a function reads the current evaluation state.
 *
 * @param fn - a function about to be called
 * @returns true when it was marked
 */
export function isStateful(fn: unknown): boolean {
  return typeof fn === 'function' && statefulFunctions.has(fn);
}

/**
 * Runs `fn` with `state` as the current evaluation state.
 *
 * @param state - the evaluation's state
 * @param fn - the work
 * @returns what `fn` returns
 */
export function withEvaluationState<T>(state: EvaluationState, fn: () => T): T {
  const previous = active.current;
  active.current = state;
  try {
    return fn();
  } finally {
    active.current = previous;
  }
}

/**
 * Calls `fn` with `state` as the current evaluation state.
 *
 * @param state - the evaluation's state
 * @param fn - the function
 * @param receiver - its `this`
 * @param args - its arguments
 * @returns what it returns
 */
export function callWithState(state: EvaluationState, fn: (...args: unknown[]) => unknown, receiver: unknown, args: unknown[]): unknown {
  const previous = active.current;
  active.current = state;
  try {
    return Reflect.apply(fn, receiver, args);
  } finally {
    active.current = previous;
  }
}

/**
 * The state of the evaluation whose stateful call is in progress.
 *
 * @returns the state, or undefined outside one
 */
export function currentEvaluationState(): EvaluationState | undefined {
  return active.current;
}

/**
 * The timezone of the evaluation in progress, or the default.
 *
 * @returns an IANA timezone name
 */
export function currentTimezone(): string {
  const state = active.current;
  if (state === undefined) return DEFAULT_TIMEZONE;
  if (state.timezone === undefined) {
    const zone = (state.context as { [CONTEXT_TIMEZONE]?: unknown })[CONTEXT_TIMEZONE];
    state.timezone = typeof zone === 'string' ? zone : DEFAULT_TIMEZONE;
  }
  return state.timezone;
}
