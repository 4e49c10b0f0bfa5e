/**
 * The expression dialog's variable selector: a tree of what an
 * expression can reach — the current input item's fields, other nodes'
 * output, and the built-in variables — each leaf carrying the expression
 * that reaches it. Data past 102,400 characters shows 'Data to large'
 * (misspelt on purpose: the wording users of this kind of product know).
 *
 * @module
 */
import { isCompletableName, VARIABLE_SELECTOR_MAX_CHARACTERS, VARIABLE_SELECTOR_TOO_LARGE } from '../../expressions';

/** One entry of the tree. */
export interface VariableNode {
  /** Shown name. */
  readonly name: string;
  /** The expression inserted on pick (`{{ … }}` is added by the dialog); absent on group rows. */
  readonly expression?: string;
  /** A short preview of the value (leaves). */
  readonly preview?: string;
  readonly children?: readonly VariableNode[];
  /** Shown instead of the children when the data is too large. */
  readonly notice?: string;
}

/** Another node's data for the tree. */
export interface NodeData {
  readonly name: string;
  /** First output item's json, when the node has run (or has pinned data). */
  readonly json?: unknown;
}

/** A member access: `.key` when the key is a plain name, `["key"]` otherwise. */
export function memberAccess(key: string | number): string {
  if (typeof key === 'number') return `[${key}]`;
  return isCompletableName(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
}

function preview(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return value.length > 60 ? `${value.slice(0, 60)}…` : value;
  if (typeof value === 'object') return Array.isArray(value) ? `Array(${value.length})` : 'Object';
  return String(value);
}

function fieldsOf(value: unknown, base: string, depth: number): VariableNode[] {
  if (typeof value !== 'object' || value === null || depth > 6) return [];
  const entries: Array<[string | number, unknown]> = Array.isArray(value)
    ? value.map((v, i) => [i, v])
    : Object.entries(value as Record<string, unknown>);
  return entries.map(([key, child]) => {
    const expression = `${base}${memberAccess(key)}`;
    const children = fieldsOf(child, expression, depth + 1);
    return children.length > 0 ? { name: String(key), expression, children } : { name: String(key), expression, preview: preview(child) };
  });
}

function dataGroup(name: string, json: unknown, base: string): VariableNode {
  let size: number;
  try {
    size = JSON.stringify(json ?? null).length;
  } catch {
    size = Infinity;
  }
  if (size > VARIABLE_SELECTOR_MAX_CHARACTERS) return { name, notice: VARIABLE_SELECTOR_TOO_LARGE };
  if (json === undefined) return { name, notice: 'No data: execute the node first' };
  return { name, children: fieldsOf(json, base, 0) };
}

/** Builds the tree from the current input item's json and the other nodes' data. */
export function buildVariableTree(inputJson: unknown, nodes: readonly NodeData[]): VariableNode[] {
  return [
    {
      name: 'Current Node',
      children: [
        dataGroup('Input Data', inputJson, '$json'),
        { name: 'Item Index', expression: '$itemIndex' },
        { name: 'Run Index', expression: '$runIndex' },
      ],
    },
    { name: 'Nodes', children: nodes.map((n) => dataGroup(n.name, n.json, `$(${JSON.stringify(n.name)}).item.json`)) },
    {
      name: 'Variables',
      children: [
        { name: '$now', expression: '$now' },
        { name: '$today', expression: '$today' },
        { name: '$workflow.id', expression: '$workflow.id' },
        { name: '$workflow.name', expression: '$workflow.name' },
        { name: '$execution.id', expression: '$execution.id' },
        { name: '$execution.mode', expression: '$execution.mode' },
      ],
    },
  ];
}
