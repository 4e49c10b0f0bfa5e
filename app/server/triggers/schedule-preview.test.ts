import { describe, expect, it } from 'vitest';
import type { INode } from '@sdk/workflow';
import { pollPreview, schedulePreview } from './schedule-preview';

const node = (type: string, parameters: Record<string, unknown>): INode => ({
  id: 'n1',
  name: 'Trigger',
  type,
  typeVersion: 1,
  position: [0, 0],
  parameters: parameters as INode['parameters'],
});

const FROM = new Date('2026-03-02T12:00:00Z'); // a Monday
const iso = (dates: Date[]) => dates.map((d) => d.toISOString());

describe('schedule previews', () => {
  it('lists a weekly Schedule Trigger rule on its weekdays, in the time zone', () => {
    const rule = { field: 'weeks', triggerAtDay: [1, 5], triggerAtHour: 8, triggerAtMinute: 15 };
    const preview = schedulePreview(node('n8n-nodes-base.scheduleTrigger', { rule: { interval: [rule] } }), 'Europe/Berlin', FROM, 3);
    expect(preview?.description).toBe('every week on Monday, Friday at 08:15');
    // 08:15 in Berlin is 07:15 UTC in winter; Monday's has passed at noon.
    expect(iso(preview?.nextRuns ?? [])).toEqual(['2026-03-06T07:15:00.000Z', '2026-03-09T07:15:00.000Z', '2026-03-13T07:15:00.000Z']);
  });

  it('thins "every 2 days" to every other day from the first run', () => {
    const rule = { field: 'days', daysInterval: 2, triggerAtHour: 6 };
    const preview = schedulePreview(node('n8n-nodes-base.scheduleTrigger', { rule: { interval: [rule] } }), 'UTC', FROM, 3);
    expect(preview?.description).toBe('every 2 days at 06:00');
    expect(iso(preview?.nextRuns ?? [])).toEqual(['2026-03-03T06:00:00.000Z', '2026-03-05T06:00:00.000Z', '2026-03-07T06:00:00.000Z']);
  });

  it("describes a Cron node's trigger times and an Interval node's interval", () => {
    const cron = schedulePreview(
      node('n8n-nodes-base.cron', { triggerTimes: { item: [{ mode: 'everyHour', minute: 45 }] } }),
      'UTC',
      FROM,
      2,
    );
    expect(cron?.description).toBe('every hour at minute 45');
    expect(iso(cron?.nextRuns ?? [])).toEqual(['2026-03-02T12:45:00.000Z', '2026-03-02T13:45:00.000Z']);
    expect(schedulePreview(node('n8n-nodes-base.interval', { interval: 10, unit: 'minutes' }), 'UTC', FROM, 2)?.description).toBe(
      'every 10 minutes',
    );
    expect(schedulePreview(node('n8n-nodes-base.set', {}), 'UTC', FROM, 2)).toBeUndefined();
  });

  it("describes a polling node's poll times", () => {
    const preview = pollPreview(
      node('n8n-nodes-base.rssFeedReadTrigger', { pollTimes: { item: [{ mode: 'everyMinute' }] } }),
      'UTC',
      FROM,
      2,
    );
    expect(preview.description).toBe('every minute');
    expect(iso(preview.nextRuns)).toEqual(['2026-03-02T12:01:00.000Z', '2026-03-02T12:02:00.000Z']);
  });
});
