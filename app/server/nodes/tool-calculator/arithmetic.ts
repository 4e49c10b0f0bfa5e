/**
 * Arithmetic for the Calculator tool, parsed here (never `eval`): numbers, + - * / % ^,
 * parentheses, unary minus, the constants pi and e, and the functions sqrt, abs, round,
 * floor, ceil, log (natural), log10, exp, sin, cos, tan, min and max.
 */

const FUNCTIONS: Readonly<Record<string, (...args: number[]) => number>> = {
  sqrt: Math.sqrt,
  abs: Math.abs,
  round: Math.round,
  floor: Math.floor,
  ceil: Math.ceil,
  log: Math.log,
  ln: Math.log,
  log10: Math.log10,
  exp: Math.exp,
  sin: Math.sin,
  cos: Math.cos,
  tan: Math.tan,
  min: Math.min,
  max: Math.max,
};

const CONSTANTS: Readonly<Record<string, number>> = { pi: Math.PI, e: Math.E };

/** The value of `expression`; throws a readable error when it is not arithmetic. */
export function evaluateArithmetic(expression: string): number {
  const tokens = expression.match(/\d+(?:\.\d+)?(?:e[+-]?\d+)?|\.\d+|[a-z_][a-z0-9_]*|\*\*|[-+*/%^(),]|\S/gi) ?? [];
  let at = 0;
  const peek = () => tokens[at];
  const take = (expected?: string) => {
    const token = tokens[at];
    if (expected !== undefined && token !== expected)
      throw new Error(`Expected "${expected}" but found ${token === undefined ? 'the end' : `"${token}"`}`);
    at++;
    return token;
  };
  const primary = (): number => {
    const token = take();
    if (token === undefined) throw new Error('The expression ends too early');
    if (token === '(') {
      const value = sum();
      take(')');
      return value;
    }
    if (token === '-') return -power();
    if (token === '+') return power();
    if (/^[\d.]/.test(token)) return Number(token);
    const name = token.toLowerCase();
    if (name in CONSTANTS) return CONSTANTS[name]!;
    const fn = FUNCTIONS[name];
    if (!fn) throw new Error(`"${token}" is not a number, constant or function this calculator knows`);
    take('(');
    const args = [sum()];
    while (peek() === ',') {
      take(',');
      args.push(sum());
    }
    take(')');
    return fn(...args);
  };
  const power = (): number => {
    const base = primary();
    if (peek() === '^' || peek() === '**') {
      take();
      return base ** power();
    }
    return base;
  };
  const product = (): number => {
    let value = power();
    for (let op = peek(); op === '*' || op === '/' || op === '%'; op = peek()) {
      take();
      const right = power();
      value = op === '*' ? value * right : op === '/' ? value / right : value % right;
    }
    return value;
  };
  const sum = (): number => {
    let value = product();
    for (let op = peek(); op === '+' || op === '-'; op = peek()) {
      take();
      const right = product();
      value = op === '+' ? value + right : value - right;
    }
    return value;
  };
  const value = sum();
  if (at < tokens.length) throw new Error(`Unexpected "${tokens[at]}"`);
  return value;
}
