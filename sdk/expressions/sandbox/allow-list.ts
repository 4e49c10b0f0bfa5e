/**
 * The allow-list check every parsed `{{ }}` segment passes before it is
 * compiled. It walks the whole syntax tree and refuses, with a message
 * naming the construct, every node type that is not on the list below.
 *
 * Allowed expressions: literals (no BigInt), identifiers, template literals
 * (not tagged), array and object literals (plain `key: value` properties,
 * shorthand, spread; no getters, setters, methods or `__proto__` keys),
 * member access and optional chains (property names checked here when
 * static and at run time when computed), calls, `new` (checked at run time
 * against Date, RegExp, Map, Set, URL, URLSearchParams), arrow functions
 * (not async), conditional, binary, logical, unary (no `delete`), update and
 * assignment (to local variables only: checked by the compiler), sequence,
 * spread.
 *
 * Allowed statements, inside arrow-function bodies only: `const`/`let`
 * declarations, `return`, `if`/`else`, blocks, expression statements,
 * `for (const x of ...)` with `break`/`continue`, empty statements.
 *
 * Refused, each by name: `this`, `function`, classes, `super`,
 * `import()`/`import.meta`, `new.target`, tagged templates, `await`,
 * `yield`, `delete`, `with`, `var`, other loops, `try`, `throw`, `switch`,
 * labels, `debugger`, private names, destructuring assignment, assignment
 * to properties.
 *
 * @module
 */
import type { AnyNode, Expression, Pattern, Statement } from 'acorn';
import { ExpressionSecurityError } from '../errors';
import { BLOCKED_PROPERTY_NAMES } from './intrinsics';

const REFUSED: Readonly<Record<string, string>> = {
  ThisExpression: "'this' is not available in expressions",
  FunctionExpression: "'function' expressions are not allowed in expressions; use an arrow function such as (x) => x.a",
  FunctionDeclaration: "'function' declarations are not allowed in expressions; use an arrow function",
  ClassExpression: 'Classes are not allowed in expressions',
  ClassDeclaration: 'Classes are not allowed in expressions',
  Super: "'super' is not allowed in expressions",
  ImportExpression: "'import()' is not allowed in expressions",
  MetaProperty: "'import.meta' and 'new.target' are not allowed in expressions",
  TaggedTemplateExpression: 'Tagged templates are not allowed in expressions; use a plain template literal',
  AwaitExpression: "'await' is not allowed in expressions",
  YieldExpression: "'yield' is not allowed in expressions",
  WithStatement: "'with' statements are not allowed in expressions",
  WhileStatement: "'while' loops are not allowed in expressions; use for...of or array methods",
  DoWhileStatement: "'do...while' loops are not allowed in expressions; use for...of or array methods",
  ForStatement: "'for (;;)' loops are not allowed in expressions; use for...of or array methods",
  ForInStatement: "'for...in' loops are not allowed in expressions; use for (const key of Object.keys(obj))",
  TryStatement: "'try' is not allowed in expressions",
  ThrowStatement: "'throw' is not allowed in expressions",
  SwitchStatement: "'switch' is not allowed in expressions; use if/else or a conditional",
  LabeledStatement: 'Labels are not allowed in expressions',
  DebuggerStatement: "'debugger' is not allowed in expressions",
  PrivateIdentifier: 'Private names (#x) are not allowed in expressions',
  ParenthesizedExpression: 'Unexpected parenthesized expression',
};

/**
 * Checks a segment's syntax tree against the allow-list.
 *
 * @param root - the parsed expression
 * @param offset - offset of the segment code in the template text (for error positions)
 * @throws ExpressionSecurityError naming the first refused construct
 */
export function checkAllowed(root: Expression, offset = 0): void {
  new AllowListWalker(offset).expression(root);
}

class AllowListWalker {
  constructor(private readonly offset: number) {}

  private refuse(node: AnyNode, message: string): never {
    throw new ExpressionSecurityError(message, this.offset + node.start);
  }

  private checkName(node: AnyNode, name: string, what: string): void {
    if (BLOCKED_PROPERTY_NAMES.has(name)) this.refuse(node, `${what} '${name}' is not allowed in expressions`);
  }

  expression(node: AnyNode): void {
    const refused = REFUSED[node.type];
    if (refused !== undefined) this.refuse(node, refused);
    switch (node.type) {
      case 'Literal':
        if (node.bigint !== undefined) this.refuse(node, 'BigInt values are not supported in expressions');
        return;
      case 'Identifier':
        return;
      case 'TemplateLiteral':
        node.expressions.forEach((e) => this.expression(e));
        return;
      case 'ArrayExpression':
        for (const element of node.elements) if (element) this.expression(element);
        return;
      case 'ObjectExpression':
        for (const property of node.properties) {
          if (property.type === 'SpreadElement') {
            this.expression(property.argument);
            continue;
          }
          if (property.kind !== 'init') this.refuse(property, 'Getters and setters are not allowed in expressions');
          if (property.method) this.refuse(property, 'Object methods are not allowed in expressions; use key: (x) => ... instead');
          if (property.computed) this.expression(property.key);
          else this.checkName(property.key, keyName(property.key), 'The property name');
          this.expression(property.value);
        }
        return;
      case 'MemberExpression':
        this.expression(node.object);
        if (node.computed) this.expression(node.property);
        else if (node.property.type === 'Identifier') this.checkName(node.property, node.property.name, 'Access to');
        else this.expression(node.property);
        return;
      case 'ChainExpression':
        this.expression(node.expression);
        return;
      case 'CallExpression':
      case 'NewExpression':
        this.expression(node.callee);
        node.arguments.forEach((a) => this.expression(a));
        return;
      case 'SpreadElement':
        this.expression(node.argument);
        return;
      case 'ArrowFunctionExpression':
        if (node.async) this.refuse(node, 'Async functions are not allowed in expressions');
        node.params.forEach((p) => this.pattern(p));
        if (node.body.type === 'BlockStatement') node.body.body.forEach((s) => this.statement(s));
        else this.expression(node.body);
        return;
      case 'ConditionalExpression':
        this.expression(node.test);
        this.expression(node.consequent);
        this.expression(node.alternate);
        return;
      case 'BinaryExpression':
      case 'LogicalExpression':
        this.expression(node.left);
        this.expression(node.right);
        return;
      case 'UnaryExpression':
        if (node.operator === 'delete') this.refuse(node, "'delete' is not allowed in expressions");
        this.expression(node.argument);
        return;
      case 'UpdateExpression':
        if (node.argument.type !== 'Identifier') this.refuse(node, 'Only local variables can be incremented or decremented in expressions');
        return;
      case 'AssignmentExpression':
        if (node.left.type === 'MemberExpression')
          this.refuse(node, 'Assigning to properties is not allowed in expressions; build a new object instead');
        if (node.left.type !== 'Identifier')
          this.refuse(node, 'Destructuring assignment is not allowed in expressions; declare a const instead');
        this.expression(node.right);
        return;
      case 'SequenceExpression':
        node.expressions.forEach((e) => this.expression(e));
        return;
      default:
        this.refuse(node, `${describeNodeType(node.type)} is not allowed in expressions`);
    }
  }

  private pattern(node: Pattern): void {
    switch (node.type) {
      case 'Identifier':
        return;
      case 'ObjectPattern':
        for (const property of node.properties) {
          if (property.type === 'RestElement') {
            this.pattern(property.argument);
            continue;
          }
          if (property.computed) this.expression(property.key);
          else this.checkName(property.key, keyName(property.key), 'Access to');
          this.pattern(property.value);
        }
        return;
      case 'ArrayPattern':
        for (const element of node.elements) if (element) this.pattern(element);
        return;
      case 'RestElement':
        this.pattern(node.argument);
        return;
      case 'AssignmentPattern':
        this.pattern(node.left);
        this.expression(node.right);
        return;
      default:
        this.refuse(node, 'Only variables and destructuring patterns can be declared in expressions');
    }
  }

  private statement(node: Statement | AnyNode): void {
    const refused = REFUSED[node.type];
    if (refused !== undefined) this.refuse(node, refused);
    switch (node.type) {
      case 'VariableDeclaration':
        if (node.kind !== 'const' && node.kind !== 'let')
          this.refuse(node, `'${node.kind}' is not allowed in expressions; use const or let`);
        for (const declarator of node.declarations) {
          this.pattern(declarator.id);
          if (declarator.init) this.expression(declarator.init);
        }
        return;
      case 'ReturnStatement':
        if (node.argument) this.expression(node.argument);
        return;
      case 'IfStatement':
        this.expression(node.test);
        this.statement(node.consequent);
        if (node.alternate) this.statement(node.alternate);
        return;
      case 'BlockStatement':
        node.body.forEach((s) => this.statement(s));
        return;
      case 'ExpressionStatement':
        this.expression(node.expression);
        return;
      case 'EmptyStatement':
        return;
      case 'ForOfStatement':
        if (node.await) this.refuse(node, "'for await' is not allowed in expressions");
        if (node.left.type !== 'VariableDeclaration' || node.left.kind === 'var') {
          this.refuse(node, 'for...of must declare its variable with const or let');
        }
        this.statement(node.left);
        this.expression(node.right);
        this.statement(node.body);
        return;
      case 'BreakStatement':
      case 'ContinueStatement':
        if (node.label) this.refuse(node, 'Labels are not allowed in expressions');
        return;
      default:
        this.refuse(node, `${describeNodeType(node.type)} is not allowed in expressions`);
    }
  }
}

function keyName(key: Expression | AnyNode): string {
  if (key.type === 'Identifier') return key.name;
  if (key.type === 'Literal') return String(key.value);
  return '';
}

function describeNodeType(type: string): string {
  return type.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());
}
