/**
 * Schedule Trigger (`n8n-nodes-base.scheduleTrigger` v1 to 1.2): starts the workflow on
 * each rule of `rule.interval` (seconds, minutes, hours, days, weeks, months, or a cron
 * expression), in the workflow's timezone (settings.timezone, else GENERIC_TIMEZONE).
 * Each run gets one item describing the moment, with n8n's field names. Rules run on
 * croner jobs that the close function stops.
 */
import { Cron } from 'croner';
import { DateTime } from 'luxon';
import type { IDataObject } from '@sdk/workflow';
import type { INodeType, ITriggerFunctions, ITriggerResponse } from '../../engine/node-interface';
import { NodeOperationError } from '../../engine/node-errors';
import { scheduleTriggerDescription } from './description';
import { compileRule, recurrenceAllows, ScheduleRuleError } from './rules';
import type { CompiledRule, ScheduleRule } from './rules';

function ordinal(n: number): string {
  const rest = n % 100;
  if (rest >= 11 && rest <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** The item a run starts with (n8n's fields). */
export function scheduleItem(at: Date, timeZone: string): IDataObject {
  const t = DateTime.fromJSDate(at, { zone: timeZone });
  const time = t.toFormat('h:mm:ss a').toLowerCase();
  return {
    timestamp: t.toISO() ?? at.toISOString(),
    'Readable date': `${t.toFormat('MMMM')} ${ordinal(t.day)} ${t.toFormat('yyyy')}, ${time}`,
    'Readable time': time,
    'Day of week': t.toFormat('cccc'),
    Year: t.toFormat('yyyy'),
    Month: t.toFormat('MMMM'),
    'Day of month': t.toFormat('dd'),
    Hour: t.toFormat('HH'),
    Minute: t.toFormat('mm'),
    Second: t.toFormat('ss'),
    Timezone: `${timeZone} (UTC${t.toFormat('ZZ')})`,
  };
}

async function trigger(this: ITriggerFunctions): Promise<ITriggerResponse> {
  const timeZone = this.getTimezone();
  const rules = ((this.getNodeParameter('rule', {}) as { interval?: ScheduleRule[] }).interval ?? [{}]) as ScheduleRule[];
  let compiled: CompiledRule[];
  try {
    compiled = rules.map(compileRule);
  } catch (error) {
    if (error instanceof ScheduleRuleError) throw new NodeOperationError(this.getNode(), error.message);
    throw error;
  }
  const emit = (at: Date) => this.emit([[{ json: scheduleItem(at, timeZone) }]]);
  const mode = this.getActivationMode();
  if (mode === 'manual') {
    return { manualTriggerFunction: async () => emit(new Date()) };
  }
  const jobs = compiled.map((rule) => {
    let first: Date | undefined;
    return new Cron(rule.pattern, { timezone: timeZone, protect: true }, () => {
      const now = new Date();
      if (!recurrenceAllows(rule, first, now, timeZone)) return;
      first ??= now;
      emit(now);
    });
  });
  return {
    closeFunction: async () => {
      for (const job of jobs) job.stop();
    },
    manualTriggerFunction: async () => emit(new Date()),
  };
}

export const scheduleTriggerNode: INodeType = {
  description: scheduleTriggerDescription,
  trigger,
  /** A run from the editor ("Test workflow") starts with the item of this moment, as a scheduled run would. */
  async execute() {
    return [[{ json: scheduleItem(new Date(), this.getTimezone()) }]];
  },
};
