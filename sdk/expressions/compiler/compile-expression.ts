/**
 * Compiling an allow-listed ESTree expression into closures: one closure per
 * node, built once. There is no code generation: the closures are ordinary
 * functions of this module that read the context, call the guards and
 * combine their children's results.
 *
 * This file covers the dispatcher, literals, identifiers, templates, array
 * and object literals, member access and optional chains. Calls and `new`
 * are in compile-calls.ts, operators in compile-operators.ts, arrow
 * functions, statements and patterns in compile-functions.ts.
 *
 * @module
 */
import type { ArrayExpression, Expression, Identifier, MemberExpression, ObjectExpression, SpreadElement, TemplateLiteral } from 'acorn';
import { ExpressionError, ExpressionSecurityError } from '../errors';
import { DENIED_GLOBAL_NAMES, isSafeGlobal, SAFE_GLOBALS } from '../sandbox/globals';
import { charge, defineDataValue, guardValue, readMember, toPropertyName } from '../sandbox/guards';
import { isAllowedFunction, kindOfPrototype, ObjectKind } from '../sandbox/intrinsics';
import { compileCall, compileNew } from './compile-calls';
import { compileArrow } from './compile-functions';
import { compileAssignment, compileBinary, compileLogical, compileUnary, compileUpdate } from './compile-operators';
import { compileError, localReader, SHORT_CIRCUIT, type CompileScope, type CompileSource, type Env, type Ev } from './scope';
import { createRegExp } from '../sandbox/regexp';

/**
 * Compiles one expression node.
 *
 * @param node - the node (already allow-list checked)
 * @param scope - the compile-time scope
 * @param source - the segment, for positions and labels
 * @param inChain - whether the node is on the spine of an optional chain
 * @returns the closure evaluating it
 */
export function compileExpression(node: Expression | SpreadElement, scope: CompileScope, source: CompileSource, inChain = false): Ev {
  switch (node.type) {
    case 'Literal':
      if (node.regex) {
        const { pattern, flags } = node.regex;
        return () => createRegExp(pattern, flags);
      }
      return constant(node.value);
    case 'Identifier':
      return compileIdentifier(node, scope);
    case 'TemplateLiteral':
      return compileTemplate(node, scope, source);
    case 'ArrayExpression':
      return compileArray(node, scope, source);
    case 'ObjectExpression':
      return compileObject(node, scope, source);
    case 'MemberExpression':
      return compileMember(node, scope, source, inChain);
    case 'ChainExpression': {
      const inner = compileExpression(node.expression, scope, source, true);
      return (env) => {
        const value = inner(env);
        return value === SHORT_CIRCUIT ? undefined : value;
      };
    }
    case 'CallExpression':
      return compileCall(node, scope, source, inChain);
    case 'NewExpression':
      return compileNew(node, scope, source);
    case 'ArrowFunctionExpression':
      return compileArrow(node, scope, source);
    case 'ConditionalExpression': {
      const test = compileExpression(node.test, scope, source);
      const yes = compileExpression(node.consequent, scope, source);
      const no = compileExpression(node.alternate, scope, source);
      return (env) => (test(env) ? yes(env) : no(env));
    }
    case 'BinaryExpression':
      return compileBinary(node, scope, source);
    case 'LogicalExpression':
      return compileLogical(node, scope, source);
    case 'UnaryExpression':
      return compileUnary(node, scope, source);
    case 'UpdateExpression':
      return compileUpdate(node, scope, source);
    case 'AssignmentExpression':
      return compileAssignment(node, scope, source);
    case 'SequenceExpression': {
      const parts = node.expressions.map((e) => compileExpression(e, scope, source));
      return (env) => {
        let value: unknown;
        for (const part of parts) value = part(env);
        return value;
      };
    }
    default:
      throw compileError(node, source, `${node.type} is not allowed in expressions`);
  }
}

function constant(value: unknown): Ev {
  return () => value;
}

/**
 * The error for an identifier that is neither local, global nor in the context.
 *
 * @param name - the identifier
 * @returns the error
 */
export function notDefined(name: string): ExpressionError {
  return new ExpressionError(`${name} is not defined`, 'reference', {
    description: name.startsWith('$') ? 'Check the spelling of the variable; see docs/expressions.md for the list.' : undefined,
  });
}

function compileIdentifier(node: Identifier, scope: CompileScope): Ev {
  const name = node.name;
  const local = scope.resolve(name);
  if (local) return localReader(local.depth, local.binding.slot);
  if (DENIED_GLOBAL_NAMES.has(name)) {
    return () => {
      throw notDefined(name);
    };
  }
  if (isSafeGlobal(name)) return constant(SAFE_GLOBALS[name]);
  return (env) => {
    const ctx = env.ctx as Record<string, unknown>;
    const value = ctx[name];
    if (value === undefined && !(name in ctx)) throw notDefined(name);
    if (typeof value === 'function' && !isAllowedFunction(value)) {
      throw new ExpressionSecurityError(`The context function '${name}' is not registered with allowExpressionFunction()`);
    }
    return value;
  };
}

function compileTemplate(node: TemplateLiteral, scope: CompileScope, source: CompileSource): Ev {
  const quasis = node.quasis.map((q) => q.value.cooked ?? q.value.raw);
  const parts = node.expressions.map((e) => compileExpression(e, scope, source));
  if (parts.length === 0) return constant(quasis[0] ?? '');
  return (env) => {
    let text = quasis[0] as string;
    for (let i = 0; i < parts.length; i += 1) text += `${(parts[i] as Ev)(env) as string}${quasis[i + 1] as string}`;
    if (text.length > 64) charge(env.st, text.length);
    return text;
  };
}

/**
 * Spreads an iterable into `out`, guarding and charging each element.
 *
 * @param env - the frame
 * @param value - what is spread
 * @param out - the array to fill
 */
export function spreadInto(env: Env, value: unknown, out: unknown[]): void {
  if (value === null || value === undefined || (typeof value !== 'object' && typeof value !== 'string')) {
    throw new ExpressionError(`${String(value)} is not iterable`, 'type');
  }
  let count = 0;
  for (const element of value as Iterable<unknown>) {
    out.push(guardValue(element));
    count += 1;
  }
  charge(env.st, count);
}

function compileArray(node: ArrayExpression, scope: CompileScope, source: CompileSource): Ev {
  const elements = node.elements.map((e) =>
    e === null
      ? null
      : { spread: e.type === 'SpreadElement', ev: compileExpression(e.type === 'SpreadElement' ? e.argument : e, scope, source) },
  );
  if (elements.every((e) => e !== null && !e.spread)) {
    const evs = elements.map((e) => (e as { ev: Ev }).ev);
    return (env) => {
      const out = new Array<unknown>(evs.length);
      for (let i = 0; i < evs.length; i += 1) out[i] = (evs[i] as Ev)(env);
      return out;
    };
  }
  return (env) => {
    const out: unknown[] = [];
    for (const element of elements) {
      if (element === null) out.push(undefined);
      else if (element.spread) spreadInto(env, element.ev(env), out);
      else out.push(element.ev(env));
    }
    return out;
  };
}

type ObjectPart = { kind: 'static'; key: string; value: Ev } | { kind: 'computed'; key: Ev; value: Ev } | { kind: 'spread'; value: Ev };

function compileObject(node: ObjectExpression, scope: CompileScope, source: CompileSource): Ev {
  const parts: ObjectPart[] = node.properties.map((property): ObjectPart => {
    if (property.type === 'SpreadElement') return { kind: 'spread', value: compileExpression(property.argument, scope, source) };
    const value = compileExpression(property.value, scope, source);
    if (property.computed) return { kind: 'computed', key: compileExpression(property.key, scope, source), value };
    const key = property.key.type === 'Identifier' ? property.key.name : String((property.key as { value?: unknown }).value);
    return { kind: 'static', key, value };
  });
  return (env) => {
    const out: Record<string | number, unknown> = {};
    for (const part of parts) {
      if (part.kind === 'static') out[part.key] = part.value(env);
      else if (part.kind === 'computed') {
        const key = toPropertyName(part.key(env));
        defineDataValue(out, key, part.value(env));
      } else copySpread(env, out, part.value(env));
    }
    return out;
  };
}

function copySpread(env: Env, out: Record<string | number, unknown>, value: unknown): void {
  if (value === null || value === undefined) return;
  if (typeof value === 'string') {
    charge(env.st, value.length);
    Object.assign(out, value.split(''));
    return;
  }
  if (typeof value !== 'object') return;
  const kind = kindOfPrototype(Object.getPrototypeOf(value) as object | null);
  if (kind !== ObjectKind.Data && kind !== ObjectKind.Builtin) {
    throw new ExpressionSecurityError('Only plain objects and arrays can be spread into an object');
  }
  const keys = Object.keys(value);
  charge(env.st, keys.length);
  for (const key of keys) defineDataValue(out, key, guardValue((value as Record<string, unknown>)[key], key));
}

function compileMember(node: MemberExpression, scope: CompileScope, source: CompileSource, inChain: boolean): Ev {
  const object = compileExpression(node.object as Expression, scope, source, inChain);
  const optional = node.optional;
  if (!node.computed && node.property.type === 'Identifier') {
    const name = node.property.name;
    if (!inChain) return (env) => readMember(object(env), name);
    return (env) => {
      const target = object(env);
      if (target === SHORT_CIRCUIT || (optional && (target === null || target === undefined))) return SHORT_CIRCUIT;
      return readMember(target, name);
    };
  }
  const property = compileExpression(node.property as Expression, scope, source);
  return (env) => {
    const target = object(env);
    if (inChain && (target === SHORT_CIRCUIT || (optional && (target === null || target === undefined)))) return SHORT_CIRCUIT;
    return readMember(target, toPropertyName(property(env)));
  };
}
