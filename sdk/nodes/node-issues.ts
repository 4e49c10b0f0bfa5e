/**
 * All issues of one node: unknown type, parameters, credentials and
 * execution (a node's `issues`), plus the pristine flag that decides when
 * parameter issues are shown (a node is pristine until its parameters
 * change).
 *
 * @module
 */
import type { INodeTypeDescription } from '../workflow/node-type-description';
import type { INodeIssueTypes, INodeIssues } from '../workflow/node-types';
import { getNodeCredentialIssues, type CredentialIssueOptions, type CredentialsByType } from './credential-issues';
import { getNodeParametersIssues, mergeIssues } from './parameter-issues';
import type { NodeLike } from './types';

/** Inputs of {@link getNodeIssues} besides the node and its type. */
export interface NodeIssueOptions extends CredentialIssueOptions {
  /** Issue kinds not to report. */
  readonly ignore?: readonly INodeIssueTypes[];
  /** Names of nodes with pinned data: they have no issues (they do not run). */
  readonly pinnedNodeNames?: readonly string[];
  /** Stored credentials per type; null or absent skips the existence checks. */
  readonly credentialsByType?: CredentialsByType;
  /** Whether the node failed in the last run (an `execution` issue). */
  readonly hasExecutionError?: (nodeName: string) => boolean;
}

/**
 * The node's issues, or null when it has none. Disabled and pinned nodes have
 * none. A node whose type is not installed has `typeUnknown`; otherwise
 * parameter and credential issues are collected; a failed last run adds
 * `execution`. Kinds listed in `ignore` are left out.
 */
export function getNodeIssues(
  nodeType: INodeTypeDescription | null | undefined,
  node: NodeLike,
  options: NodeIssueOptions = {},
): INodeIssues | null {
  const ignore = options.ignore ?? [];
  const pinned = options.pinnedNodeNames ?? [];
  if (node.disabled === true || pinned.includes(node.name)) return null;
  let issues: INodeIssues | null = null;
  if (!nodeType) {
    if (!ignore.includes('typeUnknown')) issues = { typeUnknown: true };
  } else {
    if (!ignore.includes('parameters')) issues = getNodeParametersIssues(nodeType.properties, node);
    if (!ignore.includes('credentials')) {
      const credentialIssues = getNodeCredentialIssues(node, nodeType, options.credentialsByType ?? null, options);
      if (issues === null) issues = credentialIssues;
      else mergeIssues(issues, credentialIssues);
    }
  }
  if (!ignore.includes('execution') && options.hasExecutionError?.(node.name) === true) {
    issues ??= {};
    issues.execution = true;
  }
  return issues;
}

/** Issues as display lines, the way the canvas tooltip lists them. */
export function nodeIssuesToMessages(issues: INodeIssues, node?: Pick<NodeLike, 'type'>): string[] {
  const lines: string[] = [];
  if (issues.execution !== undefined) lines.push('Execution Error.');
  for (const kind of ['parameters', 'credentials', 'input'] as const) {
    for (const messages of Object.values(issues[kind] ?? {})) lines.push(...messages);
  }
  if (issues.typeUnknown !== undefined) lines.push(node ? `Node Type "${node.type}" is not known.` : 'Node Type is not known.');
  return lines;
}

/** Per-node editor state: pristine until the user changes a parameter. */
export interface NodeMetadata {
  /** No parameter has been changed since the node was added or loaded. */
  readonly pristine: boolean;
  /** When a parameter last changed (ms since the epoch). */
  readonly parametersLastUpdatedAt?: number;
}

/** Node metadata keyed by node id. */
export type NodeMetadataMap = Readonly<Record<string, NodeMetadata>>;

/** Whether the node is pristine: true until {@link markNodeParametersChanged} recorded a change. */
export function isNodePristine(metadata: NodeMetadataMap, nodeId: string): boolean {
  return Object.hasOwn(metadata, nodeId) ? (metadata[nodeId]?.pristine ?? true) : true;
}

/** Records a parameter change of the node: it is no longer pristine. Returns a new map. */
export function markNodeParametersChanged(metadata: NodeMetadataMap, nodeId: string, now: number = Date.now()): NodeMetadataMap {
  return { ...metadata, [nodeId]: { pristine: false, parametersLastUpdatedAt: now } };
}
