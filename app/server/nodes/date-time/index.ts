/**
 * Date & Time (`n8n-nodes-base.dateTime` v2, on luxon as n8n's): current date, add,
 * subtract, format, round, time between dates, extract a part. Dates are read from ISO,
 * RFC 2822, HTTP, SQL text, epoch milliseconds or Date-parsable text.
 */
import { DateTime, Duration, type DurationLikeObject } from 'luxon';
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import { NodeOperationError, type IExecuteFunctions, type INodeType } from '../../engine/node-interface';
import { dateTimeDescription } from './description';
import { parseDateV2 } from './parse-date-v2';
import { pairedItemOf } from '../../engine/paired-item';

export { parseDate } from './parse-date';

function outputDate(date: DateTime): string {
  return date.toISO() ?? '';
}

/** The timezone option: a zone name for the current date; for formatting n8n's "Use Workflow Timezone" switch. */
function optionZone(fn: IExecuteFunctions, i: number): string | undefined {
  const option = fn.getNodeParameter('options.timezone', i, '') as unknown;
  if (option === true) return fn.getTimezone();
  return typeof option === 'string' && option !== '' ? option : undefined;
}

function compute(fn: IExecuteFunctions, i: number): unknown {
  const operation = fn.getNodeParameter('operation', i) as string;
  const workflowZone = fn.getTimezone();
  // Every operation but formatting shows its dates in the workflow's zone.
  const readDate = (name: string, outputZone: string | undefined, fromFormat?: string) => {
    const parsed = parseDateV2(fn.getNodeParameter(name, i), { workflowZone, outputZone, fromFormat });
    if (!parsed) throw new NodeOperationError(fn.getNode(), 'Invalid date format', { itemIndex: i });
    return parsed;
  };
  switch (operation) {
    case 'getCurrentDate': {
      const now = DateTime.now().setZone(optionZone(fn, i) ?? workflowZone);
      return outputDate(fn.getNodeParameter('includeTime', i, true) ? now : now.startOf('day'));
    }
    case 'addToDate':
    case 'subtractFromDate': {
      const base = readDate('magnitude', workflowZone);
      const unit = fn.getNodeParameter('timeUnit', i, 'days') as keyof DurationLikeObject;
      const amount = Number(fn.getNodeParameter('duration', i, 0));
      const duration = Duration.fromObject({ [unit]: amount });
      return outputDate(operation === 'addToDate' ? base.plus(duration) : base.minus(duration));
    }
    case 'formatDate': {
      // As n8n: no date (null or undefined) gives no date rather than an error.
      const raw = fn.getNodeParameter('date', i) as unknown;
      if (raw === null || raw === undefined) return raw;
      const fromFormat = (fn.getNodeParameter('options.fromFormat', i, '') as string) || undefined;
      const parsed = readDate('date', optionZone(fn, i), fromFormat);
      const format = fn.getNodeParameter('format', i, 'MM/dd/yyyy') as string;
      // luxon's X and x give the timestamp as text, as n8n outputs it.
      return parsed.toFormat(format === 'custom' ? (fn.getNodeParameter('customFormat', i, '') as string) : format);
    }
    case 'roundDate': {
      const parsed = readDate('date', workflowZone);
      if (fn.getNodeParameter('mode', i, 'roundDown') === 'roundUp') {
        // n8n's "End of Month" is the start of the next month.
        const to = fn.getNodeParameter('to', i, 'month') as 'month';
        return outputDate(parsed.plus({ [to]: 1 }).startOf(to));
      }
      return outputDate(parsed.startOf(fn.getNodeParameter('toNearest', i, 'month') as 'year'));
    }
    case 'getTimeBetweenDates': {
      const start = readDate('startDate', workflowZone);
      const end = readDate('endDate', workflowZone);
      const units = (fn.getNodeParameter('units', i, ['day']) as string[]).map((u) => `${u}s`) as Array<keyof DurationLikeObject>;
      const difference = end.diff(start, units);
      return fn.getNodeParameter('options.isoString', i, false) ? difference.toISO() : (difference.toObject() as IDataObject);
    }
    case 'extractDate': {
      const parsed = readDate('date', workflowZone);
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
        const value = compute(this, i);
        const includeInput = this.getNodeParameter('options.includeInputFields', i, false) as boolean;
        const name = this.getNodeParameter('outputFieldName', i) as string;
        const json: IDataObject = { ...(includeInput ? items[i]!.json : {}) };
        if (value !== undefined) json[name] = value as IDataObject;
        out.push({ json, pairedItem: pairedItemOf(i) });
      } catch (error) {
        if (!this.continueOnFail()) throw error;
        out.push({ json: { error: (error as Error).message }, pairedItem: pairedItemOf(i) });
      }
    }
    return [out];
  },
};
