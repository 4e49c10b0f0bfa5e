import { describe, expect, it } from 'vitest';
import { cronPattern, cronPatterns } from './cron-times';
import { intervalMs } from '../interval';

describe('Cron trigger times as cron patterns (n8n-nodes-base.cron v1)', () => {
  it('fills the fields each mode shows and leaves the others at any', () => {
    expect(cronPattern({ mode: 'everyMinute' }, 7)).toBe('7 * * * * *');
    expect(cronPattern({ mode: 'everyHour', minute: 15, hour: 3 }, 7)).toBe('7 15 * * * *');
    expect(cronPattern({ mode: 'everyDay', hour: 9, minute: 30 }, 0)).toBe('0 30 9 * * *');
    expect(cronPattern({ mode: 'everyWeek', hour: 9, minute: 0, weekday: '0', dayOfMonth: 5 }, 0)).toBe('0 0 9 * * 0');
    expect(cronPattern({ mode: 'everyMonth', hour: 23, minute: 59, dayOfMonth: 31 }, 0)).toBe('0 59 23 31 * *');
  });

  it("uses n8n's defaults for fields a stored workflow leaves out (every day at 14:00)", () => {
    expect(cronPattern({}, 0)).toBe('0 0 14 * * *');
    expect(cronPattern({ mode: 'everyWeek' }, 0)).toBe('0 0 14 * * 1');
  });

  it('turns every X minutes or hours into steps, and passes custom expressions through', () => {
    expect(cronPattern({ mode: 'everyX', value: 5, unit: 'minutes' }, 3)).toBe('3 */5 * * * *');
    expect(cronPattern({ mode: 'everyX', value: 2, unit: 'hours' }, 3)).toBe('3 0 */2 * * *');
    expect(cronPattern({ mode: 'custom', cronExpression: ' 0 */10 * * * * ' }, 3)).toBe('0 */10 * * * *');
    expect(
      cronPatterns([{ mode: 'everyMinute' }, { mode: 'everyX', unit: 'days' }, { mode: 'custom', cronExpression: '0 0 1 1 *' }], 1),
    ).toEqual(['1 * * * * *', '0 0 1 1 *']);
  });
});

describe('Interval (n8n-nodes-base.interval v1)', () => {
  it('converts the interval to milliseconds, refusing what n8n refuses', () => {
    expect(intervalMs(1, 'seconds')).toBe(1000);
    expect(intervalMs(5, 'minutes')).toBe(300_000);
    expect(intervalMs(2, 'hours')).toBe(7_200_000);
    expect(() => intervalMs(0, 'seconds')).toThrow('The interval has to be set to at least 1 or higher!');
    expect(() => intervalMs(1000, 'hours')).toThrow('The interval value is too large.');
  });
});
