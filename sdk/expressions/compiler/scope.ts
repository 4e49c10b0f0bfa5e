/**
 * Compile-time scopes and the run-time environment of compiled closures.
 *
 * Every local variable (arrow-function parameter, `const`/`let`, for...of
 * variable) is resolved when the expression is compiled to a frame depth and
 * a slot, so reading it at run time is an array access; there is no name
 * lookup and no way for an expression to reach a variable it did not
 * declare. Frames are created per arrow-function call and per for...of
 * round; blocks inside them share their frame's slots.
 *
 * @module
 */
import type { Node } from 'acorn';
import { ExpressionError } from '../errors';
import type { EvaluationState } from '../sandbox/evaluation-state';

/** The names an expression reads from its context (`$json`, `$input`, ...). */
export type ContextObject = object;

/** The run-time environment of one frame. */
export interface Env {
  /** The expression context the identifiers resolve against. */
  readonly ctx: ContextObject;
  /** The evaluation's budget and settings. */
  readonly st: EvaluationState;
  /** This frame's variable slots. */
  readonly v: unknown[];
  /** The enclosing frame. */
  readonly p: Env | null;
  /** The value of a `return` on its way out. */
  rv: unknown;
}

const NO_SLOTS: unknown[] = Object.freeze([]) as unknown as unknown[];

/**
 * The top-level frame of one evaluation; it is also the evaluation's state
 * (one allocation per evaluation instead of two).
 */
export class RootEnv implements Env, EvaluationState {
  readonly ctx: object;
  readonly st: EvaluationState;
  readonly v: unknown[];
  readonly p: null;
  rv: unknown;
  steps: number;
  maxSteps: number;
  timezone: string | undefined;
  context: object;

  /**
   * @param context - the expression context
   * @param maxSteps - the work budget
   * @param timezone - the timezone, when given
   */
  constructor(context: object, maxSteps: number, timezone: string | undefined) {
    this.ctx = context;
    this.st = this;
    this.v = NO_SLOTS;
    this.p = null;
    this.rv = undefined;
    this.steps = 0;
    this.maxSteps = maxSteps;
    this.timezone = timezone;
    this.context = context;
  }
}

/** A compiled expression node. */
export type Ev = (env: Env) => unknown;

/** Completion of a compiled statement. */
export const Completion = { Normal: 0, Return: 1, Break: 2, Continue: 3 } as const;

/** One of the {@link Completion} codes. */
export type Completion = (typeof Completion)[keyof typeof Completion];

/** A compiled statement. */
export type Exec = (env: Env) => Completion;

/** Marks an optional chain that stopped at `null`/`undefined`. */
export const SHORT_CIRCUIT: unique symbol = Symbol('optional chain short circuit');

/** Slot allocation of one frame. */
export interface FrameInfo {
  /** Number of slots the frame needs. */
  size: number;
}

/** A declared local variable. */
export interface Binding {
  /** Slot in its frame. */
  readonly slot: number;
  /** How it was declared. */
  readonly kind: 'const' | 'let' | 'param';
}

/** What the compiler needs to know about the segment being compiled. */
export interface CompileSource {
  /** The segment code. */
  readonly code: string;
  /** Offset of the code in the template text. */
  readonly offset: number;
}

/** A compile-time scope: a block, a function body or a loop round. */
export class CompileScope {
  private readonly vars = new Map<string, Binding>();

  /**
   * @param parent - the enclosing scope
   * @param frame - the frame whose slots this scope's variables use
   */
  constructor(
    readonly parent: CompileScope | null,
    readonly frame: FrameInfo,
  ) {}

  /**
   * Declares a variable in this scope.
   *
   * @param name - the variable name
   * @param kind - const, let or param
   * @returns its binding
   */
  declare(name: string, kind: Binding['kind']): Binding {
    const existing = this.vars.get(name);
    if (existing) return existing;
    const binding: Binding = { slot: this.frame.size, kind };
    this.frame.size += 1;
    this.vars.set(name, binding);
    return binding;
  }

  /**
   * Resolves a name through the enclosing scopes.
   *
   * @param name - the identifier
   * @returns the binding and how many frames up it lives, or undefined
   */
  resolve(name: string): { binding: Binding; depth: number } | undefined {
    const binding = this.vars.get(name);
    if (binding) return { binding, depth: 0 };
    const outer = this.parent?.resolve(name);
    if (outer === undefined) return undefined;
    return this.parent !== null && this.parent.frame !== this.frame ? { binding: outer.binding, depth: outer.depth + 1 } : outer;
  }
}

/**
 * A reader of a local slot `depth` frames up.
 *
 * @param depth - frames to walk up
 * @param slot - the slot
 * @returns the compiled read
 */
export function localReader(depth: number, slot: number): Ev {
  switch (depth) {
    case 0:
      return (env) => env.v[slot];
    case 1:
      return (env) => (env.p as Env).v[slot];
    case 2:
      return (env) => ((env.p as Env).p as Env).v[slot];
    default:
      return (env) => frameAt(env, depth).v[slot];
  }
}

/**
 * The frame `depth` frames up.
 *
 * @param env - the current frame
 * @param depth - frames to walk up
 * @returns that frame
 */
export function frameAt(env: Env, depth: number): Env {
  let frame = env;
  for (let i = 0; i < depth; i += 1) frame = frame.p as Env;
  return frame;
}

/**
 * The source text of a node, shortened for messages.
 *
 * @param node - a node of the segment
 * @param source - the segment
 * @returns e.g. `$json.name.foo`
 */
export function sourceLabel(node: Node, source: CompileSource): string {
  const text = source.code.slice(node.start, node.end).replace(/\s+/g, ' ').trim();
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/**
 * A compile error at a node.
 *
 * @param node - where
 * @param source - the segment
 * @param message - what
 * @returns the error
 */
export function compileError(node: Node, source: CompileSource, message: string): ExpressionError {
  return new ExpressionError(message, 'syntax', { position: source.offset + node.start });
}
