/**
 * Errors raised while parsing, checking and evaluating expressions. Every
 * message is written for the person editing the workflow: it names what went
 * wrong in their terms (the construct, the property, the node) and, where it
 * helps, a `description` says what to do instead.
 *
 * @module
 */

/**
 * Why an expression failed:
 * - `syntax`: the `{{ }}` text is not a JavaScript expression ('Failed to parse expression').
 * - `security`: the expression uses a construct or reaches a name the sandbox refuses.
 * - `reference`: an identifier that is neither a context variable nor an allowed global.
 * - `type`: a value has the wrong type (reading a property of undefined, calling a non-function).
 * - `extension`: an extension function (e.g. `.sum()`) was misused.
 * - `data`: run data or paired-item information needed by the expression is missing.
 * - `limit`: the expression ran past a step, depth or size limit.
 * - `runtime`: any other error thrown while evaluating (e.g. `JSON.parse` of bad text).
 */
export type ExpressionErrorCode = 'syntax' | 'security' | 'reference' | 'type' | 'extension' | 'data' | 'limit' | 'runtime';

/** Options of {@link ExpressionError}. */
export interface ExpressionErrorOptions {
  /** Longer explanation or hint shown beneath the message. */
  description?: string;
  /** Offset in the evaluated template text where the problem starts. */
  position?: number;
  /** The error that caused this one. */
  cause?: unknown;
}

/** Base class of every error the expression language throws. */
export class ExpressionError extends Error {
  /** Why the expression failed. */
  readonly code: ExpressionErrorCode;
  /** Longer explanation or hint, when there is one. */
  readonly description: string | undefined;
  /** Offset in the template text (after the leading '=') where the problem starts. */
  position: number | undefined;

  /**
   * @param message - the user-facing message
   * @param code - the failure category
   * @param options - description, position and cause
   */
  constructor(message: string, code: ExpressionErrorCode = 'runtime', options: ExpressionErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ExpressionError';
    this.code = code;
    this.description = options.description;
    this.position = options.position;
  }
}

/** The text inside `{{ }}` could not be parsed. Its message is always 'Failed to parse expression'. */
export class ExpressionSyntaxError extends ExpressionError {
  /**
   * @param detail - what the parser reported, kept as the description
   * @param position - offset of the problem in the template text
   */
  constructor(detail: string, position?: number) {
    super(PARSE_FAILURE_MESSAGE, 'syntax', { description: detail, position });
    this.name = 'ExpressionSyntaxError';
  }
}

/** The expression uses a construct, name or value the sandbox refuses. */
export class ExpressionSecurityError extends ExpressionError {
  /**
   * @param message - names the refused construct or property
   * @param position - offset of the construct in the template text
   */
  constructor(message: string, position?: number) {
    super(message, 'security', {
      description: 'Expressions run in a restricted scope; see docs/expressions.md for what is available.',
      position,
    });
    this.name = 'ExpressionSecurityError';
  }
}

/** The message of every parse failure. */
export const PARSE_FAILURE_MESSAGE = 'Failed to parse expression';

/**
 * Turns anything thrown during evaluation into an {@link ExpressionError},
 * keeping the original message (e.g. "Cannot read properties of undefined
 * (reading 'x')") and mapping stack overflows to a `limit` error.
 *
 * @param error - what was thrown
 * @returns the error as an ExpressionError
 */
export function toExpressionError(error: unknown): ExpressionError {
  if (error instanceof ExpressionError) return error;
  if (error instanceof RangeError && /call stack/i.test(error.message)) {
    return new ExpressionError('The expression recursed too deeply', 'limit', { cause: error });
  }
  if (error instanceof TypeError) return new ExpressionError(error.message, 'type', { cause: error });
  if (error instanceof Error) return new ExpressionError(error.message, 'runtime', { cause: error });
  return new ExpressionError(`The expression threw ${describeThrown(error)}`, 'runtime', { cause: error });
}

function describeThrown(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (value === null || value === undefined) return String(value);
  return `a ${typeof value}`;
}
