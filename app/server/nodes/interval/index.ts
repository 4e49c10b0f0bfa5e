/**
 * Interval (`n8n-nodes-base.interval` v1), n8n's old "every N seconds/minutes/hours"
 * trigger: while the workflow is active it starts a run with one empty item each
 * interval. Newer workflows use the Schedule Trigger.
 */
import type { INodeType, ITriggerFunctions, ITriggerResponse } from '../../engine/node-interface';
import { NodeOperationError } from '../../engine/node-errors';
import { ownEntry } from '@sdk/values';

/** The longest delay a timer can wait (2^31 - 1 ms); n8n refuses longer intervals. */
const MAX_INTERVAL_MS = 2_147_483_647;
const UNIT_MS = { seconds: 1000, minutes: 60_000, hours: 3_600_000 } as const;

/**
 * The interval in milliseconds, with n8n's messages for values it refuses.
 *
 * @param interval - the `interval` parameter
 * @param unit - the `unit` parameter
 * @returns milliseconds
 */
export function intervalMs(interval: number, unit: string): number {
  if (!(interval >= 1)) throw new Error('The interval has to be set to at least 1 or higher!');
  const ms = interval * (ownEntry<number>(UNIT_MS, unit) ?? UNIT_MS.seconds);
  if (ms > MAX_INTERVAL_MS) throw new Error('The interval value is too large.');
  return ms;
}

async function trigger(this: ITriggerFunctions): Promise<ITriggerResponse> {
  let ms: number;
  try {
    ms = intervalMs(Number(this.getNodeParameter('interval', 1)), String(this.getNodeParameter('unit', 'seconds')));
  } catch (error) {
    throw new NodeOperationError(this.getNode(), (error as Error).message);
  }
  const emit = () => this.emit([this.helpers.returnJsonArray([{}])]);
  if (this.getActivationMode() === 'manual') return { manualTriggerFunction: async () => emit() };
  const timer = setInterval(emit, ms);
  return {
    closeFunction: async () => clearInterval(timer),
    manualTriggerFunction: async () => emit(),
  };
}

export const intervalNode: INodeType = {
  description: {
    displayName: 'Interval',
    name: 'n8n-nodes-base.interval',
    hidden: true,
    icon: 'fa:hourglass',
    group: ['trigger', 'schedule'],
    version: 1,
    description: 'Triggers the workflow in a given interval',
    eventTriggerDescription: '',
    activationMessage: 'Your interval trigger will now trigger executions on the schedule you have defined.',
    defaults: { name: 'Interval', color: '#00FF00' },
    inputs: [],
    outputs: ['main'],
    properties: [
      {
        displayName:
          'This workflow will run on the schedule you define here once you activate it.<br><br>For testing, you can also trigger it manually: by going back to the canvas and clicking ‘execute workflow’',
        name: 'notice',
        type: 'notice',
        default: '',
      },
      {
        displayName: 'Interval',
        name: 'interval',
        type: 'number',
        typeOptions: { minValue: 1 },
        default: 1,
        description: 'Interval value',
      },
      {
        displayName: 'Unit',
        name: 'unit',
        type: 'options',
        options: [
          { name: 'Seconds', value: 'seconds' },
          { name: 'Minutes', value: 'minutes' },
          { name: 'Hours', value: 'hours' },
        ],
        default: 'seconds',
        description: 'Unit of the interval value',
      },
    ],
  },
  trigger,
  /** A run from the editor starts with the one empty item an interval run gets. */
  async execute() {
    return [[{ json: {} }]];
  },
};
