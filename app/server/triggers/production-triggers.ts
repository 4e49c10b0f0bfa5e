/**
 * What an active workflow's triggers do in production (`GET /rest/active/triggers/:id`),
 * for the dialog shown after activation: each webhook node's production URLs, each
 * schedule's next runs in the workflow's time zone, each polling node's poll times, and
 * for other triggers the node type's own activation message.
 */
import type { INode, IProductionTrigger, IProductionTriggers, IWorkflowSettings } from '@sdk/workflow';
import type { NodeTypeRegistry } from '../engine/node-type-registry';
import { isActivatingNode } from '../workflows/activation';
import { startsOnItsOwnBy } from './active-workflows';
import { isWebhookTrigger, type WebhookService } from '../webhooks/webhook-service';
import { pollPreview, schedulePreview } from './schedule-preview';

/** How many next runs a schedule lists. */
export const NEXT_RUNS = 3;

/** What {@link productionTriggers} reads. */
export interface ProductionTriggerDeps {
  nodeTypes: NodeTypeRegistry;
  webhooks: Pick<WebhookService, 'productionUrls'>;
  /** The instance's time zone (GENERIC_TIMEZONE). */
  defaultTimeZone: string;
  now: Date;
}

/** The workflow's time zone: its own setting unless that is DEFAULT or empty. */
export function workflowTimeZone(settings: IWorkflowSettings | null | undefined, defaultTimeZone: string): string {
  const own = settings?.timezone;
  return typeof own === 'string' && own !== '' && own !== 'DEFAULT' ? own : defaultTimeZone;
}

const GENERIC_MESSAGE = 'It now starts the workflow whenever its event happens.';

function describeNode(
  node: INode,
  urls: ReturnType<WebhookService['productionUrls']>,
  deps: ProductionTriggerDeps,
  timeZone: string,
): IProductionTrigger | undefined {
  if (!isActivatingNode(node, startsOnItsOwnBy(deps.nodeTypes))) return undefined;
  const nodeType = deps.nodeTypes.getClosest(node.type, node.typeVersion);
  const iso = (runs: Date[]) => runs.map((at) => at.toISOString());
  if (isWebhookTrigger(nodeType)) {
    const byUrl = new Map<string, string[]>();
    for (const { nodeName, method, url } of urls) if (nodeName === node.name) byUrl.set(url, [...(byUrl.get(url) ?? []), method]);
    return { node: node.name, kind: 'webhook', webhooks: [...byUrl].map(([url, methods]) => ({ method: methods.join(', '), url })) };
  }
  const schedule = schedulePreview(node, timeZone, deps.now, NEXT_RUNS);
  if (schedule !== undefined)
    return { node: node.name, kind: 'schedule', description: schedule.description, nextRuns: iso(schedule.nextRuns) };
  if (nodeType?.poll !== undefined && nodeType.trigger === undefined) {
    const poll = pollPreview(node, timeZone, deps.now, NEXT_RUNS);
    return { node: node.name, kind: 'poll', description: poll.description, nextRuns: iso(poll.nextRuns) };
  }
  return { node: node.name, kind: 'trigger', description: nodeType?.description.activationMessage ?? GENERIC_MESSAGE };
}

/**
 * @param workflow - the stored workflow
 * @param deps - node types, webhook URLs, the instance time zone and the time now
 * @returns the time zone and one entry per enabled trigger node, in node order
 */
export function productionTriggers(
  workflow: { id: string; nodes: INode[]; settings?: IWorkflowSettings | null },
  deps: ProductionTriggerDeps,
): IProductionTriggers {
  const timeZone = workflowTimeZone(workflow.settings, deps.defaultTimeZone);
  const runnable = {
    id: workflow.id,
    nodes: workflow.nodes,
    connections: {},
    ...(workflow.settings ? { settings: workflow.settings } : {}),
  };
  const urls = deps.webhooks.productionUrls(runnable);
  const triggers = workflow.nodes
    .filter((node) => node.disabled !== true)
    .map((node) => describeNode(node, urls, deps, timeZone))
    .filter((entry): entry is IProductionTrigger => entry !== undefined);
  return { timeZone, triggers };
}
