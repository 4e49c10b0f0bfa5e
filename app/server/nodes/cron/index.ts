/**
 * Cron (`n8n-nodes-base.cron` v1), n8n's old time trigger, still in many workflows:
 * while the workflow is active it starts a run with one empty item at each of its
 * trigger times, in the workflow's timezone, on croner jobs (as the Schedule Trigger).
 * A custom expression croner cannot read fails the activation with its reason.
 */
import { Cron } from 'croner';
import type { INodeType, ITriggerFunctions, ITriggerResponse } from '../../engine/node-interface';
import { NodeOperationError } from '../../engine/node-errors';
import { cronDescription } from './description';
import { cronPatterns, type CronTriggerTime } from '../shared/cron-times';

function startJob(this: ITriggerFunctions, pattern: string, timezone: string, emit: () => void): Cron {
  try {
    return new Cron(pattern, { timezone, protect: true }, emit);
  } catch (error) {
    throw new NodeOperationError(this.getNode(), `Invalid cron expression '${pattern}': ${(error as Error).message}`);
  }
}

async function trigger(this: ITriggerFunctions): Promise<ITriggerResponse> {
  const times = ((this.getNodeParameter('triggerTimes', {}) as { item?: CronTriggerTime[] }).item ?? []) as CronTriggerTime[];
  const patterns = cronPatterns(times, Math.floor(Math.random() * 60));
  const emit = () => this.emit([this.helpers.returnJsonArray([{}])]);
  if (this.getActivationMode() === 'manual') return { manualTriggerFunction: async () => emit() };
  const jobs: Cron[] = [];
  try {
    for (const pattern of patterns) jobs.push(startJob.call(this, pattern, this.getTimezone(), emit));
  } catch (error) {
    for (const job of jobs) job.stop();
    throw error;
  }
  return {
    closeFunction: async () => {
      for (const job of jobs) job.stop();
    },
    manualTriggerFunction: async () => emit(),
  };
}

export const cronNode: INodeType = {
  description: cronDescription,
  trigger,
  /** A run from the editor starts with the one empty item a timed run gets. */
  async execute() {
    return [[{ json: {} }]];
  },
};
