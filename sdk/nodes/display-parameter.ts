/**
 * Display options: whether a parameter (or a node type's credential entry)
 * is shown for the current parameter values. Ported in behaviour from n8n's
 * `displayParameter`, plus the editor's pre-step that resolves
 * expression-valued sibling parameters in at most
 * {@link DISPLAY_CONDITION_MAX_PASSES} passes.
 *
 * @module
 */
import { DISPLAY_CONDITION_MAX_PASSES } from '../settings/editor-constants';
import type { INodeTypeDescription } from '../workflow/node-type-description';
import { checkDisplayConditions } from './display-conditions';
import { getParameterValueAtPath, isPlainObject } from '../values';
import type { DisplayTarget, NodeVersionLike, ParameterValues } from './types';

export { DISPLAY_CONDITION_MAX_PASSES };

/**
 * Evaluates one expression-valued parameter (a string starting with '=')
 * against the sibling values resolved so far (`$parameter` in n8n). The
 * expression engine lives elsewhere; callers inject it.
 */
export type ExpressionResolver = (expression: string, resolvedSiblings: ParameterValues) => unknown;

/** The default resolver: leaves the expression as it is (display then treats a show rule on it as met). */
export const leaveExpressionsUnresolved: ExpressionResolver = (expression) => expression;

/** Options of {@link displayParameter}. */
export interface DisplayParameterOptions {
  /** Values `'/'`-prefixed keys are read from; defaults to the values being checked. */
  readonly root?: ParameterValues;
  /** Which option set to evaluate: `displayOptions` (default) or `disabledOptions`. */
  readonly displayKey?: 'displayOptions' | 'disabledOptions';
  /** Resolves expression-valued sibling parameters first; default {@link leaveExpressionsUnresolved}. */
  readonly resolveExpression?: ExpressionResolver;
  /** Pass limit of the sibling resolution; default {@link DISPLAY_CONDITION_MAX_PASSES} (50). */
  readonly maxPasses?: number;
}

const isExpression = (value: unknown): value is string => typeof value === 'string' && value.charAt(0) === '=';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether the expression reads `$parameter.name` or `$parameter["name"]`. */
function referencesParameter(expression: string, name: string): boolean {
  const n = escapeRegExp(name);
  return new RegExp(`\\$parameter(?:\\.${n}(?![\\w$])|\\[\\s*(["'\`])${n}\\1\\s*\\])`).test(expression);
}

/**
 * Resolves the expression-valued entries of `values` with `resolve`. An
 * expression that reads a sibling still unresolved (`$parameter.name` or
 * `$parameter["name"]`) waits for a later pass. Each pass resolves what it can; a pass
 * without progress resolves the first waiting entry anyway (a cycle). After
 * `maxPasses` passes whatever still waits is resolved with what is there. A
 * resolver that throws gives `''`, as in the editor.
 */
export function resolveSiblingExpressions(
  values: ParameterValues,
  resolve: ExpressionResolver,
  maxPasses: number = DISPLAY_CONDITION_MAX_PASSES,
): { values: Record<string, unknown>; passes: number; changed: boolean } {
  const out: Record<string, unknown> = {};
  let pending: string[] = [];
  for (const [key, value] of Object.entries(values)) {
    if (isExpression(value)) pending.push(key);
    else out[key] = value;
  }
  let changed = false;
  const evaluate = (key: string) => {
    const raw = values[key] as string;
    let result: unknown;
    try {
      result = resolve(raw, { ...out });
    } catch {
      result = '';
    }
    if (result !== raw) changed = true;
    out[key] = result;
  };
  let passes = 0;
  while (pending.length > 0 && passes < maxPasses) {
    passes++;
    const waiting: string[] = [];
    for (const key of pending) {
      const raw = values[key] as string;
      const others = pending.filter((k) => k !== key && !Object.hasOwn(out, k));
      if (raw.includes('$parameter') && others.some((name) => referencesParameter(raw, name))) waiting.push(key);
      else evaluate(key);
    }
    if (waiting.length === pending.length) {
      const first = waiting.shift();
      if (first !== undefined) evaluate(first);
    }
    pending = waiting;
  }
  for (const key of pending) evaluate(key);
  // Keep the original key order.
  const ordered: Record<string, unknown> = {};
  for (const key of Object.keys(values)) ordered[key] = out[key];
  return { values: ordered, passes, changed };
}

function propertyValues(
  key: string,
  values: ParameterValues,
  root: ParameterValues,
  node: NodeVersionLike | null,
  nodeType: Pick<INodeTypeDescription, 'name'> | null,
): unknown[] {
  let value: unknown;
  if (key.charAt(0) === '/') value = getParameterValueAtPath(root, key.slice(1));
  else if (key === '@version') value = node?.typeVersion || 0;
  else if (key === '@tool') value = nodeType?.name.endsWith('Tool') ?? false;
  else value = getParameterValueAtPath(values, key);
  // A resource locator is compared by its value.
  if (isPlainObject(value) && value['__rl']) value = value['value'];
  return Array.isArray(value) ? value : [value];
}

/**
 * Whether `property` is displayed for `values` (the parameter values at the
 * property's level). Every `show` key must match one of its listed values
 * (`@version` matches the node's typeVersion); no `hide` key may match. A
 * show key whose current value is an unresolved expression displays the
 * property. Without display options the property is always shown.
 */
export function displayParameter(
  values: ParameterValues,
  property: DisplayTarget,
  node: NodeVersionLike | null,
  nodeTypeDescription: Pick<INodeTypeDescription, 'name'> | null,
  options: DisplayParameterOptions = {},
): boolean {
  const displayOptions = property[options.displayKey ?? 'displayOptions'];
  if (!displayOptions) return true;
  let current = values;
  let root = options.root ?? values;
  const resolver = options.resolveExpression;
  if (resolver && resolver !== leaveExpressionsUnresolved) {
    const resolved = resolveSiblingExpressions(values, resolver, options.maxPasses).values;
    if (root === values) root = resolved;
    current = resolved;
  }
  const { show, hide } = displayOptions as {
    show?: Record<string, ReadonlyArray<unknown> | undefined>;
    hide?: Record<string, ReadonlyArray<unknown> | undefined>;
  };
  if (show) {
    for (const key of Object.keys(show)) {
      const actual = propertyValues(key, current, root, node, nodeTypeDescription);
      if (actual.some(isExpression)) return true;
      if (actual.length === 0 || !checkDisplayConditions(show[key] ?? [], actual)) return false;
    }
  }
  if (hide) {
    for (const key of Object.keys(hide)) {
      const actual = propertyValues(key, current, root, node, nodeTypeDescription);
      if (actual.length !== 0 && checkDisplayConditions(hide[key] ?? [], actual)) return false;
    }
  }
  return true;
}

/**
 * {@link displayParameter} for a property nested at `path` (e.g.
 * `options` or `conditions.string[0]`) inside the node's parameters: the
 * property's level is read at the path, `'/'` keys from the whole parameters.
 */
export function displayParameterPath(
  parameters: ParameterValues,
  property: DisplayTarget,
  path: string,
  node: NodeVersionLike | null,
  nodeTypeDescription: Pick<INodeTypeDescription, 'name'> | null,
  options: DisplayParameterOptions = {},
): boolean {
  const level = path === '' ? parameters : getParameterValueAtPath(parameters, path);
  const values = isPlainObject(level) ? level : {};
  return displayParameter(values, property, node, nodeTypeDescription, { root: parameters, ...options });
}
