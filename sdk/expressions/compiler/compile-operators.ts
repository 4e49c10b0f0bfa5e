/**
 * Compiling operators: binary, logical, unary, update and assignment. Each
 * operator gets its own small closure so the common cases (`$json.a + 1`)
 * cost one call per operand. `in` and `instanceof` go through the guards;
 * assignment and update only target local `let` variables and parameters.
 *
 * @module
 */
import type {
  AssignmentExpression,
  BinaryExpression,
  Expression,
  Identifier,
  LogicalExpression,
  UnaryExpression,
  UpdateExpression,
} from 'acorn';
import { ExpressionError, ExpressionSecurityError } from '../errors';
import { instanceofTarget } from '../sandbox/globals';
import { toPropertyName } from '../sandbox/guards';
import { compileExpression } from './compile-expression';
import { compileError, frameAt, type CompileScope, type CompileSource, type Env, type Ev } from './scope';

type Num = number;
type BinaryFn = (a: unknown, b: unknown) => unknown;

const BINARY: Readonly<Record<string, BinaryFn>> = {
  '+': (a, b) => (a as Num) + (b as Num),
  '-': (a, b) => (a as Num) - (b as Num),
  '*': (a, b) => (a as Num) * (b as Num),
  '/': (a, b) => (a as Num) / (b as Num),
  '%': (a, b) => (a as Num) % (b as Num),
  '**': (a, b) => (a as Num) ** (b as Num),
  '==': (a, b) => a == b,
  '!=': (a, b) => a != b,
  '===': (a, b) => a === b,
  '!==': (a, b) => a !== b,
  '<': (a, b) => (a as Num) < (b as Num),
  '<=': (a, b) => (a as Num) <= (b as Num),
  '>': (a, b) => (a as Num) > (b as Num),
  '>=': (a, b) => (a as Num) >= (b as Num),
  '<<': (a, b) => (a as Num) << (b as Num),
  '>>': (a, b) => (a as Num) >> (b as Num),
  '>>>': (a, b) => (a as Num) >>> (b as Num),
  '&': (a, b) => (a as Num) & (b as Num),
  '|': (a, b) => (a as Num) | (b as Num),
  '^': (a, b) => (a as Num) ^ (b as Num),
  in: (a, b) => {
    if (typeof b !== 'object' || b === null)
      throw new ExpressionError(`Cannot use 'in' to search for '${String(a)}' in ${String(b)}`, 'type');
    return toPropertyName(a) in b;
  },
  instanceof: (a, b) => {
    const target = instanceofTarget(b);
    if (target === undefined) {
      throw new ExpressionSecurityError(
        "The right-hand side of 'instanceof' must be one of Date, RegExp, Map, Set, URL, Array, Object, String, Number, Boolean, DateTime, Duration or Interval",
      );
    }
    return a instanceof (target as abstract new () => unknown);
  },
};

/**
 * Compiles a binary expression.
 *
 * @param node - the node
 * @param scope - compile scope
 * @param source - the segment
 * @returns the closure
 */
export function compileBinary(node: BinaryExpression, scope: CompileScope, source: CompileSource): Ev {
  const left = compileExpression(node.left as Expression, scope, source);
  const right = compileExpression(node.right, scope, source);
  switch (node.operator) {
    case '+':
      return (env) => (left(env) as Num) + (right(env) as Num);
    case '-':
      return (env) => (left(env) as Num) - (right(env) as Num);
    case '*':
      return (env) => (left(env) as Num) * (right(env) as Num);
    case '===':
      return (env) => left(env) === right(env);
    case '!==':
      return (env) => left(env) !== right(env);
    default: {
      const op = BINARY[node.operator];
      if (op === undefined) throw compileError(node, source, `The operator '${node.operator}' is not allowed in expressions`);
      return (env) => op(left(env), right(env));
    }
  }
}

/**
 * Compiles `&&`, `||` and `??`.
 *
 * @param node - the node
 * @param scope - compile scope
 * @param source - the segment
 * @returns the closure
 */
export function compileLogical(node: LogicalExpression, scope: CompileScope, source: CompileSource): Ev {
  const left = compileExpression(node.left, scope, source);
  const right = compileExpression(node.right, scope, source);
  if (node.operator === '&&') return (env) => left(env) && right(env);
  if (node.operator === '||') return (env) => left(env) || right(env);
  return (env) => left(env) ?? right(env);
}

/**
 * Compiles unary operators (`delete` is refused by the allow-list).
 *
 * @param node - the node
 * @param scope - compile scope
 * @param source - the segment
 * @returns the closure
 */
export function compileUnary(node: UnaryExpression, scope: CompileScope, source: CompileSource): Ev {
  const argument = compileExpression(node.argument, scope, source);
  switch (node.operator) {
    case '-':
      return (env) => -(argument(env) as Num);
    case '+':
      return (env) => +(argument(env) as Num);
    case '!':
      return (env) => !argument(env);
    case '~':
      return (env) => ~(argument(env) as Num);
    case 'void':
      return (env) => void argument(env);
    case 'typeof':
      if (node.argument.type === 'Identifier') {
        return (env) => {
          try {
            return typeof argument(env);
          } catch (error) {
            if (error instanceof ExpressionError && error.code === 'reference') return 'undefined';
            throw error;
          }
        };
      }
      return (env) => typeof argument(env);
    default:
      throw compileError(node, source, `The operator '${node.operator}' is not allowed in expressions`);
  }
}

function assignableLocal(node: Identifier, scope: CompileScope, source: CompileSource): { depth: number; slot: number } {
  const local = scope.resolve(node.name);
  if (!local) {
    throw new ExpressionSecurityError(
      `Only variables declared with let inside the expression can be assigned; '${node.name}' is not one`,
      source.offset + node.start,
    );
  }
  if (local.binding.kind === 'const') throw compileError(node, source, `Assignment to constant variable '${node.name}'`);
  return { depth: local.depth, slot: local.binding.slot };
}

function slotWriter(depth: number, slot: number): (env: Env, value: unknown) => void {
  return depth === 0 ? (env, value) => void (env.v[slot] = value) : (env, value) => void (frameAt(env, depth).v[slot] = value);
}

/**
 * Compiles `x++`, `--x`, ... on a local variable.
 *
 * @param node - the node
 * @param scope - compile scope
 * @param source - the segment
 * @returns the closure
 */
export function compileUpdate(node: UpdateExpression, scope: CompileScope, source: CompileSource): Ev {
  const { depth, slot } = assignableLocal(node.argument as Identifier, scope, source);
  const write = slotWriter(depth, slot);
  const delta = node.operator === '++' ? 1 : -1;
  const prefix = node.prefix;
  return (env) => {
    const old = +(frameAt(env, depth).v[slot] as Num);
    write(env, old + delta);
    return prefix ? old + delta : old;
  };
}

/**
 * Compiles assignment to a local variable (`=`, `+=`, `||=`, ...).
 *
 * @param node - the node
 * @param scope - compile scope
 * @param source - the segment
 * @returns the closure
 */
export function compileAssignment(node: AssignmentExpression, scope: CompileScope, source: CompileSource): Ev {
  const { depth, slot } = assignableLocal(node.left as Identifier, scope, source);
  const write = slotWriter(depth, slot);
  const right = compileExpression(node.right, scope, source);
  const read = (env: Env): unknown => frameAt(env, depth).v[slot];
  const set = (env: Env, value: unknown): unknown => {
    write(env, value);
    return value;
  };
  switch (node.operator) {
    case '=':
      return (env) => set(env, right(env));
    case '||=':
      return (env) => read(env) || set(env, right(env));
    case '&&=':
      return (env) => read(env) && set(env, right(env));
    case '??=':
      return (env) => read(env) ?? set(env, right(env));
    default: {
      const op = BINARY[node.operator.slice(0, -1)];
      if (op === undefined) throw compileError(node, source, `The operator '${node.operator}' is not allowed in expressions`);
      return (env) => set(env, op(read(env), right(env)));
    }
  }
}
