/**
 * A small acorn AST walk that yields every node with its parent, which the
 * lint rules need to tell a variable from a property name.
 *
 * @module
 */
import { Parser, type Node as AcornNode } from 'acorn';

/** An acorn node seen as plain data. */
export type AstNode = AcornNode & Record<string, unknown>;

/** A node and where it sits. */
export interface Visit {
  readonly node: AstNode;
  readonly parent: AstNode | null;
  /** The parent's field holding the node, e.g. 'property', 'callee'. */
  readonly field: string | null;
}

/** Parses Code-node source as the body of an async function (top-level return and await allowed). */
export function parseCodeNodeSource(code: string): AstNode {
  return Parser.parse(code, {
    ecmaVersion: 'latest',
    sourceType: 'script',
    allowReturnOutsideFunction: true,
    allowAwaitOutsideFunction: true,
    locations: true,
  }) as unknown as AstNode;
}

function isNode(value: unknown): value is AstNode {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

/** Every node of the tree, depth first, parents before children. */
export function walkAst(root: AstNode): Visit[] {
  const out: Visit[] = [];
  const stack: Visit[] = [{ node: root, parent: null, field: null }];
  while (stack.length > 0) {
    const visit = stack.pop() as Visit;
    out.push(visit);
    const children: Visit[] = [];
    for (const [field, value] of Object.entries(visit.node)) {
      if (field === 'loc') continue;
      if (Array.isArray(value)) for (const item of value) if (isNode(item)) children.push({ node: item, parent: visit.node, field });
      if (isNode(value)) children.push({ node: value, parent: visit.node, field });
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as Visit);
  }
  return out;
}

/** Whether an Identifier visit is a variable reference (not a property name, object key or label). */
export function isVariableReference(visit: Visit): boolean {
  const { parent, field } = visit;
  if (!parent) return true;
  if (parent.type === 'MemberExpression' && field === 'property' && parent['computed'] !== true) return false;
  if (
    (parent.type === 'Property' || parent.type === 'MethodDefinition' || parent.type === 'PropertyDefinition') &&
    field === 'key' &&
    parent['computed'] !== true
  ) {
    return parent.type === 'Property' && parent['shorthand'] === true;
  }
  if ((parent.type === 'LabeledStatement' || parent.type === 'BreakStatement' || parent.type === 'ContinueStatement') && field === 'label')
    return false;
  return true;
}

/** The name of an Identifier node, or undefined for any other node. */
export function identifierName(node: unknown): string | undefined {
  return isNode(node) && node.type === 'Identifier' ? (node['name'] as string) : undefined;
}
