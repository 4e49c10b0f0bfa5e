/**
 * "Limit Wait Time" (`options.limitWaitTime.values`), as n8n's send-and-wait and Respond to
 * Chat nodes read it: wait until a date, or for an amount of minutes, hours or days; no
 * limit set waits indefinitely.
 */
import type { IDataObject } from '@sdk/workflow';
import { ownEntry } from '@sdk/values';
import type { IExecuteFunctions } from '../../engine/node-interface';
import { NodeOperationError } from '../../engine/node-errors';
import { WAIT_INDEFINITELY } from '../wait';

const UNIT_MS: Record<string, number> = { minutes: 60_000, hours: 3_600_000, days: 86_400_000 };

/** When the wait ends without an answer; a date that cannot be read fails the node. */
export function waitTillOf(context: IExecuteFunctions): Date {
  const options = context.getNodeParameter('options', 0, {}) as IDataObject;
  const limit = (options['limitWaitTime'] as { values?: IDataObject } | undefined)?.values;
  if (limit === undefined) return WAIT_INDEFINITELY;
  if (limit['limitType'] === 'atSpecifiedTime') {
    const date = new Date(String(limit['maxDateAndTime'] ?? ''));
    if (Number.isNaN(date.getTime()))
      throw new NodeOperationError(context.getNode(), 'Could not configure Limit Wait Time: the date is not valid');
    return date;
  }
  const ms = Number(limit['resumeAmount'] ?? 1) * (ownEntry(UNIT_MS, String(limit['resumeUnit'] ?? 'hours')) ?? UNIT_MS['hours']!);
  if (!Number.isFinite(ms) || ms < 0) throw new NodeOperationError(context.getNode(), 'Could not configure Limit Wait Time');
  return new Date(Date.now() + ms);
}
