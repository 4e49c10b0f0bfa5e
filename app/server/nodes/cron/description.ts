/** Cron description (`n8n-nodes-base.cron` v1, n8n's parameter names and defaults). */
import type { INodeTypeDescription } from '@sdk/workflow';
import { TRIGGER_TIME_FIELDS } from '../shared/cron-time-fields';

export const cronDescription: INodeTypeDescription = {
  displayName: 'Cron',
  name: 'n8n-nodes-base.cron',
  // As in n8n: kept for old workflows; new ones use the Schedule Trigger.
  hidden: true,
  icon: 'fa:clock',
  group: ['trigger', 'schedule'],
  version: 1,
  description: 'Triggers the workflow at a specific time',
  eventTriggerDescription: '',
  activationMessage: 'Your cron trigger will now trigger executions on the schedule you have defined.',
  defaults: { name: 'Cron', color: '#29a568' },
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
      displayName: 'Trigger Times',
      name: 'triggerTimes',
      type: 'fixedCollection',
      typeOptions: { multipleValues: true, multipleValueButtonText: 'Add Time' },
      default: {},
      description: 'Triggers for the workflow',
      placeholder: 'Add Cron Time',
      options: [{ name: 'item', displayName: 'Item', values: TRIGGER_TIME_FIELDS }],
    },
  ],
};
