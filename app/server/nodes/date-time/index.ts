/**
 * Date & Time (`n8n-nodes-base.dateTime` v2, on luxon as n8n's): current date, add,
 * subtract, format, round, time between dates, extract a part. Dates are read from ISO,
 * RFC 2822, HTTP, SQL text, epoch milliseconds or Date-parsable text.
 */
import { DateTime, Duration, type DurationLikeObject } from 'luxon';
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import { NodeOperationError, type IExecuteFunctions, type INodeType } from '../../engine/node-interface';
import { dateTimeDescription } from './description';
import { parseDate } from './parse-date';
import { pairedItemOf } from '../../engine/paired-item';

export { parseDate } from './parse-date';

function outputDate(date: DateTime): string {
  return date.toISO() ?? '';
}

function compute(fn: IExecuteFunctions, i: number, zone: string): unknown {
  const operation = fn.getNodeParameter('operation', i) as string;
  const readDate = (name: string, fromFormat?: string) => {
    const raw = fn.getNodeParameter(name, i);
    const parsed = parseDate(raw, zone, fromFormat);
    if (!parsed)
      throw new NodeOperationError(fn.getNode(), `The value in the "${name}" field is not a valid date`, {
        itemIndex: i,
        description: `Got: ${JSON.stringify(raw)}`,
      });
    return parsed;
  };
  switch (operation) {
    case 'getCurrentDate': {
      const now = DateTime.now().setZone(zone);
      return outputDate(fn.getNodeParameter('includeTime', i, true) ? now : now.startOf('day'));
    }
    case 'addToDate':
    case 'subtractFromDate': {
      const base = readDate('magnitude');
      const unit = fn.getNodeParameter('timeUnit', i, 'days') as keyof DurationLikeObject;
      const amount = Number(fn.getNodeParameter('duration', i, 0));
      const duration = Duration.fromObject({ [unit]: amount });
      return outputDate(operation === 'addToDate' ? base.plus(duration) : base.minus(duration));
    }
    case 'formatDate': {
      const parsed = readDate('date', (fn.getNodeParameter('options.fromFormat', i, '') as string) || undefined);
      const format = fn.getNodeParameter('format', i, 'MM/dd/yyyy') as string;
      if (format === 'X') return Math.floor(parsed.toSeconds());
      if (format === 'x') return parsed.toMillis();
      return parsed.toFormat(format === 'custom' ? (fn.getNodeParameter('customFormat', i, '') as string) : format);
    }
    case 'roundDate': {
      const parsed = readDate('date');
      if (fn.getNodeParameter('mode', i, 'roundDown') === 'roundUp') return outputDate(parsed.endOf('month'));
      return outputDate(parsed.startOf(fn.getNodeParameter('toNearest', i, 'month') as 'year'));
    }
    case 'getTimeBetweenDates': {
      const start = readDate('startDate');
      const end = readDate('endDate');
      const units = (fn.getNodeParameter('units', i, ['day']) as string[]).map((u) => `${u}s`) as Array<keyof DurationLikeObject>;
      const difference = end.diff(start, units);
      return fn.getNodeParameter('options.isoString', i, false) ? difference.toISO() : (difference.toObject() as IDataObject);
    }
    case 'extractDate': {
      const parsed = readDate('date');
      const part = fn.getNodeParameter('part', i, 'month') as string;
      return part === 'week' ? parsed.weekNumber : parsed.get(part as 'year');
    }
  }
  throw new NodeOperationError(fn.getNode(), `The operation "${operation}" is not known`, { itemIndex: i });
}

export const dateTimeNode: INodeType = {
  description: dateTimeDescription,
  async execute() {
    const items = this.getInputData();
    const out: INodeExecutionData[] = [];
    for (let i = 0; i < items.length; i++) {
      try {
        const zone = (this.getNodeParameter('options.timezone', i, '') as string) || this.getTimezone();
        const value = compute(this, i, zone);
        const includeInput = this.getNodeParameter('options.includeInputFields', i, false) as boolean;
        const name = this.getNodeParameter('outputFieldName', i) as string;
        out.push({ json: { ...(includeInput ? items[i]!.json : {}), [name]: value as IDataObject }, pairedItem: pairedItemOf(i) });
      } catch (error) {
        if (!this.continueOnFail()) throw error;
        out.push({ json: { error: (error as Error).message }, pairedItem: pairedItemOf(i) });
      }
    }
    return [out];
  },
};
