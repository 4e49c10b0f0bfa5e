/**
 * Compiling arrow functions, their statements and destructuring patterns.
 *
 * An arrow function becomes a real JavaScript function (so `.map(x => x.a)`
 * and `.sort((a, b) => a - b)` work with the native methods) that is
 * registered as allowed, counts one step per call, guards every argument it
 * receives and runs its compiled body in a fresh frame. It has no `this`,
 * no `arguments` and no prototype.
 *
 * @module
 */
import type { ArrowFunctionExpression, BlockStatement, Expression, ForOfStatement, Pattern, Statement, VariableDeclaration } from 'acorn';
import { ExpressionError, ExpressionSecurityError } from '../errors';
import { charge, guardValue, readMember, toPropertyName } from '../sandbox/guards';
import { allowFunction, kindOfPrototype, ObjectKind } from '../sandbox/intrinsics';
import { compileExpression } from './compile-expression';
import { CompileScope, Completion, compileError, type CompileSource, type Env, type Ev, type Exec, type FrameInfo } from './scope';

type Bind = (env: Env, value: unknown) => void;

/**
 * Compiles an arrow function expression.
 *
 * @param node - the arrow function
 * @param scope - the enclosing scope
 * @param source - the segment
 * @returns a closure creating the function value
 */
export function compileArrow(node: ArrowFunctionExpression, scope: CompileScope, source: CompileSource): Ev {
  const frame: FrameInfo = { size: 0 };
  const fnScope = new CompileScope(scope, frame);
  const last = node.params[node.params.length - 1];
  const rest = last?.type === 'RestElement' ? compileBinding(last.argument, fnScope, source, 'param') : undefined;
  const binders = (rest ? node.params.slice(0, -1) : node.params).map((p) => compileBinding(p, fnScope, source, 'param'));
  let body: Ev;
  if (node.body.type === 'BlockStatement') {
    const block = compileStatements(node.body.body, fnScope, source);
    body = (env) => (block(env) === Completion.Return ? env.rv : undefined);
  } else {
    body = compileExpression(node.body as Expression, fnScope, source);
  }
  const paramCount = binders.length;
  return (outer) => {
    const fn = (...args: unknown[]): unknown => {
      const st = outer.st;
      charge(st, 1);
      const env: Env = { ctx: outer.ctx, st, v: new Array<unknown>(frame.size), p: outer, rv: undefined };
      for (let i = 0; i < paramCount; i += 1) (binders[i] as Bind)(env, guardValue(args[i]));
      if (rest !== undefined)
        rest(
          env,
          args.slice(paramCount).map((a) => guardValue(a)),
        );
      return body(env);
    };
    return allowFunction(fn);
  };
}

/**
 * Compiles a statement list as one block: `let`/`const` names are declared
 * first so closures see the right slots.
 *
 * @param statements - the statements
 * @param scope - the block's scope
 * @param source - the segment
 * @returns the compiled block
 */
export function compileStatements(statements: readonly Statement[], scope: CompileScope, source: CompileSource): Exec {
  for (const statement of statements) {
    if (statement.type === 'VariableDeclaration') {
      for (const declarator of statement.declarations) {
        for (const name of patternNames(declarator.id)) scope.declare(name, statement.kind === 'const' ? 'const' : 'let');
      }
    }
  }
  const compiled = statements.map((s) => compileStatement(s, scope, source));
  return (env) => {
    for (const exec of compiled) {
      const completion = exec(env);
      if (completion !== Completion.Normal) return completion;
    }
    return Completion.Normal;
  };
}

function compileStatement(node: Statement, scope: CompileScope, source: CompileSource): Exec {
  switch (node.type) {
    case 'ExpressionStatement': {
      const ev = compileExpression(node.expression as Expression, scope, source);
      return (env) => {
        ev(env);
        return Completion.Normal;
      };
    }
    case 'ReturnStatement': {
      const ev = node.argument ? compileExpression(node.argument, scope, source) : undefined;
      return (env) => {
        env.rv = ev === undefined ? undefined : ev(env);
        return Completion.Return;
      };
    }
    case 'VariableDeclaration':
      return compileDeclaration(node, scope, source);
    case 'IfStatement': {
      const test = compileExpression(node.test, scope, source);
      const yes = compileStatement(node.consequent, scope, source);
      const no = node.alternate ? compileStatement(node.alternate, scope, source) : undefined;
      return (env) => (test(env) ? yes(env) : no === undefined ? Completion.Normal : no(env));
    }
    case 'BlockStatement':
      return compileBlock(node, scope, source);
    case 'EmptyStatement':
      return () => Completion.Normal;
    case 'ForOfStatement':
      return compileForOf(node, scope, source);
    case 'BreakStatement':
      return () => Completion.Break;
    case 'ContinueStatement':
      return () => Completion.Continue;
    default:
      throw compileError(node, source, `${node.type} is not allowed in expressions`);
  }
}

function compileBlock(node: BlockStatement, scope: CompileScope, source: CompileSource): Exec {
  return compileStatements(node.body, new CompileScope(scope, scope.frame), source);
}

function compileDeclaration(node: VariableDeclaration, scope: CompileScope, source: CompileSource): Exec {
  const parts = node.declarations.map((d) => ({
    bind: compileBinding(d.id, scope, source, null),
    init: d.init ? compileExpression(d.init, scope, source) : undefined,
  }));
  return (env) => {
    for (const part of parts) part.bind(env, part.init === undefined ? undefined : part.init(env));
    return Completion.Normal;
  };
}

function compileForOf(node: ForOfStatement, scope: CompileScope, source: CompileSource): Exec {
  const right = compileExpression(node.right, scope, source);
  const frame: FrameInfo = { size: 0 };
  const roundScope = new CompileScope(scope, frame);
  const declaration = node.left as VariableDeclaration;
  const kind = declaration.kind === 'const' ? 'const' : 'let';
  const bind = compileBinding(declaration.declarations[0]?.id as Pattern, roundScope, source, kind);
  const body = compileStatement(node.body, roundScope, source);
  return (env) => {
    const iterable = right(env);
    if (iterable === null || iterable === undefined || (typeof iterable !== 'object' && typeof iterable !== 'string')) {
      throw new ExpressionError(`${String(iterable)} is not iterable`, 'type');
    }
    for (const element of iterable as Iterable<unknown>) {
      charge(env.st, 1);
      const round: Env = { ctx: env.ctx, st: env.st, v: new Array<unknown>(frame.size), p: env, rv: undefined };
      bind(round, guardValue(element));
      const completion = body(round);
      if (completion === Completion.Break) break;
      if (completion === Completion.Return) {
        env.rv = round.rv;
        return Completion.Return;
      }
    }
    return Completion.Normal;
  };
}

/**
 * The names a pattern declares.
 *
 * @param pattern - a binding pattern
 * @returns the identifiers in it
 */
export function patternNames(pattern: Pattern): string[] {
  switch (pattern.type) {
    case 'Identifier':
      return [pattern.name];
    case 'ObjectPattern':
      return pattern.properties.flatMap((p) => patternNames(p.type === 'RestElement' ? p.argument : p.value));
    case 'ArrayPattern':
      return pattern.elements.flatMap((e) => (e ? patternNames(e) : []));
    case 'RestElement':
      return patternNames(pattern.argument);
    case 'AssignmentPattern':
      return patternNames(pattern.left);
    default:
      return [];
  }
}

/**
 * Compiles a binding pattern into a function that stores a value into slots.
 *
 * @param pattern - identifier or destructuring pattern
 * @param scope - where the names live
 * @param source - the segment
 * @param declareAs - declare the names with this kind, or null when already declared
 * @returns the binder
 */
function compileBinding(pattern: Pattern, scope: CompileScope, source: CompileSource, declareAs: 'const' | 'let' | 'param' | null): Bind {
  switch (pattern.type) {
    case 'Identifier': {
      const slot = (declareAs === null ? scope.resolve(pattern.name)?.binding : scope.declare(pattern.name, declareAs))?.slot;
      if (slot === undefined) throw compileError(pattern, source, `${pattern.name} is not declared`);
      return (env, value) => void (env.v[slot] = value);
    }
    case 'AssignmentPattern': {
      const inner = compileBinding(pattern.left, scope, source, declareAs);
      const fallback = compileExpression(pattern.right, scope, source);
      return (env, value) => inner(env, value === undefined ? fallback(env) : value);
    }
    case 'ObjectPattern': {
      const parts = pattern.properties.map((p) => {
        if (p.type === 'RestElement') return { rest: true as const, bind: compileBinding(p.argument, scope, source, declareAs) };
        const key = p.computed
          ? compileExpression(p.key, scope, source)
          : p.key.type === 'Identifier'
            ? p.key.name
            : String((p.key as { value?: unknown }).value);
        return { rest: false as const, key, bind: compileBinding(p.value, scope, source, declareAs) };
      });
      return (env, value) => {
        if (value === null || value === undefined) throw new ExpressionError(`Cannot destructure '${String(value)}'`, 'type');
        const used = new Set<string | number>();
        for (const part of parts) {
          if (part.rest) {
            part.bind(env, restOf(value, used));
            continue;
          }
          const name = typeof part.key === 'string' ? part.key : toPropertyName(part.key(env));
          used.add(String(name));
          part.bind(env, readMember(value, name));
        }
      };
    }
    case 'ArrayPattern': {
      const parts = pattern.elements.map((e) =>
        e === null
          ? null
          : e.type === 'RestElement'
            ? { rest: true, bind: compileBinding(e.argument, scope, source, declareAs) }
            : { rest: false, bind: compileBinding(e, scope, source, declareAs) },
      );
      return (env, value) => {
        const list = toList(env, value);
        parts.forEach((part, index) => {
          if (part !== null) part.bind(env, part.rest ? list.slice(index) : guardValue(list[index]));
        });
      };
    }
    default:
      throw compileError(pattern, source, 'Only variables and destructuring patterns can be declared in expressions');
  }
}

function restOf(value: unknown, used: ReadonlySet<string | number>): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || kindOfPrototype(Object.getPrototypeOf(value) as object | null) !== ObjectKind.Data) {
    throw new ExpressionSecurityError('Rest destructuring (...rest) works on plain objects only');
  }
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    if (!used.has(key))
      Object.defineProperty(out, key, {
        value: guardValue((value as Record<string, unknown>)[key], key),
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
  return out;
}

function toList(env: Env, value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (value === null || value === undefined || (typeof value !== 'object' && typeof value !== 'string')) {
    throw new ExpressionError(`${String(value)} is not iterable`, 'type');
  }
  const list = Array.from(value as Iterable<unknown>);
  charge(env.st, list.length);
  return list;
}
