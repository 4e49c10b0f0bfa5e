/**
 * Syntax markers for the expression editors: an empty `{{ }}`, a
 * segment whose result is undefined, and a function name that is not called
 * (`$json.name.toUpperCase` without parentheses). A segment that does not
 * parse gets a `syntax` marker.
 *
 * @module
 */
import type { AnyNode, Expression, MemberExpression } from 'acorn';
import { evaluateCode, type EvaluateOptions } from './evaluate';
import { EXTENSION_NAMES, hasExtension } from './extensions/dispatch';
import { parseSegmentCode } from './parse';
import { isExpression, parseTemplate, type CodeSegment } from './template';

/** What a marker points out. */
export type ExpressionMarkerKind = 'empty' | 'undefined' | 'uncalled-function' | 'syntax';

/** One marker; offsets are into the text given to {@link expressionMarkers}. */
export interface ExpressionMarker {
  /** What it points out. */
  kind: ExpressionMarkerKind;
  /** Start offset. */
  from: number;
  /** End offset. */
  to: number;
  /** A short explanation for a tooltip. */
  message: string;
}

const NOT_FUNCTION_NAMES = new Set(['length', 'size', 'name', 'message', 'source', 'flags', 'json', 'binary', 'item', 'params']);

/** Method names of values expressions work with: a member with one of these names, not called, is likely a mistake. */
const KNOWN_METHOD_NAMES: ReadonlySet<string> = new Set(
  [String.prototype, Array.prototype, Number.prototype, Date.prototype, Object.prototype]
    .flatMap((proto) => Object.getOwnPropertyNames(proto))
    .concat([...EXTENSION_NAMES])
    .filter((name) => !NOT_FUNCTION_NAMES.has(name) && name !== 'constructor' && !name.startsWith('__')),
);

/**
 * Finds the syntax markers of an expression value.
 *
 * @param value - the expression value (with or without the leading '=')
 * @param context - when given, segments are evaluated to find undefined results and to confirm uncalled functions
 * @param options - evaluation options
 * @returns the markers in text order
 */
export function expressionMarkers(value: string, context?: object, options?: EvaluateOptions): ExpressionMarker[] {
  const base = isExpression(value) ? 1 : 0;
  const markers: ExpressionMarker[] = [];
  for (const segment of parseTemplate(value.slice(base))) {
    if (segment.kind === 'code') markers.push(...segmentMarkers(segment, base, context, options));
  }
  return markers;
}

function segmentMarkers(
  segment: CodeSegment,
  base: number,
  context: object | undefined,
  options: EvaluateOptions | undefined,
): ExpressionMarker[] {
  const from = base + segment.from;
  const to = base + segment.to;
  if (segment.code.trim() === '') return [{ kind: 'empty', from, to, message: 'Empty expression: write something between {{ and }}' }];
  let ast: Expression;
  try {
    ast = parseSegmentCode(segment.code);
  } catch (error) {
    return [
      {
        kind: 'syntax',
        from,
        to,
        message:
          error instanceof Error
            ? `${error.message}${'description' in error && error.description ? `: ${String(error.description)}` : ''}`
            : 'Failed to parse expression',
      },
    ];
  }
  const at = base + segment.codeFrom;
  const markers = uncalledMembers(ast).flatMap((member): ExpressionMarker[] => {
    const name = (member.property as { name: string }).name;
    if (context !== undefined && !isMethodOf(segment.code.slice(member.object.start, member.object.end), name, context, options)) return [];
    return [
      {
        kind: 'uncalled-function',
        from: at + member.property.start,
        to: at + member.end,
        message: `${name} is a function: add () to call it`,
      },
    ];
  });
  if (context !== undefined && markers.length === 0) {
    try {
      const result = evaluateCode(segment.code, context, options);
      if (result === undefined) markers.push({ kind: 'undefined', from, to, message: 'This expression evaluates to undefined' });
      else if (typeof result === 'function')
        markers.push({ kind: 'uncalled-function', from, to, message: 'This is a function: add () to call it' });
    } catch {
      // evaluation errors are shown in the result, not as markers
    }
  }
  return markers;
}

/** Whether `name` is a method (native or extension) of the value of `objectCode`; true when that cannot be told. */
function isMethodOf(objectCode: string, name: string, context: object, options: EvaluateOptions | undefined): boolean {
  let receiver: unknown;
  try {
    receiver = evaluateCode(objectCode, context, options);
  } catch {
    return true;
  }
  if (receiver === null || receiver === undefined) return false;
  if (hasExtension(receiver, name)) return true;
  try {
    return typeof (Object(receiver) as Record<string, unknown>)[name] === 'function';
  } catch {
    return false;
  }
}

function uncalledMembers(root: Expression): MemberExpression[] {
  const found: MemberExpression[] = [];
  const visit = (node: AnyNode | null | undefined, calledAsCallee: boolean): void => {
    if (!node || typeof node !== 'object') return;
    if (
      node.type === 'MemberExpression' &&
      !node.computed &&
      node.property.type === 'Identifier' &&
      !calledAsCallee &&
      KNOWN_METHOD_NAMES.has(node.property.name)
    ) {
      found.push(node);
    }
    if (node.type === 'CallExpression') {
      visit(unwrapChain(node.callee as AnyNode), true);
      node.arguments.forEach((a) => visit(a, false));
      return;
    }
    for (const [key, child] of Object.entries(node)) {
      if (key === 'type' || key === 'start' || key === 'end') continue;
      if (Array.isArray(child)) child.forEach((c) => visit(c as AnyNode, false));
      else if (child && typeof child === 'object' && 'type' in child) visit(child as AnyNode, false);
    }
  };
  visit(root, false);
  return found;
}

function unwrapChain(node: AnyNode): AnyNode {
  return node.type === 'ChainExpression' ? node.expression : node;
}
