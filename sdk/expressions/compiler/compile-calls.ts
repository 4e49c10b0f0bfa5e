/**
 * Compiling calls, method calls with extension dispatch, and `new`.
 *
 * A method call `value.name(args)` first asks the extension dispatcher when
 * `name` is an extension name (`'a b'.toTitleCase()`, `[1, 2].sum()`); an
 * extension for the receiver's type wins, as in n8n. Otherwise the method is
 * read through the member guard and must be an allow-listed function; a
 * public-API method must run on an instance of its own class. Every call
 * result is guarded (no host function or prototype comes back in) and its
 * size charged to the budget.
 *
 * @module
 */
import type { CallExpression, Expression, NewExpression, SpreadElement } from 'acorn';
import { ExpressionError, ExpressionSecurityError } from '../errors';
import { callExtension, EXTENSION_NAMES, extensionTypesWith, NO_EXTENSION } from '../extensions/dispatch';
import { constructorFor, standInName } from '../sandbox/globals';
import { cannotRead, chargeResult, checkReceiver, guardValue, readMethod, requireCallable, toPropertyName } from '../sandbox/guards';
import { receiverBrandOf } from '../sandbox/intrinsics';
import { callWithState, isStateful } from '../sandbox/evaluation-state';
import { compileExpression, spreadInto } from './compile-expression';
import { SHORT_CIRCUIT, sourceLabel, type CompileScope, type CompileSource, type Env, type Ev } from './scope';

type Args = (env: Env) => unknown[];

/** The initial `lastFn` of a call site: equal to no value. */
const NOT_SEEN: unique symbol = Symbol('not seen');

const apply = Reflect.apply;

/**
 * Compiles call arguments, with spread.
 *
 * @param nodes - the argument nodes
 * @param scope - compile scope
 * @param source - the segment
 * @returns a closure building the argument list
 */
export function compileArguments(nodes: ReadonlyArray<Expression | SpreadElement>, scope: CompileScope, source: CompileSource): Args {
  const parts = nodes.map((n) => ({
    spread: n.type === 'SpreadElement',
    ev: compileExpression(n.type === 'SpreadElement' ? n.argument : n, scope, source),
  }));
  if (parts.some((p) => p.spread)) {
    return (env) => {
      const out: unknown[] = [];
      for (const part of parts) {
        if (part.spread) spreadInto(env, part.ev(env), out);
        else out.push(part.ev(env));
      }
      return out;
    };
  }
  const evs = parts.map((p) => p.ev);
  switch (evs.length) {
    case 0:
      return () => [];
    case 1: {
      const [a] = evs as [Ev];
      return (env) => [a(env)];
    }
    case 2: {
      const [a, b] = evs as [Ev, Ev];
      return (env) => [a(env), b(env)];
    }
    default:
      return (env) => evs.map((ev) => ev(env));
  }
}

function notAFunction(label: string, name: string | number, receiver: unknown): ExpressionError {
  if (typeof name === 'string' && EXTENSION_NAMES.has(name)) {
    const types = extensionTypesWith(name).map((t) => (t === 'date' ? 'DateTime' : t[0]?.toUpperCase() + t.slice(1)));
    return new ExpressionError(`${name}() is only callable on ${types.length > 1 ? 'types' : 'type'} ${types.join(', ')}`, 'extension');
  }
  const holder = standInName(receiver);
  if (holder !== undefined) return new ExpressionSecurityError(`${holder}.${String(name)} is not available in expressions`);
  return new ExpressionError(`${label} is not a function`, 'type');
}

/** A call site's memory of the last method it called, so repeated calls skip the allow-list lookups. */
export interface MethodSite {
  /** The method name, when known at compile time. */
  readonly name: string | undefined;
  /** Whether that name is an extension name. */
  readonly extension: boolean;
  /** The callee as written, for messages. */
  readonly label: string;
  /** Whether the call was written `?.()`. */
  readonly optionalCall: boolean;
  /** The last function called here that needed no receiver check. */
  lastFn: unknown;
}

/**
 * Calls a method on a receiver: extension first when `name` is one, then the
 * guarded native method.
 *
 * @param env - the frame
 * @param site - the call site
 * @param receiver - the value the method is called on (not null or undefined)
 * @param name - the method name
 * @param args - the evaluated arguments
 * @returns the guarded result, or SHORT_CIRCUIT for `?.()` on a missing method
 */
export function callMethod(env: Env, site: MethodSite, receiver: unknown, name: string | number, args: unknown[]): unknown {
  const extension = site.name === undefined ? typeof name === 'string' && EXTENSION_NAMES.has(name) : site.extension;
  if (extension && standInName(receiver) === undefined) {
    const result = callWithState(env.st, callExtension as (...a: unknown[]) => unknown, undefined, [receiver, name, args]);
    if (result !== NO_EXTENSION) return guardValue(result);
  }
  const fn = readMethod(receiver, name);
  if (fn !== site.lastFn) {
    if (typeof fn !== 'function') {
      if (site.optionalCall && (fn === null || fn === undefined)) return SHORT_CIRCUIT;
      throw notAFunction(site.label, name, receiver);
    }
    guardValue(fn, name);
    checkReceiver(fn, receiver, site.label);
    if (receiverBrandOf(fn) === undefined) site.lastFn = fn;
  }
  const callable = fn as (...a: unknown[]) => unknown;
  const result = isStateful(callable) ? callWithState(env.st, callable, receiver, args) : apply(callable, receiver, args);
  return chargeResult(env.st, guardValue(result, name));
}

/**
 * Compiles a call expression.
 *
 * @param node - the call
 * @param scope - compile scope
 * @param source - the segment
 * @param inChain - whether it is on an optional chain's spine
 * @returns the closure
 */
export function compileCall(node: CallExpression, scope: CompileScope, source: CompileSource, inChain: boolean): Ev {
  const args = compileArguments(node.arguments, scope, source);
  const callee = node.callee;
  const optionalCall = node.optional;
  if (callee.type === 'MemberExpression') {
    const label = sourceLabel(callee, source);
    const object = compileExpression(callee.object as Expression, scope, source, inChain);
    const optionalMember = callee.optional;
    const staticName = !callee.computed && callee.property.type === 'Identifier' ? callee.property.name : undefined;
    const property = staticName === undefined ? compileExpression(callee.property as Expression, scope, source) : undefined;
    const site: MethodSite = {
      name: staticName,
      extension: staticName !== undefined && EXTENSION_NAMES.has(staticName),
      label,
      optionalCall,
      lastFn: NOT_SEEN,
    };
    return (env) => {
      const receiver = object(env);
      if (receiver === SHORT_CIRCUIT) return SHORT_CIRCUIT;
      const name = staticName ?? toPropertyName((property as Ev)(env));
      if (receiver === null || receiver === undefined) {
        if (optionalMember) return SHORT_CIRCUIT;
        throw cannotRead(receiver, name);
      }
      return callMethod(env, site, receiver, name, args(env));
    };
  }
  const label = sourceLabel(callee, source);
  const fnEv = compileExpression(callee as Expression, scope, source, inChain);
  return (env) => {
    const fn = fnEv(env);
    if (fn === SHORT_CIRCUIT) return SHORT_CIRCUIT;
    if (optionalCall && (fn === null || fn === undefined)) return SHORT_CIRCUIT;
    const callable = requireCallable(fn, label);
    const result = isStateful(callable) ? callWithState(env.st, callable, undefined, args(env)) : apply(callable, undefined, args(env));
    return chargeResult(env.st, guardValue(result));
  };
}

const NEW_ALLOWED = "'new' is only allowed with Date, RegExp, Map, Set, URL and URLSearchParams";

/**
 * Compiles `new X(...)`: only the allow-listed constructors.
 *
 * @param node - the new expression
 * @param scope - compile scope
 * @param source - the segment
 * @returns the closure
 */
export function compileNew(node: NewExpression, scope: CompileScope, source: CompileSource): Ev {
  const callee = compileExpression(node.callee as Expression, scope, source);
  const args = compileArguments(node.arguments, scope, source);
  return (env) => {
    const Ctor = constructorFor(callee(env));
    if (Ctor === undefined) throw new ExpressionSecurityError(NEW_ALLOWED, source.offset + node.start);
    return guardValue(new Ctor(...args(env)));
  };
}
