/**
 * Builds what the parameter inputs need from the document: the node, the
 * change callback (dispatching undoable ops) and the expression context of
 * the first input item.
 *
 * @module
 */
import {
  deepCopy,
  deepEqual,
  displayParameter,
  exportWorkflow,
  getNodeParameters,
  getParameterValueAtPath,
  getNodeParametersWithDefaults,
  setValueAtPath,
  type CommandBus,
  type DocNode,
  type INodeProperties,
  type INodeTypeDescription,
  type IRunData,
  type WorkflowDocument,
} from '@sdk';
import { buildExpressionContext } from '@sdk/expressions';
import { buildVariableTree } from '@sdk/editors/expression';
import type { ParameterChange, ParameterEditContextValue } from '@sdk/react';
import { nodeOutput, parentNodeIds } from '../data/node-data';
import { parameterEdits } from '../ops/parameter-edits';

/** The node's parameters as the inputs show them: stored values over the type's defaults. */
export function parametersWithDefaults(node: DocNode, nodeType: INodeTypeDescription | null): Record<string, unknown> {
  return nodeType ? (getNodeParametersWithDefaults(nodeType, node) as Record<string, unknown>) : { ...node.parameters };
}

/** The top-level parameter a path starts at (`schema` for `schema.value`, `parameters.table.value`). */
const rootOf = (path: string): string => path.replace(/^parameters\./, '').split(/[.[]/)[0] ?? '';

/**
 * `parameters` with the values that depend on `changed` cleared: a parameter whose options or
 * list load from the changed one (`loadOptionsDependsOn`, e.g. a table listed per schema)
 * would otherwise keep a value from the old list. A resource locator keeps its mode; a
 * resource mapper keeps its value (its fields reload and drop what no longer exists).
 */
export function clearDependents(
  properties: readonly INodeProperties[],
  parameters: Record<string, unknown>,
  changed: string,
): Record<string, unknown> {
  let next = parameters;
  // A cleared value clears what depends on it in turn (schema → table → column).
  const pending = [rootOf(changed)];
  const cleared = new Set(pending);
  while (pending.length > 0) {
    const root = pending.shift()!;
    for (const property of properties) {
      if (cleared.has(property.name) || property.type === 'resourceMapper') continue;
      if (!(property.typeOptions?.loadOptionsDependsOn ?? []).some((path) => rootOf(path) === root)) continue;
      const current = next[property.name];
      if (current === undefined) continue;
      const value =
        property.type === 'resourceLocator' && current !== null && typeof current === 'object'
          ? { ...(current as Record<string, unknown>), value: '' }
          : deepCopy(property.default);
      next = { ...next, [property.name]: value };
      cleared.add(property.name);
      pending.push(property.name);
    }
  }
  return next;
}

/**
 * `parameters` without option values the shown definition of their parameter does not offer.
 * Nodes define one parameter several times for different settings (an Operation per
 * Resource): after the Resource changes, the Operation shown is another definition, and a
 * value of the old one would be "not supported"; it goes, so the new definition's default
 * applies, as n8n's editor does. Expressions are kept.
 */
export function dropMismatchedOptions(
  properties: readonly INodeProperties[],
  parameters: Record<string, unknown>,
  node: DocNode,
  nodeType: INodeTypeDescription,
): Record<string, unknown> {
  const counts = new Map<string, number>();
  for (const property of properties) counts.set(property.name, (counts.get(property.name) ?? 0) + 1);
  let next = parameters;
  for (const property of properties) {
    if ((counts.get(property.name) ?? 0) < 2 || (property.type !== 'options' && property.type !== 'multiOptions')) continue;
    if (!displayParameter(next as never, property as never, node as never, nodeType, { root: next as never })) continue;
    const current = next[property.name];
    if (current === undefined || (typeof current === 'string' && current.startsWith('='))) continue;
    const offered = new Set(((property.options ?? []) as Array<{ value?: unknown }>).map((option) => option.value));
    const values = Array.isArray(current) ? current : [current];
    if (values.every((value) => offered.has(value))) continue;
    const { [property.name]: _dropped, ...rest } = next;
    next = rest;
  }
  return next;
}

/** The node's parameters after `change`: defaults filled in, hidden parameters dropped, dependents cleared. */
export function parametersAfterChange(
  node: DocNode,
  nodeType: INodeTypeDescription | null,
  change: ParameterChange,
): Record<string, unknown> {
  const before = parametersWithDefaults(node, nodeType);
  let raw = setValueAtPath(before, change.name, change.value);
  if (!nodeType) return raw;
  if (!deepEqual(getParameterValueAtPath(before, change.name), change.value)) {
    raw = clearDependents(nodeType.properties, raw, change.name);
    raw = dropMismatchedOptions(nodeType.properties, raw, node, nodeType);
  }
  return getNodeParameters(nodeType.properties, raw, true, false, node) as Record<string, unknown>;
}

/** The parameter edit context for `node`. */
/** What `$fromAI('key', ...)` previews as: the value the model will give when it calls the tool. */
function fromAiPreview(key: unknown): string {
  return `[filled in by the model: ${String(key)}]`;
}

export function createEditContext(options: {
  doc: WorkflowDocument;
  node: DocNode;
  nodeType: INodeTypeDescription | null;
  runData: IRunData;
  bus: CommandBus;
  isReadOnly: boolean;
  /** The input item expressions are previewed for (the hovered row); item 0 when absent. */
  itemIndex?: number;
}): ParameterEditContextValue {
  const { doc, node, nodeType, runData, bus, isReadOnly, itemIndex = 0 } = options;
  let context: object | undefined | null = null;
  const getExpressionContext = (): object | undefined => {
    if (context !== null) return context;
    try {
      const wf = exportWorkflow(doc);
      context = buildExpressionContext({
        workflow: {
          id: doc.id ?? undefined,
          name: doc.name,
          active: doc.active,
          nodes: wf.nodes,
          connections: wf.connections,
          pinData: wf.pinData,
        },
        activeNodeName: node.name,
        runData,
        itemIndex,
        mode: 'editor',
        // In a tool's parameters the model fills `$fromAI(...)` when the agent calls it; the
        // preview names what it will fill instead of failing on an unknown function.
        additionalKeys: { $fromAI: fromAiPreview, $fromai: fromAiPreview, $fromAi: fromAiPreview },
      });
    } catch {
      context = undefined;
    }
    return context;
  };
  const parents = parentNodeIds(doc, node.id);
  const firstParent = parents[0];
  const inputJson = firstParent ? nodeOutput(doc, runData, firstParent).outputs[0]?.[0]?.json : undefined;
  return {
    node: {
      name: node.name,
      type: node.type,
      typeVersion: node.typeVersion,
      parameters: parametersWithDefaults(node, nodeType),
      credentials: node['credentials'] as ParameterEditContextValue['node']['credentials'],
    },
    isReadOnly,
    getExpressionContext,
    variables: buildVariableTree(
      inputJson,
      parents.map((id) => ({ name: doc.nodes.get(id)?.name ?? id, json: nodeOutput(doc, runData, id).outputs[0]?.[0]?.json })),
    ),
    onValueChange(change) {
      const ops = parameterEdits(node.id, node.parameters, parametersAfterChange(node, nodeType, change));
      if (ops.length === 0) return;
      bus.dispatch({
        ops,
        meta: {
          origin: 'user',
          label: `Edit ${node.name}`,
          ...(typeof change.value === 'string' ? { group: `ndv:${node.id}:${change.name}` } : {}),
        },
      });
    },
  };
}
