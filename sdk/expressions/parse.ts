/**
 * Parsing the code of one `{{ }}` segment into an ESTree expression with
 * acorn. The code must be exactly one expression (comments and a trailing
 * semicolon allowed); anything else fails with 'Failed to parse expression'
 * and the parser's own detail as the description.
 *
 * @module
 */
import { parseExpressionAt, tokenizer, tokTypes } from 'acorn';
import type { AnyNode, Expression, Options } from 'acorn';
import { ExpressionSyntaxError } from './errors';

const PARSE_OPTIONS: Options = {
  ecmaVersion: 'latest',
  sourceType: 'script',
  allowHashBang: false,
  allowReserved: true,
  locations: false,
  // Keep parentheses so the parsed node ends where the code really ends (a
  // leading '(' would otherwise hide a trailing ')'); they are removed below.
  preserveParens: true,
};

/**
 * Parses segment code as a single expression.
 *
 * @param code - the text between `{{` and `}}`
 * @param offset - offset of the code in the template text, used for error positions
 * @returns the expression's syntax tree (node offsets are relative to `code`)
 * @throws ExpressionSyntaxError when the code is empty or not one expression
 */
export function parseSegmentCode(code: string, offset = 0): Expression {
  if (code.trim() === '') throw new ExpressionSyntaxError('The expression is empty', offset);
  let node: Expression;
  try {
    node = parseExpressionAt(code, 0, PARSE_OPTIONS);
  } catch (error) {
    throw syntaxErrorFrom(error, offset);
  }
  const rest = firstTokenAfter(code, node.end, offset);
  if (rest !== null) {
    throw new ExpressionSyntaxError(`Unexpected ${rest.text} after the expression`, offset + rest.at);
  }
  return withoutParentheses(node) as Expression;
}

/** Replaces every ParenthesizedExpression by the expression inside it. */
function withoutParentheses(node: AnyNode): AnyNode {
  let current = node;
  while (current.type === 'ParenthesizedExpression') current = current.expression;
  const record = current as unknown as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const child = record[key];
    if (Array.isArray(child)) {
      record[key] = child.map((c: unknown) => (isNode(c) ? withoutParentheses(c) : c));
    } else if (isNode(child)) {
      record[key] = withoutParentheses(child);
    }
  }
  return current;
}

function isNode(value: unknown): value is AnyNode {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

function firstTokenAfter(code: string, end: number, offset: number): { text: string; at: number } | null {
  try {
    const tokens = tokenizer(code.slice(end), PARSE_OPTIONS);
    let token = tokens.getToken();
    if (token.type === tokTypes.semi) token = tokens.getToken();
    if (token.type === tokTypes.eof) return null;
    return { text: `'${code.slice(end + token.start, end + token.end)}'`, at: end + token.start };
  } catch (error) {
    throw syntaxErrorFrom(error, offset + end);
  }
}

function syntaxErrorFrom(error: unknown, offset: number): ExpressionSyntaxError {
  if (error instanceof SyntaxError) {
    const pos = (error as SyntaxError & { pos?: number }).pos;
    const detail = error.message.replace(/\s*\(\d+:\d+\)$/, '');
    return new ExpressionSyntaxError(detail, typeof pos === 'number' ? offset + pos : offset);
  }
  return new ExpressionSyntaxError(error instanceof Error ? error.message : String(error), offset);
}
