import { describe, expect, it } from 'vitest';
import { scheduleItem } from './index';
import { compileRule, nextMatches, recurrenceAllows, ScheduleRuleError } from './rules';

const iso = (dates: Date[]) => dates.map((d) => d.toISOString());
// 2026-03-07T12:00:00Z is a Saturday; New York switches to daylight time on Sunday 2026-03-08.
const FROM = new Date('2026-03-07T12:00:00Z');
const NY = 'America/New_York';

describe('Schedule Trigger rules', () => {
  it('runs every N seconds, minutes and hours', () => {
    expect(iso(nextMatches(compileRule({ field: 'seconds', secondsInterval: 15 }), NY, FROM, 3))).toEqual([
      '2026-03-07T12:00:15.000Z',
      '2026-03-07T12:00:30.000Z',
      '2026-03-07T12:00:45.000Z',
    ]);
    expect(iso(nextMatches(compileRule({ field: 'minutes', minutesInterval: 20 }), NY, FROM, 2))).toEqual([
      '2026-03-07T12:20:00.000Z',
      '2026-03-07T12:40:00.000Z',
    ]);
    expect(iso(nextMatches(compileRule({ field: 'hours', hoursInterval: 6, triggerAtMinute: 30 }), NY, FROM, 2))).toEqual([
      // 12:30 and 18:30 New York time (UTC-5 until the switch).
      '2026-03-07T17:30:00.000Z',
      '2026-03-07T23:30:00.000Z',
    ]);
  });

  it('runs daily at a local hour across a daylight-saving change', () => {
    const rule = compileRule({ field: 'days', triggerAtHour: 9, triggerAtMinute: 15 });
    expect(iso(nextMatches(rule, NY, FROM, 3))).toEqual([
      '2026-03-07T14:15:00.000Z',
      '2026-03-08T13:15:00.000Z',
      '2026-03-09T13:15:00.000Z',
    ]);
    expect(iso(nextMatches(rule, 'Europe/Berlin', FROM, 1))).toEqual(['2026-03-08T08:15:00.000Z']);
  });

  it('runs weekly on the chosen weekdays and monthly on a day of the month', () => {
    const weekly = compileRule({ field: 'weeks', triggerAtDay: [1, 3], triggerAtHour: 8 });
    expect(iso(nextMatches(weekly, 'UTC', FROM, 3))).toEqual([
      '2026-03-09T08:00:00.000Z',
      '2026-03-11T08:00:00.000Z',
      '2026-03-16T08:00:00.000Z',
    ]);
    const monthly = compileRule({ field: 'months', monthsInterval: 2, triggerAtDayOfMonth: 15, triggerAtHour: 0 });
    expect(iso(nextMatches(monthly, 'UTC', FROM, 2))).toEqual(['2026-03-15T00:00:00.000Z', '2026-05-15T00:00:00.000Z']);
  });

  it('keeps every-N-days and every-N-weeks rules to every N-th period after the first run', () => {
    const every3 = compileRule({ field: 'days', daysInterval: 3 });
    const first = new Date('2026-03-07T05:00:00Z');
    const allowed = [0, 1, 2, 3, 4, 5, 6].map((d) => recurrenceAllows(every3, first, new Date(first.getTime() + d * 86_400_000), 'UTC'));
    expect(allowed).toEqual([true, false, false, true, false, false, true]);
    const every2Weeks = compileRule({ field: 'weeks', weeksInterval: 2, triggerAtDay: [1, 5] });
    const monday = new Date('2026-03-09T00:00:00Z');
    const at = (days: number) => recurrenceAllows(every2Weeks, monday, new Date(monday.getTime() + days * 86_400_000), 'UTC');
    expect([at(4), at(7), at(11), at(14)]).toEqual([true, false, false, true]);
  });

  it('accepts 5- and 6-field cron expressions in the timezone', () => {
    expect(iso(nextMatches(compileRule({ field: 'cronExpression', expression: '0 15 * * sun' }), NY, FROM, 1))).toEqual([
      '2026-03-08T19:00:00.000Z',
    ]);
    expect(iso(nextMatches(compileRule({ field: 'cronExpression', expression: '30 0 12 * * *' }), 'UTC', FROM, 1))).toEqual([
      '2026-03-07T12:00:30.000Z',
    ]);
  });

  it('refuses broken rules with a message naming the field', () => {
    expect(() => compileRule({ field: 'cronExpression', expression: 'every day' })).toThrow(ScheduleRuleError);
    expect(() => compileRule({ field: 'hours', hoursInterval: 0 })).toThrow('Hours between triggers must be a whole number from 1 to 23');
    expect(() => compileRule({ field: 'fortnights' })).toThrow('Unknown trigger interval');
  });

  it('describes the moment in the timezone with n8n field names', () => {
    expect(scheduleItem(new Date('2026-11-24T09:05:07Z'), NY)).toEqual({
      timestamp: '2026-11-24T04:05:07.000-05:00',
      'Readable date': 'November 24th 2026, 4:05:07 am',
      'Readable time': '4:05:07 am',
      'Day of week': 'Tuesday',
      Year: '2026',
      Month: 'November',
      'Day of month': '24',
      Hour: '04',
      Minute: '05',
      Second: '07',
      Timezone: 'America/New_York (UTC-05:00)',
    });
  });
});

describe('Schedule Trigger in an editor run', () => {
  it('starts with the item of the moment in the workflow timezone', async () => {
    const { runNode } = await import('../http-request/testing/run-node');
    const { scheduleTriggerNode } = await import('./index');
    const { output } = await runNode(
      { type: 'n8n-nodes-base.scheduleTrigger', typeVersion: 1.2, parameters: {} },
      { types: [scheduleTriggerNode] },
    );
    expect(output?.[0]?.json).toMatchObject({
      Timezone: expect.stringMatching(/^America\/New_York \(UTC-0[45]:00\)$/),
      timestamp: expect.any(String),
    });
  });
});
