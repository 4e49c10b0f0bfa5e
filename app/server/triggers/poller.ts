/**
 * A polling node of an active workflow (RSS Feed Trigger, app triggers that ask a
 * service for what is new): as in n8n, `poll()` runs once when the workflow is
 * activated, so a node that cannot reach its service fails the activation with its
 * reason, then at each of the node's "Poll Times" (in the workflow's timezone). A result
 * that is not null starts an execution with it. What the poll remembers (static data,
 * e.g. the newest item it has seen) is saved as soon as it changes, so a restart does not
 * deliver the same items again. A poll still running when its next time comes is
 * skipped; a later failure is reported and polling goes on.
 */
import { Cron } from 'croner';
import type { IDataObject, INode, INodeExecutionData } from '@sdk/workflow';
import type { INodeType, IPollFunctions } from '../engine/node-interface';
import { NodeOperationError } from '../engine/node-errors';
import type { EngineServices, RunnableWorkflow } from '../engine/run-types';
import { cronPatterns, type CronTriggerTime } from '../nodes/shared/cron-times';
import { createPollContext } from '../webhooks/node-contexts';

/** What {@link startPoller} needs. */
export interface PollerInput {
  workflow: RunnableWorkflow & { id: string };
  node: INode;
  nodeType: INodeType;
  /** The node type's `poll` (checked to be there). */
  poll: NonNullable<INodeType['poll']>;
  services: EngineServices;
  activation: ReturnType<IPollFunctions['getActivationMode']>;
  /** Starts an execution with the poll's result. */
  emit(data: INodeExecutionData[][]): void;
  /** Persists the workflow's static data. */
  saveStaticData(data: IDataObject): Promise<void>;
  /** A poll after the first one failed. */
  reportError(error: Error): void;
}

function patternsOf(context: IPollFunctions, node: INode): string[] {
  const times = ((context.getNodeParameter('pollTimes', {}) as { item?: CronTriggerTime[] }).item ?? []) as CronTriggerTime[];
  const patterns = cronPatterns(times, Math.floor(Math.random() * 60));
  if (patterns.length === 0)
    throw new NodeOperationError(node, 'The node has no poll times', { description: 'Add at least one time under "Poll Times".' });
  return patterns;
}

/**
 * Polls once, then schedules the node's poll times.
 *
 * @param input - the node and what its results go to
 * @returns stops the polling
 * @throws the first poll's error, or an invalid poll time
 */
export async function startPoller(input: PollerInput): Promise<() => void> {
  const { workflow, node, nodeType } = input;
  const context = createPollContext({
    workflow,
    node,
    nodeType,
    services: input.services,
    mode: 'trigger',
    activation: input.activation,
    emit: input.emit,
  });
  const patterns = patternsOf(context, node);
  const pollOnce = async () => {
    const before = JSON.stringify(workflow.staticData ?? {});
    const data = await input.poll.call(context);
    if (JSON.stringify(workflow.staticData ?? {}) !== before) await input.saveStaticData(workflow.staticData ?? {});
    if (data) input.emit(data);
  };
  await pollOnce();
  const jobs: Cron[] = [];
  const stop = () => {
    for (const job of jobs) job.stop();
  };
  for (const pattern of patterns) {
    try {
      jobs.push(
        new Cron(pattern, { timezone: context.getTimezone(), protect: true }, () =>
          pollOnce().catch((error: unknown) => input.reportError(error instanceof Error ? error : new Error(String(error)))),
        ),
      );
    } catch (error) {
      stop();
      throw new NodeOperationError(node, `Invalid poll time '${pattern}': ${(error as Error).message}`);
    }
  }
  return stop;
}
