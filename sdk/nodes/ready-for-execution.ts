/**
 * Ready for execution: the relevant set of nodes for a run and the
 * check that each enabled node in it has a known type and no blocking
 * issues, plus the maxNodes limits of node types.
 *
 * @module
 */
import { listNodes, type NodeId, type WorkflowDocument } from '@core/document/types';
import type { INodeTypeDescription } from '../workflow/node-type-description';
import type { INodeIssueTypes, INodeIssues } from '../workflow/node-types';
import { getChildNodeIds, getParentNodeIds, MAIN_CONNECTION_TYPE } from './graph';
import { getNodeIssues, type NodeIssueOptions } from './node-issues';
import { isTriggerNodeType, START_NODE_TYPE, toNodeTypeLookup, type NodeTypeLookup, type NodeTypeSource } from './node-type-lookup';

/** Start nodes of a document: the first enabled trigger-type node, and the legacy Start node. */
export interface StartNodes {
  /** First enabled node (document order) whose type is a trigger or polls. */
  readonly triggerStartNode: NodeId | null;
  /** First enabled node of the legacy Start type. */
  readonly startNode: NodeId | null;
}

/** Finds the document's start nodes (see {@link StartNodes}). */
export function findStartNodes(document: WorkflowDocument, nodeTypes: NodeTypeSource): StartNodes {
  const lookup = toNodeTypeLookup(nodeTypes);
  const enabled = listNodes(document).filter((n) => n.disabled !== true);
  const trigger = enabled.find((n) => isTriggerNodeType(lookup(n.type, n.typeVersion)));
  const start = enabled.find((n) => n.type === START_NODE_TYPE);
  return { triggerStartNode: trigger?.id ?? null, startNode: start?.id ?? null };
}

/** Which run the relevant set is for. */
export interface RelevantNodesOptions {
  /** The trigger-type start node, if one exists. */
  readonly triggerStartNode?: NodeId | null;
  /** The start node used when there is no trigger-type one. */
  readonly startNode?: NodeId | null;
  /** Run up to this node: it and its parents are relevant. */
  readonly chosenNode?: NodeId | null;
  /** Connection type followed; default `main`. */
  readonly connectionType?: string;
}

/**
 * The relevant set: with a chosen node, its parents and the node
 * itself; otherwise the trigger-type start node and its children, or else the
 * start node and its children; empty when there is none.
 */
export function getRelevantNodes(document: WorkflowDocument, options: RelevantNodesOptions): NodeId[] {
  const type = options.connectionType ?? MAIN_CONNECTION_TYPE;
  const exists = (id: NodeId | null | undefined): id is NodeId => typeof id === 'string' && document.nodes.has(id);
  if (exists(options.chosenNode)) return [...getParentNodeIds(document.connections, options.chosenNode, type), options.chosenNode];
  const start = exists(options.triggerStartNode) ? options.triggerStartNode : exists(options.startNode) ? options.startNode : null;
  return start === null ? [] : [start, ...getChildNodeIds(document.connections, start, type)];
}

/** A node type with more nodes in the document than its maxNodes allows. */
export interface MaxNodesViolation {
  /** Node type name. */
  readonly type: string;
  /** The type's limit. */
  readonly maxNodes: number;
  /** Nodes of the type in the document. */
  readonly count: number;
}

/** How many nodes of `type` the document holds. */
export function countNodesOfType(document: WorkflowDocument, type: string): number {
  let count = 0;
  for (const node of document.nodes.values()) if (node.type === type) count++;
  return count;
}

/** Whether one more node of the type fits its maxNodes limit (always true without a limit). */
export function canAddNodeOfType(document: WorkflowDocument, nodeType: Pick<INodeTypeDescription, 'name' | 'maxNodes'>): boolean {
  return nodeType.maxNodes === undefined || countNodesOfType(document, nodeType.name) < nodeType.maxNodes;
}

/** Node types whose maxNodes limit the existing nodes exceed. */
export function getMaxNodesViolations(document: WorkflowDocument, lookup: NodeTypeLookup): MaxNodesViolation[] {
  const counts = new Map<string, { count: number; maxNodes: number | undefined }>();
  for (const node of document.nodes.values()) {
    const entry = counts.get(node.type) ?? { count: 0, maxNodes: lookup(node.type, node.typeVersion)?.maxNodes };
    counts.set(node.type, { ...entry, count: entry.count + 1 });
  }
  const out: MaxNodesViolation[] = [];
  for (const [type, { count, maxNodes }] of counts) if (maxNodes !== undefined && count > maxNodes) out.push({ type, maxNodes, count });
  return out;
}

/** Options of {@link checkReadyForExecution}. */
export interface ReadyForExecutionOptions extends Omit<NodeIssueOptions, 'pinnedNodeNames' | 'ignore'> {
  /** Run up to this node (its parents and itself are checked). */
  readonly chosenNode?: NodeId | null;
  /** Issue kinds that do not block a run; default `['execution']` (a failed last run does not block a new one). */
  readonly ignore?: readonly INodeIssueTypes[];
}

/** The outcome of {@link checkReadyForExecution}. */
export interface ReadyForExecutionResult {
  /** True when no node has issues and no maxNodes limit is exceeded. */
  readonly ready: boolean;
  /** Issues per node name. */
  readonly issues: Readonly<Record<string, INodeIssues>>;
  /** The relevant set that was checked. */
  readonly checkedNodes: readonly NodeId[];
  /** Node types over their maxNodes limit. */
  readonly maxNodesExceeded: readonly MaxNodesViolation[];
}

/**
 * Checks the relevant set (see {@link getRelevantNodes}, start nodes from
 * {@link findStartNodes}): every enabled node must have a known type and no
 * issues other than the ignored kinds; pinned nodes are not checked (they do
 * not run). Issues are reported per node name.
 */
export function checkReadyForExecution(
  document: WorkflowDocument,
  nodeTypes: NodeTypeSource,
  options: ReadyForExecutionOptions = {},
): ReadyForExecutionResult {
  const lookup = toNodeTypeLookup(nodeTypes);
  const starts = options.chosenNode ? {} : findStartNodes(document, lookup);
  const checkedNodes = getRelevantNodes(document, { ...starts, chosenNode: options.chosenNode ?? null });
  const pinnedNodeNames = [...document.pinData.keys()].flatMap((id) => {
    const node = document.nodes.get(id);
    return node ? [node.name] : [];
  });
  const issues: Record<string, INodeIssues> = {};
  for (const id of checkedNodes) {
    const node = document.nodes.get(id);
    if (!node || node.disabled === true) continue;
    const nodeIssues = getNodeIssues(lookup(node.type, node.typeVersion), node, {
      ...options,
      ignore: options.ignore ?? ['execution'],
      pinnedNodeNames,
    });
    if (nodeIssues !== null) issues[node.name] = nodeIssues;
  }
  const maxNodesExceeded = getMaxNodesViolations(document, lookup);
  return { ready: Object.keys(issues).length === 0 && maxNodesExceeded.length === 0, issues, checkedNodes, maxNodesExceeded };
}
