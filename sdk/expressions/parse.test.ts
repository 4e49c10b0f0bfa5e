import { describe, expect, it } from 'vitest';
import { ExpressionSyntaxError, PARSE_FAILURE_MESSAGE } from './errors';
import { parseSegmentCode } from './parse';

function failure(code: string): ExpressionSyntaxError {
  try {
    parseSegmentCode(code, 10);
  } catch (error) {
    if (error instanceof ExpressionSyntaxError) return error;
    throw error;
  }
  throw new Error(`expected ${code} to fail`);
}

describe('parseSegmentCode', () => {
  it('parses one expression, allowing comments and a trailing semicolon', () => {
    expect(parseSegmentCode(' $json.a + 1 ').type).toBe('BinaryExpression');
    expect(parseSegmentCode('$json.a // note').type).toBe('MemberExpression');
    expect(parseSegmentCode('1;').type).toBe('Literal');
    expect(parseSegmentCode('{a: 1}').type).toBe('ObjectExpression');
  });

  it("fails with 'Failed to parse expression' and the parser's detail", () => {
    const error = failure('$json.a.');
    expect(error.message).toBe(PARSE_FAILURE_MESSAGE);
    expect(error.message).toBe('Failed to parse expression');
    expect(error.code).toBe('syntax');
    expect(error.description).toMatch(/Unexpected token/);
    expect(error.position).toBeGreaterThanOrEqual(10);
  });

  it('refuses empty code and code with more than one expression', () => {
    expect(failure('   ').description).toBe('The expression is empty');
    expect(failure('1; 2').description).toBe("Unexpected '2' after the expression");
    expect(failure('a b').message).toBe('Failed to parse expression');
  });

  it('reports statements, which are not expressions, as parse failures', () => {
    expect(failure('with (a) b').message).toBe('Failed to parse expression');
    expect(failure('import fs from "fs"').message).toBe('Failed to parse expression');
  });
});
