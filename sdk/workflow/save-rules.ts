/**
 * What a save stores of a node: only non-empty `disabled`,
 * `continueOnFail` and `notes`; no fields starting with an underscore, no
 * `status` and no `issues`; parameters reduced to non-default values (hidden
 * ones dropped); credentials only for credential types currently shown for
 * the node. Ported in behaviour from the n8n editor's `getNodeDataToSave`.
 *
 * @module
 */
import type { DocNode, WorkflowDocument } from '@core/document/types';
import { displayParameter, type ExpressionResolver } from '../nodes/display-parameter';
import { getNodeParameters, getNodeParametersWithDefaults } from '../nodes/node-parameters';
import { toNodeTypeLookup, type NodeTypeSource } from '../nodes/node-type-lookup';
import { exportWorkflow, type ExportedWorkflow, type ExportWorkflowOptions } from './export-workflow';
import { normalizeNodeCredentials } from './node-credentials';
import type { INodeTypeDescription } from './node-type-description';
import type { INode, INodeCredentials, INodeParameters } from './node-types';
import type { IWorkflowDataUpdate } from './workflow-types';

/** Inputs of {@link prepareNodeForSave} besides the node and its type. */
export interface SaveContext {
  /** Resolves expression-valued parameters before credential display checks; default leaves them. */
  readonly resolveExpression?: ExpressionResolver;
}

/** Fields a save handles itself or never stores. */
const HANDLED_KEYS = new Set(['parameters', 'credentials', 'disabled', 'continueOnFail', 'onError', 'notes', 'issues', 'status']);

type SavableNode = INode | DocNode;

function savedCredentials(node: SavableNode, nodeType: INodeTypeDescription, context: SaveContext): INodeCredentials | undefined {
  const credentials = normalizeNodeCredentials(node.credentials);
  if (!credentials || !nodeType.credentials) return undefined;
  const stored = node.parameters as INodeParameters;
  // HTTP-Request-style nodes pick the credential type by parameter: keep what they hold.
  const keepAll = Object.hasOwn(stored, 'nodeCredentialType') || Object.hasOwn(stored, 'genericAuthType');
  // Display options are checked against the values the node has, defaults included.
  const parameters = getNodeParametersWithDefaults(nodeType, node);
  const kept: INodeCredentials = {};
  for (const [typeName, details] of Object.entries(credentials)) {
    if (!keepAll) {
      const description = nodeType.credentials.filter((c) => c.name === typeName).pop();
      if (!description) continue;
      const display = context.resolveExpression ? { resolveExpression: context.resolveExpression } : {};
      if (!displayParameter(parameters, description, node, nodeType, display)) continue;
    }
    kept[typeName] = details;
  }
  return Object.keys(kept).length > 0 ? kept : undefined;
}

/**
 * The node as a save stores it. With an unknown type (`nodeType` null) the
 * parameters and credentials are kept as they are.
 */
export function prepareNodeForSave(node: SavableNode, nodeType: INodeTypeDescription | null | undefined, context: SaveContext = {}): INode {
  const out: Record<string, unknown> = { parameters: {} };
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('_') || HANDLED_KEYS.has(key)) continue;
    out[key] = value;
  }
  if (nodeType) {
    out['parameters'] = getNodeParameters(nodeType.properties, node.parameters, false, false, node, { nodeTypeDescription: nodeType });
    const credentials = savedCredentials(node, nodeType, context);
    if (credentials) out['credentials'] = credentials;
  } else {
    out['parameters'] = node.parameters;
    if (node.credentials !== undefined) out['credentials'] = node.credentials;
  }
  if (node.disabled === true) out['disabled'] = true;
  if (node.continueOnFail === true) out['continueOnFail'] = true;
  if (typeof node.onError === 'string' && node.onError !== 'stopWorkflow') out['onError'] = node.onError;
  if (typeof node.notes === 'string' && node.notes !== '') out['notes'] = node.notes;
  return out as unknown as INode;
}

/** A workflow as a save sends it: export with every node through {@link prepareNodeForSave}, tags as ids. */
export type WorkflowSavePayload = Omit<ExportedWorkflow, 'tags'> & Pick<Required<IWorkflowDataUpdate>, 'tags'>;

/** The document as a save sends it; node types come from `nodeTypes` (a lookup or the installed descriptions). */
export function prepareWorkflowForSave(
  document: WorkflowDocument,
  nodeTypes: NodeTypeSource,
  options: Omit<ExportWorkflowOptions, 'mapNode'> & SaveContext = {},
): WorkflowSavePayload {
  const lookup = toNodeTypeLookup(nodeTypes);
  const exported = exportWorkflow(document, {
    ...options,
    mapNode: (node) => prepareNodeForSave(node, lookup(node.type, node.typeVersion), options),
  });
  return { ...exported, tags: document.tags.map((tag) => tag.id) };
}
