/**
 * Schedule Trigger rules (`rule.interval[]`, n8n's parameter names) as cron patterns for
 * croner, plus the interval check cron cannot express ("every 3 days", "every 2 weeks"):
 *
 * | field | pattern (sec min hour dom month dow) | extra check |
 * |---|---|---|
 * | seconds | `*\/N * * * * *` | |
 * | minutes | `0 *\/N * * * *` | |
 * | hours | `0 M *\/N * * *` | |
 * | days | `0 M H * * *` | every N days since the first run |
 * | weeks | `0 M H * * D,D` | every N weeks since the first run |
 * | months | `0 M H DOM *\/N *` | |
 * | cronExpression | as written (5 or 6 fields) | |
 */
import { Cron } from 'croner';

/** One entry of `rule.interval`. */
export interface ScheduleRule {
  field?: string;
  secondsInterval?: number;
  minutesInterval?: number;
  hoursInterval?: number;
  daysInterval?: number;
  weeksInterval?: number;
  monthsInterval?: number;
  triggerAtDayOfMonth?: number;
  triggerAtDay?: number[];
  triggerAtHour?: number;
  triggerAtMinute?: number;
  expression?: string;
}

/** A rule as croner runs it. */
export interface CompiledRule {
  pattern: string;
  /** Fire only every `every` days/weeks (1: every match). */
  every: number;
  unit: 'day' | 'week' | undefined;
}

/** A rule that cannot be scheduled. */
export class ScheduleRuleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScheduleRuleError';
  }
}

function whole(value: unknown, fallback: number, min: number, max: number, what: string): number {
  const n = value === undefined || value === null || value === '' ? fallback : Number(value);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new ScheduleRuleError(`${what} must be a whole number from ${min} to ${max}, not ${String(value)}.`);
  return n;
}

/** The cron pattern and interval check of `rule`. */
export function compileRule(rule: ScheduleRule): CompiledRule {
  const minute = () => whole(rule.triggerAtMinute, 0, 0, 59, 'Trigger at minute');
  const hour = () => whole(rule.triggerAtHour, 0, 0, 23, 'Trigger at hour');
  switch (rule.field ?? 'days') {
    case 'seconds':
      return { pattern: `*/${whole(rule.secondsInterval, 30, 1, 59, 'Seconds between triggers')} * * * * *`, every: 1, unit: undefined };
    case 'minutes':
      return { pattern: `0 */${whole(rule.minutesInterval, 5, 1, 59, 'Minutes between triggers')} * * * *`, every: 1, unit: undefined };
    case 'hours':
      return {
        pattern: `0 ${minute()} */${whole(rule.hoursInterval, 1, 1, 23, 'Hours between triggers')} * * *`,
        every: 1,
        unit: undefined,
      };
    case 'days':
      return { pattern: `0 ${minute()} ${hour()} * * *`, every: whole(rule.daysInterval, 1, 1, 31, 'Days between triggers'), unit: 'day' };
    case 'weeks': {
      const days = (rule.triggerAtDay ?? []).map((d) => whole(d, 0, 0, 6, 'Trigger on weekday'));
      const dow = days.length === 0 ? '0' : [...new Set(days)].sort().join(',');
      return {
        pattern: `0 ${minute()} ${hour()} * * ${dow}`,
        every: whole(rule.weeksInterval, 1, 1, 52, 'Weeks between triggers'),
        unit: 'week',
      };
    }
    case 'months': {
      const dom = whole(rule.triggerAtDayOfMonth, 1, 1, 31, 'Trigger at day of month');
      return {
        pattern: `0 ${minute()} ${hour()} ${dom} */${whole(rule.monthsInterval, 1, 1, 12, 'Months between triggers')} *`,
        every: 1,
        unit: undefined,
      };
    }
    case 'cronExpression': {
      const pattern = (rule.expression ?? '').trim();
      if (pattern === '') throw new ScheduleRuleError('The cron expression is empty.');
      try {
        new Cron(pattern, { paused: true }).stop();
      } catch (error) {
        throw new ScheduleRuleError(`Invalid cron expression "${pattern}": ${(error as Error).message}`);
      }
      return { pattern, every: 1, unit: undefined };
    }
    default:
      throw new ScheduleRuleError(`Unknown trigger interval "${String(rule.field)}".`);
  }
}

const DAY_MS = 86_400_000;

/** Whole days or weeks between two local calendar dates (`YYYY-MM-DD` in the timezone). */
function periodsBetween(from: Date, to: Date, unit: 'day' | 'week', timeZone: string): number {
  const day = (d: Date) => Date.parse(`${new Intl.DateTimeFormat('en-CA', { timeZone }).format(d)}T00:00:00Z`);
  const days = Math.round((day(to) - day(from)) / DAY_MS);
  if (unit === 'day') return days;
  // Weeks counted from the Sunday starting each week, so every weekday of a week counts the same.
  const weekStart = (d: Date) => day(d) / DAY_MS - new Date(day(d)).getUTCDay();
  return Math.round((weekStart(to) - weekStart(from)) / 7);
}

/**
 * Whether a match at `at` fires, given the first fire of this rule (`first`, undefined
 * before any): every `every`-th day/week after the first.
 */
export function recurrenceAllows(rule: CompiledRule, first: Date | undefined, at: Date, timeZone: string): boolean {
  if (rule.every <= 1 || rule.unit === undefined || first === undefined) return true;
  return periodsBetween(first, at, rule.unit, timeZone) % rule.every === 0;
}

/** The next `count` match times of `rule` after `from` (interval check not applied). */
export function nextMatches(rule: CompiledRule, timeZone: string, from: Date, count: number): Date[] {
  return new Cron(rule.pattern, { timezone: timeZone, paused: true }).nextRuns(count, from);
}
