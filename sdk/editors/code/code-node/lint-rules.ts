/**
 * The Code node linter: every rule for both
 * modes, with the named quick fixes. Pure: text in, findings out.
 *
 * @module
 */
import { identifierName, isVariableReference, parseCodeNodeSource, walkAst, type AstNode, type Visit } from './ast-walk';
import { lintMessage } from './lint-messages';
import { BLOCKED_CODE_NODE_MODULES, type AllowedModules, type CodeLint, type CodeNodeMode, type LintKey } from './lint-types';

const lint = (key: LintKey, from: number, to: number, values?: Record<string, string>, fix?: CodeLint['fix']): CodeLint => ({
  key,
  from,
  to,
  severity: key === 'bothModes.syntaxError' || key === 'bothModes.blockedModule' ? 'error' : 'warning',
  message: lintMessage(key, values),
  ...(fix ? { fix } : {}),
});

const member = (n: AstNode): { object: AstNode; property: AstNode; computed: boolean } | null =>
  n.type === 'MemberExpression'
    ? { object: n['object'] as AstNode, property: n['property'] as AstNode, computed: n['computed'] === true }
    : null;

/** `$input.<name>` (non-computed). */
const isInputMember = (n: AstNode, names: readonly string[]): boolean => {
  const m = member(n);
  return !!m && !m.computed && identifierName(m.object) === '$input' && names.includes(identifierName(m.property) ?? '');
};

/** `$('Node')` */
const isNodeCall = (n: AstNode): boolean => n.type === 'CallExpression' && identifierName(n['callee']) === '$';

const declares = (code: string, name: string): boolean =>
  new RegExp(`\\b(let|const|var)\\s+${name}\\b|\\bfunction\\s*\\w*\\s*\\([^)]*\\b${name}\\b`).test(code);

/** Where a syntax error is: the whole failing line. */
function syntaxErrorLint(code: string, error: unknown): CodeLint {
  const pos = typeof (error as { pos?: unknown }).pos === 'number' ? (error as { pos: number }).pos : code.length;
  const lineStart = code.lastIndexOf('\n', Math.max(0, pos - 1)) + 1;
  const nextBreak = code.indexOf('\n', pos);
  let from = pos >= code.length && code.endsWith('\n') ? code.lastIndexOf('\n', code.length - 2) + 1 : lineStart;
  let to = nextBreak === -1 ? code.length : nextBreak;
  if (pos >= code.length) {
    from = code.lastIndexOf('\n', code.trimEnd().length - 1) + 1;
    to = code.trimEnd().length;
  }
  return lint('bothModes.syntaxError', from, Math.max(from, to));
}

function eachItemRules(visits: readonly Visit[], code: string): CodeLint[] {
  const out: CodeLint[] = [];
  const itemsDeclared = declares(code, 'items');
  for (const v of visits) {
    const n = v.node;
    // `$input.item()` → `$input.item`
    if (n.type === 'CallExpression') {
      const callee = member(n['callee'] as AstNode);
      if (callee && !callee.computed && identifierName(callee.property) === 'item') {
        out.push(
          lint(
            'eachItem.itemCall',
            n.start,
            n.end,
            {},
            { name: 'Fix', changes: [{ from: (n['callee'] as AstNode).end, to: n.end, insert: '' }] },
          ),
        );
      }
    }
    // legacy `items` → `$input.item`
    if (!itemsDeclared && n.type === 'Identifier' && n['name'] === 'items' && isVariableReference(v)) {
      out.push(
        lint(
          'eachItem.unavailableItems',
          n.start,
          n.end,
          {},
          { name: 'Fix', changes: [{ from: n.start, to: n.end, insert: '$input.item' }] },
        ),
      );
    }
    // `$input.first()`, `.last()`, `.all()`, `.itemMatching()`
    if (isInputMember(n, ['first', 'last', 'all', 'itemMatching'])) {
      const property = member(n)?.property as AstNode;
      out.push(lint('eachItem.unavailableMethod', property.start, property.end, { method: identifierName(property) ?? '' }));
    }
    if (n.type === 'ReturnStatement' && (n['argument'] as AstNode | null)?.type === 'ArrayExpression') {
      out.push(lint('eachItem.returnArray', n.start, n.end));
    }
  }
  return out;
}

function allItemsRules(visits: readonly Visit[], code: string): CodeLint[] {
  const out: CodeLint[] = [];
  const itemDeclared = declares(code, 'item');
  for (const v of visits) {
    const n = v.node;
    const name = identifierName(n);
    // `$json`, `$binary`, `$itemIndex`
    if (name && ['$json', '$binary', '$itemIndex'].includes(name) && isVariableReference(v)) {
      out.push(
        lint('allItems.unavailableVar', n.start, n.end, { name }, { name: 'Remove', changes: [{ from: n.start, to: n.end, insert: '' }] }),
      );
    }
    // `$input.item` or `$('Node').item` → `.first()`
    const m = member(n);
    if (m && !m.computed && identifierName(m.property) === 'item' && (identifierName(m.object) === '$input' || isNodeCall(m.object))) {
      out.push(
        lint(
          'allItems.unavailableProperty',
          m.property.start,
          m.property.end,
          {},
          { name: 'Fix', changes: [{ from: m.property.start, to: m.property.end, insert: 'first()' }] },
        ),
      );
    }
    // legacy `item` not declared by the user → `$input.all()`
    if (!itemDeclared && name === 'item' && isVariableReference(v)) {
      out.push(
        lint(
          'allItems.unavailableItem',
          n.start,
          n.end,
          {},
          { name: 'Fix', changes: [{ from: n.start, to: n.end, insert: '$input.all()' }] },
        ),
      );
    }
    if (n.type === 'CallExpression') {
      const callee = member(n['callee'] as AstNode);
      const args = n['arguments'] as AstNode[];
      const method = callee && !callee.computed ? identifierName(callee.property) : undefined;
      if (callee && method === 'itemMatching' && args.length === 0) {
        out.push(lint('allItems.itemMatchingNoArg', callee.property.start, n.end));
      }
      if (callee && (method === 'first' || method === 'last') && identifierName(callee.object) === '$input' && args.length > 0) {
        const open = code.indexOf('(', callee.property.end);
        out.push(
          lint(
            'allItems.firstOrLastCalledWithArg',
            callee.property.start,
            n.end,
            { call: `$input.${method}()` },
            { name: 'Fix', changes: [{ from: open + 1, to: n.end - 1, insert: '' }] },
          ),
        );
      }
    }
  }
  return out;
}

function bothModesRules(visits: readonly Visit[], mode: CodeNodeMode, code: string): CodeLint[] {
  const out: CodeLint[] = [];
  const itemIsItem = mode === 'runOnceForEachItem' || declares(code, 'item');
  for (const v of visits) {
    const n = v.node;
    if (n.type === 'ReturnStatement' && n['argument'] === null) {
      out.push(lint(mode === 'runOnceForAllItems' ? 'allItems.emptyReturn' : 'eachItem.emptyReturn', n.start, n.end));
    }
    const m = member(n);
    if (!m || m.computed) continue;
    const prop = identifierName(m.property);
    if (prop === undefined || prop === 'json' || prop === 'binary' || prop === 'pairedItem') continue;
    const insertJson = { name: 'Fix', changes: [{ from: m.property.start, to: m.property.start, insert: 'json.' }] };
    // `item.field` / `$input.item.field` → `.json.field`
    const isItemObject =
      (identifierName(m.object) === 'item' && itemIsItem) || (mode === 'runOnceForEachItem' && isInputMember(m.object, ['item']));
    if (isItemObject) {
      out.push(lint('bothModes.directAccess.item', m.property.start, m.property.end, {}, insertJson));
      continue;
    }
    // `$input.first().field`, `$('X').last().field` → `.json.field`
    const call = m.object;
    if (call.type === 'CallExpression' && (call['arguments'] as AstNode[]).length === 0) {
      const callee = member(call['callee'] as AstNode);
      const method = callee && !callee.computed ? identifierName(callee.property) : undefined;
      if (
        callee &&
        (method === 'first' || method === 'last') &&
        (identifierName(callee.object) === '$input' || isNodeCall(callee.object))
      ) {
        out.push(lint('bothModes.directAccess.firstOrLastCall', m.property.start, m.property.end, {}, insertJson));
      }
    }
  }
  return out;
}

/** Whether `name` may be loaded with `require`. */
export function isModuleAllowed(name: string, allowed: AllowedModules): boolean {
  const base = name.replace(/^node:/, '');
  const root = base.startsWith('@') ? base.split('/').slice(0, 2).join('/') : (base.split('/')[0] ?? base);
  const builtIn = allowed.builtIn ?? [];
  const external = allowed.external ?? [];
  if (external.includes('*') || external.includes(root)) return true;
  if (BLOCKED_CODE_NODE_MODULES.includes(root)) return builtIn.includes(root);
  return builtIn.includes('*') || builtIn.includes(root);
}

function moduleRules(visits: readonly Visit[], allowed: AllowedModules): CodeLint[] {
  const out: CodeLint[] = [];
  for (const { node: n } of visits) {
    if (n.type !== 'CallExpression' || identifierName(n['callee']) !== 'require') continue;
    const arg = (n['arguments'] as AstNode[])[0];
    if (!arg || arg.type !== 'Literal' || typeof arg['value'] !== 'string') continue;
    if (!isModuleAllowed(arg['value'], allowed)) out.push(lint('bothModes.blockedModule', arg.start, arg.end, { module: arg['value'] }));
  }
  return out;
}

/** Options of {@link lintCodeNode}. */
export interface LintOptions {
  readonly mode: CodeNodeMode;
  /** Settings' allowed modules; all `require` calls are checked against them. */
  readonly allowedModules?: AllowedModules;
}

/** Lints Code-node source; findings sorted by position. */
export function lintCodeNode(code: string, options: LintOptions): CodeLint[] {
  let ast: AstNode;
  try {
    ast = parseCodeNodeSource(code);
  } catch (error) {
    return [syntaxErrorLint(code, error)];
  }
  const visits = walkAst(ast);
  const rules = options.mode === 'runOnceForEachItem' ? eachItemRules(visits, code) : allItemsRules(visits, code);
  return [...rules, ...bothModesRules(visits, options.mode, code), ...moduleRules(visits, options.allowedModules ?? {})].sort(
    (a, b) => a.from - b.from || a.to - b.to,
  );
}

/** Applies a fix's changes to the text (changes are applied from the end so offsets stay valid). */
export function applyFix(code: string, fix: NonNullable<CodeLint['fix']>): string {
  return [...fix.changes].sort((a, b) => b.from - a.from).reduce((text, c) => text.slice(0, c.from) + c.insert + text.slice(c.to), code);
}
