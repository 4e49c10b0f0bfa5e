import { describe, expect, it } from 'vitest';
import type { DateTime } from 'luxon';
import { evaluateExpression } from '../evaluate';

const D = 'DateTime.fromISO("2024-03-15T10:20:30.000Z", { zone: "UTC" })';
const run = (code: string, ctx: object = {}): unknown => evaluateExpression(`={{ ${code} }}`, ctx, { timezone: 'UTC' });
const iso = (code: string): string | null => (run(code) as DateTime).toISO();

describe('date extensions', () => {
  it('adds and subtracts durations', () => {
    expect(iso(`${D}.plus(1, 'day')`)).toBe('2024-03-16T10:20:30.000Z');
    expect(iso(`${D}.plus({ days: 2 })`)).toBe('2024-03-17T10:20:30.000Z');
    expect(iso(`${D}.plus(Duration.fromObject({ hours: 1 }))`)).toBe('2024-03-15T11:20:30.000Z');
    expect(iso(`${D}.minus(1, 'hours')`)).toBe('2024-03-15T09:20:30.000Z');
    expect(() => run(`${D}.plus(1, 'fortnight')`)).toThrow("plus(): unknown unit 'fortnight'");
  });

  it('finds boundaries and parts', () => {
    expect(iso(`${D}.beginningOf('month')`)).toBe('2024-03-01T00:00:00.000Z');
    expect(iso(`${D}.beginningOf()`)).toBe('2024-03-11T00:00:00.000Z');
    expect(iso(`${D}.endOfMonth()`)).toBe('2024-03-31T23:59:59.999Z');
    expect(run(`[${D}.extract('month'), ${D}.extract(), ${D}.extract('dayOfYear'), ${D}.extract('weekday')]`)).toEqual([3, 11, 75, 5]);
  });

  it('compares and tests dates', () => {
    expect(run(`${D}.isBetween('2024-01-01', '2024-12-31')`)).toBe(true);
    expect(run(`${D}.isBetween('2024-12-31', '2024-01-01')`)).toBe(true);
    expect(run(`[${D}.isDst(), ${D}.isWeekend(), ${D}.isInLast(1, 'days')]`)).toEqual([false, false, false]);
    expect(run("DateTime.now().minus(1, 'hour').isInLast(2, 'hours')")).toBe(true);
    expect(run(`${D}.diffTo('2024-03-10T10:20:30.000Z', 'days')`)).toBe(5);
    expect(run(`${D}.diffTo('2024-03-10T10:20:30.000Z', ['days', 'hours'])`)).toEqual({ days: 5, hours: 0 });
    expect(run(`${D}.diffToNow('years') < 0`)).toBe(true);
  });

  it('formats and converts', () => {
    expect(run(`${D}.format('yyyy-MM-dd')`)).toBe('2024-03-15');
    expect(run(`[${D}.toInt(), ${D}.toFloat(), ${D}.isEmpty(), ${D}.isNotEmpty()]`)).toEqual([1710498030000, 1710498030000, false, true]);
    expect(iso(`${D}.toDateTime()`)).toBe('2024-03-15T10:20:30.000Z');
  });

  it('works on JavaScript dates, returning dates', () => {
    expect(run("new Date('2024-03-15T10:20:30.000Z').plus(1, 'day')")).toEqual(new Date('2024-03-16T10:20:30.000Z'));
    expect(run("new Date('2024-03-15T10:20:30.000Z').format('yyyy')")).toBe('2024');
  });

  it('works on ISO date strings', () => {
    expect(run("'2024-03-15T10:20:30.000Z'.format('yyyy')")).toBe('2024');
    expect(iso("'2024-03-15'.plus(1, 'day')")).toBe('2024-03-16T00:00:00.000Z');
    expect(() => run("'not a date'.format('yyyy')")).toThrow('format() is only callable on types Number, DateTime');
  });

  it('leaves Luxon methods available', () => {
    expect(run(`${D}.toFormat('dd.MM.yyyy')`)).toBe('15.03.2024');
    expect(run(`${D}.setZone('Europe/Berlin').hour`)).toBe(11);
    expect(run(`${D}.startOf('day').toISO()`)).toBe('2024-03-15T00:00:00.000Z');
    expect(run(`${D}.zone.name`)).toBe('UTC');
  });
});
