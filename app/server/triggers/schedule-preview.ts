/**
 * When schedules run, in words and as their next times, for the dialog shown after a
 * workflow is activated: the Schedule Trigger's rules, the Cron node's trigger times, a
 * polling node's poll times and the Interval node's interval. The times are computed
 * from the stored parameters the same way the running triggers compute them.
 */
import { Cron } from 'croner';
import type { INode } from '@sdk/workflow';
import { cronPattern, type CronTriggerTime } from '../nodes/shared/cron-times';
import { compileRule, nextMatches, recurrenceAllows, type ScheduleRule } from '../nodes/schedule-trigger/rules';

/** A schedule in words and its next run times. */
export interface SchedulePreview {
  description: string;
  nextRuns: Date[];
}

const WEEKDAYS: readonly string[] = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const every = (count: number, unit: string) => (count === 1 ? `every ${unit}` : `every ${count} ${unit}s`);
const clock = (hour: unknown, minute: unknown) =>
  `${String(Number(hour ?? 0)).padStart(2, '0')}:${String(Number(minute ?? 0)).padStart(2, '0')}`;
const weekday = (day: unknown) => WEEKDAYS[Number(day)] ?? String(day);

/** One Schedule Trigger rule in words, e.g. "every day at 09:30". */
export function describeScheduleRule(rule: ScheduleRule): string {
  const at = clock(rule.triggerAtHour, rule.triggerAtMinute);
  switch (rule.field ?? 'days') {
    case 'seconds':
      return every(Number(rule.secondsInterval ?? 30), 'second');
    case 'minutes':
      return every(Number(rule.minutesInterval ?? 5), 'minute');
    case 'hours':
      return `${every(Number(rule.hoursInterval ?? 1), 'hour')} at minute ${Number(rule.triggerAtMinute ?? 0)}`;
    case 'days':
      return `${every(Number(rule.daysInterval ?? 1), 'day')} at ${at}`;
    case 'weeks': {
      const days = (rule.triggerAtDay ?? []).length === 0 ? ['Sunday'] : (rule.triggerAtDay ?? []).map(weekday);
      return `${every(Number(rule.weeksInterval ?? 1), 'week')} on ${days.join(', ')} at ${at}`;
    }
    case 'months':
      return `${every(Number(rule.monthsInterval ?? 1), 'month')} on day ${Number(rule.triggerAtDayOfMonth ?? 1)} at ${at}`;
    case 'cronExpression':
      return `on the cron schedule "${String(rule.expression ?? '').trim()}"`;
    default:
      return `on the rule "${String(rule.field)}"`;
  }
}

/** One Cron node or poll time in words, e.g. "every hour at minute 15". */
export function describeTriggerTime(time: CronTriggerTime): string {
  const at = clock(time.hour ?? 14, time.minute ?? 0);
  switch (time.mode ?? 'everyDay') {
    case 'everyMinute':
      return 'every minute';
    case 'everyHour':
      return `every hour at minute ${Number(time.minute ?? 0)}`;
    case 'everyWeek':
      return `every ${weekday(time.weekday ?? 1)} at ${at}`;
    case 'everyMonth':
      return `every month on day ${Number(time.dayOfMonth ?? 1)} at ${at}`;
    case 'everyX':
      return every(Number(time.value ?? 2), time.unit === 'minutes' ? 'minute' : 'hour');
    case 'custom':
      return `on the cron schedule "${String(time.cronExpression ?? '').trim()}"`;
    default:
      return `every day at ${at}`;
  }
}

/** The earliest `count` distinct times of several lists, in order. */
function earliest(lists: readonly Date[][], count: number): Date[] {
  const unique = new Map(lists.flat().map((at) => [at.getTime(), at]));
  return [...unique.values()].sort((a, b) => a.getTime() - b.getTime()).slice(0, count);
}

function patternRuns(pattern: string, timeZone: string, from: Date, count: number): Date[] {
  try {
    return new Cron(pattern, { timezone: timeZone, paused: true }).nextRuns(count, from);
  } catch {
    return [];
  }
}

/** The Schedule Trigger's next runs: every rule's matches, thinned to every n-th day or week as the trigger does. */
function scheduleTriggerRuns(rules: readonly ScheduleRule[], timeZone: string, from: Date, count: number): Date[] {
  const lists = rules.map((rule) => {
    try {
      const compiled = compileRule(rule);
      const matches = nextMatches(compiled, timeZone, from, count * Math.max(1, compiled.every));
      return matches.filter((at) => recurrenceAllows(compiled, matches[0], at, timeZone));
    } catch {
      return [];
    }
  });
  return earliest(lists, count);
}

function triggerTimesPreview(times: readonly CronTriggerTime[], timeZone: string, from: Date, count: number): SchedulePreview {
  const patterns = times.map((time) => cronPattern(time, 0)).filter((p): p is string => p !== undefined);
  return {
    description: times.map(describeTriggerTime).join('; '),
    nextRuns: earliest(
      patterns.map((pattern) => patternRuns(pattern, timeZone, from, count)),
      count,
    ),
  };
}

const itemsOf = <T>(value: unknown, key: 'interval' | 'item'): T[] => {
  const list = (value as Record<string, unknown> | undefined)?.[key];
  return Array.isArray(list) ? (list as T[]) : [];
};

/**
 * The schedule of a Schedule Trigger, Cron or Interval node, or undefined for other nodes.
 *
 * @param node - the node as stored
 * @param timeZone - the workflow's time zone
 * @param from - the time after which runs are listed
 * @param count - how many runs to list
 */
export function schedulePreview(node: INode, timeZone: string, from: Date, count: number): SchedulePreview | undefined {
  const parameters = node.parameters;
  switch (node.type) {
    case 'n8n-nodes-base.scheduleTrigger': {
      const given = itemsOf<ScheduleRule>(parameters['rule'], 'interval');
      const rules = given.length === 0 ? [{}] : given;
      return { description: rules.map(describeScheduleRule).join('; '), nextRuns: scheduleTriggerRuns(rules, timeZone, from, count) };
    }
    case 'n8n-nodes-base.cron':
      return triggerTimesPreview(itemsOf<CronTriggerTime>(parameters['triggerTimes'], 'item'), timeZone, from, count);
    case 'n8n-nodes-base.interval': {
      const unit = String(parameters['unit'] ?? 'seconds').replace(/s$/, '');
      return { description: every(Number(parameters['interval'] ?? 1), unit), nextRuns: [] };
    }
    default:
      return undefined;
  }
}

/** A polling node's poll times in words and its next polls. */
export function pollPreview(node: INode, timeZone: string, from: Date, count: number): SchedulePreview {
  const times = itemsOf<CronTriggerTime>(node.parameters['pollTimes'], 'item');
  return triggerTimesPreview(times, timeZone, from, count);
}
