/**
 * Trigger times (the Cron node's `triggerTimes`, a polling node's `pollTimes`) as cron
 * patterns (seconds first, six fields), as n8n
 * builds them: fixed modes fill the fields they show and leave the others at "any",
 * and a second is picked at random (once per activation) so that many workflows on
 * "every minute" do not all start in the same second.
 */

/** One entry of `triggerTimes.item`. */
export interface CronTriggerTime {
  mode?: string;
  hour?: number;
  minute?: number;
  dayOfMonth?: number;
  weekday?: string | number;
  cronExpression?: string;
  value?: number;
  unit?: string;
}

// Which fields each mode shows (n8n's displayOptions); hidden ones stay "any".
const FIELDS_OF_MODE: Record<string, ReadonlyArray<'minute' | 'hour' | 'dayOfMonth' | 'weekday'>> = {
  everyHour: ['minute'],
  everyDay: ['minute', 'hour'],
  everyWeek: ['minute', 'hour', 'weekday'],
  everyMonth: ['minute', 'hour', 'dayOfMonth'],
};
// n8n's defaults for the fields a stored workflow may leave out.
const DEFAULTS = { minute: 0, hour: 14, dayOfMonth: 1, weekday: '1' } as const;

function field(time: CronTriggerTime, name: keyof typeof DEFAULTS, shown: ReadonlyArray<string>): string {
  if (!shown.includes(name)) return '*';
  return String(time[name] ?? DEFAULTS[name]);
}

/**
 * @param time - one trigger time
 * @param second - the second the pattern fires at (0-59)
 * @returns the cron pattern, or undefined for an "every X" with an unknown unit (n8n ignores it)
 */
export function cronPattern(time: CronTriggerTime, second: number): string | undefined {
  const mode = time.mode ?? 'everyDay';
  if (mode === 'custom') return String(time.cronExpression ?? '* * * * * *').trim();
  if (mode === 'everyMinute') return `${second} * * * * *`;
  if (mode === 'everyX') {
    const value = Number(time.value ?? 2);
    if (time.unit === 'minutes') return `${second} */${value} * * * *`;
    if ((time.unit ?? 'hours') === 'hours') return `${second} 0 */${value} * * *`;
    return undefined;
  }
  const shown = FIELDS_OF_MODE[mode] ?? FIELDS_OF_MODE['everyDay'] ?? [];
  return [
    String(second),
    field(time, 'minute', shown),
    field(time, 'hour', shown),
    field(time, 'dayOfMonth', shown),
    '*',
    field(time, 'weekday', shown),
  ].join(' ');
}

/**
 * @param times - `triggerTimes.item`
 * @param second - the second fixed patterns fire at
 * @returns one pattern per trigger time that has one
 */
export function cronPatterns(times: readonly CronTriggerTime[], second: number): string[] {
  return times.map((time) => cronPattern(time, second)).filter((pattern): pattern is string => pattern !== undefined);
}
