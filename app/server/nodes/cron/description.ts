/** Cron description (`n8n-nodes-base.cron` v1, n8n's parameter names and defaults). */
import type { INodeProperties, INodeTypeDescription } from '@sdk/workflow';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((name, index) => ({ name, value: String((index + 1) % 7) }));

const TIME_FIELDS: INodeProperties[] = [
  {
    displayName: 'Mode',
    name: 'mode',
    type: 'options',
    options: [
      { name: 'Every Minute', value: 'everyMinute' },
      { name: 'Every Hour', value: 'everyHour' },
      { name: 'Every Day', value: 'everyDay' },
      { name: 'Every Week', value: 'everyWeek' },
      { name: 'Every Month', value: 'everyMonth' },
      { name: 'Every X', value: 'everyX' },
      { name: 'Custom', value: 'custom' },
    ],
    default: 'everyDay',
    description: 'How often to trigger.',
  },
  {
    displayName: 'Hour',
    name: 'hour',
    type: 'number',
    typeOptions: { minValue: 0, maxValue: 23 },
    displayOptions: { hide: { mode: ['custom', 'everyHour', 'everyMinute', 'everyX'] } },
    default: 14,
    description: 'The hour of the day to trigger (24h format)',
  },
  {
    displayName: 'Minute',
    name: 'minute',
    type: 'number',
    typeOptions: { minValue: 0, maxValue: 59 },
    displayOptions: { hide: { mode: ['custom', 'everyMinute', 'everyX'] } },
    default: 0,
    description: 'The minute of the day to trigger',
  },
  {
    displayName: 'Day of Month',
    name: 'dayOfMonth',
    type: 'number',
    displayOptions: { show: { mode: ['everyMonth'] } },
    typeOptions: { minValue: 1, maxValue: 31 },
    default: 1,
    description: 'The day of the month to trigger',
  },
  {
    displayName: 'Weekday',
    name: 'weekday',
    type: 'options',
    displayOptions: { show: { mode: ['everyWeek'] } },
    options: WEEKDAYS,
    default: '1',
    description: 'The weekday to trigger',
  },
  {
    displayName: 'Cron Expression',
    name: 'cronExpression',
    type: 'string',
    displayOptions: { show: { mode: ['custom'] } },
    default: '* * * * * *',
    description:
      'Use custom cron expression. Values and ranges as follows:<ul><li>Seconds: 0-59</li><li>Minutes: 0 - 59</li><li>Hours: 0 - 23</li><li>Day of Month: 1 - 31</li><li>Months: 1 - 12 (Jan - Dec)</li><li>Day of Week: 0 - 6 (Sun - Sat)</li></ul>',
  },
  {
    displayName: 'Value',
    name: 'value',
    type: 'number',
    typeOptions: { minValue: 0, maxValue: 1000 },
    displayOptions: { show: { mode: ['everyX'] } },
    default: 2,
    description: 'All how many X minutes/hours it should trigger',
  },
  {
    displayName: 'Unit',
    name: 'unit',
    type: 'options',
    displayOptions: { show: { mode: ['everyX'] } },
    options: [
      { name: 'Minutes', value: 'minutes' },
      { name: 'Hours', value: 'hours' },
    ],
    default: 'hours',
    description: 'If it should trigger all X minutes or hours',
  },
];

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
      displayName: 'This workflow will run on the schedule you define here once you activate it.<br><br>For testing, you can also trigger it manually: by going back to the canvas and clicking ‘execute workflow’',
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
      options: [{ name: 'item', displayName: 'Item', values: TIME_FIELDS }],
    },
  ],
};
