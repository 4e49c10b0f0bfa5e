/**
 * Compiling and evaluating expression values.
 *
 * `compileExpression` splits the template, parses each `{{ }}` segment with
 * acorn, checks it against the allow-list and compiles it into closures;
 * the result is cached per expression text, so evaluating the same
 * parameter for 100,000 items parses and compiles it once.
 * `evaluateExpression` runs a compiled expression against a context: a
 * single `{{ }}` with no text around it returns the raw value; anything else
 * returns a string in which each segment's value is converted as n8n does
 * (`null`, `undefined`, `NaN` and `''` become empty, objects become
 * `[object Object]`, arrays join with commas).
 *
 * @module
 */
import type { Expression } from 'acorn';
import { CompileScope, RootEnv, type Env, type Ev } from './compiler/scope';
import { compileExpression as compileNode } from './compiler/compile-expression';
import { ExpressionError, toExpressionError } from './errors';
import { parseSegmentCode } from './parse';
import { checkAllowed } from './sandbox/allow-list';
import { DEFAULT_MAX_STEPS, withEvaluationState } from './sandbox/evaluation-state';
import { standInName } from './sandbox/globals';
import { parseTemplate, stripExpressionPrefix, type TemplateSegment } from './template';

/** Options of one evaluation. */
export interface EvaluateOptions {
  /**
   * n8n-compatible leniency for workflow execution: a segment whose
   * evaluation fails with a plain JavaScript error (reading a property of
   * undefined, an undefined name, bad JSON) yields `undefined` instead of
   * failing, as n8n's engine does. Syntax, security, extension, paired-item
   * and limit errors still fail. Default false (the editor shows errors).
   */
  lenient?: boolean;
  /** IANA timezone for `$now`, `$today` and date helpers; default the context's, else America/New_York. */
  timezone?: string;
  /** Most units of work per evaluation; default ten million. */
  maxSteps?: number;
}

/** A compiled expression value, ready to evaluate many times. */
export interface CompiledExpression {
  /** The template text (the value without its leading '='). */
  readonly template: string;
  /** The template's text and code segments. */
  readonly segments: readonly TemplateSegment[];
  /** Whether the result is the raw value of a single `{{ }}` (otherwise a string). */
  readonly returnsRawValue: boolean;
  /**
   * Evaluates against a context.
   *
   * @param context - the expression context (see buildExpressionContext)
   * @param options - leniency, timezone, step limit
   * @returns the value
   */
  evaluate(context: object, options?: EvaluateOptions): unknown;
}

export { CONTEXT_TIMEZONE } from './sandbox/evaluation-state';

const CACHE_LIMIT = 5000;
const cache = new Map<string, CompiledExpression | ExpressionError>();
const LENIENT_CODES = new Set(['type', 'reference', 'runtime']);

/**
 * Parses, checks and compiles the code of one `{{ }}` segment.
 *
 * @param code - the code between the braces
 * @param offset - its offset in the template text
 * @returns the compiled closure
 */
export function compileSegment(code: string, offset = 0): Ev {
  const ast: Expression = parseSegmentCode(code, offset);
  checkAllowed(ast, offset);
  return compileNode(ast, new CompileScope(null, { size: 0 }), { code, offset });
}

/**
 * Compiles an expression value (with or without its leading '='), using the
 * cache.
 *
 * @param value - e.g. `={{ $json.a + 1 }}` or `Hello {{ $json.name }}`
 * @returns the compiled expression
 * @throws ExpressionSyntaxError ('Failed to parse expression') or ExpressionSecurityError
 */
export function compileExpression(value: string): CompiledExpression {
  const cached = cache.get(value);
  if (cached !== undefined) {
    if (cached instanceof ExpressionError) throw cached;
    return cached;
  }
  let result: CompiledExpression | ExpressionError;
  try {
    result = buildCompiled(stripExpressionPrefix(value));
  } catch (error) {
    result = toExpressionError(error);
  }
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(value, result);
  if (result instanceof ExpressionError) throw result;
  return result;
}

/**
 * Evaluates an expression value against a context.
 *
 * @param value - the expression value, e.g. `={{ $json.a + 1 }}`
 * @param context - the context (see buildExpressionContext), or a plain object of variables
 * @param options - leniency, timezone, step limit
 * @returns the raw value of a single `{{ }}`, else the rendered string
 */
export function evaluateExpression(value: string, context: object, options?: EvaluateOptions): unknown {
  return compileExpression(value).evaluate(context, options);
}

/** Empties the compile cache (for tests and long-running editors switching workflows). */
export function clearExpressionCache(): void {
  cache.clear();
}

function buildCompiled(template: string): CompiledExpression {
  const segments = parseTemplate(template);
  // The template as texts[0] + run[0] + texts[1] + ... + texts[n], texts possibly empty.
  const texts: string[] = [''];
  const runs: Ev[] = [];
  let single: Ev | undefined;
  let singlePosition = 0;
  for (const segment of segments) {
    if (segment.kind === 'text') texts[texts.length - 1] += segment.text;
    else {
      const run = compileSegment(segment.code, segment.codeFrom);
      if (segments.length === 1) {
        single = run;
        singlePosition = segment.codeFrom;
      }
      runs.push(positioned(run, segment.codeFrom));
      texts.push('');
    }
  }
  const count = runs.length;
  const render = (env: Env): unknown => {
    if (single !== undefined) return rawResult(single(env));
    let text = texts[0] as string;
    for (let index = 0; index < count; index += 1) text = text + templatePiece((runs[index] as Ev)(env)) + (texts[index + 1] as string);
    return text;
  };
  const renderLenient = (env: Env): unknown => {
    if (single !== undefined) return rawResult(runLenient(single, env));
    let text = texts[0] as string;
    for (let index = 0; index < count; index += 1)
      text = text + templatePiece(runLenient(runs[index] as Ev, env)) + (texts[index + 1] as string);
    return text;
  };
  return {
    template,
    segments,
    returnsRawValue: single !== undefined,
    evaluate(context: object, options?: EvaluateOptions): unknown {
      const env =
        options === undefined
          ? new RootEnv(context, DEFAULT_MAX_STEPS, undefined)
          : new RootEnv(context, options.maxSteps ?? DEFAULT_MAX_STEPS, options.timezone);
      try {
        return options?.lenient === true ? renderLenient(env) : render(env);
      } catch (thrown) {
        // A single segment runs unwrapped (the fast path); its errors get their position here.
        const error = toExpressionError(thrown);
        if (single !== undefined) error.position ??= singlePosition;
        throw error;
      }
    },
  };
}

/** Wraps a segment so its errors become ExpressionErrors carrying the segment's position. */
function positioned(run: Ev, position: number): Ev {
  return (env) => {
    try {
      return run(env);
    } catch (thrown) {
      const error = toExpressionError(thrown);
      error.position ??= position;
      throw error;
    }
  };
}

function runLenient(run: Ev, env: Env): unknown {
  try {
    return run(env);
  } catch (thrown) {
    const error = toExpressionError(thrown);
    if (LENIENT_CODES.has(error.code)) return undefined;
    throw error;
  }
}

function rawResult(value: unknown): unknown {
  if (typeof value === 'function' || (typeof value === 'object' && value !== null && standInName(value) !== undefined)) {
    throw functionResult(value);
  }
  return value;
}

/**
 * How one segment's value appears inside a string result (n8n's rule):
 * `null`, `undefined`, `NaN` and `''` give nothing, everything else `String(value)`.
 *
 * @param value - the segment's value
 * @returns its text
 */
export function templatePiece(value: unknown): string {
  if (typeof value === 'function') throw functionResult(value);
  if (typeof value === 'string') return value;
  return value || value === 0 || value === false ? String(value) : '';
}

function functionResult(value: unknown): ExpressionError {
  const name = standInName(value);
  if (name !== undefined) {
    return new ExpressionError(
      `${name} cannot be used on its own; call one of its functions, e.g. ${name === 'DateTime' ? 'DateTime.now()' : `${name}(...)`}`,
      'type',
    );
  }
  return new ExpressionError('This is a function: add () to call it', 'type');
}

/**
 * Evaluates the code of one segment and returns its raw value, functions
 * included (for markers and completions, which need to know what a
 * sub-expression is). Not cached.
 *
 * @param code - expression code without braces
 * @param context - the item's context
 * @param options - evaluation options
 * @returns the raw value
 */
export function evaluateCode(code: string, context: object, options?: EvaluateOptions): unknown {
  const run = compileSegment(code);
  const env = new RootEnv(context, options?.maxSteps ?? DEFAULT_MAX_STEPS, options?.timezone);
  return withEvaluationState(env, () => run(env));
}
