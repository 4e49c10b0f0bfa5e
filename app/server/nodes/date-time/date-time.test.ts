/**
 * Date & Time v1 and v2 reading dates as n8n's node does (instance time zone of node tests:
 * America/New_York): timestamps in seconds or milliseconds, fractions, numeric text, empty
 * dates, text without an offset, timestamp formats as text.
 */
import { describe, expect, it } from 'vitest';
import type { IDataObject } from '@sdk/workflow';
import { runNode } from '../http-request/testing/run-node';
import { dateTimeNode } from '.';
import { dateTimeV1Node } from './v1';

async function run(typeVersion: number, parameters: IDataObject, json: IDataObject = {}) {
  const result = await runNode(
    { type: 'n8n-nodes-base.dateTime', typeVersion, parameters: parameters as never },
    { items: [{ json }], types: [dateTimeV1Node, dateTimeNode] },
  );
  return { items: result.output?.map((item) => item.json), error: result.result.data.resultData.error?.message };
}

const format = (date: unknown, fmt: string, options: IDataObject = {}) =>
  run(2, { operation: 'formatDate', date: '={{ $json.d }}', format: 'custom', customFormat: fmt, options }, { d: date as never });

describe('Date & Time v2', () => {
  it('tells seconds from milliseconds by length, as numbers or numeric text, fractions as seconds', async () => {
    const expected = [{ formattedDate: '2023-11-14 22:13:20.000' }];
    for (const d of [1700000000, 1700000000000, '1700000000', '1700000000000'])
      expect((await format(d, 'yyyy-MM-dd HH:mm:ss.SSS')).items, String(d)).toEqual(expected);
    expect((await format(1700000000.5, 'HH:mm:ss.SSS')).items).toEqual([{ formattedDate: '22:13:20.500' }]);
    expect((await format('1700000000.25', 'HH:mm:ss.SSS')).items).toEqual([{ formattedDate: '22:13:20.250' }]);
  });

  it('formats no date (null) as null and leaves an undefined one out', async () => {
    expect((await format(null, 'yyyy')).items).toEqual([{ formattedDate: null }]);
    expect((await run(2, { operation: 'formatDate', date: '={{ $json.missing }}', format: 'yyyy' })).items).toEqual([{}]);
  });

  it('reads a date without an offset in the workflow time zone; formats in UTC unless told to use the workflow zone', async () => {
    expect((await format('2024-03-05 10:00', 'yyyy-MM-dd HH:mm ZZ')).items).toEqual([{ formattedDate: '2024-03-05 15:00 +00:00' }]);
    expect((await format('2024-03-05T10:00:00', 'HH:mm ZZ', { timezone: true })).items).toEqual([{ formattedDate: '10:00 -05:00' }]);
    expect((await format('2024-03-05T10:00:00+02:00', 'HH:mm ZZ')).items).toEqual([{ formattedDate: '10:00 +02:00' }]);
  });

  it('timestamp formats give text', async () => {
    expect((await format(1700000000, 'x')).items).toEqual([{ formattedDate: '1700000000000' }]);
    expect((await format(1700000000000, 'X')).items).toEqual([{ formattedDate: '1700000000' }]);
  });

  it('adds in the workflow time zone and rounds up to the start of the next month', async () => {
    const added = await run(2, { operation: 'addToDate', magnitude: '2024-01-30T10:00:00', timeUnit: 'days', duration: 1 });
    expect(added.items).toEqual([{ newDate: '2024-01-31T10:00:00.000-05:00' }]);
    const rounded = await run(2, { operation: 'roundDate', date: '2024-01-15T10:00:00', mode: 'roundUp', to: 'month' });
    expect(rounded.items).toEqual([{ roundedDate: '2024-02-01T00:00:00.000-05:00' }]);
  });

  it('fails with n8n message on text that is no date', async () => {
    expect((await format('not a date', 'yyyy')).error).toBe('Invalid date format');
  });
});

describe('Date & Time v1', () => {
  const v1 = (value: unknown, toFormat: string, extra: IDataObject = {}) =>
    run(
      1,
      { value: '={{ $json.d }}', dataPropertyName: 'out', custom: true, toFormat, options: { toTimezone: 'UTC', ...extra } },
      {
        d: value as never,
      },
    );

  it('tells seconds from milliseconds, as numbers or numeric text, fractions as seconds', async () => {
    for (const d of [1700000000, 1700000000000, '1700000000', 1700000000.0])
      expect((await v1(d, 'YYYY-MM-DD HH:mm:ss')).items?.[0]?.out, String(d)).toBe('2023-11-14 22:13:20');
    expect((await v1(1700000000.5, 'HH:mm:ss.SSS')).items?.[0]?.out).toBe('22:13:20.500');
  });

  it('gives timestamps as text', async () => {
    expect((await v1('2023-11-14T22:13:20Z', 'X')).items?.[0]?.out).toBe('1700000000');
    expect((await v1('2023-11-14T22:13:20Z', 'x')).items?.[0]?.out).toBe('1700000000000');
  });

  it('reads a date without an offset in the workflow time zone', async () => {
    expect((await v1('2024-03-05 10:00', 'YYYY-MM-DD HH:mm')).items?.[0]?.out).toBe('2024-03-05 15:00');
  });

  it('leaves out an item whose value is undefined', async () => {
    const result = await run(1, { value: '={{ $json.missing }}', dataPropertyName: 'out', toFormat: 'YYYY' });
    expect(result.items).toEqual([]);
  });
});
