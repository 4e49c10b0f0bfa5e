/**
 * Builds what the parameter inputs need from the document: the node, the
 * change callback (dispatching undoable ops) and the expression context of
 * the first input item.
 *
 * @module
 */
import {
  exportWorkflow,
  getNodeParameters,
  getNodeParametersWithDefaults,
  setValueAtPath,
  type CommandBus,
  type DocNode,
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

/** The node's parameters after `change`: defaults filled in, hidden parameters dropped. */
export function parametersAfterChange(
  node: DocNode,
  nodeType: INodeTypeDescription | null,
  change: ParameterChange,
): Record<string, unknown> {
  const raw = setValueAtPath(parametersWithDefaults(node, nodeType), change.name, change.value);
  if (!nodeType) return raw;
  return getNodeParameters(nodeType.properties, raw, true, false, node) as Record<string, unknown>;
}

/** The parameter edit context for `node`. */
export function createEditContext(options: {
  doc: WorkflowDocument;
  node: DocNode;
  nodeType: INodeTypeDescription | null;
  runData: IRunData;
  bus: CommandBus;
  isReadOnly: boolean;
}): ParameterEditContextValue {
  const { doc, node, nodeType, runData, bus, isReadOnly } = options;
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
        mode: 'editor',
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
