/**
 * "Debug in editor" (docs/workflow-history.md): from a finished execution and the workflow as
 * it is now, which nodes get the execution's output pinned, which are skipped and which node
 * failed. Rules, as n8n's debug does it and as pinning allows:
 * - a node is pinned when its last run in the execution ended without an error and produced
 *   `main` output; its first output's items are pinned (json, binary and pairedItem kept);
 * - the failing node and every node that did not run are left unpinned, so running the
 *   workflow runs them again;
 * - nodes are matched by name; a node that ran but no longer exists is skipped and named;
 * - Loop Over Items (splitInBatches) cannot hold pinned data and is skipped;
 * - when the pins would pass the 12 MiB pinned-data limit nothing is pinned.
 */
import {
  checkPinDataSize,
  type IExecutionResponse,
  type INodeExecutionData,
  type NodeId,
  type PinnedItem,
  type WorkflowDocument,
} from '@sdk';
import { executionErrorText } from '../preview-model';

/** Node types whose output cannot be pinned (the node details view offers no pinning there either). */
const UNPINNABLE_TYPES: ReadonlySet<string> = new Set(['n8n-nodes-base.splitInBatches']);

/** What to load for a debug session. */
export interface DebugPlan {
  /** Nodes of the current workflow and the items to pin on each, in run order. */
  readonly pins: ReadonlyArray<{ readonly nodeId: NodeId; readonly name: string; readonly items: readonly PinnedItem[] }>;
  /** Names of nodes that ran but are no longer in the workflow. */
  readonly missing: readonly string[];
  /** The node that failed, when the workflow still has it. */
  readonly failingNode?: { readonly id: NodeId; readonly name: string };
  /** The failing node's name when the workflow no longer has it. */
  readonly failingNodeMissing?: string;
  /** The pins were over the limit, so none are loaded. */
  readonly tooLarge: boolean;
}

function pinnedItem(item: INodeExecutionData): PinnedItem {
  const out: Record<string, unknown> = { json: item.json };
  if (item.binary !== undefined) out['binary'] = item.binary;
  if (item.pairedItem !== undefined) out['pairedItem'] = item.pairedItem;
  return out as PinnedItem;
}

/** Plans the debug session of `execution` on `document` (the workflow as it is now). */
export function planDebug(
  execution: Pick<IExecutionResponse, 'data' | 'executionError' | 'status'>,
  document: WorkflowDocument,
): DebugPlan {
  const runData = execution.data?.resultData.runData ?? {};
  const failing = executionErrorText(execution)?.node;
  const pins: { nodeId: NodeId; name: string; items: PinnedItem[] }[] = [];
  const missing: string[] = [];
  for (const [name, runs] of Object.entries(runData)) {
    const last = runs.at(-1);
    if (name === failing || last === undefined || last.error !== undefined) continue;
    const output = last.data?.['main']?.[0];
    if (!Array.isArray(output)) continue;
    const nodeId = document.nameIndex.get(name);
    if (nodeId === undefined) {
      missing.push(name);
      continue;
    }
    const node = document.nodes.get(nodeId);
    if (node === undefined || UNPINNABLE_TYPES.has(node.type)) continue;
    pins.push({ nodeId, name, items: output.map(pinnedItem) });
  }
  const plan: { -readonly [K in keyof DebugPlan]: DebugPlan[K] } = { pins, missing, tooLarge: false };
  if (failing !== undefined) {
    const id = document.nameIndex.get(failing);
    if (id !== undefined) plan.failingNode = { id, name: failing };
    else plan.failingNodeMissing = failing;
  }
  // The whole workflow's pinned data counts, the pins of nodes not touched here included.
  const all: Record<string, unknown> = {};
  for (const [id, items] of document.pinData) all[document.nodes.get(id)?.name ?? id] = items;
  for (const pin of pins) all[pin.name] = pin.items;
  if (checkPinDataSize(all).tooLarge) return { ...plan, pins: [], tooLarge: true };
  return plan;
}

/** The banner's sentence for a loaded plan. */
export function debugSummary(executionId: string, plan: DebugPlan): string {
  const parts: string[] = [];
  if (plan.tooLarge) parts.push(`The output of execution #${executionId} is too large to pin (over 12 MB), so nothing was pinned.`);
  else if (plan.pins.length === 0) parts.push(`Execution #${executionId} has no output to pin.`);
  else {
    const n = plan.pins.length;
    parts.push(`Output of execution #${executionId} pinned on ${n} node${n === 1 ? '' : 's'}: ${plan.pins.map((p) => p.name).join(', ')}.`);
  }
  if (plan.failingNode) parts.push(`${plan.failingNode.name} failed and is selected.`);
  if (plan.failingNodeMissing) parts.push(`The failing node ${plan.failingNodeMissing} is no longer in the workflow.`);
  if (plan.missing.length > 0) {
    const n = plan.missing.length;
    parts.push(`Skipped ${n} node${n === 1 ? '' : 's'} no longer in the workflow: ${plan.missing.join(', ')}.`);
  }
  return parts.join(' ');
}
