/** The Schedule Trigger's description: n8n's `n8n-nodes-base.scheduleTrigger` v1 to 1.2. */
import type { INodeTypeDescription } from '@sdk/workflow';

const whenField = (fields: string[]) => ({ show: { field: fields } });

export const scheduleTriggerDescription: INodeTypeDescription = {
  displayName: 'Schedule Trigger',
  name: 'n8n-nodes-base.scheduleTrigger',
  icon: 'fa:clock',
  group: ['trigger', 'schedule'],
  version: [1, 1.1, 1.2],
  description: 'Triggers the workflow on a given schedule',
  eventTriggerDescription: '',
  activationMessage: 'Your schedule trigger will now trigger executions on the schedule you have defined.',
  defaults: { name: 'Schedule Trigger', color: '#31C49F' },
  inputs: [],
  outputs: ['main'],
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Flow'] },
    alias: ['Time', 'Scheduler', 'Polling', 'Cron', 'Interval'],
  },
  properties: [
    {
      displayName:
        'This workflow will run on the schedule you define here once you <a data-key="activate">activate</a> it.<br><br>For testing, you can also trigger it manually: by going back to the canvas and clicking \'test workflow\'',
      name: 'notice',
      type: 'notice',
      default: '',
    },
    {
      displayName: 'Trigger Rules',
      name: 'rule',
      placeholder: 'Add Rule',
      type: 'fixedCollection',
      typeOptions: { multipleValues: true },
      default: { interval: [{ field: 'days' }] },
      options: [
        {
          name: 'interval',
          displayName: 'Trigger Interval',
          values: [
            {
              displayName: 'Trigger Interval',
              name: 'field',
              type: 'options',
              default: 'days',
              options: [
                { name: 'Seconds', value: 'seconds' },
                { name: 'Minutes', value: 'minutes' },
                { name: 'Hours', value: 'hours' },
                { name: 'Days', value: 'days' },
                { name: 'Weeks', value: 'weeks' },
                { name: 'Months', value: 'months' },
                { name: 'Custom (Cron)', value: 'cronExpression' },
              ],
            },
            {
              displayName: 'Seconds Between Triggers',
              name: 'secondsInterval',
              type: 'number',
              default: 30,
              displayOptions: whenField(['seconds']),
            },
            {
              displayName: 'Minutes Between Triggers',
              name: 'minutesInterval',
              type: 'number',
              default: 5,
              displayOptions: whenField(['minutes']),
            },
            {
              displayName: 'Hours Between Triggers',
              name: 'hoursInterval',
              type: 'number',
              default: 1,
              displayOptions: whenField(['hours']),
            },
            { displayName: 'Days Between Triggers', name: 'daysInterval', type: 'number', default: 1, displayOptions: whenField(['days']) },
            {
              displayName: 'Weeks Between Triggers',
              name: 'weeksInterval',
              type: 'number',
              default: 1,
              displayOptions: whenField(['weeks']),
            },
            {
              displayName: 'Months Between Triggers',
              name: 'monthsInterval',
              type: 'number',
              default: 1,
              displayOptions: whenField(['months']),
            },
            {
              displayName: 'Trigger at Day of Month',
              name: 'triggerAtDayOfMonth',
              type: 'number',
              typeOptions: { minValue: 1, maxValue: 31 },
              default: 1,
              displayOptions: whenField(['months']),
            },
            {
              displayName: 'Trigger on Weekdays',
              name: 'triggerAtDay',
              type: 'multiOptions',
              typeOptions: { maxValue: 7 },
              options: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((name, value) => ({
                name,
                value,
              })),
              default: [0],
              displayOptions: whenField(['weeks']),
            },
            {
              displayName: 'Trigger at Hour',
              name: 'triggerAtHour',
              type: 'options',
              default: 0,
              options: Array.from({ length: 24 }, (_, h) => ({
                name: h === 0 ? 'Midnight' : h === 12 ? 'Noon' : h < 12 ? `${h}am` : `${h - 12}pm`,
                value: h,
              })),
              displayOptions: whenField(['days', 'weeks', 'months']),
            },
            {
              displayName: 'Trigger at Minute',
              name: 'triggerAtMinute',
              type: 'number',
              default: 0,
              typeOptions: { minValue: 0, maxValue: 59 },
              displayOptions: whenField(['hours', 'days', 'weeks', 'months']),
            },
            {
              displayName: 'Expression',
              name: 'expression',
              type: 'string',
              default: '',
              placeholder: 'eg. 0 15 * 1 sun',
              hint: 'Format: [Second] [Minute] [Hour] [Day of Month] [Month] [Day of Week]',
              displayOptions: whenField(['cronExpression']),
            },
          ],
        },
      ],
    },
  ],
};
